import { ResourceTrash, type ResourceListProps } from '~/components/resource'
import { taxonomyColumns } from '~/features/incident_taxonomy/incident_taxonomy_columns'
import { taxonomyResources } from '~/features/incident_taxonomy/incident_taxonomy_resource'
import type { TaxonomyTrashRow } from '~/features/incident_taxonomy/types'

export default function IncidentServicesTrash(props: ResourceListProps<TaxonomyTrashRow>) {
  return (
    <ResourceTrash
      resource={taxonomyResources.service}
      columns={taxonomyColumns.service}
      page={props}
    />
  )
}
