import { RFP_STATUSES, type RfpStatus } from '#contracts/rfp_options'
import { Badge } from '~/components/ui/badge'
import { STATUS_TONES } from '~/components/ui/status_tones'
import { cn } from '~/lib/cn'

/** An RFP status's one colour wherever it shows, in the tones of the other money documents. */
const STATUS_CLASSES: Record<RfpStatus, string> = {
  pending: STATUS_TONES.waiting,
  approved: STATUS_TONES.promised,
  collected: STATUS_TONES.done,
}

const LABELS = Object.fromEntries(RFP_STATUSES.map((status) => [status.value, status.label]))

export function RfpStatusBadge({ status }: { status: string }) {
  const known = (status in STATUS_CLASSES ? status : 'pending') as RfpStatus
  return (
    <Badge
      variant="outline"
      className={cn('font-medium', STATUS_CLASSES[known])}
      data-testid="rfp-status"
    >
      {LABELS[status] ?? status}
    </Badge>
  )
}
