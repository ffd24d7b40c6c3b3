import type { FormInput } from '#contracts/page_props'
import type { ProviderPick } from '#contracts/provider_options'
import type { policyVerificationValidator } from '#validators/policy_verification'
import { urlFor } from '~/client'
import {
  AmountField,
  DateField,
  RemoteSelectField,
  SelectField,
  TextareaField,
  TextField,
} from '~/components/form'
import { fieldNames } from '~/components/form/field_names'
import type { VerificationFormPageProps, VerificationPageField } from './types'

/** The form's inputs, named as the request's validator reads them. */
const input = fieldNames<FormInput<typeof policyVerificationValidator>>()

type Props = Pick<VerificationFormPageProps, 'prefill' | 'currencies'>

/** One field of an insurer's form, as its kind is entered, filled from the member and the case. */
function VerificationField({
  field,
  prefill,
  currencies,
  first,
}: Props & { field: VerificationPageField; first: boolean }) {
  const label = field.label
  const required = field.required
  const testId = `verification-input-${field.key}`
  switch (field.key) {
    case 'policy_number':
    case 'member_reference':
    case 'member_name':
      return (
        <TextField
          name={input(field.key)}
          label={label}
          required={required}
          defaultValue={prefill[field.key] ?? ''}
          maxLength={field.key === 'member_name' ? 160 : 60}
          autoComplete="off"
          autoFocus={first}
          data-testid={testId}
        />
      )
    case 'date_of_birth':
    case 'admission_date':
      return (
        <DateField
          name={input(field.key)}
          label={label}
          required={required}
          defaultValue={prefill[field.key]}
          range={field.key === 'date_of_birth' ? 'birth' : 'admission'}
          autoFocus={first}
        />
      )
    case 'provider':
      return (
        <RemoteSelectField<ProviderPick>
          name={input('provider_id')}
          label={label}
          field="provider"
          required={required}
          noneLabel={required ? undefined : 'None'}
          url={urlFor('verify-policy.lookup.providers')}
          defaultOption={prefill.provider}
        />
      )
    case 'diagnosis':
      return (
        <RemoteSelectField
          name={input('icd_id')}
          label={label}
          field="diagnosis"
          required={required}
          noneLabel={required ? undefined : 'None'}
          url={urlFor('verify-policy.lookup.icds')}
          defaultOption={prefill.icd}
          hint="Type an ICD-10 code (J18) or words of its title."
        />
      )
    case 'estimated_cost':
      return (
        <div className="grid grid-cols-[minmax(0,1fr)_8rem] items-start gap-3">
          <AmountField
            name={input('estimated_cost')}
            label={label}
            required={required}
            zero
            defaultValue={prefill.estimated_cost ?? undefined}
            data-testid={testId}
          />
          <SelectField
            name={input('currency_code')}
            label="Currency"
            required={required}
            options={currencies}
            defaultValue={prefill.currency_code}
            clearable={!required}
          />
        </div>
      )
    case 'remarks':
      return (
        <TextareaField
          name={input('remarks')}
          label={label}
          required={required}
          rows={3}
          maxLength={2000}
          className="sm:col-span-2"
          data-testid={testId}
        />
      )
  }
}

/** Every field the insurer's form asks, in its order, two to a row. */
export function VerificationFields({
  fields,
  prefill,
  currencies,
}: Props & { fields: readonly VerificationPageField[] }) {
  return (
    <div
      className="grid items-start gap-x-5 gap-y-4 sm:grid-cols-2"
      data-testid="verification-fields"
    >
      {fields.map((field, index) => (
        <VerificationField
          key={field.key}
          field={field}
          prefill={prefill}
          currencies={currencies}
          first={index === 0}
        />
      ))}
    </div>
  )
}
