import { ResourceCreatePage } from '~/components/resource'
import { TaxonomyForm } from '~/features/incident_taxonomy/incident_taxonomy_form'
import { taxonomyResources } from '~/features/incident_taxonomy/incident_taxonomy_resource'
import type { TaxonomyFormProps } from '~/features/incident_taxonomy/types'

export default function IncidentServicesCreate({ taxonomy }: TaxonomyFormProps<'service'>) {
  return (
    <ResourceCreatePage resource={taxonomyResources.service}>
      <TaxonomyForm level="service" taxonomy={taxonomy} />
    </ResourceCreatePage>
  )
}
