import type { CaseStatus } from '#contracts/case_options'
import type { CaseDetails, CaseDetailsView, CaseFormSection } from '#contracts/case_form_sections'
import type { ListPage, Option } from '#contracts/list'
import type { MemberEditProps } from '~/features/members/types'

/** A case as the list shows it (server: app/resources/cases.ts, toRow). */
export type CaseRow = {
  id: number
  /** "KUL-2026-000123". */
  number: string
  status: CaseStatus
  /** A CASE_PRIORITIES value ('low', 'normal', 'high', 'urgent'). */
  priority: string
  member_id: number
  /** "Last, First". */
  member: string
  policy_number: string
  client_id: number
  client: string
  incident_type_id: number
  incident_type: string
  /** Set when an agent takes the case. */
  owner_id: number | null
  /** "First Last"; null while nobody has taken the case. */
  owner: string | null
  is_evacuation: boolean
  opened_at: string
  closed_at: string | null
  updated_at: string | null
  deleted_at: string | null
}

/** A case as the view and edit pages receive it (server: toDetail). */
export type CaseRecord = CaseRow & {
  created_at: string
  program_id: number | null
  program: string | null
  /** The center's code, upper case ("KUL"). */
  center: string
  caller_name: string | null
  caller_type: string | null
  caller_relationship: string | null
  caller_phone: string | null
  caller_email: string | null
  caller_contact_method: string | null
  incident_category_id: number | null
  incident_category: string | null
  incident_service_id: number | null
  incident_service: string | null
  incident_item_id: number | null
  incident_item: string | null
  /** The member's policy validity (YYYY-MM-DD), for the edit form's warning. */
  member_policy_valid_from: string | null
  member_policy_valid_to: string | null
  /** YYYY-MM-DD. */
  incident_date: string | null
  incident_country_id: number | null
  incident_country: string | null
  incident_city: string | null
  incident_time_zone: string | null
  description: string | null
  symptoms: string | null
  /** A CASE_OUTCOMES value, once closed. */
  outcome: string | null
  reopened_count: number
}

export type CaseTrashRow = CaseRow & { deleted_at: string }

/** A level of the incident taxonomy below the type, knowing the level above it. */
export type TaxonomyOption = Option & { parent_id: string }

/** The incident taxonomy, each level below the type knowing its parent (server: taxonomyOptions). */
export type IncidentTaxonomyOptions = {
  incidentTypes: Option[]
  categories: TaxonomyOption[]
  services: TaxonomyOption[]
  items: TaxonomyOption[]
}

/** The form's option lists (server: formProps); a program knows its client. */
export type CaseFormProps = {
  /** Each incident type's sections, by type id (Manage › Incident types › Case form). */
  caseForms: Record<string, CaseFormSection[]>
  /** The case's answers to them (empty on a new case). */
  details: CaseDetails
  /** The names of the providers those answers point at, by id. */
  providerLabels: Record<string, string>
  options: IncidentTaxonomyOptions & {
    priorities: Option[]
    callerTypes: Option[]
    relationships: Option[]
    contactMethods: Option[]
    /** `valid_to`: the day the program ends (YYYY-MM-DD), for the form's warning. */
    programs: (Option & { client_id: string; valid_to: string | null })[]
    countries: Option[]
    /** IANA zone names ('Asia/Kuala_Lumpur'), UTC first. */
    timeZones: string[]
  }
}

export type CaseEditProps = CaseFormProps & { record: CaseRecord }

/** The index's status chips (server: indexProps): live cases of the center per status. */
export type CaseIndexExtras = { statusCounts: Record<CaseStatus, number> }

/** A member the case form's search found (server: lookUpCaseMembers). */
export type CaseMemberMatch = {
  id: number
  /** "Last, First". */
  name: string
  policy_number: string
  /** YYYY-MM-DD. */
  date_of_birth: string
  client_id: number
  client: string
  program_id: number | null
  program: string | null
  /** YYYY-MM-DD, or null when the policy has no such bound. */
  policy_valid_from: string | null
  policy_valid_to: string | null
}

/** What the user may do to the case now (server: availableTransitions). */
export type CaseTransition = {
  name: string
  /** The button: "Take the case", "Force close". */
  label: string
  /** A reason must be given (force close, reopen). */
  reason: boolean
  /** Input the transition cannot go without ('outcome' to close). */
  required: string[]
  /** Why it cannot be done now, in plain words; null when it can. */
  refusal: string | null
}

