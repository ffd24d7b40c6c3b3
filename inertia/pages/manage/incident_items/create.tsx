import { ResourceCreatePage } from '~/components/resource'
import { TaxonomyForm } from '~/features/incident_taxonomy/incident_taxonomy_form'
import { taxonomyResources } from '~/features/incident_taxonomy/incident_taxonomy_resource'
import type { TaxonomyFormProps } from '~/features/incident_taxonomy/types'

export default function IncidentItemsCreate({ taxonomy }: TaxonomyFormProps<'item'>) {
  return (
    <ResourceCreatePage resource={taxonomyResources.item}>
      <TaxonomyForm level="item" taxonomy={taxonomy} />
    </ResourceCreatePage>
  )
}
