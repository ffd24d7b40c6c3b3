import { usePage } from '@inertiajs/react'
import type { ResourceAbilities } from '#contracts/list'
import { ResourceView, type ViewTab } from '~/components/resource'
import { CaseContactsTab } from '~/features/cases/case_contacts_tab'
import { CaseDiagnosesTab } from '~/features/cases/case_diagnoses_tab'
import { CaseFeedbackTab } from '~/features/cases/case_feedback_tab'
import { CaseFilesTab } from '~/features/cases/case_files_tab'
import { CaseChargeSlipsTab } from '~/features/cases/case_charge_slips_tab'
import { CaseRfpsTab } from '~/features/cases/case_rfps_tab'
import { CaseGopsTab } from '~/features/cases/case_gops_tab'
import { CaseGopWithdrawalsTab } from '~/features/cases/case_gop_withdrawals_tab'
import { CaseHistoryTab } from '~/features/cases/case_history_tab'
import { CaseIncidentsTab } from '~/features/cases/case_incidents_tab'
import { CaseMemberTab } from '~/features/cases/case_member_tab'
import { CaseNotesTab } from '~/features/cases/case_notes_tab'
import { CaseTasksTab } from '~/features/cases/case_tasks_tab'
import { CaseTimeline } from '~/features/cases/case_timeline'
import { CaseTransitionButtons } from '~/features/cases/case_transitions'
import { caseGeneralInfo, CaseSummary } from '~/features/cases/case_view'
import { casesResource } from '~/features/cases/cases_resource'
import type { CaseNotesViewProps, CaseViewProps } from '~/features/cases/types'

export default function CasesView({
  record,
  can,
  caseDetails,
  transitions,
  outcomes,
  contacts,
  incidents,
  incidentOptions,
  diagnoses,
  feedback,
  files,
  statusHistory,
  memberDetails,
  caseOptions,
  notes,
  notesTrash,
  tasks,
  closedTasks,
  taskOptions,
  gops,
  gopOptions,
  gopBalance,
  withdrawals,
  withdrawalOptions,
  chargeSlips,
  chargeSlipOptions,
  chargeSlipBalance,
  rfps,
  rfpOptions,
  rfpBalance,
}: CaseViewProps & CaseNotesViewProps & { can: ResourceAbilities }) {
  // SPEC.md §2's case tabs in its order, each shown only to who holds its permission: the
  // server sends null for a tab's prop without it, and leaves it out (undefined) until the tab
  // asks for it.
  const tabs: ViewTab[] = [
    {
      value: 'general-info',
      label: 'General info',
      fields: caseGeneralInfo(record, outcomes, caseDetails),
      // The case's timeline (issue 14), under its fields.
      content: <CaseTimeline caseRecord={record} version={record.updated_at ?? ''} />,
    },
  ]
  if (memberDetails !== null) {
    tabs.push({
      value: 'member-details',
      label: 'Member details',
      content: <CaseMemberTab details={memberDetails} />,
    })
  }
  if (contacts !== null) {
    tabs.push({
      value: 'contacts',
      label: 'Contacts',
      content: <CaseContactsTab caseRecord={record} contacts={contacts} options={caseOptions} />,
    })
  }
  if (incidents !== null) {
    tabs.push({
      value: 'incidents',
      label: 'Incidents',
      content: (
        <CaseIncidentsTab caseRecord={record} incidents={incidents} options={incidentOptions} />
      ),
    })
  }
  // The task tabs (SPEC.md §2 order: after incidents); close and reopen need update-task.
  const canMoveTasks = (usePage().props.user?.permission ?? []).includes('update-task')
  if (tasks !== null) {
    tabs.push({
      value: 'tasks',
      label: 'Tasks',
      content: (
        <CaseTasksTab
          caseRecord={record}
          tasks={tasks}
          options={taskOptions}
          status="open"
          canClose={canMoveTasks}
        />
      ),
    })
  }
  if (closedTasks !== null) {
    tabs.push({
      value: 'closed-tasks',
      label: 'Closed tasks',
      content: (
        <CaseTasksTab
          caseRecord={record}
          tasks={closedTasks}
          options={taskOptions}
          status="closed"
          canClose={canMoveTasks}
        />
      ),
    })
  }
  // Notes (SPEC.md §2: view-case), after tasks and before the GOPs and ICD in SPEC.md's order.
  if (notes !== null) {
    tabs.push({
      value: 'notes',
      label: 'Notes',
      content: <CaseNotesTab caseRecord={record} notes={notes} trash={notesTrash} />,
    })
  }
  // Guarantees of payment (SPEC.md §2: after notes), issue 15.
  if (gops !== null) {
    tabs.push({
      value: 'guarantee-of-payments',
      label: 'GOP',
      content: <CaseGopsTab caseRecord={record} gops={gops} options={gopOptions} />,
    })
  }
  if (withdrawals !== null) {
    tabs.push({
      value: 'withdrawal-of-gops',
      label: 'WGOP',
      content: (
        <CaseGopWithdrawalsTab
          caseRecord={record}
          withdrawals={withdrawals}
          options={withdrawalOptions}
        />
      ),
    })
  }
  // Requests for payment and charge slips (SPEC.md §2: after WGOP, before ICD), issue 16.
  if (rfps !== null) {
    tabs.push({
      value: 'request-for-payments',
      label: 'RFP',
      content: <CaseRfpsTab caseRecord={record} rfps={rfps} options={rfpOptions} />,
    })
  }
  if (chargeSlips !== null) {
    tabs.push({
      value: 'charge-slips',
      label: 'Charge slips',
      content: (
        <CaseChargeSlipsTab
          caseRecord={record}
          chargeSlips={chargeSlips}
          options={chargeSlipOptions}
        />
      ),
    })
  }
  if (diagnoses !== null) {
    tabs.push({
      value: 'icd',
      label: 'ICD',
      content: <CaseDiagnosesTab caseRecord={record} diagnoses={diagnoses} />,
    })
  }
  if (feedback !== null) {
    tabs.push({
      value: 'feedback',
      label: 'Feedback',
      content: <CaseFeedbackTab caseRecord={record} feedback={feedback} options={caseOptions} />,
    })
  }
  if (files !== null) {
    tabs.push({
      value: 'files',
      label: 'Files',
      content: <CaseFilesTab caseRecord={record} files={files} />,
    })
  }
  if (statusHistory !== null) {
    tabs.push({
      value: 'reopen-case',
      label: 'Reopen case',
      content: (
        <CaseHistoryTab
          caseRecord={record}
          history={statusHistory}
          transitions={transitions}
          outcomes={outcomes}
        />
      ),
    })
  }
  return (
    <ResourceView
      resource={casesResource}
      record={record}
      can={can}
      actions={
        <CaseTransitionButtons
          record={record}
          transitions={transitions}
          outcomes={outcomes}
          issuedGops={gopBalance?.issued ?? null}
        />
      }
      summary={
        <CaseSummary
          record={record}
          gopBalance={gopBalance}
          chargeSlipBalance={chargeSlipBalance}
          rfpBalance={rfpBalance}
        />
      }
      tabs={tabs}
    />
  )
}
