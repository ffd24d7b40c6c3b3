import type { CaseViewProps } from '~/features/cases/types'
import type { DashboardProps } from '~/features/dashboard/dashboard_panels'
import type { MemberEditProps } from '~/features/members/types'

/**
 * Checked by the client's type check (`npm run typecheck`), not run: the props three pages
 * receive, pinned by name. They are read from the server's types (app/contracts/page_props.ts),
 * so a prop renamed, added or dropped on the server fails here as well as in every component
 * that reads it (tests/unit/tooling/page_props.spec.ts proves the mechanism itself).
 */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false

export const membersEdit: Same<keyof MemberEditProps, 'record' | 'version' | 'options'> = true

export const dashboard: Same<
  keyof DashboardProps,
  'dashboardPanels' | 'recentCases' | 'tasks' | 'chargeSlips' | 'requestForPayments'
> = true

/** The case page's own props; each tab's come from the registry and are pinned by name too. */
export const casePage: Same<
  keyof CaseViewProps,
  | 'record'
  | 'can'
  | 'caseTabs'
  | 'caseDetails'
  | 'transitions'
  | 'gopBalance'
  | 'chargeSlipBalance'
  | 'rfpBalance'
  | 'whatsappConversations'
  | 'caseOptions'
  | 'outcomes'
  | 'statuses'
  | 'memberDetails'
  | 'contacts'
  | 'incidents'
  | 'incidentOptions'
  | 'diagnoses'
  | 'feedback'
  | 'files'
  | 'notes'
  | 'notesTrash'
  | 'tasks'
  | 'closedTasks'
  | 'taskOptions'
  | 'gops'
  | 'gopOptions'
  | 'withdrawals'
  | 'withdrawalOptions'
  | 'chargeSlips'
  | 'chargeSlipOptions'
  | 'rfps'
  | 'rfpOptions'
  | 'calls'
  | 'callOptions'
  | 'verifications'
  | 'verificationForms'
  | 'statusHistory'
> = true
