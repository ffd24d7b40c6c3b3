import type { Data } from '@generated/data'
import type { Option } from '#contracts/list'

/** A state as the list shows it (generated from app/transformers/state_transformer.ts). */
export type StateRow = Data.State

/** A state as its view and edit pages receive it. */
export type StateRecord = Data.State.Variants['forDetail']

/** A row of the trash list. */
export type StateTrashRow = StateRow & { deleted_at: string }

/** The create and edit pages' dropdown options: live countries, the value is the id as text. */
export type StateFormOptions = {
  countries: Option[]
}
