import { TaxonomyView } from '~/features/incident_taxonomy/incident_taxonomy_view'
import type { TaxonomyViewProps } from '~/features/incident_taxonomy/types'

export default function IncidentServicesView({ record, can }: TaxonomyViewProps<'service'>) {
  return <TaxonomyView level="service" record={record} can={can} />
}
