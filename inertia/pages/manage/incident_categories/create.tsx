import { ResourceCreatePage } from '~/components/resource'
import { TaxonomyForm } from '~/features/incident_taxonomy/incident_taxonomy_form'
import { taxonomyResources } from '~/features/incident_taxonomy/incident_taxonomy_resource'
import type { TaxonomyFormProps } from '~/features/incident_taxonomy/types'

export default function IncidentCategoriesCreate({ taxonomy }: TaxonomyFormProps<'category'>) {
  return (
    <ResourceCreatePage resource={taxonomyResources.category}>
      <TaxonomyForm level="category" taxonomy={taxonomy} />
    </ResourceCreatePage>
  )
}
