import { ResourceEditPage } from '~/components/resource'
import { TaxonomyForm } from '~/features/incident_taxonomy/incident_taxonomy_form'
import { taxonomyResources } from '~/features/incident_taxonomy/incident_taxonomy_resource'
import type { TaxonomyEditProps } from '~/features/incident_taxonomy/types'

export default function IncidentCategoriesEdit({
  record,
  taxonomy,
}: TaxonomyEditProps<'category'>) {
  return (
    <ResourceEditPage resource={taxonomyResources.category} record={record}>
      <TaxonomyForm level="category" taxonomy={taxonomy} record={record} />
    </ResourceEditPage>
  )
}
