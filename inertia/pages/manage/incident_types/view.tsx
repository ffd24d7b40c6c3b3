import { CaseFormSummary } from '~/features/incident_taxonomy/case_form_summary'
import { TaxonomyView } from '~/features/incident_taxonomy/incident_taxonomy_view'
import type { TaxonomyViewProps } from '~/features/incident_taxonomy/types'

export default function IncidentTypesView({ record, can, caseForm }: TaxonomyViewProps<'type'>) {
  return (
    <TaxonomyView level="type" record={record} can={can}>
      <CaseFormSummary typeId={record.id} sections={caseForm} canEdit={can.update} />
    </TaxonomyView>
  )
}
