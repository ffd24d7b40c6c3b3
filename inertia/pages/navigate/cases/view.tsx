import type { ResourceAbilities } from '#contracts/list'
import { ResourceView, type ViewTab } from '~/components/resource'
import { CaseTransitionButtons } from '~/features/cases/case_transitions'
import { caseGeneralInfo, CaseSummary } from '~/features/cases/case_view'
import { casesResource } from '~/features/cases/cases_resource'
import type { CaseViewProps } from '~/features/cases/types'

export default function CasesView({
  record,
  can,
  transitions,
  outcomes,
}: CaseViewProps & { can: ResourceAbilities }) {
  // SPEC.md §2's case tabs join this list as their documents arrive, each behind its permission.
  const tabs: ViewTab[] = [
    { value: 'general-info', label: 'General info', fields: caseGeneralInfo(record, outcomes) },
  ]
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
