import type { Data } from '@generated/data'
import type { InferPageProps } from '#contracts/page_props'
import type IcdsController from '#controllers/manage/icds_controller'

/** An ICD-10-CM code as the list shows it (generated from app/transformers/icd_transformer.ts). */
export type IcdRow = Data.Icd

/** An ICD-10-CM code as its view and edit pages receive it. */
export type IcdRecord = Data.Icd.Variants['forDetail']

/** A row of the trash list. */
export type IcdTrashRow = IcdRow & { deleted_at: string }

export type IcdEditProps = InferPageProps<typeof IcdsController, 'edit'>

export type IcdViewProps = InferPageProps<typeof IcdsController, 'show'>
