import type { Option } from '#contracts/list'

/** A state as the list shows it (server: app/resources/states.ts, toRow). */
export type StateRow = {
  id: number
  country_id: number
  /** The country's name. */
  country: string
  /** ISO 3166-2, e.g. 'MY-14'. */
  code: string
  name: string
  updated_at: string | null
}

/** A state as its view and edit pages receive it. */
export type StateRecord = StateRow & { created_at: string }

/** A row of the trash list. */
export type StateTrashRow = StateRow & { deleted_at: string }

/** The create and edit pages' dropdown options: live countries, the value is the id as text. */
export type StateFormOptions = {
  countries: Option[]
}
