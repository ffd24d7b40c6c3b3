import { useState } from 'react'
import type { FormInput } from '#contracts/page_props'
import type { rfpTransitionValidator } from '#validators/rfp'
import { urlFor } from '~/client'
import { DateField, TextField, TransitionDialog } from '~/components/form'
import { fieldNames } from '~/components/form/field_names'
import { formatAmount } from '~/features/gops/gop_status'
import type { RfpRow } from './types'

/** What an RFP's transitions may be given, named as its validator reads them. */
const field = fieldNames<FormInput<typeof rfpTransitionValidator>>()

/** Records an approved RFP's collection: the date the money came and its reference. */
export function RfpCollectDialog({
  caseId,
  rfp,
  onClose,
}: {
  caseId: number
  rfp: RfpRow | null
  onClose: () => void
}) {
  const [shown] = useState(rfp)
  if (!shown) return null
  return (
    <TransitionDialog
      open={rfp !== null}
      action={urlFor('navigate.cases.rfps.transition', {
        caseId,
        id: shown.id,
        transition: 'collect',
      })}
      title={`Record the collection of ${shown.number}`}
      description={`${formatAmount(shown.amount, shown.currency_code)} billed to ${shown.client_name}.`}
      submitLabel="Record collection"
      testId="rfp-collect"
      onClose={onClose}
    >
      <div className="grid items-start gap-x-5 gap-y-4 sm:grid-cols-2">
        <DateField
          name={field('collected_on')}
          label="Collected on"
          required
          defaultToday
          range="happened"
        />
        <TextField
          name={field('collection_reference')}
          label="Collection reference"
          required
          maxLength={100}
          autoComplete="off"
          data-testid="rfp-collection-reference"
        />
      </div>
    </TransitionDialog>
  )
}
