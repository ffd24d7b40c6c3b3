import { usePage } from '@inertiajs/react'
import type { ViewTab } from '~/components/resource'
import { useLiveRefresh } from '~/hooks/use_live_refresh'
import { caseReloadProps, type CaseReload } from '~/lib/live_changes'
import { CaseCallsTab } from './case_calls_tab'
import { CaseContactsTab } from './case_contacts_tab'
import { CaseDiagnosesTab } from './case_diagnoses_tab'
import { CaseFeedbackTab } from './case_feedback_tab'
import { CaseFilesTab } from './case_files_tab'
import { CaseChargeSlipsTab } from './case_charge_slips_tab'
import { CaseRfpsTab } from './case_rfps_tab'
import { CaseGopsTab } from './case_gops_tab'
import { CaseGopWithdrawalsTab } from './case_gop_withdrawals_tab'
import { CaseHistoryTab } from './case_history_tab'
import { CaseIncidentsTab } from './case_incidents_tab'
import { CaseMemberTab } from './case_member_tab'
import { CaseNotesTab } from './case_notes_tab'
import { CaseTasksTab } from './case_tasks_tab'
import { CaseVerificationsTab } from './case_verifications_tab'
import { CaseTimeline } from './case_timeline'
import { caseGeneralInfo } from './case_view'
import type { CaseViewProps } from './types'

/** The case page's props, as every tab's view reads them. */
export type CaseViewPage = CaseViewProps

/** How one tab is drawn from the page's props: its fields, its content, or both. */
export type CaseTabView = (page: CaseViewPage) => Pick<ViewTab, 'fields' | 'content'>

/**
 * Each tab's view, by the key the server lists it under. The server decides which tabs this
 * user sees, what they are called and in which order (`caseTabs`, from the resources that
 * declare them: app/resources/registry.ts); the page only draws them. A tab's props are
 * undefined until it asks for them (never null while the server lists it).
 */
export const CASE_TAB_VIEWS: Record<string, CaseTabView> = {
  'general-info': ({ record, outcomes, caseDetails }) => ({
    fields: caseGeneralInfo(record, outcomes, caseDetails),
    // The case's timeline (issue 14), under its fields.
    content: <CaseTimeline caseRecord={record} version={record.updated_at ?? ''} />,
  }),
  'member-details': ({ memberDetails }) => ({
    content: <CaseMemberTab details={memberDetails ?? undefined} />,
  }),
  'contacts': ({ record, contacts, caseOptions }) => ({
    content: (
      <CaseContactsTab caseRecord={record} contacts={contacts ?? undefined} options={caseOptions} />
    ),
  }),
  'incidents': ({ record, incidents, incidentOptions }) => ({
    content: (
      <CaseIncidentsTab
        caseRecord={record}
        incidents={incidents ?? undefined}
        options={incidentOptions}
      />
    ),
  }),
  'tasks': ({ record, tasks, taskOptions }) => ({
    content: (
      <CaseTasksTab
        caseRecord={record}
        tasks={tasks ?? undefined}
        options={taskOptions}
        status="open"
      />
    ),
  }),
  'closed-tasks': ({ record, closedTasks, taskOptions }) => ({
    content: (
      <CaseTasksTab
        caseRecord={record}
        tasks={closedTasks ?? undefined}
        options={taskOptions}
        status="closed"
      />
    ),
  }),
  'notes': ({ record, notes, notesTrash }) => ({
    content: <CaseNotesTab caseRecord={record} notes={notes ?? undefined} trash={notesTrash} />,
  }),
  'guarantee-of-payments': ({ record, gops, gopOptions }) => ({
    content: <CaseGopsTab caseRecord={record} gops={gops ?? undefined} options={gopOptions} />,
  }),
  'withdrawal-of-gops': ({ record, withdrawals, withdrawalOptions }) => ({
    content: (
      <CaseGopWithdrawalsTab
        caseRecord={record}
        withdrawals={withdrawals ?? undefined}
        options={withdrawalOptions}
      />
    ),
  }),
  'request-for-payments': ({ record, rfps, rfpOptions }) => ({
    content: <CaseRfpsTab caseRecord={record} rfps={rfps ?? undefined} options={rfpOptions} />,
  }),
  'charge-slips': ({ record, chargeSlips, chargeSlipOptions }) => ({
    content: (
      <CaseChargeSlipsTab
        caseRecord={record}
        chargeSlips={chargeSlips ?? undefined}
        options={chargeSlipOptions}
      />
    ),
  }),
  'icd': ({ record, diagnoses }) => ({
    content: <CaseDiagnosesTab caseRecord={record} diagnoses={diagnoses ?? undefined} />,
  }),
  'feedback': ({ record, feedback, caseOptions }) => ({
    content: (
      <CaseFeedbackTab caseRecord={record} feedback={feedback ?? undefined} options={caseOptions} />
    ),
  }),
  'files': ({ record, files }) => ({
    content: <CaseFilesTab caseRecord={record} files={files ?? undefined} />,
  }),
  'calls': ({ record, calls, callOptions, caseOptions }) => ({
    content: (
      <CaseCallsTab
        caseRecord={record}
        calls={calls ?? undefined}
        options={callOptions}
        caseOptions={caseOptions}
      />
    ),
  }),
  'verifications': ({ record, verifications, verificationForms }) => ({
    content: (
      <CaseVerificationsTab
        caseRecord={record}
        verifications={verifications ?? undefined}
        forms={verificationForms}
      />
    ),
  }),
  'reopen-case': ({ record, statusHistory, transitions, outcomes }) => ({
    content: (
      <CaseHistoryTab
        caseRecord={record}
        history={statusHistory ?? undefined}
        transitions={transitions}
        outcomes={outcomes}
      />
    ),
  }),
}

