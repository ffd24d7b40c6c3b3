import type { ResourceAbilities } from '#contracts/list'
import { ResourceView, type ViewTab } from '~/components/resource'
import { CaseContactsTab } from '~/features/cases/case_contacts_tab'
import { CaseTransitionButtons } from '~/features/cases/case_transitions'
import { caseGeneralInfo, CaseSummary } from '~/features/cases/case_view'
import { casesResource } from '~/features/cases/cases_resource'
import type { CaseViewProps } from '~/features/cases/types'

export default function CasesView({
  record,
  can,
  transitions,
  outcomes,
  contacts,
  caseOptions,
}: CaseViewProps & { can: ResourceAbilities }) {
  // SPEC.md §2's case tabs join this list as their documents arrive, each behind its permission.
  const tabs: ViewTab[] = [
    { value: 'general-info', label: 'General info', fields: caseGeneralInfo(record, outcomes) },
  ]
  // null: no access-contacts, so no tab; undefined: not sent yet, the tab asks for it.
  if (contacts !== null) {
    tabs.push({
      value: 'contacts',
      label: 'Contacts',
      content: <CaseContactsTab caseRecord={record} contacts={contacts} options={caseOptions} />,
    })
  }
  return (
    <ResourceView
      resource={casesResource}
      record={record}
      can={can}
      actions={
        <CaseTransitionButtons record={record} transitions={transitions} outcomes={outcomes} />
      }
      summary={<CaseSummary record={record} />}
      tabs={tabs}
    />
  )
}
