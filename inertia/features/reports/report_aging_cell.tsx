import { CodeText, columnHelper, type DataTableColumn } from '~/components/data_table'
import { cn } from '~/lib/cn'
import { Amount } from './case_report_columns'

const BUCKET_LABELS: Record<string, string> = {
  'current': 'Current',
  '1_30': '1–30 days',
  '31_60': '31–60 days',
  '61_90': '61–90 days',
  'over_90': '> 90 days',
}

/**
 * How long past due a document is (app/reports/report_aging.ts): its days in words and its
 * bucket, the oldest in the warning colour as well as in words, so it reads without colour.
 */
export function PastDue({ days, bucket }: { days: number; bucket: string }) {
  return (
    <span className="grid whitespace-nowrap">
      <span
        className={cn(
          'tabular-nums',
          bucket === 'over_90' && 'font-medium text-destructive',
          bucket === '61_90' && 'text-warning-text'
        )}
      >
        {days <= 0 ? 'Not yet due' : `${days} day${days === 1 ? '' : 's'} past due`}
      </span>
      <span className="text-xs text-muted-foreground">{BUCKET_LABELS[bucket] ?? bucket}</span>
    </span>
  )
}

/** What the accounts payable and receivable rows share (app/reports/report_aging.ts). */
type AgedRow = { days_past_due: number; aging: string }

/** Both aged reports' "Past due" column: its id is the report's Aging filter. */
export function pastDueColumn<Row extends AgedRow>(): DataTableColumn<Row> {
  return columnHelper<Row>().accessor((row) => row.days_past_due, {
    id: 'aging',
    header: 'Past due',
    cell: ({ row }) => <PastDue days={row.original.days_past_due} bucket={row.original.aging} />,
    meta: { filter: { title: 'Aging' } },
  })
}

/** A document's case number over a second name (its client or its member). */
export function CaseAndName({ number, name }: { number: string; name: string }) {
  return (
    <span className="grid">
      <CodeText value={number} />
      <span className="text-xs text-muted-foreground">{name}</span>
    </span>
  )
}

/** An amount owed in the center's currency, or that no exchange rate converts it. */
export function InCenterAmount({
  amount,
  currency,
}: {
  amount: string | null
  currency: string | null
}) {
  return amount === null ? (
    <span className="text-xs text-muted-foreground">No rate</span>
  ) : (
    <Amount amount={amount} currency={currency} />
  )
}
