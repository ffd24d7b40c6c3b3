import { programStatusLabel } from '#contracts/program_statuses'
import { Badge } from '~/components/ui/badge'
import { CalendarDate } from '~/components/ui/date_time'

const STATUS_CLASSES: Record<string, string> = {
  active: 'border-transparent bg-success/15 text-success',
  suspended: 'border-transparent bg-warning/15 text-warning',
  expired: 'border-border text-muted-foreground',
}

/** A program's status, coloured by whether cases may be opened under it. */
export function ProgramStatusBadge({ status }: { status: string }) {
  return (
    <Badge className={STATUS_CLASSES[status]} data-testid="program-status" data-status={status}>
      {programStatusLabel(status)}
    </Badge>
  )
}

/** "01 Jan 2026 – 31 Dec 2026", or "from 01 Jan 2026" when the program has no end date. */
export function Validity({ from, to }: { from: string; to: string | null }) {
  return (
    <span className="whitespace-nowrap">
      {to ? null : <span className="text-muted-foreground">from </span>}
      <CalendarDate value={from} />
      {to ? (
        <>
          <span className="text-muted-foreground"> – </span>
          <CalendarDate value={to} />
        </>
      ) : null}
    </span>
  )
}
