import { VERIFICATION_STATUSES, type VerificationStatus } from '#contracts/policy_verification'
import { Badge } from '~/components/ui/badge'
import { STATUS_TONES } from '~/components/ui/status_tones'
import { cn } from '~/lib/cn'

/** A request's status in the tones of the other documents: waiting, covered, refused. */
const STATUS_CLASSES: Record<VerificationStatus, string> = {
  pending: STATUS_TONES.waiting,
  verified: STATUS_TONES.done,
  not_covered: STATUS_TONES.refused,
}

const LABELS: Record<string, string> = Object.fromEntries(
  VERIFICATION_STATUSES.map((status) => [status.value, status.label])
)

export function VerificationStatusBadge({ status }: { status: string }) {
  const known = (status in STATUS_CLASSES ? status : 'pending') as VerificationStatus
  return (
    <Badge
      variant="outline"
      className={cn('font-medium', STATUS_CLASSES[known])}
      data-testid="verification-status"
    >
      {LABELS[status] ?? status}
    </Badge>
  )
}
