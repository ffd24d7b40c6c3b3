import { ResourceTrash, type ResourceListProps } from '~/components/resource'
import { caseTrashColumns } from '~/features/cases/cases_columns'
import { casesResource } from '~/features/cases/cases_resource'
import type { CaseTrashRow } from '~/features/cases/types'

export default function CasesTrash(props: ResourceListProps<CaseTrashRow>) {
  return <ResourceTrash resource={casesResource} columns={caseTrashColumns} page={props} />
}
