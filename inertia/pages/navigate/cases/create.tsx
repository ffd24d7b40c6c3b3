import { ResourceCreatePage } from '~/components/resource'
import { CaseForm } from '~/features/cases/cases_form'
import { casesResource } from '~/features/cases/cases_resource'
import type { CaseFormProps } from '~/features/cases/types'

export default function CasesCreate(props: CaseFormProps) {
  return (
    <ResourceCreatePage resource={casesResource}>
      <CaseForm {...props} />
    </ResourceCreatePage>
  )
}
