import type { Data } from '@generated/data'
import { CellText, columnHelper } from '~/components/data_table'
import { CalendarDate, DateTime } from '~/components/ui/date_time'
import { RfpStatusBadge } from '~/features/rfps/rfp_status'
import { Amount } from './case_report_columns'
import { CaseAndName, InCenterAmount, pastDueColumn } from './report_aging_cell'

export type AccountsReceivableRow = Data.AccountsReceivableReport

const column = columnHelper<AccountsReceivableRow>()

/**
 * The accounts receivable report's preview (app/reports/accounts_receivable_report.ts): due
 * date, issue date and amount sort; every filter is a report dimension of the toolbar.
 */
export const accountsReceivableColumns = column.columns([
  column.accessor('number', {
    header: 'RFP',
    cell: ({ getValue }) => <span className="font-medium whitespace-nowrap">{getValue()}</span>,
    enableHiding: false,
    meta: { link: true },
  }),
  column.accessor('client', {
    header: 'Client',
    cell: ({ getValue }) => <CellText value={getValue()} />,
    meta: { filter: { title: 'Client' }, className: 'min-w-40 whitespace-normal' },
  }),
  column.accessor('case_number', {
    header: 'Case',
    cell: ({ row }) => <CaseAndName number={row.original.case_number} name={row.original.member} />,
    meta: { className: 'whitespace-nowrap' },
  }),
  column.accessor('status', {
    // The RFP's own state is SPEC.md's "Request For Payment" filter; "Status" is its case's.
    id: 'rfp',
    header: 'Status',
    cell: ({ getValue }) => <RfpStatusBadge status={getValue()} />,
    meta: { filter: { title: 'Request For Payment' }, className: 'w-24' },
  }),
  column.accessor('issue_date', {
    header: 'Issued',
    cell: ({ getValue }) => <CalendarDate value={getValue()} />,
    meta: { className: 'whitespace-nowrap' },
  }),
  column.accessor('sent_at', {
    header: 'Sent',
    cell: ({ getValue }) => <DateTime value={getValue()} />,
    meta: { className: 'whitespace-nowrap', defaultHidden: true },
  }),
  column.accessor('due_date', {
    header: 'Due',
    cell: ({ getValue }) => <CalendarDate value={getValue()} />,
    meta: { className: 'whitespace-nowrap' },
  }),
  pastDueColumn<AccountsReceivableRow>(),
  column.accessor('amount', {
    header: 'Amount',
    cell: ({ row }) => <Amount amount={row.original.amount} currency={row.original.currency} />,
    meta: { className: 'text-right' },
  }),
  column.accessor('amount_in_center', {
    header: 'In center currency',
    cell: ({ row }) => (
      <InCenterAmount
        amount={row.original.amount_in_center}
        currency={row.original.center_currency}
      />
    ),
    meta: { className: 'text-right' },
  }),
])
