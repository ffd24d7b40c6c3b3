import type { Data } from '@generated/data'
import type { InferPageProps, Json } from '#contracts/page_props'
import type { CaseTabPageProps } from '#resources/registry'
import type { lookUpCaseMembers } from '#resources/cases'
import type CasesController from '#controllers/navigate/cases_controller'

/**
 * The case's page props, each named from what the server sends (issue 28: typed from the
 * server, never restated): a page's from its controller method, a tab's from the reader its
 * resource declares (app/resources/registry.ts `CaseTabPageProps`), a row from its transformer.
 */

/** A case as the list shows it (generated from app/transformers/case_transformer.ts). */
export type CaseRow = Data.Case

/** A case as the view and edit pages receive it (the transformer's forDetail). */
export type CaseRecord = Data.Case.Variants['forDetail']

export type CaseTrashRow = CaseRow & { deleted_at: string }

export type CaseIndexProps = InferPageProps<typeof CasesController, 'index'>

export type CaseFormProps = InferPageProps<typeof CasesController, 'create'>

export type CaseEditProps = InferPageProps<typeof CasesController, 'edit'>

/** The incident taxonomy, each level below the type knowing its parent (server: taxonomyOptions). */
export type IncidentTaxonomyOptions = Pick<
  CaseFormProps['options'],
  'incidentTypes' | 'categories' | 'services' | 'items'
>

/** A level of the incident taxonomy below the type, knowing the level above it. */
export type TaxonomyOption = IncidentTaxonomyOptions['categories'][number]

/** A member the case form's search found (`navigate.cases.members`: lookUpCaseMembers). */
export type CaseMemberMatch = Json<Awaited<ReturnType<typeof lookUpCaseMembers>>>[number]

/**
 * The case page: its own props (the record, its transitions, the header's balances) and what
 * each tab it may show adds (absent until the tab asks, null for who may not open it).
 */
export type CaseViewProps = InferPageProps<typeof CasesController, 'show'> & CaseTabPageProps

/** The WhatsApp conversations under the case's header (server: caseConversations). */
export type CaseConversationsProp = NonNullable<CaseViewProps['whatsappConversations']>

/** What the user may do to the case now (server: availableTransitions). */
export type CaseTransition = CaseViewProps['transitions'][number]

/** The option lists the case page's tabs label and offer (server: viewProps `caseOptions`). */
export type CaseOptions = CaseViewProps['caseOptions']

/** A tab's prop as the tab reads it once it has it. */
type TabProp<K extends keyof CaseTabPageProps> = NonNullable<CaseTabPageProps[K]>

/** A person involved in a case, a row of its contacts tab (generated from its transformer). */
export type CaseContactRow = Data.CaseContact

/** The contacts tab's table: a whole list page, its query read under `contacts[...]`. */
export type CaseContactsPage = TabProp<'contacts'>

/** An incident record of a case, a row of its incidents tab (generated). */
export type CaseIncidentRow = Data.CaseIncident

export type CaseIncidentsPage = TabProp<'incidents'>

/** What the incident dialog offers: the case form's taxonomy and countries. */
export type CaseIncidentOptions = TabProp<'incidentOptions'>

/** A diagnosis of a case, a row of its icd tab (generated). */
export type CaseDiagnosisRow = Data.CaseDiagnosis

export type CaseDiagnosesPage = TabProp<'diagnoses'>

/** Feedback received about a case, a row of its feedback tab (generated). */
export type CaseFeedbackRow = Data.CaseFeedback

export type CaseFeedbackPage = TabProp<'feedback'>

/** One transition in the reopen-case tab's history (server: cases.ts statusHistory). */
export type CaseStatusChange = TabProp<'statusHistory'>[number]

/** A phone call about a case, a row of its calls tab (generated from its transformer). */
export type CaseCallRow = Data.CaseCall

export type CaseCallsPage = TabProp<'calls'>

/** What the call dialog offers (server: app/resources/case_calls.ts callFormOptions). */
export type CaseCallOptions = TabProp<'callOptions'>

/** A document attached to a case, a row of its files tab (generated from its transformer). */
export type CaseFileRow = Data.CaseFile

/** The files tab: its table, its trash and the upload rules (server: caseFilesTab). */
export type CaseFilesTab = TabProp<'files'>

/** A note on a case, a card of its notes tab (generated from its transformer). */
export type CaseNoteRow = Data.CaseNote

/** The notes tab's table, with how long an author may still correct a note (minutes). */
export type CaseNotesPage = TabProp<'notes'>

/** The notes tab's trash (server: trashedNotesPage): its newest page, to restore from. */
export type CaseNotesTrash = TabProp<'notesTrash'>

/** The case's timeline's JSON (app/contracts/case_timeline.ts). */
export type {
  TimelineEntry as CaseTimelineEntry,
  TimelinePage as CaseTimelinePage,
} from '#contracts/case_timeline'
