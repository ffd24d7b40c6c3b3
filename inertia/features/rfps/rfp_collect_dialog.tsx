import { useState } from 'react'
import { urlFor } from '~/client'
import { DateField, TextField, TransitionDialog } from '~/components/form'
import { formatAmount } from '~/features/gops/gop_status'
import type { RfpRow } from './types'

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
          name="collected_on"
          label="Collected on"
          required
          defaultToday
          range="happened"
        />
        <TextField
          name="collection_reference"
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
