import { FormSection, ResourceForm, SelectField, TextField } from '~/components/form'
import { statesResource } from './states_resource'
import type { StateFormOptions, StateRecord } from './types'

/** Create and edit a state (one form; the edit page passes the record). */
export function StateForm({ record, countries }: StateFormOptions & { record?: StateRecord }) {
  return (
    <ResourceForm resource={statesResource} record={record}>
      <FormSection title="State" description="An ISO 3166-2 subdivision of a country.">
        <SelectField
          name="country_id"
          label="Country"
          options={countries}
          defaultValue={record ? String(record.country_id) : null}
          required
        />
        <TextField
          name="code"
          label="Code"
          hint="The country's two letters, a dash, then up to 7 letters or digits, e.g. MY-10."
          required
          defaultValue={record?.code}
          maxLength={10}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          inputClassName="w-32 font-mono uppercase"
        />
        <TextField
          name="name"
          label="Name"
          hint="e.g. Selangor."
          required
          defaultValue={record?.name}
          maxLength={120}
          autoComplete="off"
          className="sm:col-span-2"
        />
      </FormSection>
    </ResourceForm>
  )
}
