import type { Data } from '@generated/data'
import type { Option } from '#contracts/list'

/** A client as the list shows it (generated from its server transformer). */
export type ClientRow = Data.Client

/** A client as its view and edit pages receive it: general info and billing. */
export type ClientRecord = Data.Client.Variants['forDetail']

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
