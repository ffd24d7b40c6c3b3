import { FormSection, ResourceForm, TextareaField, TextField } from '~/components/form'
import { CapabilityChecklist } from './capability_checklist'
import { rolesResource } from './roles_resource'
import type { RoleFormProps, RoleRecord } from './types'

/** Create and edit a role: what it is called, and which capabilities it grants. */
export function RoleForm({ record, capabilityGroups }: RoleFormProps & { record?: RoleRecord }) {
  const system = record?.is_system ?? false
  return (
    <ResourceForm resource={rolesResource} record={record}>
      <FormSection title="Role">
        <TextField
          name="name"
          label="Name"
          required
          defaultValue={record?.name}
          maxLength={80}
          autoComplete="off"
          autoFocus={!record}
          // Read-only, not disabled: the unchanged name is still posted and checked.
          readOnly={system}
          hint={system ? 'The system role keeps its name.' : 'Unique, e.g. “Billing clerk”.'}
        />
        <TextareaField
          name="description"
          label="Description"
          defaultValue={record?.description ?? ''}
          maxLength={500}
          rows={2}
          hint="Who the role is for, in a sentence."
          className="sm:col-span-2"
        />
      </FormSection>
      <CapabilityChecklist
        groups={capabilityGroups}
        defaultValue={record?.capability_ids ?? []}
        readOnly={system}
      />
    </ResourceForm>
  )
}
