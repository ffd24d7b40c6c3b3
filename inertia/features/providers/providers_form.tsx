import { useState } from 'react'
import {
  FormSection,
  RemoteSelectField,
  ResourceForm,
  SelectField,
  TextareaField,
  TextField,
} from '~/components/form'
import { urlFor } from '~/client'
import { PartyFormTabs } from '~/features/parties/party_form_tabs'
import { PartyContactFields, PartyIdentityFields } from '~/features/parties/party_fields'
import { CONTACT_FIELDS, ProviderContactsFields } from './provider_contacts'
import { providersResource } from './providers_resource'
import type { ProviderFormProps, ProviderRecord } from './types'

const GENERAL_FIELDS = [
  'code',
  'name',
  'provider_type',
  'status',
  'tax_number',
  'currency_code',
  'payment_method',
  'email',
  'phone',
  'website',
  'country_id',
  'state_id',
  'city',
  'address',
  'notes',
  ...CONTACT_FIELDS,
]

/** Post an empty value, which the server stores as none. */
const noCurrency = { label: 'No currency', value: '' }
const noPaymentMethod = { label: 'Not set', value: '' }

/**
 * Create and edit a provider: General info (with its contact people), Bank details and GOP
 * settings as tabs of one form, saved together. Its own GOP templates are managed from its page.
 */
export function ProviderForm({
  record,
  options,
  ...gopOptions
}: ProviderFormProps & { record?: ProviderRecord }) {
  const [countryId, setCountryId] = useState(record ? String(record.country_id) : '')
  const sameCountry = record !== undefined && String(record.country_id) === countryId
  const general = (
    <div className="grid gap-8">
      <FormSection title="General info">
        <PartyIdentityFields
          record={record}
          codeHint="2 to 20 letters, digits or dashes, e.g. BKK-PHUKET."
        />
        <SelectField
          name="provider_type"
          label="Type"
          field="provider type"
          required
          options={options.providerTypes}
          defaultValue={record?.provider_type ?? null}
        />
        <SelectField
          name="status"
          label="Status"
          required
          options={options.statuses}
          defaultValue={record?.status ?? 'pending'}
          hint="A black-listed provider cannot receive a new GOP."
        />
        <TextField
          name="tax_number"
          label="Tax number"
          defaultValue={record?.tax_number ?? ''}
          maxLength={60}
          autoComplete="off"
        />
        <SelectField
          name="currency_code"
          label="Currency"
          field="currency"
          options={[noCurrency, ...options.currencies]}
          defaultValue={record ? (record.currency_code ?? '') : null}
          hint="What the provider bills in."
        />
        <SelectField
          name="payment_method"
          label="Default payment method"
          field="payment method"
          options={[noPaymentMethod, ...options.paymentMethods]}
          defaultValue={record ? (record.payment_method ?? '') : null}
        />
      </FormSection>
      <FormSection title="Address and contact details">
        <PartyContactFields
          record={record}
          countries={options.countries}
          onCountryChange={setCountryId}
          stateField={
            // Remounted per country: a state of another country is never posted.
            <RemoteSelectField
              key={`state-${countryId}`}
              name="state_id"
              label="State"
              field="state"
              url={urlFor('accounts.providers.states')}
              params={{ country_id: countryId }}
              defaultOption={
                sameCountry && record.state_id && record.state
                  ? { value: String(record.state_id), label: record.state }
                  : null
              }
              noneLabel="No state"
              disabledReason={countryId ? null : 'Choose the country first.'}
            />
          }
        />
        <TextareaField
          name="notes"
          label="Notes"
          defaultValue={record?.notes ?? ''}
          maxLength={5000}
          rows={3}
          hint="What agents should know: opening hours, deposits asked, languages spoken."
          className="sm:col-span-2"
        />
      </FormSection>
      <ProviderContactsFields contacts={record?.contacts ?? []} />
    </div>
  )
  return (
    <ResourceForm resource={providersResource} record={record}>
      <PartyFormTabs
        general={general}
        generalFields={GENERAL_FIELDS}
        record={record}
        gopOptions={gopOptions}
      />
    </ResourceForm>
  )
}
