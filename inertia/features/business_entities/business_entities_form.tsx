import { FormSection, ResourceForm, SelectField, SwitchField, TextField } from '~/components/form'
import { ImageField } from '~/components/form/image_field'
import { PartyFormTabs } from '~/features/parties/party_form_tabs'
import { PartyContactFields, PartyIdentityFields } from '~/features/parties/party_fields'
import { businessEntitiesResource } from './business_entities_resource'
import type { BusinessEntityFormProps, BusinessEntityRecord } from './types'

const GENERAL_FIELDS = [
  'code',
  'name',
  'legal_name',
  'registration_number',
  'tax_number',
  'country_id',
  'city',
  'address',
  'phone',
  'email',
  'website',
  'currency_code',
  'is_enabled',
  'logo',
]

/** Posts an empty currency, which the server stores as none. */
const noCurrency = { label: 'No currency', value: '' }

/**
 * Create and edit a business entity: General info, Bank details and GOP settings as tabs of one
 * form (one save). Its own GOP templates are managed from its page.
 */
export function BusinessEntityForm({
  record,
  countries,
  currencies,
  ...gopOptions
}: BusinessEntityFormProps & { record?: BusinessEntityRecord }) {
  const general = (
    <FormSection title="General info">
      <PartyIdentityFields
        record={record}
        codeHint="2 to 20 letters, digits or dashes, e.g. AA-MY."
      />
      <TextField
        name="legal_name"
        label="Legal name"
        hint="As registered, printed on GOPs and invoices."
        defaultValue={record?.legal_name ?? ''}
        maxLength={200}
        className="sm:col-span-2"
      />
      <TextField
        name="registration_number"
        label="Registration number"
        defaultValue={record?.registration_number ?? ''}
        maxLength={60}
      />
      <TextField
        name="tax_number"
        label="Tax number"
        defaultValue={record?.tax_number ?? ''}
        maxLength={60}
      />
      <PartyContactFields record={record} countries={countries} />
      <SelectField
        name="currency_code"
        label="Billing currency"
        field="currency"
        options={[noCurrency, ...currencies]}
        defaultValue={record ? (record.currency_code ?? '') : null}
      />
      <SwitchField
        name="is_enabled"
        label="Enabled"
        hint="A disabled entity is kept, but cannot issue new GOPs or invoices."
        defaultChecked={record?.is_enabled ?? true}
        className="sm:col-span-2"
      />
      <ImageField
        name="logo"
        removeName="remove_logo"
        label="Logo"
        hint="Printed at the top of its GOP letters. PNG or JPEG, at most 2 MB."
        current={record?.logo_url ?? null}
        className="sm:col-span-2"
        renderPreview={(src) => (
          <span className="flex h-16 min-w-32 items-center justify-center rounded-md border bg-white px-3">
            {src ? (
              <img src={src} alt="" className="h-12 w-auto max-w-48 object-contain" />
            ) : (
              <span className="text-xs text-muted-foreground">No logo</span>
            )}
          </span>
        )}
      />
    </FormSection>
  )
  return (
    <ResourceForm resource={businessEntitiesResource} record={record}>
      <PartyFormTabs
        general={general}
        generalFields={GENERAL_FIELDS}
        record={record}
        gopOptions={gopOptions}
      />
    </ResourceForm>
  )
}
