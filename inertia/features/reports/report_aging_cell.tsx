import { cn } from '~/lib/cn'

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
