import { cn } from '~/lib/cn'

/*
 * Dates are shown with their time zone named (PRODUCT.md "Look and feel"). The page does not
 * receive the center's time zone yet, so the browser's zone is used and printed beside the time.
 */
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
})

/** "22 Nov 2025, 08:16 UTC"; an empty string for a missing or unreadable value. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return ''
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat.format(date)
}

/** A machine-readable <time>; an em dash when there is no value. */
export function DateTime({
  value,
  className,
}: {
  value: string | Date | null | undefined
  className?: string
}) {
  const text = formatDateTime(value)
  if (!text) return <span className={cn('text-muted-foreground', className)}>—</span>
  const iso = value instanceof Date ? value.toISOString() : (value ?? undefined)
  return (
    <time dateTime={iso} className={cn('whitespace-nowrap tabular-nums', className)}>
      {text}
    </time>
  )
}
