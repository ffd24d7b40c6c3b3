import type { Option } from '#contracts/list'

/** A client as the list shows it (server: app/resources/clients.ts, toRow). */
export type ClientRow = {
  id: number
  code: string
  name: string
  /** One of app/contracts/client_types.ts. */
  client_type: string
  country_id: number
  country: string
  billing_currency_code: string
  is_enabled: boolean
  updated_at: string | null
  deleted_at: string | null
}

/** A client as its view and edit pages receive it: general info and billing. */
export type ClientRecord = ClientRow & {
  created_at: string
  contact_name: string | null
  email: string | null
  phone: string | null
  website: string | null
  address: string | null
  city: string | null
  payment_terms_days: number
  report_email_group_id: number | null
  /** Marked "(deleted)" when the group was trashed since. */
  report_email_group_name: string | null
}

export type ClientTrashRow = ClientRow & { deleted_at: string }

/** The create page's props (the server's formProps). */
export type ClientFormProps = {
  clientTypes: Option[]
  countries: Option[]
  currencies: Option[]
  emailGroups: Option[]
}

export type ClientEditProps = ClientFormProps & { record: ClientRecord }

/** A client's programs for its Programs tab (server: clientPrograms), first 50 by name. */
export type ClientPrograms = {
  rows: {
    id: number
    code: string
    name: string
    status: string
    /** Where it stands today: the status, or expired/upcoming by its dates. */
    standing: string
    program_type: string
    valid_from: string
    valid_to: string | null
  }[]
  total: number
}

/** The view page's props: the record, and its programs for users who may see programs. */
export type ClientViewProps = {
  record: ClientRecord
  programs: ClientPrograms | null
}
