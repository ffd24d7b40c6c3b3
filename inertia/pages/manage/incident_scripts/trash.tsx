import { ResourceTrash, type ResourceListProps } from '~/components/resource'
import { incidentScriptColumns } from '~/features/incident_scripts/incident_scripts_columns'
import { incidentScriptsResource } from '~/features/incident_scripts/incident_scripts_resource'
import type { IncidentScriptTrashRow } from '~/features/incident_scripts/types'

export default function IncidentScriptsTrash(props: ResourceListProps<IncidentScriptTrashRow>) {
  return (
    <ResourceTrash
      resource={incidentScriptsResource}
      columns={incidentScriptColumns}
      page={props}
    />
  )
}
