import type { Option } from '#contracts/list'

/** A member as the list shows it (server: app/resources/members.ts, toRow). */
export type MemberRow = {
  id: number
  title: string | null
  first_name: string
  last_name: string
  /** "Last, First". */
  name: string
  gender: string
  /** YYYY-MM-DD. */
  date_of_birth: string
  client_id: number
  client: string
  program_id: number | null
  program: string | null
  policy_number: string
  policy_valid_to: string | null
  principal_member_id: number | null
  relationship: string
  updated_at: string | null
  deleted_at: string | null
}

/** A member as the view and edit pages receive it. */
export type MemberRecord = MemberRow & {
  created_at: string
  nationality_id: number | null
  nationality: string | null
  id_number: string | null
  policy_valid_from: string | null
  /** A dependant's principal (the day as 'YYYY-MM-DD'); null for a principal. */
  principal: { id: number; name: string; policy_number: string; date_of_birth: string } | null
  phone: string | null
  email: string | null
  preferred_contact_method: string | null
  address: string | null
  city: string | null
  country_id: number | null
  country: string | null
  notes: string | null
}

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
