import { useState } from 'react'
import type { FormInput } from '#contracts/page_props'
import type { chargeSlipTransitionValidator } from '#validators/charge_slip'
import { urlFor } from '~/client'
import {
  AmountField,
  DateField,
  TextareaField,
  TextField,
  TransitionDialog,
} from '~/components/form'
import { fieldNames } from '~/components/form/field_names'
import { formatAmount } from '~/features/gops/gop_status'
import { ChargeSlipFlags } from './charge_slip_flags'
import type { ChargeSlipRow } from './types'

/** What a charge slip's transitions may be given, named as its validator reads them. */
const field = fieldNames<FormInput<typeof chargeSlipTransitionValidator>>()

/** The charge slip transitions that ask for something first. */
export type ChargeSlipDialogTransition = 'approve' | 'decline' | 'pay'

const TEXTS: Record<ChargeSlipDialogTransition, { title: string; submit: string }> = {
  approve: { title: 'Approve', submit: 'Approve' },
  decline: { title: 'Decline', submit: 'Decline' },
  pay: { title: 'Record the payment of', submit: 'Record payment' },
}

/**
 * Approve a pending slip for an amount (at most what was billed; its cost-containment flags shown
 * where the decision is made, and an approval above the guarantee asks for the override's
 * reason beside its field), decline it with a reason, or record an approved slip's payment.
 */
export function ChargeSlipTransitionDialog({
  caseId,
  slip,
  transition,
  onClose,
}: {
  caseId: number
  slip: ChargeSlipRow | null
  transition: ChargeSlipDialogTransition | null
  onClose: () => void
}) {
  const [shown] = useState(slip && transition ? { slip, transition } : null)
  if (!shown) return null
  const { slip: row } = shown
  const billed = formatAmount(row.amount_billed, row.currency_code)
  const descriptions: Record<ChargeSlipDialogTransition, string> = {
    approve: `${row.provider_name} billed ${billed}. Approve at most that; the rate to the center's currency is fixed now.`,
    decline: `Say why ${billed} from ${row.provider_name} is not paid: the reason is kept with it.`,
    pay: `${formatAmount(row.amount_approved, row.currency_code)} approved for ${row.provider_name}.`,
  }
  return (
    <TransitionDialog
      open={slip !== null && transition !== null}
      action={urlFor('navigate.cases.charge_slips.transition', {
        caseId,
        id: row.id,
        transition: shown.transition,
      })}
      title={`${TEXTS[shown.transition].title} invoice ${row.invoice_number}`}
      description={descriptions[shown.transition]}
      submitLabel={TEXTS[shown.transition].submit}
      testId="charge-slip-transition"
      onClose={onClose}
    >
      {shown.transition === 'approve' ? (
        <div className="grid gap-4">
          <ChargeSlipFlags slip={row} />
          <AmountField
            name={field('amount_approved')}
            label={`Amount approved (${row.currency_code})`}
            required
            defaultValue={row.amount_billed}
            data-testid="charge-slip-amount-approved"
          />
          <TextareaField
            name={field('over_guarantee_reason')}
            label="Reason to approve above the guarantee"
            hint="Needed only when the approved total goes above what the GOPs guarantee."
            maxLength={2000}
            rows={2}
            data-testid="charge-slip-override-reason"
          />
        </div>
      ) : shown.transition === 'decline' ? (
        <TextareaField
          name={field('reason')}
          label="Reason"
          required
          maxLength={2000}
          rows={4}
          data-testid="charge-slip-decline-reason"
        />
      ) : (
        <div className="grid items-start gap-x-5 gap-y-4 sm:grid-cols-2">
          <DateField
            name={field('payment_date')}
            label="Paid on"
            required
            defaultToday
            range="happened"
          />
          <TextField
            name={field('payment_reference')}
            label="Payment reference"
            required
            maxLength={100}
            autoComplete="off"
            data-testid="charge-slip-payment-reference"
          />
        </div>
      )}
    </TransitionDialog>
  )
}
