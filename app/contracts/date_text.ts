/**
 * Dates as the application writes them, the one formatter of the client's pages, the letters
 * and the mails (issue 29: no ISO day beside "28 Nov 2026"): in a time zone, in one of General
 * settings' formats (app/contracts/date_formats.ts), with the zone named. Pure, so it runs in
 * unit tests and on both sides.
 */

/**
 * How a letter or a mail writes a day, whatever format the staff read on their screens: the
 * month in words, which no reader abroad takes for another day (11/12 is 11 December in Kuala
 * Lumpur and 12 November in the United States). General settings' default format.
 */
export const DOCUMENT_DATE_FORMAT = 'dd MMM yyyy'

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

/** A format's day part: "dd MMM yyyy" with the day, month and year filled in. */
function fillDay(dateFormat: string, day: string, month: string, year: string) {
  return dateFormat
    .replace('dd', day)
    .replace('MMM', MONTHS[Number(month) - 1])
    .replace('MM', month)
    .replace('yyyy', year)
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * A calendar day ('2026-11-20': a date of birth, a validity end) in General settings' format.
 * A day is no instant, so no time zone moves it; an unreadable value is returned as it came.
 */
export function formatCalendarDate(value: string, dateFormat = 'dd MMM yyyy'): string {
  const match = ISO_DAY.exec(value)
  if (!match) return value
  const [, year, month, day] = match
  const check = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
  if (check.getUTCMonth() !== Number(month) - 1) return value
  return fillDay(dateFormat, day, month, year)
}

/**
 * A stored day as a letter writes it: a 'YYYY-MM-DD' string, or the Date the database driver
 * reads a `date` column as (midnight on the process's clock, so its local parts are the day);
 * '' for none.
 */
export function documentDay(value: Date | string | null): string {
  if (value === null) return ''
  const iso =
    typeof value === 'string'
      ? value.slice(0, 10)
      : `${String(value.getFullYear()).padStart(4, '0')}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`
  const text = formatCalendarDate(iso, DOCUMENT_DATE_FORMAT)
  return text === iso ? '' : text
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
  const day = fillDay(display.dateFormat, parts.day, parts.month, parts.year)
  return `${day}, ${parts.hour}:${parts.minute} ${parts.timeZoneName}`
}
