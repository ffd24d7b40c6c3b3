import { ResourceEditPage } from '~/components/resource'
import { IncidentScriptForm } from '~/features/incident_scripts/incident_scripts_form'
import { incidentScriptsResource } from '~/features/incident_scripts/incident_scripts_resource'
import type { IncidentScriptEditProps } from '~/features/incident_scripts/types'

export default function IncidentScriptsEdit(props: IncidentScriptEditProps) {
  return (
    <ResourceEditPage resource={incidentScriptsResource} record={props.record}>
      <IncidentScriptForm {...props} />
    </ResourceEditPage>
  )
}
