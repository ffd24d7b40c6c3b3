import { ResourceTrash, type ResourceListProps } from '~/components/resource'
import { taxonomyColumns } from '~/features/incident_taxonomy/incident_taxonomy_columns'
import { taxonomyResources } from '~/features/incident_taxonomy/incident_taxonomy_resource'
import type { TaxonomyTrashRow } from '~/features/incident_taxonomy/types'

export default function IncidentTypesTrash(props: ResourceListProps<TaxonomyTrashRow>) {
  return (
    <ResourceTrash resource={taxonomyResources.type} columns={taxonomyColumns.type} page={props} />
  )
}
