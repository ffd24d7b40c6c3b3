import { router } from '@inertiajs/react'
import { BanknoteIcon, CheckCircle2Icon } from 'lucide-react'
import { useState } from 'react'
import type { RowActions } from '#contracts/row_actions'
import { urlFor } from '~/client'
import type { RowAction } from '~/components/data_table'
import { rfpColumns } from '~/features/rfps/rfp_columns'
import { RfpFields } from '~/features/rfps/rfp_fields'
import { RfpCollectDialog } from '~/features/rfps/rfp_collect_dialog'
import type { RfpOptions, RfpRow, RfpsTable } from '~/features/rfps/types'
import { useDeliveryPolling } from '~/features/gops/delivery_note'
import {
  readLetterAction,
  sendLetterActions,
  useLetterPreview,
  type LetterDocument,
} from '~/features/gops/letter_preview_dialog'
import { CaseChildTab, offeredAction } from './case_child_tab'
import type { CaseRecord } from './types'

const CASE_TAB_COLUMNS = rfpColumns({ withCase: false })

/**
 * The case's requests for payment (SPEC.md §2 tab `request-for-payments`): made here from the
 * case's approved charge slips and the service fee, edited while pending; a supervisor approves
 * one (which fixes its rate to the center's currency), and its collection is recorded with the
 * date and reference.
 */
export function CaseRfpsTab({
  caseRecord,
  rfps,
  options,
}: {
  caseRecord: CaseRecord
  rfps: RfpsTable | undefined
  options: RfpOptions | null | undefined
}) {
  const [collecting, setCollecting] = useState<RfpRow | null>(null)
  const [openings, setOpenings] = useState(0)
  const letters = useLetterPreview()
  useDeliveryPolling('rfps', rfps?.rows)
  const documentOf = (rfp: RfpRow): LetterDocument => ({
    routes: 'navigate.cases.rfps',
    caseId: caseRecord.id,
    id: rfp.id,
    name: rfp.number,
    delivery: rfp.delivery,
  })
  const approve = (rfp: RfpRow) =>
    router.post(
      urlFor('navigate.cases.rfps.transition', {
        caseId: caseRecord.id,
        id: rfp.id,
        transition: 'approve',
      }),
      {},
      { preserveScroll: true }
    )
  // What the server offers on the row now: its document's send, approve (disabled for whoever
  // made it, four eyes), record its collection.
  const actionsOf = (rfp: RfpRow & { actions: RowActions }): RowAction[] => [
    ...sendLetterActions(documentOf(rfp), rfp.actions, letters.open),
    ...offeredAction(rfp.actions, 'approve', {
      label: 'Approve',
      id: 'approve-rfp',
      icon: CheckCircle2Icon,
      onSelect: () => approve(rfp),
    }),
    ...offeredAction(rfp.actions, 'collect', {
      label: 'Record collection…',
      id: 'collect-rfp',
      icon: BanknoteIcon,
      onSelect: () => {
        setCollecting(rfp)
        setOpenings((count) => count + 1)
      },
    }),
  ]
  return (
    <>
      <CaseChildTab
        caseRecord={caseRecord}
        prop="rfps"
        page={options ? rfps : undefined}
        alsoLoads={['rfpOptions']}
        routes="navigate.cases.rfps"
        nouns={{ one: 'RFP', many: 'RFPs', title: 'Requests for payment' }}
        intro="What the client is billed for this case: the approved charge slips and the fee."
        columns={CASE_TAB_COLUMNS}
        rowLabel={(rfp) => rfp.number}
        dialogDescription={(rfp) =>
          rfp
            ? `A pending request on case ${caseRecord.number}: its fee, due date and remarks change until it is approved.`
            : `A request for payment to the client of case ${caseRecord.number}. It waits for a supervisor's approval.`
        }
        fields={(rfp) => (options ? <RfpFields rfp={rfp} options={options} /> : null)}
        emptyHint="Bill the client with “Add RFP” once charge slips are approved."
        readActions={(rfp) => [
          readLetterAction(documentOf(rfp), rfp.status === 'pending', letters.open),
        ]}
        moreActions={actionsOf}
      />
      {letters.dialog}
      <RfpCollectDialog
        key={openings}
        caseId={caseRecord.id}
        rfp={collecting}
        onClose={() => setCollecting(null)}
      />
    </>
  )
}