/**
 * The tabs the server lists with their counts, drawn by their views (one it has no view for
 * says so).
 */
export function caseTabsOf(page: CaseViewPage): ViewTab[] {
  return page.caseTabs.map(({ key, label, count }) => {
    const view = CASE_TAB_VIEWS[key]
    return {
      value: key,
      label,
      // What the tab holds now (live rows; the open tasks), as the server counted it.
      count,
      ...(view
        ? view(page)
        : { content: <p className="text-sm text-destructive">This tab cannot be shown.</p> }),
    }
  })
}

/**
 * What the case page reloads when another user changed something on this case (issue 30): the
 * tab counts and the header's balances for any change under it; the case's own record, moves and
 * general info when the case itself changed. The open tab adds its own props, as the server lists
 * them with the tab (`live`), so a new tab follows changes without a line here.
 */
const CASE_RELOAD = {
  anything: ['caseTabs', 'gopBalance', 'chargeSlipBalance', 'rfpBalance'],
  caseItself: ['record', 'can', 'transitions', 'caseDetails'],
} as const satisfies { [K in keyof CaseReload]: readonly (keyof CaseViewPage)[] }

/**
 * The case page follows live changes of the case and of every record under it, for the tab that
 * is open (`?tab=`, else the first), through the one live-refresh hook every list uses.
 */
export function useCaseLiveRefresh(page: CaseViewPage) {
  const { url } = usePage()
  const asked = new URL(url, 'http://local').searchParams.get('tab')
  const openTab = page.caseTabs.find((tab) => tab.key === asked) ?? page.caseTabs[0]
  const caseId = page.record.id
  useLiveRefresh({
    key: `case-${caseId}`,
    propsFor: (change) => caseReloadProps(change, caseId, openTab, CASE_RELOAD),
    followed: [
      ...new Set([
        ...CASE_RELOAD.anything,
        ...CASE_RELOAD.caseItself,
        ...(openTab?.live.props ?? []),
      ]),
    ],
  })
}
