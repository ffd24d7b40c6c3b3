import { ResourceIndex, type ResourceListProps } from '~/components/resource'
import { taxonomyColumns } from '~/features/incident_taxonomy/incident_taxonomy_columns'
import { taxonomyResources } from '~/features/incident_taxonomy/incident_taxonomy_resource'
import type { TaxonomyRow } from '~/features/incident_taxonomy/types'

export default function IncidentCategoriesIndex(props: ResourceListProps<TaxonomyRow>) {
  return (
    <ResourceIndex
      resource={taxonomyResources.category}
      columns={taxonomyColumns.category}
      page={props}
    />
  )
}
