import type { Data } from '@generated/data'
import { CellText, columnHelper } from '~/components/data_table'
import { groupedAmount } from '#contracts/money'

export type AccountsReportRow = Data.AccountsReport

const column = columnHelper<AccountsReportRow>()

type MeasureKey = keyof AccountsReportRow['measures']

/**
 * A measure's cell: the sum in the center's currency (the server's decimal string, grouped)
 * over how many documents; a dash where the account's kind has none (a provider's invoices).
 */
function MeasureCell({ row, measure }: { row: AccountsReportRow; measure: MeasureKey }) {
  const value = row.measures[measure]
  if (!value) return <span className="text-muted-foreground">—</span>
  return (
    <span className="grid justify-items-end whitespace-nowrap tabular-nums">
      <span className={value.amount === '0.00' ? 'text-muted-foreground' : undefined}>
        {groupedAmount(value.amount)}
        {row.currency ? (
          <span className="ml-1 text-xs text-muted-foreground">{row.currency}</span>
        ) : null}
      </span>
      <span className="text-xs text-muted-foreground">
        {value.count} document{value.count === 1 ? '' : 's'}
      </span>
    </span>
  )
}

const MEASURES: [MeasureKey, string][] = [
  ['gop', 'GOP issued'],
  ['billed', 'Billed'],
  ['invoiced', 'Invoiced'],
  ['collected', 'Collected'],
]

/**
 * The accounts report's preview (app/reports/accounts_report.ts): one client, provider or
 * user per row, sorted by name; every filter narrows the cases counted (the toolbar's).
 */
export const accountsReportColumns = column.columns([
  column.accessor('name', {
    header: 'Account',
    cell: ({ row }) => (
      <span className="grid">
        <CellText value={row.original.name} />
        <span className="font-mono text-xs text-muted-foreground">{row.original.detail}</span>
      </span>
    ),
    enableHiding: false,
    meta: { className: 'min-w-48 whitespace-normal' },
  }),
  column.accessor('cases', {
    header: 'Cases',
    cell: ({ getValue }) => <span className="tabular-nums">{getValue().toLocaleString('en')}</span>,
    meta: { className: 'text-right' },
  }),
  ...MEASURES.map(([key, header]) =>
    column.accessor((row) => row.measures[key]?.amount ?? null, {
      id: key,
      header,
      cell: ({ row }) => <MeasureCell row={row.original} measure={key} />,
      meta: { className: 'text-right' },
    })
  ),
])
