import type { CaseFormSection } from '#contracts/case_form_sections'
import type { ResourceAbilities } from '#contracts/list'
import { CaseFormSummary } from '~/features/incident_taxonomy/case_form_summary'
import { TaxonomyView } from '~/features/incident_taxonomy/incident_taxonomy_view'
import type { TaxonomyRecord } from '~/features/incident_taxonomy/types'

export default function IncidentTypesView({
  record,
  can,
  caseForm,
}: {
  record: TaxonomyRecord
  can: ResourceAbilities
  /** The sections the type adds to the case form. */
  caseForm: CaseFormSection[]
}) {
  return (
    <TaxonomyView level="type" record={record} can={can}>
      <CaseFormSummary typeId={record.id} sections={caseForm} canEdit={can.update} />
    </TaxonomyView>
  )
}
