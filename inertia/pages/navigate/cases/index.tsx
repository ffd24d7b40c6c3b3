import { ResourceIndex, type ResourceListProps } from '~/components/resource'
import { CaseStatusChips } from '~/features/cases/case_status_chips'
import { caseColumns } from '~/features/cases/cases_columns'
import { casesResource } from '~/features/cases/cases_resource'
import type { CaseIndexExtras, CaseRow } from '~/features/cases/types'

export default function CasesIndex(props: ResourceListProps<CaseRow> & CaseIndexExtras) {
  return (
    <ResourceIndex
      resource={casesResource}
      columns={caseColumns}
      page={props}
      actions={<CaseStatusChips counts={props.statusCounts} query={props.query} />}
    />
  )
}
