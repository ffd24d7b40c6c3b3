import { ResourceEditPage } from '~/components/resource'
import { TaxonomyForm } from '~/features/incident_taxonomy/incident_taxonomy_form'
import { taxonomyResources } from '~/features/incident_taxonomy/incident_taxonomy_resource'
import type { TaxonomyEditProps } from '~/features/incident_taxonomy/types'

export default function IncidentServicesEdit({ record, taxonomy }: TaxonomyEditProps<'service'>) {
  return (
    <ResourceEditPage resource={taxonomyResources.service} record={record}>
      <TaxonomyForm level="service" taxonomy={taxonomy} record={record} />
    </ResourceEditPage>
  )
}
