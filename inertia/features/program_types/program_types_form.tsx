import { FormSection, ResourceForm, TextareaField, TextField } from '~/components/form'
import { programTypesResource } from './program_types_resource'
import type { ProgramTypeRecord } from './types'

/** Create and edit a program type (one form; the edit page passes the record). */
export function ProgramTypeForm({ record }: { record?: ProgramTypeRecord }) {
  return (
    <ResourceForm resource={programTypesResource} record={record}>
      <FormSection title="Program type">
        <TextField
          name="name"
          label="Name"
          hint="e.g. Access Program."
          required
          defaultValue={record?.name}
          maxLength={120}
          autoComplete="off"
          autoFocus={!record}
          className="sm:col-span-2"
        />
        <TextareaField
          name="description"
          label="Description"
          hint="Optional. What the program covers, up to 2,000 characters."
          defaultValue={record?.description ?? ''}
          maxLength={2000}
          rows={4}
          className="sm:col-span-2"
        />
      </FormSection>
    </ResourceForm>
  )
}
