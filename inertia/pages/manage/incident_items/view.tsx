import type { ResourceAbilities } from '#contracts/list'
import { TaxonomyView } from '~/features/incident_taxonomy/incident_taxonomy_view'
import type { TaxonomyRecord } from '~/features/incident_taxonomy/types'

export default function IncidentItemsView({
  record,
  can,
}: {
  record: TaxonomyRecord
  can: ResourceAbilities
}) {
  return <TaxonomyView level="item" record={record} can={can} />
}
