import { urlFor } from '~/client'
import { FormShell } from '~/components/form'
import { PageHeader } from '~/components/resource'
import { CaseFormEditor } from '~/features/incident_taxonomy/case_form_editor'
import type { IncidentTypeCaseFormProps } from '~/features/incident_taxonomy/types'

/** Manage › Incident types › <type> › Case form (server: IncidentTypesController.caseForm). */
export default function IncidentTypeCaseForm({
  type,
  sections,
  kinds,
  limits,
  version,
}: IncidentTypeCaseFormProps) {
  const viewUrl = urlFor('manage.incident-types.view', { id: type.id })
  return (
    <>
      <PageHeader
        title={`Case form of ${type.name}`}
        breadcrumbs={[
          { label: 'Manage' },
          { label: 'Incident types', href: urlFor('manage.incident-types.index') },
          { label: type.name, href: viewUrl },
          { label: 'Case form' },
        ]}
        description="The sections a case of this type asks for, below the common fields. Cases keep the answers they have when a field is removed."
      />
      <div className="max-w-5xl">
        <FormShell
          action={urlFor('manage.incident-types.case-form.update', { id: type.id })}
          method="put"
          submitLabel="Save case form"
          cancelHref={viewUrl}
          data-testid="case-form-form"
          version={version}
        >
          <CaseFormEditor sections={sections} kinds={kinds} limits={limits} />
        </FormShell>
      </div>
    </>
  )
}
