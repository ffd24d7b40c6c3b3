import { FormSection, TextareaField, TextField } from '~/components/form'
import type { ViewField } from '~/components/resource'
import type { PartyDetail } from './types'

/** The fields of the Bank details tab, for the form's error badge. */
export const BANK_DETAIL_FIELDS = [
  'bank_name',
  'bank_account_name',
  'bank_account_number',
  'bank_swift',
  'bank_iban',
  'bank_address',
] as const

const mono = (value: string | null) => (value ? <span className="font-mono">{value}</span> : null)

/** The Bank details tab of a party's form. */
export function BankDetailsFields({ record }: { record?: PartyDetail }) {
  return (
    <FormSection
      title="Bank details"
      description="Where payments to this party go; printed on invoices and checked before a transfer."
    >
      <TextField
        name="bank_name"
        label="Bank name"
        defaultValue={record?.bank_name ?? ''}
        maxLength={160}
      />
      <TextField
        name="bank_account_name"
        label="Account name"
        defaultValue={record?.bank_account_name ?? ''}
        maxLength={160}
      />
      <TextField
        name="bank_account_number"
        label="Account number"
        defaultValue={record?.bank_account_number ?? ''}
        maxLength={60}
        inputClassName="font-mono"
        autoComplete="off"
      />
      <TextField
        name="bank_swift"
        label="SWIFT / BIC"
        hint="8 or 11 characters, e.g. MBBEMYKL."
        defaultValue={record?.bank_swift ?? ''}
        maxLength={11}
        inputClassName="font-mono uppercase"
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
      />
      <TextField
        name="bank_iban"
        label="IBAN"
        hint="Where the bank's country uses one."
        defaultValue={record?.bank_iban ?? ''}
        maxLength={42}
        inputClassName="font-mono uppercase"
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
      />
      <TextareaField
        name="bank_address"
        label="Bank address"
        defaultValue={record?.bank_address ?? ''}
        maxLength={1000}
        rows={3}
        className="sm:col-span-2"
      />
    </FormSection>
  )
}

/** The Bank details tab of a party's page. */
export function bankDetailViewFields(record: PartyDetail): ViewField[] {
  return [
    { label: 'Bank name', value: record.bank_name, id: 'bank_name' },
    { label: 'Account name', value: record.bank_account_name, id: 'bank_account_name' },
    { label: 'Account number', value: mono(record.bank_account_number), id: 'bank_account_number' },
    { label: 'SWIFT / BIC', value: mono(record.bank_swift), id: 'bank_swift' },
    { label: 'IBAN', value: mono(record.bank_iban), id: 'bank_iban' },
    {
      label: 'Bank address',
      value: record.bank_address ? (
        <span className="whitespace-pre-line">{record.bank_address}</span>
      ) : null,
      wide: true,
      id: 'bank_address',
    },
  ]
}
