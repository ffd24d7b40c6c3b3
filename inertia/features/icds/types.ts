import type { Data } from '@generated/data'

/** An ICD-10-CM code as the list shows it (generated from app/transformers/icd_transformer.ts). */
export type IcdRow = Data.Icd

/** An ICD-10-CM code as its view and edit pages receive it. */
export type IcdRecord = Data.Icd.Variants['forDetail']

/** A row of the trash list. */
export type IcdTrashRow = IcdRow & { deleted_at: string }
