import { cn } from '~/lib/cn'

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/*
 * A calendar day is no instant: it is formatted in UTC so that no time zone moves it to the day
 * before or after (ui/date_time formats instants, with the time and zone).
 */
const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})

/** '2026-11-20' → '20 Nov 2026'; an unreadable value is returned as it came. */
export function formatCalendarDate(value: string): string {
  const match = ISO_DATE.exec(value)
  if (!match) return value
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date)
}

/** A 'YYYY-MM-DD' day as a <time>; a muted dash when there is none. */
export function CalendarDate({ value, className }: { value: string | null; className?: string }) {
  if (!value) return <span className={cn('text-muted-foreground', className)}>—</span>
  return (
    <time dateTime={value} className={cn('whitespace-nowrap tabular-nums', className)}>
      {formatCalendarDate(value)}
    </time>
  )
}
