import { usePage } from '@inertiajs/react'
import type { Option } from '#contracts/list'
import {
  AmountField,
  DateField,
  FormSection,
  ResourceForm,
  SelectField,
  TextareaField,
  TextField,
} from '~/components/form'
import { programsResource } from './programs_resource'
import type { ProgramFormProps, ProgramRecord } from './types'

/**
 * The client a "New program" link from a client's page asks for (?client_id=), when it is one
 * the form offers: a trashed or unknown id preselects nothing rather than posting a bad value.
 */
function clientFromUrl(url: string, clients: readonly Option[]): string | null {
  const wanted = new URL(url, 'http://local').searchParams.get('client_id')
  return clients.some((client) => client.value === wanted) ? wanted : null
}

/** Create and edit a client's program: who it belongs to, what it covers, and when. */
export function ProgramForm({
  record,
  clients,
  programTypes,
  statuses,
}: ProgramFormProps & { record?: ProgramRecord }) {
  const { url } = usePage()
  return (
    <ResourceForm resource={programsResource} record={record}>
      <FormSection title="Program">
        <SelectField
          name="client_id"
          label="Client"
          required
          options={clients}
          defaultValue={record ? String(record.client_id) : clientFromUrl(url, clients)}
          className="sm:col-span-2"
        />
        <TextField
          name="name"
          label="Name"
          required
          defaultValue={record?.name}
          maxLength={160}
          autoComplete="off"
          autoFocus={!record}
        />
        <TextField
          name="code"
          label="Code"
          hint="2 to 30 letters, digits or dashes; unique within the client."
          required
          defaultValue={record?.code}
          maxLength={30}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          inputClassName="w-48 font-mono uppercase"
        />
        <SelectField
          name="program_type_id"
          label="Program type"
          required
          options={programTypes}
          defaultValue={record ? String(record.program_type_id) : null}
        />
        <SelectField
          name="status"
          label="Status"
          required
          options={statuses}
          defaultValue={record?.status ?? 'active'}
        />
        <AmountField
          name="service_fee"
          zero
          label="Service fee"
          defaultValue={record?.service_fee ?? ''}
          hint="Added to its requests for payment, in the client's billing currency; empty: the client's fee."
        />
        <TextareaField
          name="coverage_summary"
          label="Coverage summary"
          hint="What the program covers, as agents should read it on a case."
          defaultValue={record?.coverage_summary ?? ''}
          maxLength={5000}
          rows={4}
          className="sm:col-span-2"
        />
      </FormSection>
      <FormSection
        title="Validity"
        description="Leave the end date empty for a program that runs until further notice."
      >
        <DateField
          name="valid_from"
          range="validity"
          label="Valid from"
          required
          defaultValue={record?.valid_from ?? ''}
          inputClassName="w-44"
        />
        <DateField
          name="valid_to"
          range="validity"
          label="Valid to"
          defaultValue={record?.valid_to ?? ''}
          inputClassName="w-44"
        />
      </FormSection>
    </ResourceForm>
  )
}
