import { FormSection, ResourceForm, SelectField, SwitchField, TextField } from '~/components/form'
import { RichTextField } from '~/components/form/rich_text_field'
import { incidentScriptsResource } from './incident_scripts_resource'
import type { IncidentScriptFormProps, IncidentScriptRecord } from './types'

/** Create and edit the call script agents read for an incident type. */
export function IncidentScriptForm({
  record,
  incidentTypes,
}: IncidentScriptFormProps & { record?: IncidentScriptRecord }) {
  return (
    <ResourceForm resource={incidentScriptsResource} record={record}>
      <FormSection title="Script">
        <SelectField
          name="incident_type_id"
          label="Incident type"
          required
          options={incidentTypes}
          defaultValue={record ? String(record.incident_type_id) : null}
        />
        <TextField
          name="title"
          label="Title"
          required
          defaultValue={record?.title}
          maxLength={160}
          autoComplete="off"
          hint="e.g. First call: hospital admission."
        />
        <SwitchField
          name="is_enabled"
          label="Enabled"
          hint="A disabled script is kept but not offered to agents."
          defaultChecked={record?.is_enabled ?? true}
          className="sm:col-span-2"
        />
        <RichTextField
          name="body"
          label="What the agent says and asks"
          required
          defaultValue={record?.body}
          minHeight={320}
          className="sm:col-span-2"
        />
      </FormSection>
    </ResourceForm>
  )
}
