import { ResourceTrash, type ResourceListProps } from '~/components/resource'
import { taxonomyColumns } from '~/features/incident_taxonomy/incident_taxonomy_columns'
import { taxonomyResources } from '~/features/incident_taxonomy/incident_taxonomy_resource'
import type { TaxonomyTrashRow } from '~/features/incident_taxonomy/types'

export default function IncidentItemsTrash(props: ResourceListProps<TaxonomyTrashRow>) {
  return (
    <ResourceTrash resource={taxonomyResources.item} columns={taxonomyColumns.item} page={props} />
  )
}
