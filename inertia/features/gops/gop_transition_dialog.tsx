import { useState } from 'react'
import type { FormInput } from '#contracts/page_props'
import type { gopTransitionValidator } from '#validators/gop'
import { urlFor } from '~/client'
import { AmountField, DateField, TextareaField, TransitionDialog } from '~/components/form'
import { fieldNames } from '~/components/form/field_names'
import { formatAmount } from './gop_status'
import type { GopRow } from './types'

/** What a GOP's transitions may be given, named as its validator reads them. */
const field = fieldNames<FormInput<typeof gopTransitionValidator>>()

/** The GOP transitions that ask for something first: a decline's reason, a revision's amount. */
export type GopDialogTransition = 'decline' | 'revise'

const TEXTS: Record<GopDialogTransition, { title: string; submit: string }> = {
  decline: { title: 'Decline', submit: 'Decline GOP' },
  revise: { title: 'Revise', submit: 'Save revision' },
}

/**
 * Decline a pending GOP with its reason (kept in the activity log), or revise an issued one into
 * its next revision: the new amount (at the rate fixed on approval) and/or its validity and
 * terms, with the reason for it (kept in the log); the server refuses a revision that changes
 * nothing. The revision it was opened on is posted with it, so a second submission is refused
 * rather than revising twice.
 */
export function GopTransitionDialog({
  caseId,
  gop,
  transition,
  onClose,
}: {
  caseId: number
  gop: GopRow | null
  transition: GopDialogTransition | null
  onClose: () => void
}) {
  // Mounted afresh per opening (keyed by the caller); kept while it closes, so the text stays.
  const [shown] = useState(gop && transition ? { gop, transition } : null)
  if (!shown) return null
  return (
    <TransitionDialog
      open={gop !== null && transition !== null}
      action={urlFor('navigate.cases.gops.transition', {
        caseId,
        id: shown.gop.id,
        transition: shown.transition,
      })}
      title={`${TEXTS[shown.transition].title} ${shown.gop.number}`}
      description={
        shown.transition === 'decline'
          ? 'Say why the guarantee is refused: the reason is kept with it.'
          : `Now ${formatAmount(shown.gop.amount, shown.gop.currency_code)}, revision ${shown.gop.revision}. Change the amount or a term and say why. The new revision is approved at once, at the rate fixed on approval, and is to be sent again; the earlier ones stay readable.`
      }
      submitLabel={TEXTS[shown.transition].submit}
      testId="gop-transition"
      onClose={onClose}
    >
      {shown.transition === 'decline' ? (
        <TextareaField
          name={field('reason')}
          label="Reason"
          required
          maxLength={2000}
          rows={4}
          data-testid="gop-decline-reason"
        />
      ) : (
        <div className="grid items-start gap-x-5 gap-y-4 sm:grid-cols-2">
          <input type="hidden" name={field('revision')} value={String(shown.gop.revision)} />
          <AmountField
            name={field('amount')}
            label={`New amount (${shown.gop.currency_code})`}
            required
            defaultValue={shown.gop.amount}
            data-testid="gop-revise-amount"
          />
          <DateField
            name={field('valid_until')}
            label="Valid until"
            defaultValue={shown.gop.valid_until}
            range="deadline"
          />
          <TextareaField
            name={field('services_covered')}
            label="Services covered"
            defaultValue={shown.gop.services_covered ?? ''}
            maxLength={2000}
            rows={2}
            className="sm:col-span-2"
          />
          <TextareaField
            name={field('remarks')}
            label="Remarks"
            defaultValue={shown.gop.remarks ?? ''}
            maxLength={2000}
            rows={2}
            className="sm:col-span-2"
          />
          <TextareaField
            name={field('reason')}
            label="Reason for the revision"
            required
            maxLength={2000}
            rows={2}
            className="sm:col-span-2"
            hint="Kept in the case’s activity log, with who revised it and when."
            data-testid="gop-revise-reason"
          />
        </div>
      )}
    </TransitionDialog>
  )
}
