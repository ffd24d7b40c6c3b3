import { useMemo, useState } from 'react'
import { AmountField, DateField, SelectField, TextareaField, TextField } from '~/components/form'
import { chosenProvider, ProviderField } from '~/features/cases/provider_field'
import type { ChargeSlipOptions, ChargeSlipRow } from './types'

/**
 * A charge slip's fields (server: app/validators/charge_slip.ts): the provider who billed
 * (searched by name or code, a black-listed one flagged, its info one click away), the issued GOP of theirs it bills
 * against, their invoice (number, date, the file among the case's), the amount billed in its
 * currency (the center's first) and how it is to be paid.
 */
export function ChargeSlipFields({
  slip,
  options,
}: {
  slip: ChargeSlipRow | null
  options: ChargeSlipOptions
}) {
  const [providerId, setProviderId] = useState(slip ? String(slip.provider_id) : '')
  const gops = useMemo(
    () => options.gops.filter((gop) => gop.provider_id === providerId),
    [options.gops, providerId]
  )
  return (
    <>
      <ProviderField
        name="provider_id"
        label="Provider"
        required
        defaultOption={
          slip ? chosenProvider(slip.provider_id, slip.provider_name, slip.provider_status) : null
        }
        onChoose={(pick) => setProviderId(pick?.value ?? '')}
        className="sm:col-span-2"
      />
      <SelectField
        // Remounted when the provider changes, so another provider's GOP is not posted.
        key={`gops-${providerId}`}
        name="gop_id"
        label="Against GOP"
        field="GOP"
        options={gops}
        defaultValue={
          slip?.gop_id && gops.some((gop) => gop.value === String(slip.gop_id))
            ? String(slip.gop_id)
            : null
        }
        clearable
        hint={
          providerId && gops.length === 0
            ? 'This provider holds no issued GOP on this case.'
            : 'The guarantee the bill is paid under, if any.'
        }
        className="sm:col-span-2"
      />
      <TextField
        name="invoice_number"
        label="Invoice number"
        required
        maxLength={60}
        autoComplete="off"
        defaultValue={slip?.invoice_number ?? ''}
        data-testid="charge-slip-invoice-number"
      />
      <DateField
        name="invoice_date"
        range="happened"
        label="Invoice date"
        required
        defaultValue={slip?.invoice_date ?? null}
      />
      <SelectField
        name="currency_code"
        label="Currency"
        required
        options={options.currencies}
        defaultValue={slip?.currency_code ?? options.defaultCurrency}
      />
      <AmountField
        name="amount_billed"
        label="Amount billed"
        required
        defaultValue={slip?.amount_billed ?? ''}
        hint="As on the invoice, e.g. 12,500.00"
        data-testid="charge-slip-amount"
      />
      <SelectField
        name="payment_method"
        label="Payment method"
        field="payment method"
        required
        options={options.paymentMethods}
        defaultValue={slip?.payment_method ?? null}
      />
      <SelectField
        name="case_file_id"
        label="Invoice file"
        field="file"
        options={options.files}
        defaultValue={slip?.case_file_id ? String(slip.case_file_id) : null}
        clearable
        hint={
          options.files.length === 0
            ? 'Upload the invoice on the Files tab to attach it here.'
            : 'One of the case’s files.'
        }
      />
      <TextareaField
        name="remarks"
        label="Remarks"
        defaultValue={slip?.remarks ?? ''}
        maxLength={2000}
        rows={2}
        className="sm:col-span-2"
      />
    </>
  )
}
