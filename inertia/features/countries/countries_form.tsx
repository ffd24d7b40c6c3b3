import { FormSection, ResourceForm, TextField } from '~/components/form'
import { countriesResource } from './countries_resource'
import type { CountryRecord } from './types'

const codeInput = {
  autoCapitalize: 'characters',
  autoComplete: 'off',
  spellCheck: false,
  inputClassName: 'w-24 font-mono uppercase',
} as const

/** Create and edit a country (one form; the edit page passes the record). */
export function CountryForm({ record }: { record?: CountryRecord }) {
  return (
    <ResourceForm resource={countriesResource} record={record}>
      <FormSection title="Country" description="The ISO 3166-1 name and codes.">
        <TextField
          name="name"
          label="Name"
          required
          defaultValue={record?.name}
          maxLength={120}
          autoComplete="off"
          autoFocus={!record}
          className="sm:col-span-2"
        />
        <TextField
          name="code"
          label="Code (ISO alpha-2)"
          hint="Two letters, e.g. MY."
          required
          defaultValue={record?.code}
          maxLength={2}
          {...codeInput}
        />
        <TextField
          name="iso3"
          label="ISO alpha-3"
          hint="Three letters, e.g. MYS."
          required
          defaultValue={record?.iso3}
          maxLength={3}
          {...codeInput}
        />
      </FormSection>
      <FormSection title="Details">
        <TextField
          name="dialing_code"
          label="Dialing code"
          hint="With the plus sign, e.g. +60."
          defaultValue={record?.dialing_code ?? ''}
          maxLength={5}
          inputMode="tel"
          autoComplete="off"
          inputClassName="w-28 tabular-nums"
        />
        <TextField
          name="nationality"
          label="Nationality"
          hint="What its people are called, e.g. Malaysian."
          defaultValue={record?.nationality ?? ''}
          maxLength={80}
          autoComplete="off"
        />
        <TextField
          name="region"
          label="Region"
          hint="e.g. Asia, Europe, Africa."
          defaultValue={record?.region ?? ''}
          maxLength={40}
          autoComplete="off"
        />
      </FormSection>
    </ResourceForm>
  )
}
