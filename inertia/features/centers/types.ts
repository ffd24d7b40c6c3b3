import type { Option } from '#contracts/list'

/** A center as the list shows it (server: app/resources/centers.ts, toRow). */
export type CenterRow = {
  id: number
  /** Already uppercase (Center.displayCode). */
  code: string
  name: string
  /** An IANA zone, e.g. 'Asia/Kuala_Lumpur'. */
  time_zone: string
  currency_code: string | null
  address: string | null
  is_enabled: boolean
  updated_at: string | null
}

/** A center as its view and edit pages receive it. */
export type CenterRecord = CenterRow & { created_at: string }

/** A row of the trash list. */
export type CenterTrashRow = CenterRow & { deleted_at: string }

/** The create and edit pages' dropdown options (centersResource.formProps). */
export type CenterFormOptions = {
  timeZones: Option[]
  currencies: Option[]
}
