import { useState } from 'react'
import { ResourceCreatePage } from '~/components/resource'
import { CaseCallScript } from '~/features/cases/case_call_script'
import { CaseForm } from '~/features/cases/cases_form'
import { casesResource } from '~/features/cases/cases_resource'
import type { CaseFormProps } from '~/features/cases/types'

/** A new case, with the chosen incident type's call script beside the form. */
export default function CasesCreate(props: CaseFormProps) {
  const [typeId, setTypeId] = useState('')
  return (
    <ResourceCreatePage resource={casesResource} aside={<CaseCallScript typeId={typeId} />}>
      <CaseForm {...props} onIncidentType={setTypeId} />
    </ResourceCreatePage>
  )
}
