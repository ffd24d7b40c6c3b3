import { router } from '@inertiajs/react'
import { BanIcon, CheckCircle2Icon, HistoryIcon, PencilLineIcon } from 'lucide-react'
import { useState } from 'react'
import { urlFor } from '~/client'
import type { RowAction } from '~/components/data_table'
import { gopColumns } from '~/features/gops/gop_columns'
import { GopFields } from '~/features/gops/gop_fields'
import {
  GopTransitionDialog,
  type GopDialogTransition,
} from '~/features/gops/gop_transition_dialog'
import type { GopOptions, GopRow, GopsTable } from '~/features/gops/types'
import { GopRevisionsDialog } from '~/features/gops/gop_revisions_dialog'
import { useDeliveryPolling } from '~/features/gops/delivery_note'
import {
  readLetterAction,
  sendLetterActions,
  useLetterPreview,
  type LetterDocument,
} from '~/features/gops/letter_preview_dialog'
import type { RowActions } from '#contracts/row_actions'
import { CaseChildTab, offeredAction } from './case_child_tab'
import type { CaseRecord } from './types'

const CASE_TAB_COLUMNS = gopColumns({ withCase: false })

/**
 * The case's guarantees of payment (SPEC.md §2 tab `guarantee-of-payments`): issued and edited
 * here while pending; a supervisor approves (which fixes the rate to the center's currency) or
 * declines with a reason; an issued GOP is revised into its next revision, never edited.
 */
export function CaseGopsTab({
  caseRecord,
  gops,
  options,
}: {
  caseRecord: CaseRecord
  gops: GopsTable | undefined
  options: GopOptions | null | undefined
}) {
  const [dialog, setDialog] = useState<{ gop: GopRow; transition: GopDialogTransition } | null>(
    null
  )
  const [openings, setOpenings] = useState(0)
  const [revisionsOf, setRevisionsOf] = useState<GopRow | null>(null)
  const letters = useLetterPreview()
  useDeliveryPolling('gops', gops?.rows)
  const open = (gop: GopRow, transition: GopDialogTransition) => {
    setDialog({ gop, transition })
    setOpenings((count) => count + 1)
  }
  const approve = (gop: GopRow) =>
    router.post(
      urlFor('navigate.cases.gops.transition', {
        caseId: caseRecord.id,
        id: gop.id,
        transition: 'approve',
      }),
      {},
      { preserveScroll: true }
    )
  const issued = (gop: GopRow) => gop.status === 'approved' || gop.status === 'sent'
  const documentOf = (gop: GopRow): LetterDocument => ({
    routes: 'navigate.cases.gops',
    caseId: caseRecord.id,
    id: gop.id,
    name: gop.number,
    delivery: gop.delivery,
  })
  // Reading its letter and revisions, on a closed case too.
  const readActionsOf = (gop: GopRow): RowAction[] => [
    readLetterAction(documentOf(gop), gop.status === 'pending', letters.open),
    ...(issued(gop)
      ? [
          {
            label: 'Revisions',
            id: 'gop-revisions',
            icon: HistoryIcon,
            onSelect: () => {
              setRevisionsOf(gop)
              setOpenings((count) => count + 1)
            },
          },
        ]
      : []),
  ]
  // What the server offers on the row now: its letter's send, approve (disabled for its issuer,
  // four eyes), decline and revise.
  const actionsOf = (gop: GopRow & { actions: RowActions }): RowAction[] => [
    ...sendLetterActions(documentOf(gop), gop.actions, letters.open),
    ...offeredAction(gop.actions, 'approve', {
      label: 'Approve',
      id: 'approve-gop',
      icon: CheckCircle2Icon,
      onSelect: () => approve(gop),
    }),
    ...offeredAction(gop.actions, 'decline', {
      label: 'Decline…',
      id: 'decline-gop',
      icon: BanIcon,
      onSelect: () => open(gop, 'decline'),
    }),
    ...offeredAction(gop.actions, 'revise', {
      label: 'Revise…',
      id: 'revise-gop',
      icon: PencilLineIcon,
      onSelect: () => open(gop, 'revise'),
    }),
  ]
  return (
    <>
      <CaseChildTab
        caseRecord={caseRecord}
        prop="gops"
        page={options ? gops : undefined}
        alsoLoads={['gopOptions']}
        routes="navigate.cases.gops"
        nouns={{ one: 'GOP', many: 'GOPs', title: 'Guarantees of payment' }}
        intro="What the company guarantees each provider will be paid for this case."
        columns={CASE_TAB_COLUMNS}
        rowLabel={(gop) => gop.number}
        dialogDescription={(gop) =>
          gop
            ? `A pending guarantee on case ${caseRecord.number}; once approved it is revised, not edited.`
            : `A guarantee of payment to a provider for case ${caseRecord.number}. It waits for a supervisor's approval.`
        }
        fields={(gop) => (options ? <GopFields gop={gop} options={options} /> : null)}
        emptyHint="Issue the first with “Add GOP”."
        readActions={readActionsOf}
        moreActions={actionsOf}
      />
      {letters.dialog}
      <GopRevisionsDialog
        key={`revisions-${openings}`}
        caseId={caseRecord.id}
        gop={revisionsOf}
        onClose={() => setRevisionsOf(null)}
      />
      <GopTransitionDialog
        key={openings}
        caseId={caseRecord.id}
        gop={dialog?.gop ?? null}
        transition={dialog?.transition ?? null}
        onClose={() => setDialog(null)}
      />
    </>
  )
}
