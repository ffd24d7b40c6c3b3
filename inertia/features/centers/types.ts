import type { Data } from '@generated/data'
import type { Option } from '#contracts/list'

/** A center as the list shows it (generated from app/transformers/center_transformer.ts). */
export type CenterRow = Data.Center

/** A center as its view and edit pages receive it. */
export type CenterRecord = Data.Center.Variants['forDetail']

/** A row of the trash list. */
export type CenterTrashRow = CenterRow & { deleted_at: string }

/** The create and edit pages' dropdown options (centersResource.formProps). */
export type CenterFormOptions = {
  timeZones: Option[]
  currencies: Option[]
}
