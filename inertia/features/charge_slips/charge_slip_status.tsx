import { CHARGE_SLIP_STATUSES, type ChargeSlipStatus } from '#contracts/charge_slip_options'
import { Badge } from '~/components/ui/badge'
import { cn } from '~/lib/cn'
import { STATUS_TONES } from '~/components/ui/status_tones'

/** A charge slip status's one colour wherever it shows, in the tones a GOP's take. */
const STATUS_CLASSES: Record<ChargeSlipStatus, string> = {
  pending: STATUS_TONES.waiting,
  approved: STATUS_TONES.promised,
  paid: STATUS_TONES.done,
  declined: STATUS_TONES.refused,
}

const LABELS = Object.fromEntries(
  CHARGE_SLIP_STATUSES.map((status) => [status.value, status.label])
)

export function ChargeSlipStatusBadge({ status }: { status: string }) {
  const known = (status in STATUS_CLASSES ? status : 'pending') as ChargeSlipStatus
  return (
    <Badge
      variant="outline"
      className={cn('font-medium', STATUS_CLASSES[known])}
      data-testid="charge-slip-status"
    >
      {LABELS[status] ?? status}
    </Badge>
  )
}
