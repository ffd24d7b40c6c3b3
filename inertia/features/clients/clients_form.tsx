import {
  AmountField,
  FormSection,
  FormTabs,
  NumberField,
  ResourceForm,
  SelectField,
  SwitchField,
  TextField,
} from '~/components/form'
import { PartyContactFields, PartyIdentityFields } from '~/features/parties/party_fields'
import { clientsResource } from './clients_resource'
import type { ClientFormProps, ClientRecord } from './types'

const GENERAL_FIELDS = [
  'code',
  'name',
  'client_type',
  'contact_name',
  'email',
  'phone',
  'website',
  'country_id',
  'city',
  'address',
  'is_enabled',
]

const BILLING_FIELDS = [
  'billing_currency_code',
  'payment_terms_days',
  'service_fee',
  'billing_email_group_id',
  'report_email_group_id',
]

/** Posts an empty group, which the server stores as none. */
const noGroup = { label: 'No report group', value: '' }

/**
 * Create and edit a client: General info and Billing as tabs of one form (one save). Its
 * programs are managed from its page.
 */
export function ClientForm({
  record,
  clientTypes,
  countries,
  currencies,
  emailGroups,
}: ClientFormProps & { record?: ClientRecord }) {
  const general = (
    <FormSection title="General info">
      <PartyIdentityFields
        record={record}
        codeHint="2 to 20 letters, digits or dashes, e.g. HLA."
      />
      <SelectField
        name="client_type"
        label="Type"
        field="client type"
        required
        options={clientTypes}
        defaultValue={record?.client_type ?? null}
      />
      <TextField
        name="contact_name"
        label="Contact person"
        defaultValue={record?.contact_name ?? ''}
        maxLength={160}
        autoComplete="off"
      />
      <PartyContactFields record={record} countries={countries} />
      <SwitchField
        name="is_enabled"
        label="Enabled"
        hint="Disabled clients stay on record with their programs, for clients no longer served."
        defaultChecked={record?.is_enabled ?? true}
        className="sm:col-span-2"
      />
    </FormSection>
  )
  const billing = (
    <FormSection
      title="Billing"
      description="How requests for payment are raised to this client and where its reports go."
    >
      <SelectField
        name="billing_currency_code"
        label="Billing currency"
        field="currency"
        required
        options={currencies}
        defaultValue={record?.billing_currency_code ?? null}
      />
      <NumberField
        name="payment_terms_days"
        label="Payment terms (days)"
        hint="Days from the request for payment to its due date; 0 is due on receipt."
        required
        min={0}
        max={365}
        step={1}
        inputMode="numeric"
        defaultValue={record?.payment_terms_days ?? 30}
        inputClassName="w-28"
      />
      <AmountField
        name="service_fee"
        zero
        label="Service fee"
        defaultValue={record?.service_fee ?? ''}
        hint="Added to each request for payment, in the billing currency; a program may set its own."
      />
      <SelectField
        name="billing_email_group_id"
        label="Billing email group"
        field="email group"
        options={[noGroup, ...emailGroups]}
        defaultValue={record ? String(record.billing_email_group_id ?? '') : ''}
        hint="Requests for payment are sent to this group."
      />
      <SelectField
        name="report_email_group_id"
        label="Report email group"
        field="email group"
        options={[noGroup, ...emailGroups]}
        defaultValue={record ? String(record.report_email_group_id ?? '') : ''}
        hint="The group that receives this client's case and billing reports."
        className="sm:col-span-2"
      />
    </FormSection>
  )
  return (
    <ResourceForm resource={clientsResource} record={record}>
      <FormTabs
        tabs={[
          {
            value: 'general-info',
            label: 'General info',
            fields: GENERAL_FIELDS,
            content: general,
          },
          { value: 'billing', label: 'Billing', fields: BILLING_FIELDS, content: billing },
        ]}
      />
    </ResourceForm>
  )
}
