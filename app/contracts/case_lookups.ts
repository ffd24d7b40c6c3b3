/**
 * What the case form's info popups and its new-member dialog receive (SPEC.md §2 "popups"): the
 * JSON of `navigate.cases.lookup_*` and `navigate.cases.create_member`, typed once for the server
 * (app/queries/case_lookups.ts) and the client (inertia/features/cases/case_info_popups.tsx).
 * Days are 'YYYY-MM-DD'.
 */
import type { Option } from '#contracts/list'
import type { ProgramStanding } from '#contracts/program_statuses'
import type { ProviderStatus } from '#contracts/provider_options'
import type { RichTextDelta } from '#rich_text/sanitize_delta'
import type { MemberStanding } from '#contracts/member_standing'

/** The member's client (navigate.cases.lookup_client). */
export type ClientInfo = {
  id: number
  code: string
  name: string
  /** The client type's label ('Insurer'). */
  type: string
  status: 'enabled' | 'disabled'
  contact_name: string | null
  email: string | null
  phone: string | null
  website: string | null
  city: string | null
  country: string
  /** ISO 4217 code. */
  billing_currency: string
  payment_terms_days: number
}

/** A program with its type (navigate.cases.lookup_program). */
export type ProgramInfo = {
  id: number
  code: string
  name: string
  client: string
  /** The program type: its name and what it covers. */
  type: { name: string; description: string | null }
  coverage_summary: string | null
  valid_from: string
  /** Null: open-ended. */
  valid_to: string | null
  /** As it stands today: a stored status, or 'expired'/'upcoming' by the dates. */
  status: ProgramStanding | string
  status_label: string
}

/** One of a provider's contact people. */
export type ProviderContactInfo = {
  name: string
  position: string | null
  phone: string | null
  email: string | null
}

/** A provider (navigate.cases.lookup_provider). */
export type ProviderInfo = {
  id: number
  code: string
  name: string
  /** The provider type's label ('Hospital'). */
  type: string
  status: ProviderStatus
  status_label: string
  address: string | null
  city: string | null
  state: string | null
  country: string
  phone: string | null
  email: string | null
  website: string | null
  /** Where staff write why a provider was black-listed (there is no column of its own). */
  notes: string | null
  contacts: ProviderContactInfo[]
}

/**
 * The call scripts of an incident type (navigate.cases.lookup_scripts), shown beside the case
 * form once the type is chosen: its live, enabled scripts by title, each as stored (Quill Delta,
 * sanitised again when drawn).
 */
export type IncidentTypeScripts = {
  incident_type: { id: number; name: string }
  scripts: { id: number; title: string; body: RichTextDelta }[]
}

/** The new-member dialog's choices (navigate.cases.member_form): the members form's own lists. */
export type NewMemberOptions = {
  titles: Option[]
  genders: Option[]
  clients: Option[]
  /** Each program knows its client; the dialog offers the chosen client's. */
  programs: (Option & { client_id: string })[]
}

/**
 * A member created from the case form (navigate.cases.create_member), shaped as the member
 * search's matches so the form takes it as if it had been found.
 */
export type CreatedCaseMember = {
  id: number
  /** "Last, First". */
  name: string
  policy_number: string
  date_of_birth: string
  client_id: number
  client: string
  program_id: number | null
  program: string | null
  policy_valid_from: string | null
  policy_valid_to: string | null
} & MemberStanding

/** A refused dialog: the first message of each refused field, by field name (422). */
export type FieldErrors = Record<string, string>
