import type { Data } from '@generated/data'
import type { Option } from '#contracts/list'

/** A member as the list shows it (generated from its server transformer). */
export type MemberRow = Data.Member

/** A member as the view and edit pages receive it. */
export type MemberRecord = Data.Member.Variants['forDetail']

export type MemberTrashRow = MemberRow & { deleted_at: string }

/** The form's option lists (server: formProps); a program knows its client. */
export type MemberFormProps = {
  options: {
    titles: Option[]
    genders: Option[]
    relationships: Option[]
    contactMethods: Option[]
    clients: Option[]
    programs: (Option & { client_id: string })[]
    countries: Option[]
    /** The same countries by demonym ("Malaysian"). */
    nationalities: Option[]
  }
}

export type MemberEditProps = MemberFormProps & { record: MemberRecord }

/** A principal's dependants, first 50 by name, and how many. */
export type MemberDependants = {
  rows: {
    id: number
    name: string
    date_of_birth: string
    relationship: string
    policy_number: string
  }[]
  total: number
}

export type MemberViewProps = {
  record: MemberRecord
  /** Null for a dependant. */
  dependants: MemberDependants | null
  labels: {
    title: string
    gender: string
    relationship: string
    preferred_contact_method: string
  }
}
