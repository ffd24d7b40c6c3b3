import { ResourceEditPage } from '~/components/resource'
import { TaxonomyForm } from '~/features/incident_taxonomy/incident_taxonomy_form'
import { taxonomyResources } from '~/features/incident_taxonomy/incident_taxonomy_resource'
import type { TaxonomyEditProps } from '~/features/incident_taxonomy/types'

export default function IncidentTypesEdit({ record, taxonomy }: TaxonomyEditProps<'type'>) {
  return (
    <ResourceEditPage resource={taxonomyResources.type} record={record}>
      <TaxonomyForm level="type" taxonomy={taxonomy} record={record} />
    </ResourceEditPage>
  )
}
