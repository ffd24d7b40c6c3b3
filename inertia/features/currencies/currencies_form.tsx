import { DateField, FormSection, NumberField, ResourceForm, TextField } from '~/components/form'
import { currenciesResource, ratePer } from './currencies_resource'
import type { CurrencyFormProps, CurrencyRecord } from './types'

/** Create and edit a currency (one form; the edit page passes the record). */
export function CurrencyForm({
  record,
  baseCurrency,
}: CurrencyFormProps & { record?: CurrencyRecord }) {
  return (
    <ResourceForm resource={currenciesResource} record={record}>
      <FormSection title="Currency" description="The ISO 4217 code and how amounts are written.">
        <TextField
          name="code"
          label="Code"
          hint="Three letters, e.g. MYR."
          required
          defaultValue={record?.code}
          maxLength={3}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          autoFocus={!record}
          inputClassName="w-24 font-mono uppercase"
        />
        <TextField
          name="name"
          label="Name"
          hint="e.g. Malaysian Ringgit."
          required
          defaultValue={record?.name}
          maxLength={120}
          autoComplete="off"
        />
        <TextField
          name="symbol"
          label="Symbol"
          hint="e.g. RM, $, €."
          defaultValue={record?.symbol ?? ''}
          maxLength={12}
          autoComplete="off"
          spellCheck={false}
          inputClassName="w-28"
        />
        <NumberField
          name="decimals"
          label="Decimals"
          hint="Digits after the decimal point, 0 to 4."
          required
          defaultValue={record?.decimals ?? 2}
          min={0}
          max={4}
          step={1}
          inputMode="numeric"
          inputClassName="w-24"
        />
      </FormSection>
      <FormSection
        title="Exchange rate"
        description={`Units of this currency per 1 ${baseCurrency} (the base currency of General settings), and the day the rate was taken. Fill in both, or leave both empty.`}
      >
        <TextField
          name="rate_to_base"
          label={ratePer(baseCurrency)}
          hint="Up to 8 decimals, e.g. 4.7125."
          defaultValue={record?.rate_to_base ?? ''}
          maxLength={21}
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          inputClassName="w-48 font-mono tabular-nums"
        />
        <DateField
          name="rate_date"
          range="happened"
          label="Rate date"
          defaultValue={record?.rate_date ?? ''}
          inputClassName="w-44"
        />
      </FormSection>
    </ResourceForm>
  )
}
