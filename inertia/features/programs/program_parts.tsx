import { programStatusLabel } from '#contracts/program_statuses'
import { CalendarDate } from '~/components/ui/date_time'
import { StatusBadge } from '~/components/ui/status_badge'

/** A program's status (active green, suspended amber, expired grey: STATUS_TONES). */
export function ProgramStatusBadge({ status }: { status: string }) {
  return (
    <StatusBadge status={status} data-testid="program-status">
      {programStatusLabel(status)}
    </StatusBadge>
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
