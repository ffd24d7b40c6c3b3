import { caseNumberColumn, caseTabOf } from '~/features/cases/case_tab_link'
import { CellText, columnHelper } from '~/components/data_table'
import { CalendarDate } from '~/components/ui/date_time'
import { GopAmount } from '~/features/gops/gop_status'
import { DeliveryNote } from '~/features/gops/delivery_note'
import { RfpStatusBadge } from './rfp_status'
import type { RfpRow } from './types'

const column = columnHelper<RfpRow>()

/** Its place: its case's request-for-payments tab. */
export const rfpTabOf = (rfp: RfpRow) => caseTabOf(rfp.case_id, 'request-for-payments')

const CASE_COLUMN = caseNumberColumn<RfpRow>('request-for-payments', 'rfp-case-link')

const COLUMNS = column.columns([
  column.accessor('number', {
    header: 'Number',
    cell: ({ row }) => (
      <span className="grid gap-0.5">
        <span className="font-medium whitespace-nowrap">{row.original.number}</span>
        <span className="text-xs text-muted-foreground">{row.original.client_name}</span>
      </span>
    ),
    enableHiding: false,
  }),
  column.accessor('amount', {
    header: 'Amount',
    cell: ({ row }) => (
      <span className="grid gap-0.5">
        <GopAmount amount={row.original.amount} currency={row.original.currency_code} />
        <span className="text-xs text-muted-foreground">
          {row.original.slips === 1 ? '1 charge slip' : `${row.original.slips} charge slips`} · fee{' '}
          <GopAmount amount={row.original.service_fee} currency={row.original.currency_code} />
        </span>
      </span>
    ),
    meta: { className: 'text-right' },
  }),
  column.accessor('status', {
    header: 'Status',
    cell: ({ row }) => (
      <span className="grid justify-items-start gap-0.5">
        <RfpStatusBadge status={row.original.status} />
        <DeliveryNote delivery={row.original.delivery} />
        {row.original.collection_reference ? (
          <span className="text-xs text-muted-foreground">
            Collected <CalendarDate value={row.original.collected_on} /> ·{' '}
            {row.original.collection_reference}
          </span>
        ) : null}
      </span>
    ),
    enableSorting: false,
    meta: { className: 'whitespace-normal max-w-64' },
  }),
  column.accessor('issue_date', {
    header: 'Issued',
    cell: ({ getValue }) => <CalendarDate value={getValue()} />,
  }),
  column.accessor('due_date', {
    header: 'Due',
    cell: ({ getValue }) => <CalendarDate value={getValue()} />,
  }),
  column.accessor('remarks', {
    header: 'Remarks',
    cell: ({ getValue }) => <CellText value={getValue()} />,
    enableSorting: false,
    meta: { defaultHidden: true },
  }),
])

/**
 * The columns of every RFP table: a case's tab, and the center's list (`withCase`: its case's
 * number, linking to the RFP's tab). Amounts in the client's billing currency.
 */
export function rfpColumns({ withCase }: { withCase: boolean }) {
  const [number, ...rest] = COLUMNS
  return withCase ? [number, CASE_COLUMN, ...rest] : COLUMNS
}