/** A person involved in a case, a row of its contacts tab (server: app/resources/case_contacts.ts). */
export type CaseContactRow = {
  id: number
  case_id: number
  name: string
  /** A CALLER_TYPES value ('first-caller', 'provider'…). */
  caller_type: string | null
  /** A CALLER_RELATIONSHIPS value, the contact's relationship to the member. */
  relationship: string | null
  phone: string | null
  email: string | null
  /** A CALLER_CONTACT_METHODS value. */
  preferred_contact_method: string | null
  notes: string | null
  updated_at: string | null
  deleted_at: string | null
}

/** The contacts tab's table: a whole list page, its query read under `contacts[...]`. */
export type CaseContactsPage = ListPage<CaseContactRow>

/** An incident record of a case, a row of its incidents tab (server: app/resources/case_incidents.ts). */
export type CaseIncidentRow = {
  id: number
  case_id: number
  /** YYYY-MM-DD. */
  occurred_on: string | null
  incident_type_id: number
  incident_category_id: number | null
  incident_service_id: number | null
  incident_item_id: number | null
  /** "Medical › Inpatient › Surgery › Surgeon fees", as far as it was classified. */
  incident: string
  country_id: number | null
  country: string | null
  city: string | null
  description: string | null
  updated_at: string | null
  deleted_at: string | null
}

export type CaseIncidentsPage = ListPage<CaseIncidentRow>

/** What the incident dialog offers: the case form's taxonomy and countries. */
export type CaseIncidentOptions = IncidentTaxonomyOptions & { countries: Option[] }

/** A diagnosis of a case, a row of its icd tab (server: app/resources/case_diagnoses.ts). */
export type CaseDiagnosisRow = {
  id: number
  case_id: number
  icd_id: number
  /** The ICD-10 code ("J18.9") and its title. */
  code: string
  title: string
  /** At most one per case: marking another demotes it. */
  is_primary: boolean
  /** YYYY-MM-DD. */
  diagnosed_on: string | null
  notes: string | null
  updated_at: string | null
  deleted_at: string | null
}

export type CaseDiagnosesPage = ListPage<CaseDiagnosisRow>

/** Feedback received about a case, a row of its feedback tab (server: app/resources/case_feedbacks.ts). */
export type CaseFeedbackRow = {
  id: number
  case_id: number
  /** A FEEDBACK_TYPES value ('compliment', 'complaint'). */
  feedback_type: string
  /** A FEEDBACK_CHANNELS value. */
  channel: string
  /** A FEEDBACK_SOURCES value. */
  source: string
  /** YYYY-MM-DD. */
  received_on: string
  description: string
  updated_at: string | null
  deleted_at: string | null
}

export type CaseFeedbackPage = ListPage<CaseFeedbackRow>

/** One transition in the reopen-case tab's history (server: cases.ts statusHistory). */
export type CaseStatusChange = {
  id: number
  /** When, an ISO timestamp. */
  at: string
  /** The transition's name ('reopen', 'force-close'…). */
  transition: string | null
  /** What was done, in words ('reopened', 'force closed'). */
  done: string | null
  /** Required to reopen and to force close. */
  reason: string | null
  /** "First Last"; null when the user is gone. */
  by: string | null
}

/** The option lists the case page's tabs label and offer (server: viewProps `caseOptions`). */
export type CaseOptions = {
  callerTypes: Option[]
  relationships: Option[]
  contactMethods: Option[]
  feedbackTypes: Option[]
  feedbackChannels: Option[]
  feedbackSources: Option[]
}

export type CaseViewProps = {
  record: CaseRecord
  /** The answers to the incident type's sections, in words (server: describeCaseDetails). */
  caseDetails: CaseDetailsView
  transitions: CaseTransition[]
  /**
   * null: the user may not see contacts (no tab). Absent (undefined) until asked for: the page
   * sends it at once only when opened on the tab, else the tab asks with a partial reload.
   */
  contacts?: CaseContactsPage | null
  incidents?: CaseIncidentsPage | null
  /**
   * The incident dialog's options, read with the incidents (PROPOSED server prop: viewProps has
   * no taxonomy or countries yet). null without access-incidents.
   */
  incidentOptions?: CaseIncidentOptions | null
  /** The icd tab's table (its tab value is 'icd'). */
  diagnoses?: CaseDiagnosesPage | null
  feedback?: CaseFeedbackPage | null
  /** The reopen-case tab: every transition, newest first. */
  statusHistory?: CaseStatusChange[] | null
  /** The member-details tab: the case's member as the members' edit form takes it (update-member). */
  memberDetails?: MemberEditProps | null
  caseOptions: CaseOptions
  outcomes: Option[]
  statuses: Option[]
}
