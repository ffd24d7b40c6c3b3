import { AmountField, CheckboxGroupField, DateField, TextareaField } from '~/components/form'
import type { RfpOptions, RfpRow } from './types'

/**
 * An RFP's fields (server: app/validators/rfp.ts). A new one bills the case's approved charge
 * slips not billed yet (all chosen at first; their amounts are turned into the client's billing
 * currency at today's rates) plus the service fee; once made, only the fee, the due date and
 * the remarks change while it is pending.
 */
export function RfpFields({ rfp, options }: { rfp: RfpRow | null; options: RfpOptions }) {
  return (
    <>
      {rfp ? null : (
        <CheckboxGroupField
          name="charge_slip_ids"
          label={`Charge slips to bill (in ${options.currency})`}
          options={options.slips}
          defaultValue={options.slips.map((slip) => slip.value)}
          hint={
            options.slips.length === 0
              ? 'No approved charge slip waits to be billed; the RFP can bill the fee alone.'
              : 'Approved charge slips of this case that no other RFP bills.'
          }
          className="sm:col-span-2"
        />
      )}
      <AmountField
        name="service_fee"
        zero
        label={`Service fee (${rfp?.currency_code ?? options.currency})`}
        defaultValue={rfp?.service_fee ?? options.defaultFee}
        hint="The program's fee, else the client's (Accounts › Clients)."
        data-testid="rfp-service-fee"
      />
      <DateField
        name="due_date"
        label="Due date"
        range="deadline"
        defaultValue={rfp?.due_date ?? null}
        hint={
          rfp
            ? undefined
            : `Empty: in ${options.paymentTermsDays} days (the client's payment terms).`
        }
      />
      <TextareaField
        name="remarks"
        label="Remarks"
        defaultValue={rfp?.remarks ?? ''}
        maxLength={2000}
        rows={2}
        className="sm:col-span-2"
      />
    </>
  )
}
