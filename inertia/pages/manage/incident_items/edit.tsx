import { ResourceEditPage } from '~/components/resource'
import { TaxonomyForm } from '~/features/incident_taxonomy/incident_taxonomy_form'
import { taxonomyResources } from '~/features/incident_taxonomy/incident_taxonomy_resource'
import type { TaxonomyEditProps } from '~/features/incident_taxonomy/types'

export default function IncidentItemsEdit({ record, taxonomy }: TaxonomyEditProps<'item'>) {
  return (
    <ResourceEditPage resource={taxonomyResources.item} record={record}>
      <TaxonomyForm level="item" taxonomy={taxonomy} record={record} />
    </ResourceEditPage>
  )
}
