import { ResourceEditPage } from '~/components/resource'
import { CaseForm } from '~/features/cases/cases_form'
import { casesResource } from '~/features/cases/cases_resource'
import type { CaseEditProps } from '~/features/cases/types'

export default function CasesEdit(props: CaseEditProps) {
  return (
    <ResourceEditPage resource={casesResource} record={props.record}>
      <CaseForm {...props} />
    </ResourceEditPage>
  )
}
