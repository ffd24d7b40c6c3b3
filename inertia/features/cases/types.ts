import type { RfpBalance, RfpOptions, RfpsTable } from '~/features/rfps/types'
import type {
  ChargeSlipBalance,
  ChargeSlipOptions,
  ChargeSlipsTable,
} from '~/features/charge_slips/types'
import type { Data } from '@generated/data'
import type {
  GopBalance,
  GopOptions,
  GopsTable,
  GopWithdrawalsPage,
  WithdrawalOptions,
} from '~/features/gops/types'
import type { CaseStatus } from '#contracts/case_options'
import type { CaseDetails, CaseDetailsView, CaseFormSection } from '#contracts/case_form_sections'
import type { ListPage, Option } from '#contracts/list'
import type { ChildTable } from '#contracts/row_actions'
import type { CaseTabShown } from '#contracts/case_tabs'
import type { ProviderPick } from '#contracts/provider_options'
import type { MemberEditProps } from '~/features/members/types'
import type { TaskOptions, TasksTable } from '~/features/tasks/types'

/** A case as the list shows it (generated from app/transformers/case_transformer.ts). */
export type CaseRow = Data.Case

/** A case as the view and edit pages receive it (the transformer's forDetail). */
export type CaseRecord = Data.Case.Variants['forDetail']

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
  /** The providers those answers point at, as their pickers show them, by id. */
  providers: Record<string, ProviderPick>
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

/** A person involved in a case, a row of its contacts tab (generated from its transformer). */
export type CaseContactRow = Data.CaseContact

/** The contacts tab's table: a whole list page, its query read under `contacts[...]`. */
export type CaseContactsPage = ChildTable<CaseContactRow>

/** An incident record of a case, a row of its incidents tab (generated). */
export type CaseIncidentRow = Data.CaseIncident

export type CaseIncidentsPage = ChildTable<CaseIncidentRow>

/** What the incident dialog offers: the case form's taxonomy and countries. */
export type CaseIncidentOptions = IncidentTaxonomyOptions & { countries: Option[] }

/** A diagnosis of a case, a row of its icd tab (generated). */
export type CaseDiagnosisRow = Data.CaseDiagnosis

export type CaseDiagnosesPage = ChildTable<CaseDiagnosisRow>

/** Feedback received about a case, a row of its feedback tab (generated). */
export type CaseFeedbackRow = Data.CaseFeedback

export type CaseFeedbackPage = ChildTable<CaseFeedbackRow>

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
  /** The tabs this user sees, in order (server: the registry's case tabs). */
  caseTabs: CaseTabShown[]
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
  /** The files tab (view-case): its table, its trash and the upload rules. */
  files?: CaseFilesTab | null
  /** The calls tab (view-case) and the call dialog's lists. */
  calls?: CaseCallsPage | null
  callOptions?: CaseCallOptions | null
  /** The reopen-case tab: every transition, newest first. */
  statusHistory?: CaseStatusChange[] | null
  /** The member-details tab: the case's member as the members' edit form takes it (update-member). */
  memberDetails?: MemberEditProps | null
  caseOptions: CaseOptions
  outcomes: Option[]
  statuses: Option[]
  /** The tasks tab (open tasks) and the closed-tasks tab; null without access-tasks. */
  tasks?: TasksTable | null
  closedTasks?: TasksTable | null
  /** The task dialog's lists, read with either task tab. */
  taskOptions?: TaskOptions | null
  /** The guarantee-of-payments tab (access-guarantee-of-payments) and the GOP dialog's lists. */
  gops?: GopsTable | null
  gopOptions?: GopOptions | null
  /** What the case's GOPs add up to, for the header; null without access-guarantee-of-payments. */
  gopBalance: GopBalance | null
  /** The WGOP tab (access-withdrawal-of-gops) and its dialog's lists. */
  withdrawals?: GopWithdrawalsPage | null
  withdrawalOptions?: WithdrawalOptions | null
  /** The charge-slips tab (access-charge-slips) and its dialog's lists. */
  chargeSlips?: ChargeSlipsTable | null
  chargeSlipOptions?: ChargeSlipOptions | null
  /** What the case's charge slips add up to, for the header; null without access-charge-slips. */
  chargeSlipBalance: ChargeSlipBalance | null
  /** The request-for-payments tab (access-request-for-payments) and its dialog's lists. */
  rfps?: RfpsTable | null
  rfpOptions?: RfpOptions | null
  /** What the client was invoiced and what was collected, for the header. */
  rfpBalance: RfpBalance | null
}

/** A phone call about a case, a row of its calls tab (generated from its transformer). */
export type CaseCallRow = Data.CaseCall

export type CaseCallsPage = ChildTable<CaseCallRow>

/** What the call dialog offers (server: app/resources/case_calls.ts callFormOptions). */
export type CaseCallOptions = { directions: Option[]; contacts: Option[] }

/** A document attached to a case, a row of its files tab (generated from its transformer). */
export type CaseFileRow = Data.CaseFile

/** The files tab (server: caseFilesTab in app/resources/case_files.ts). */
export type CaseFilesTab = ChildTable<CaseFileRow> & {
  /** The case's files in the trash, newest first (empty for who may not restore). */
  trashed: CaseFileRow[]
  /** What the server accepts, stated by the drop zone and checked before sending. */
  rules: { maxBytes: number; perUpload: number; allowed: string }
}
/** A note on a case, a card of its notes tab (generated from its transformer). */
export type CaseNoteRow = Data.CaseNote

/** The notes tab's table, with how long an author may still correct a note (minutes). */
export type CaseNotesPage = ChildTable<CaseNoteRow> & { editMinutes: number }

/** The notes tab's trash (server: trashedNotesPage): its newest page, to restore from. */
export type CaseNotesTrash = Pick<ListPage<CaseNoteRow>, 'rows' | 'meta'>

/** The case page's notes props (server: cases.ts viewProps `notes`, `notesTrash`). */
export type CaseNotesViewProps = {
  /** null: no view-case (no tab); absent until the tab asks for it. */
  notes?: CaseNotesPage | null
  /** null: who may not restore notes; absent until the trash is opened. */
  notesTrash?: CaseNotesTrash | null
}

/** The case's timeline's JSON (app/contracts/case_timeline.ts). */
export type {
  TimelineEntry as CaseTimelineEntry,
  TimelinePage as CaseTimelinePage,
} from '#contracts/case_timeline'
