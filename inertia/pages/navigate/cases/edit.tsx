import { useState } from 'react'
import { ResourceEditPage } from '~/components/resource'
import { CaseCallScript } from '~/features/cases/case_call_script'
import { CaseForm } from '~/features/cases/cases_form'
import { casesResource } from '~/features/cases/cases_resource'
import type { CaseEditProps } from '~/features/cases/types'

/** A case's edit page, with its incident type's call script beside the form. */
export default function CasesEdit(props: CaseEditProps) {
  const [typeId, setTypeId] = useState(String(props.record.incident_type_id))
  return (
    <ResourceEditPage
      resource={casesResource}
      record={props.record}
      aside={<CaseCallScript typeId={typeId} />}
    >
      <CaseForm {...props} onIncidentType={setTypeId} />
    </ResourceEditPage>
  )
}
