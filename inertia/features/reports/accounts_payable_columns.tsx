import type { Data } from '@generated/data'
import { PAYMENT_METHODS } from '#contracts/charge_slip_options'
import { CellText, columnHelper } from '~/components/data_table'
import { CalendarDate } from '~/components/ui/date_time'
import { ChargeSlipStatusBadge } from '~/features/charge_slips/charge_slip_status'
import { Amount } from './case_report_columns'
import { CaseAndName, InCenterAmount, pastDueColumn } from './report_aging_cell'

export type AccountsPayableRow = Data.AccountsPayableReport

const column = columnHelper<AccountsPayableRow>()

const PAYMENT_METHOD_LABELS: Record<string, string> = Object.fromEntries(
  PAYMENT_METHODS.map((method) => [method.value, method.label])
)

/**
 * The accounts payable report's preview (app/reports/accounts_payable_report.ts): invoice date
 * and billed amount sort; every filter is a report dimension of the toolbar.
 */
export const accountsPayableColumns = column.columns([
  column.accessor('invoice_number', {
    header: 'Invoice',
    cell: ({ getValue }) => <span className="font-medium whitespace-nowrap">{getValue()}</span>,
    enableHiding: false,
    meta: { link: true },
  }),
  column.accessor('provider', {
    header: 'Provider',
    cell: ({ getValue }) => <CellText value={getValue()} />,
    meta: { filter: { title: 'Provider' }, className: 'min-w-32 whitespace-normal' },
  }),
  column.accessor('case_number', {
    header: 'Case',
    cell: ({ row }) => <CaseAndName number={row.original.case_number} name={row.original.client} />,
    meta: { className: 'whitespace-nowrap' },
  }),
  column.accessor('member', {
    header: 'Member',
    cell: ({ getValue }) => <CellText value={getValue()} />,
    meta: { filter: { title: 'Member' }, className: 'min-w-32 whitespace-normal' },
  }),
  column.accessor('status', {
    // The slip's own state is SPEC.md's "Charge Slip" filter; "Status" is its case's.
    id: 'charge_slip',
    header: 'Status',
    cell: ({ getValue }) => <ChargeSlipStatusBadge status={getValue()} />,
    meta: { filter: { title: 'Charge Slip' }, className: 'w-24' },
  }),
  column.accessor('invoice_date', {
    header: 'Invoice date',
    cell: ({ getValue }) => <CalendarDate value={getValue()} />,
    meta: { className: 'whitespace-nowrap' },
  }),
  pastDueColumn<AccountsPayableRow>(),
  column.accessor('payment_method', {
    header: 'Payment',
    cell: ({ getValue }) => PAYMENT_METHOD_LABELS[getValue()] ?? getValue(),
    meta: { defaultHidden: true },
  }),
  column.accessor('amount_billed', {
    header: 'Billed',
    cell: ({ row }) => (
      <Amount amount={row.original.amount_billed} currency={row.original.currency} />
    ),
    // What is owed ("To pay") is what the report is for; the billed amount is one click away.
    meta: { className: 'text-right', defaultHidden: true },
  }),
  column.accessor('to_pay', {
    header: 'To pay',
    cell: ({ row }) => <Amount amount={row.original.to_pay} currency={row.original.currency} />,
    meta: { className: 'text-right' },
  }),
  column.accessor('to_pay_in_center', {
    header: 'In center currency',
    cell: ({ row }) => (
      <InCenterAmount
        amount={row.original.to_pay_in_center}
        currency={row.original.center_currency}
      />
    ),
    meta: { className: 'text-right' },
  }),
])
