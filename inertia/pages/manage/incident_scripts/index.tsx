import { ResourceIndex, type ResourceListProps } from '~/components/resource'
import { incidentScriptColumns } from '~/features/incident_scripts/incident_scripts_columns'
import { incidentScriptsResource } from '~/features/incident_scripts/incident_scripts_resource'
import type { IncidentScriptRow } from '~/features/incident_scripts/types'

export default function IncidentScriptsIndex(props: ResourceListProps<IncidentScriptRow>) {
  return (
    <ResourceIndex
      resource={incidentScriptsResource}
      columns={incidentScriptColumns}
      page={props}
    />
  )
}
