import { ResourceCreatePage } from '~/components/resource'
import { IncidentScriptForm } from '~/features/incident_scripts/incident_scripts_form'
import { incidentScriptsResource } from '~/features/incident_scripts/incident_scripts_resource'
import type { IncidentScriptFormProps } from '~/features/incident_scripts/types'

export default function IncidentScriptsCreate(props: IncidentScriptFormProps) {
  return (
    <ResourceCreatePage resource={incidentScriptsResource}>
      <IncidentScriptForm {...props} />
    </ResourceCreatePage>
  )
}
