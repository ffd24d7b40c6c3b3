import { TaxonomyView } from '~/features/incident_taxonomy/incident_taxonomy_view'
import type { TaxonomyViewProps } from '~/features/incident_taxonomy/types'

export default function IncidentItemsView({ record, can }: TaxonomyViewProps<'item'>) {
  return <TaxonomyView level="item" record={record} can={can} />
}
