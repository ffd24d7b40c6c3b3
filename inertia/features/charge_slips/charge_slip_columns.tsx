import { PAYMENT_METHODS } from '#contracts/charge_slip_options'
import { caseNumberColumn, caseTabOf } from '~/features/cases/case_tab_link'
import { CellText, columnHelper } from '~/components/data_table'
import { CalendarDate } from '~/components/ui/date_time'
import { GopAmount } from '~/features/gops/gop_status'
import { ChargeSlipStatusBadge } from './charge_slip_status'
import { ChargeSlipFlags } from './charge_slip_flags'
import type { ChargeSlipRow } from './types'

const column = columnHelper<ChargeSlipRow>()

/** Its place: its case's charge-slips tab. */
export const chargeSlipTabOf = (slip: ChargeSlipRow) => caseTabOf(slip.case_id, 'charge-slips')

const PAYMENT_METHOD_LABELS: Record<string, string> = Object.fromEntries(
  PAYMENT_METHODS.map((method) => [method.value, method.label])
)

const CASE_COLUMN = caseNumberColumn<ChargeSlipRow>('charge-slips', 'charge-slip-case-link')

const COLUMNS = column.columns([
  column.accessor('invoice_number', {
    header: 'Invoice',
    cell: ({ row }) => (
      <span className="grid gap-0.5">
        <span className="font-medium whitespace-nowrap">{row.original.invoice_number}</span>
        {row.original.case_file_name ? (
          <span className="text-xs text-muted-foreground">{row.original.case_file_name}</span>
        ) : null}
      </span>
    ),
    enableHiding: false,
  }),
  column.accessor('provider_name', {
    header: 'Provider',
    cell: ({ row }) => (
      <span className="grid gap-0.5">
        <span>{row.original.provider_name}</span>
        {row.original.gop_number ? (
          <span className="text-xs text-muted-foreground">Against {row.original.gop_number}</span>
        ) : null}
      </span>
    ),
    enableSorting: false,
    meta: { className: 'min-w-40 whitespace-normal' },
  }),
  column.accessor('invoice_date', {
    header: 'Invoice date',
    cell: ({ getValue }) => <CalendarDate value={getValue()} />,
  }),
  column.accessor('amount_billed', {
    id: 'amount',
    header: 'Billed',
    cell: ({ row }) => (
      <GopAmount amount={row.original.amount_billed} currency={row.original.currency_code} />
    ),
    meta: { className: 'text-right' },
  }),
  column.accessor('amount_approved', {
    header: 'Approved',
    cell: ({ row }) =>
      row.original.amount_approved === null ? (
        <span className="text-muted-foreground">—</span>
      ) : (
        <span className="grid gap-0.5">
          <GopAmount amount={row.original.amount_approved} currency={row.original.currency_code} />
          {row.original.approved_in_center !== null &&
          row.original.center_currency_code !== row.original.currency_code ? (
            <span className="text-xs text-muted-foreground">
              <GopAmount
                amount={row.original.approved_in_center}
                currency={row.original.center_currency_code}
              />
            </span>
          ) : null}
        </span>
      ),
    enableSorting: false,
    meta: { className: 'text-right' },
  }),
  column.accessor('status', {
    header: 'Status',
    cell: ({ row }) => (
      <span className="grid justify-items-start gap-0.5">
        <ChargeSlipStatusBadge status={row.original.status} />
        {row.original.decline_reason ? (
          <span className="text-xs text-muted-foreground">{row.original.decline_reason}</span>
        ) : null}
        {row.original.payment_reference ? (
          <span className="text-xs text-muted-foreground">
            Paid <CalendarDate value={row.original.payment_date} /> ·{' '}
            {row.original.payment_reference}
          </span>
        ) : null}
        <ChargeSlipFlags slip={row.original} />
      </span>
    ),
    enableSorting: false,
    meta: { className: 'whitespace-normal max-w-72' },
  }),
  column.accessor('payment_method', {
    header: 'Payment method',
    cell: ({ getValue }) => <CellText value={PAYMENT_METHOD_LABELS[getValue()] ?? getValue()} />,
    enableSorting: false,
    meta: { defaultHidden: true },
  }),
])

/**
 * The columns of every charge slip table: a case's tab, and the center's list (`withCase`: its
 * case's number, linking to the slip's tab). Amounts in the slip's currency and, once approved
 * in another, in the center's at the fixed rate; the status carries the cost-containment flags.
 */
export function chargeSlipColumns({ withCase }: { withCase: boolean }) {
  const [invoice, ...rest] = COLUMNS
  return withCase ? [invoice, CASE_COLUMN, ...rest] : COLUMNS
}
