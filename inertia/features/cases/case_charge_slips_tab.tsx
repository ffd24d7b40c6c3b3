import { BanIcon, BanknoteIcon, CheckCircle2Icon } from 'lucide-react'
import { useState } from 'react'
import type { RowActions } from '#contracts/row_actions'
import type { RowAction } from '~/components/data_table'
import { chargeSlipColumns } from '~/features/charge_slips/charge_slip_columns'
import { ChargeSlipFields } from '~/features/charge_slips/charge_slip_fields'
import {
  ChargeSlipTransitionDialog,
  type ChargeSlipDialogTransition,
} from '~/features/charge_slips/charge_slip_transition_dialog'
import type {
  ChargeSlipOptions,
  ChargeSlipRow,
  ChargeSlipsTable,
} from '~/features/charge_slips/types'
import { CaseChildTab, offeredAction } from './case_child_tab'
import type { CaseRecord } from './types'

const CASE_TAB_COLUMNS = chargeSlipColumns({ withCase: false })

/**
 * The case's charge slips (SPEC.md §2 tab `charge-slips`): a provider's bill recorded here and
 * edited while pending; a supervisor approves it (its flags in view) or declines it with a
 * reason, and an approved one is paid with its date and reference.
 */
export function CaseChargeSlipsTab({
  caseRecord,
  chargeSlips,
  options,
}: {
  caseRecord: CaseRecord
  chargeSlips: ChargeSlipsTable | undefined
  options: ChargeSlipOptions | null | undefined
}) {
  const [dialog, setDialog] = useState<{
    slip: ChargeSlipRow
    transition: ChargeSlipDialogTransition
  } | null>(null)
  const [openings, setOpenings] = useState(0)
  const open = (slip: ChargeSlipRow, transition: ChargeSlipDialogTransition) => {
    setDialog({ slip, transition })
    setOpenings((count) => count + 1)
  }
  // What the server offers on the row now: approve (disabled for whoever recorded the bill,
  // four eyes) and decline a pending slip, record the payment of an approved one.
  const actionsOf = (slip: ChargeSlipRow & { actions: RowActions }): RowAction[] => [
    ...offeredAction(slip.actions, 'approve', {
      label: 'Approve…',
      id: 'approve-charge-slip',
      icon: CheckCircle2Icon,
      onSelect: () => open(slip, 'approve'),
    }),
    ...offeredAction(slip.actions, 'decline', {
      label: 'Decline…',
      id: 'decline-charge-slip',
      icon: BanIcon,
      onSelect: () => open(slip, 'decline'),
    }),
    ...offeredAction(slip.actions, 'pay', {
      label: 'Record payment…',
      id: 'pay-charge-slip',
      icon: BanknoteIcon,
      onSelect: () => open(slip, 'pay'),
    }),
  ]
  return (
    <>
      <CaseChildTab
        caseRecord={caseRecord}
        prop="chargeSlips"
        page={options ? chargeSlips : undefined}
        alsoLoads={['chargeSlipOptions']}
        routes="navigate.cases.charge_slips"
        nouns={{ one: 'charge slip', many: 'charge slips', title: 'Charge slips' }}
        intro="The providers' bills for this case: approved, then paid."
        columns={CASE_TAB_COLUMNS}
        rowLabel={(slip) => `Invoice ${slip.invoice_number}`}
        dialogDescription={(slip) =>
          slip
            ? `A pending bill on case ${caseRecord.number}; once approved it is no longer edited.`
            : `A provider's bill for case ${caseRecord.number}. It waits for a supervisor's approval.`
        }
        fields={(slip) => (options ? <ChargeSlipFields slip={slip} options={options} /> : null)}
        emptyHint="Record the first bill with “Add charge slip”."
        moreActions={actionsOf}
      />
      <ChargeSlipTransitionDialog
        key={openings}
        caseId={caseRecord.id}
        slip={dialog?.slip ?? null}
        transition={dialog?.transition ?? null}
        onClose={() => setDialog(null)}
      />
    </>
  )
}
