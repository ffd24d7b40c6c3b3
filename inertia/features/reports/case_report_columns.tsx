import type { Data } from '@generated/data'
import { CellText, CodeText, columnHelper } from '~/components/data_table'
import { DateTime } from '~/components/ui/date_time'
import { CaseStatusBadge } from '~/features/cases/case_status_badge'
import { EvacuationMark } from '~/features/cases/cases_columns'
import { groupedAmount } from '#contracts/money'

export type CaseReportRow = Data.CaseReport

const column = columnHelper<CaseReportRow>()

const BUCKET_LABELS: Record<string, string> = {
  'up_to_7': '≤ 7 days',
  '8_to_30': '8–30 days',
  '31_to_90': '31–90 days',
  'over_90': '> 90 days',
}

/** A money cell: the server's decimal string, grouped, with the center's currency code. */
export function Amount({ amount, currency }: { amount: string; currency: string | null }) {
  return (
    <span className="whitespace-nowrap tabular-nums">
      {amount === '0.00' ? (
        <span className="text-muted-foreground">0.00</span>
      ) : (
        groupedAmount(amount)
      )}
      {currency ? <span className="ml-1 text-xs text-muted-foreground">{currency}</span> : null}
    </span>
  )
}

/**
 * The case report's preview (app/reports/case_report.ts): number, opening, billing and closing
 * sort; every filter is a report dimension of the toolbar, not a column's. At 1280 px it shows
 * the case, its people, when it opened, how long it took and its money; the program, incident,
 * owner and the billed and closed days are a click away (Columns), and in every export.
 */
export const caseReportColumns = column.columns([
  column.accessor('number', {
    header: 'Case',
    cell: ({ getValue }) => <CodeText value={getValue()} />,
    enableHiding: false,
    meta: { link: true, className: 'whitespace-nowrap' },
  }),
  column.accessor('status', {
    header: 'Status',
    cell: ({ getValue }) => <CaseStatusBadge status={getValue()} />,
    meta: { filter: { title: 'Status' }, className: 'w-24' },
  }),
  column.accessor('client', {
    header: 'Client',
    cell: ({ getValue }) => <CellText value={getValue()} />,
    meta: { filter: { title: 'Client' }, className: 'min-w-32 whitespace-normal' },
  }),
  column.accessor('program', {
    header: 'Program',
    cell: ({ getValue }) => <CellText value={getValue()} />,
    meta: {
      filter: { title: 'Program' },
      className: 'min-w-32 whitespace-normal',
      defaultHidden: true,
    },
  }),
  column.accessor('member', {
    header: 'Member',
    cell: ({ row }) => (
      <span className="grid">
        <span>{row.original.member}</span>
        <span className="font-mono text-xs text-muted-foreground">
          {row.original.policy_number}
        </span>
      </span>
    ),
    meta: { filter: { title: 'Member' }, className: 'min-w-40 whitespace-normal' },
  }),
  column.accessor('incident_type', {
    header: 'Incident',
    cell: ({ row }) => (
      <span className="grid justify-items-start gap-0.5">
        <CellText value={row.original.incident_type} />
        {row.original.is_evacuation ? <EvacuationMark /> : null}
      </span>
    ),
    meta: { className: 'min-w-32 whitespace-normal', defaultHidden: true },
  }),
  column.accessor('owner', {
    header: 'Owner',
    cell: ({ getValue }) => <CellText value={getValue()} />,
    meta: { className: 'min-w-28 whitespace-normal', defaultHidden: true },
  }),
  column.accessor('opened_at', {
    header: 'Opened',
    cell: ({ getValue }) => <DateTime value={getValue()} />,
    meta: { className: 'whitespace-nowrap' },
  }),
  column.accessor('billed_at', {
    header: 'Billed',
    cell: ({ getValue }) => <DateTime value={getValue()} />,
    meta: { className: 'whitespace-nowrap', defaultHidden: true },
  }),
  column.accessor('closed_at', {
    header: 'Closed',
    cell: ({ getValue }) => <DateTime value={getValue()} />,
    meta: { className: 'whitespace-nowrap', defaultHidden: true },
  }),
  column.accessor('closed_duration', {
    header: 'Duration',
    cell: ({ row }) =>
      row.original.closed_days === null ? (
        <span className="text-muted-foreground">Open</span>
      ) : (
        <span className="grid whitespace-nowrap">
          <span className="tabular-nums">
            {row.original.closed_days} day{row.original.closed_days === 1 ? '' : 's'}
          </span>
          <span className="text-xs text-muted-foreground">
            {BUCKET_LABELS[row.original.closed_duration ?? ''] ?? ''}
          </span>
        </span>
      ),
    meta: { label: 'Case Closed Duration', filter: { title: 'Case Closed Duration' } },
  }),
  column.accessor('is_evacuation', {
    id: 'evacuation',
    header: 'Evacuation',
    cell: ({ getValue }) => (getValue() ? 'Yes' : 'No'),
    meta: { filter: { title: 'Evacuation' }, defaultHidden: true },
  }),
  column.accessor('gop_total', {
    header: 'GOP issued',
    cell: ({ row }) => <Amount amount={row.original.gop_total} currency={row.original.currency} />,
    meta: { className: 'text-right' },
  }),
  column.accessor('billed_total', {
    header: 'Billed amount',
    cell: ({ row }) => (
      <Amount amount={row.original.billed_total} currency={row.original.currency} />
    ),
    meta: { className: 'text-right' },
  }),
  column.accessor('invoiced_total', {
    header: 'Invoiced',
    cell: ({ row }) => (
      <Amount amount={row.original.invoiced_total} currency={row.original.currency} />
    ),
    meta: { className: 'text-right' },
  }),
])
