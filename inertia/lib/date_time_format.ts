/**
 * Dates as the application shows them: in a time zone, in one of General settings' formats
 * (app/contracts/date_formats.ts), with the zone named. Pure, so it runs in unit tests.
 */

export interface DateDisplay {
  timeZone: string
  /** A DATE_FORMATS value (app/contracts/date_formats.ts). */
  dateFormat: string
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-GB', {
        timeZone,
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZoneName: 'short',
      })
    } catch {
      // An unknown zone (an old stored value) falls back to UTC rather than breaking the page.
      formatter = formatterFor('UTC')
    }
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/** "22 Nov 2026, 18:16 GMT+8" (or 2026-11-22 18:16 GMT+8…); '' for a missing or bad value. */
export function formatDateTime(
  value: string | Date | null | undefined,
  display: DateDisplay = { timeZone: 'UTC', dateFormat: 'dd MMM yyyy' }
): string {
  if (!value) return ''
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  const parts = Object.fromEntries(
    formatterFor(display.timeZone)
      .formatToParts(date)
      .map((part) => [part.type, part.value])
  )
  const day = display.dateFormat
    .replace('dd', parts.day)
    .replace('MMM', MONTHS[Number(parts.month) - 1])
    .replace('MM', parts.month)
    .replace('yyyy', parts.year)
  return `${day}, ${parts.hour}:${parts.minute} ${parts.timeZoneName}`
}
