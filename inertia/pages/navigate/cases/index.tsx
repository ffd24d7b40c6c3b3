import { ResourceIndex } from '~/components/resource'
import { CaseStatusChips } from '~/features/cases/case_status_chips'
import { caseColumns } from '~/features/cases/cases_columns'
import { casesResource } from '~/features/cases/cases_resource'
import type { CaseIndexProps } from '~/features/cases/types'

export default function CasesIndex(props: CaseIndexProps) {
  return (
    <ResourceIndex
      resource={casesResource}
      columns={caseColumns}
      page={props}
      actions={<CaseStatusChips counts={props.statusCounts} query={props.query} />}
    />
  )
}
