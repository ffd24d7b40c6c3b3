import { GOP_STATUSES, type GopStatus } from '#contracts/gop_options'
import { Badge } from '~/components/ui/badge'
import { cn } from '~/lib/cn'

/**
 * A GOP status's one colour wherever it shows: waiting for a decision (amber), a promise to pay
 * (blue), refused (red), in the provider's hands (green); a withdrawn GOP is struck out in slate
 * whatever its status, since it guarantees nothing any more.
 */
const STATUS_CLASSES: Record<GopStatus, string> = {
  pending:
    'border-amber-300/70 bg-amber-100 text-amber-900 dark:border-amber-400/30 dark:bg-amber-400/15 dark:text-amber-200',
  approved:
    'border-blue-300/70 bg-blue-100 text-blue-900 dark:border-blue-400/30 dark:bg-blue-400/15 dark:text-blue-200',
  declined:
    'border-red-300/70 bg-red-100 text-red-900 dark:border-red-400/30 dark:bg-red-400/15 dark:text-red-200',
  sent: 'border-emerald-300/70 bg-emerald-100 text-emerald-900 dark:border-emerald-400/30 dark:bg-emerald-400/15 dark:text-emerald-200',
}
const WITHDRAWN =
  'border-slate-300 bg-slate-100 text-slate-700 line-through dark:border-slate-400/30 dark:bg-slate-400/15 dark:text-slate-300'

const LABELS = Object.fromEntries(GOP_STATUSES.map((status) => [status.value, status.label]))

export function GopStatusBadge({ status, withdrawn }: { status: string; withdrawn: boolean }) {
  const known = (status in STATUS_CLASSES ? status : 'pending') as GopStatus
  return (
    <Badge
      variant="outline"
      className={cn('font-medium', withdrawn ? WITHDRAWN : STATUS_CLASSES[known])}
      data-testid="gop-status"
    >
      {withdrawn ? 'Withdrawn' : (LABELS[status] ?? status)}
    </Badge>
  )
}

/** "THB 150,000.00": a decimal string grouped as written, never through a float. */
export function formatAmount(amount: string | null, currency: string | null): string {
  if (amount === null) return ''
  const [units, cents = '00'] = amount.split('.')
  const grouped = units.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${currency ?? ''} ${grouped}.${cents.padEnd(2, '0')}`.trim()
}

export function GopAmount({
  amount,
  currency,
}: {
  amount: string | null
  currency: string | null
}) {
  return <span className="tabular-nums whitespace-nowrap">{formatAmount(amount, currency)}</span>
}
