import { TaxonomyView } from '~/features/incident_taxonomy/incident_taxonomy_view'
import type { TaxonomyViewProps } from '~/features/incident_taxonomy/types'

export default function IncidentCategoriesView({ record, can }: TaxonomyViewProps<'category'>) {
  return <TaxonomyView level="category" record={record} can={can} />
}
