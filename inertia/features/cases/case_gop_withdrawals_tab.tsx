import { offers } from '#contracts/row_actions'
import { useEffect, useRef, useState } from 'react'
import { CellText, columnHelper } from '~/components/data_table'
import { Badge } from '~/components/ui/badge'
import { DeliveryNote, useDeliveryPolling } from '~/features/gops/delivery_note'
import {
  letterOf,
  readLetterAction,
  sendLetterActions,
  useLetterPreview,
  type LetterDocument,
} from '~/features/gops/letter_preview_dialog'
import { SelectField, TextareaField } from '~/components/form'
import { DateTime } from '~/components/ui/date_time'
import { GopAmount } from '~/features/gops/gop_status'
import type { GopWithdrawalRow, GopWithdrawalsPage, WithdrawalOptions } from '~/features/gops/types'
import { CaseChildTab, LongTextCell } from './case_child_tab'
import { labelIn } from './case_view'
import type { CaseRecord } from './types'

const column = columnHelper<GopWithdrawalRow>()

function withdrawalColumns(options: WithdrawalOptions | null) {
  return column.columns([
    column.accessor('gop_number', {
      header: 'GOP',
      cell: ({ getValue }) => <span className="font-medium whitespace-nowrap">{getValue()}</span>,
      enableHiding: false,
      enableSorting: false,
    }),
    column.accessor('provider_name', {
      header: 'Provider',
      cell: ({ getValue }) => <CellText value={getValue()} />,
      enableSorting: false,
    }),
    column.accessor('gop_amount', {
      header: 'Amount withdrawn',
      cell: ({ row }) => (
        <GopAmount amount={row.original.gop_amount} currency={row.original.gop_currency_code} />
      ),
      enableSorting: false,
      meta: { className: 'text-right' },
    }),
    column.accessor('reason', {
      header: 'Reason',
      cell: ({ getValue }) => <CellText value={labelIn(options?.reasons ?? [], getValue())} />,
      enableSorting: false,
    }),
    column.accessor('remarks', {
      header: 'Remarks',
      cell: ({ getValue }) => <LongTextCell value={getValue()} />,
      enableSorting: false,
      meta: { className: 'min-w-48 max-w-sm whitespace-normal' },
    }),
    column.accessor('status', {
      header: 'Letter',
      cell: ({ row }) => (
        <span className="grid justify-items-start gap-0.5">
          <Badge variant="outline" data-testid="withdrawal-status">
            {row.original.status === 'sent' ? 'Sent' : 'Not sent'}
          </Badge>
          <DeliveryNote delivery={row.original.delivery} />
        </span>
      ),
      enableSorting: false,
      meta: { className: 'whitespace-normal max-w-64' },
    }),
    column.accessor('created_at', {
      header: 'Withdrawn',
      cell: ({ row }) => (
        <span className="grid gap-0.5">
          <DateTime value={row.original.created_at} />
          <span className="text-xs text-muted-foreground">{row.original.created_by}</span>
        </span>
      ),
    }),
  ])
}

/** A withdrawal's letter, read and sent from its row (or asked about once it is made). */
function withdrawalLetter(caseId: number, withdrawal: GopWithdrawalRow): LetterDocument {
  return {
    routes: 'navigate.cases.withdrawals',
    caseId,
    id: withdrawal.id,
    name: `Withdrawal of ${withdrawal.gop_number}`,
    delivery: withdrawal.delivery,
  }
}

/**
 * The case's WGOP tab (SPEC.md §2 `withdrawal-of-gops`, access-withdrawal-of-gops): an issued GOP
 * withdrawn with a reason from SPEC.md §3's list; it then counts nothing and shows as withdrawn
 * on the GOP tab and list. A withdrawal is final (a new GOP is issued if needed again); its
 * letter, written when it was made, is read here and sent to the provider like a GOP's. Once
 * made, who may send it is asked at once whether to: until it is sent, the provider still holds
 * a GOP that looks valid.
 */
export function CaseGopWithdrawalsTab({
  caseRecord,
  withdrawals,
  options,
}: {
  caseRecord: CaseRecord
  withdrawals: GopWithdrawalsPage | undefined
  options: WithdrawalOptions | null | undefined
}) {
  const letters = useLetterPreview()
  useDeliveryPolling('withdrawals', withdrawals?.rows)
  const documentOf = (withdrawal: GopWithdrawalRow) => withdrawalLetter(caseRecord.id, withdrawal)
  // The GOP the dialog withdraws; once it is saved, its new withdrawal is offered for sending
  // (one GOP has one withdrawal, and the tab comes back newest first, so it is on the page).
  const withdrawing = useRef<string | null>(null)
  const [made, setMade] = useState<string | null>(null)
  const open = letters.open
  const caseId = caseRecord.id
  useEffect(() => {
    if (made === null) return
    setMade(null)
    // Asked only where the server offers its first send (who may send it, nothing sent yet).
    const withdrawal = withdrawals?.rows.find(
      (row) => String(row.gop_id) === made && offers(row.actions, 'send') && row.delivery === null
    )
    if (!withdrawal) return
    open({
      ...letterOf(withdrawalLetter(caseId, withdrawal), 'send'),
      ask: {
        question: `Send the withdrawal of ${withdrawal.gop_number} now?`,
        why: 'Until it is sent, the provider still holds a GOP that looks valid. Read it, then send it, or send it later from its row.',
      },
    })
  }, [made, withdrawals, open, caseId])
  return (
    <>
      <CaseChildTab
        caseRecord={caseRecord}
        prop="withdrawals"
        page={options ? withdrawals : undefined}
        alsoLoads={['withdrawalOptions']}
        routes="navigate.cases.withdrawals"
        nouns={{ one: 'withdrawal', many: 'withdrawals', title: 'Withdrawals of GOPs (WGOP)' }}
        intro="Guarantees taken back from a provider, with why."
        columns={withdrawalColumns(options ?? null)}
        rowLabel={(withdrawal) => `the withdrawal of ${withdrawal.gop_number}`}
        dialogDescription={() =>
          `Withdraw an approved or sent guarantee on case ${caseRecord.number}. It then counts nothing in the case's totals. This cannot be undone.`
        }
        fields={() =>
          options ? (
            <>
              <SelectField
                name="gop_id"
                label="GOP"
                required
                onChange={(value) => {
                  withdrawing.current = value || null
                }}
                options={options.gops}
                className="sm:col-span-2"
                hint={
                  options.gops.length === 0 ? 'No approved or sent GOP to withdraw.' : undefined
                }
              />
              <SelectField
                name="reason"
                label="Reason"
                required
                options={options.reasons}
                className="sm:col-span-2"
              />
              <TextareaField
                name="remarks"
                label="Remarks"
                maxLength={2000}
                rows={3}
                className="sm:col-span-2"
              />
            </>
          ) : null
        }
        emptyHint="Withdraw an issued GOP with “Add withdrawal”."
        onSaved={(row) => {
          if (row === null && withdrawing.current) setMade(withdrawing.current)
          withdrawing.current = null
        }}
        readActions={(withdrawal) => [
          readLetterAction(documentOf(withdrawal), false, letters.open),
        ]}
        moreActions={(withdrawal) =>
          sendLetterActions(documentOf(withdrawal), withdrawal.actions, letters.open)
        }
      />
      {letters.dialog}
    </>
  )
}
