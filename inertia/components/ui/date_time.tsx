import { usePage } from '@inertiajs/react'
import { cn } from '~/lib/cn'
import { formatCalendarDate, formatDateTime, type DateDisplay } from '#contracts/date_text'

/*
 * Dates are shown with their time zone named (PRODUCT.md "Look and feel"): the user's own zone
 * if they chose one, else the zone of the center they work in, else the company default; in
 * the date format of General settings. Both arrive with every page (shared `display`).
 */

/** How the signed-in user reads dates (shared settings); UTC on pages without them. */
export function useDateDisplay(): DateDisplay {
  const display = usePage().props.display as
    Partial<{ time_zone: string; date_format: string }> | undefined
  return {
    timeZone: display?.time_zone ?? 'UTC',
    dateFormat: display?.date_format ?? 'dd MMM yyyy',
  }
}

/** A machine-readable <time>; an em dash when there is no value. */
export function DateTime({
  value,
  className,
}: {
  value: string | Date | null | undefined
  className?: string
}) {
  const display = useDateDisplay()
  const text = formatDateTime(value, display)
  if (!text) return <span className={cn('text-muted-foreground', className)}>—</span>
  const iso = value instanceof Date ? value.toISOString() : (value ?? undefined)
  return (
    <time
      dateTime={iso}
      // "GMT+8" is shared by several zones: the zone's own name is one hover away.
      title={display.timeZone.replaceAll('_', ' ')}
      className={cn('whitespace-nowrap tabular-nums', className)}
    >
      {text}
    </time>
  )
}

/** A 'YYYY-MM-DD' day as a <time> in General settings' date format; a muted dash when none. */
export function CalendarDate({ value, className }: { value: string | null; className?: string }) {
  const { dateFormat } = useDateDisplay()
  if (!value) return <span className={cn('text-muted-foreground', className)}>—</span>
  return (
    <time dateTime={value} className={cn('whitespace-nowrap tabular-nums', className)}>
      {formatCalendarDate(value, dateFormat)}
    </time>
  )
}
