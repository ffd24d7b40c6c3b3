import { GOP_STATUSES, type GopStatus } from '#contracts/gop_options'
import { Badge } from '~/components/ui/badge'
import { cn } from '~/lib/cn'
import { moneyText } from '#contracts/money'
import { STATUS_TONES } from '~/components/ui/status_tones'

/**
 * A GOP status's one colour wherever it shows: waiting for a decision, a promise to pay,
 * refused, in the provider's hands; a withdrawn GOP is void whatever its status, since it
 * guarantees nothing any more.
 */
const STATUS_CLASSES: Record<GopStatus, string> = {
  pending: STATUS_TONES.waiting,
  approved: STATUS_TONES.promised,
  declined: STATUS_TONES.refused,
  sent: STATUS_TONES.done,
}

const LABELS = Object.fromEntries(GOP_STATUSES.map((status) => [status.value, status.label]))

export function GopStatusBadge({ status, withdrawn }: { status: string; withdrawn: boolean }) {
  const known = (status in STATUS_CLASSES ? status : 'pending') as GopStatus
  return (
    <Badge
      variant="outline"
      className={cn('font-medium', withdrawn ? STATUS_TONES.void : STATUS_CLASSES[known])}
      data-testid="gop-status"
    >
      {withdrawn ? 'Withdrawn' : (LABELS[status] ?? status)}
    </Badge>
  )
}

/** "THB 150,000.00": a decimal string grouped as written, never through a float. */
export function formatAmount(amount: string | null, currency: string | null): string {
  return amount === null ? '' : moneyText(currency, amount)
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
