import type { Data } from '@generated/data'
import type { InferPageProps } from '#contracts/page_props'
import type CentersController from '#controllers/manage/centers_controller'

/** A center as the list shows it (generated from app/transformers/center_transformer.ts). */
export type CenterRow = Data.Center

/** A center as its view and edit pages receive it. */
export type CenterRecord = Data.Center.Variants['forDetail']

/** A row of the trash list. */
export type CenterTrashRow = CenterRow & { deleted_at: string }

/** The create and edit pages' dropdown options (centersResource.formProps). */
export type CenterFormOptions = InferPageProps<typeof CentersController, 'create'>

export type CenterEditProps = InferPageProps<typeof CentersController, 'edit'>

export type CenterViewProps = InferPageProps<typeof CentersController, 'show'>
