import { ResourceIndex, type ResourceListProps } from '~/components/resource'
import { taxonomyColumns } from '~/features/incident_taxonomy/incident_taxonomy_columns'
import { taxonomyResources } from '~/features/incident_taxonomy/incident_taxonomy_resource'
import type { TaxonomyRow } from '~/features/incident_taxonomy/types'

export default function IncidentServicesIndex(props: ResourceListProps<TaxonomyRow>) {
  return (
    <ResourceIndex
      resource={taxonomyResources.service}
      columns={taxonomyColumns.service}
      page={props}
    />
  )
}
