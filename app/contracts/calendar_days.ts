/**
 * "Today" and the days a date field accepts, shared by the validators and the date fields
 * (PRODUCT.md: "Today" is the selected center's calendar day everywhere). A day is
 * 'YYYY-MM-DD'; today is read on the center's clock, never the server's (UTC) or the
 * browser's, so at 07:30 in Kuala Lumpur (23:30 UTC the day before) today is Kuala Lumpur's.
 */

const dayFormatters = new Map<string, Intl.DateTimeFormat>()

function dayFormatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone)
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      })
    } catch {
      // An unknown zone (an old stored value) reads as UTC rather than breaking the request.
      formatter = dayFormatterFor('UTC')
    }
    dayFormatters.set(timeZone, formatter)
  }
  return formatter
}

/** The calendar day `now` falls on in `timeZone`, as 'YYYY-MM-DD'. */
export function calendarDayIn(timeZone: string, now: Date = new Date()): string {
  const parts: Record<string, string> = {}
  for (const part of dayFormatterFor(timeZone).formatToParts(now)) parts[part.type] = part.value
  return `${parts.year.padStart(4, '0')}-${parts.month}-${parts.day}`
}

/**
 * Whose calendar says what day it is (PRODUCT.md: the selected center's): the center the user
 * works in, else General settings' default zone (a user without a center). A zone the user
 * chose for reading times (My account) does not move "today". The server reads it in
 * app/services/center_today.ts, the date fields from the shared `display.today_zone`.
 */
export function todayZone(centerZone: string | null | undefined, companyZone: string): string {
  return centerZone ?? companyZone
}

/** The day `days` after `day` (before it when negative). */
export function shiftDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number)
  const moved = new Date(Date.UTC(2000, month - 1, date + days))
  moved.setUTCFullYear(year, month - 1, date + days)
  const pad = (value: number, size = 2) => String(value).padStart(size, '0')
  return `${pad(moved.getUTCFullYear(), 4)}-${pad(moved.getUTCMonth() + 1)}-${pad(moved.getUTCDate())}`
}

/** The same day `years` later (earlier when negative); 29 February becomes the 28th. */
export function shiftYears(day: string, years: number): string {
  const year = Number(day.slice(0, 4)) + years
  const monthDay = day.slice(5)
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
  return `${String(year).padStart(4, '0')}-${monthDay === '02-29' && !leap ? '02-28' : monthDay}`
}

/** A bound: a fixed day, or so many years from today (0: today itself). */
type Bound = { day: string } | { years: number }

/**
 * What each kind of date accepts (docs/decisions.md, "Dates: today and sensible ranges"). Wide
 * enough for every real case, narrow enough that a slip of the keys (9999-12-31, 0001-01-01,
 * 1026 for 2026) is said beside the field instead of being saved or breaking a computation.
 */
export const DAY_RANGES = {
  /** A date of birth: nobody on file was born before 1900, nobody tomorrow. */
  birth: { from: { day: '1900-01-01' }, to: { years: 0 } },
  /** Something that has happened: an incident, a diagnosis, an invoice, a payment. */
  happened: { from: { years: -10 }, to: { years: 0 } },
  /** A hospital admission, past or planned. */
  admission: { from: { years: -10 }, to: { years: 2 } },
  /** A limit, which may have passed: a guarantee's "valid until", an RFP's or a task's due day. */
  deadline: { from: { years: -10 }, to: { years: 5 } },
  /** A contract's or policy's validity, which may have started long ago. */
  validity: { from: { day: '1950-01-01' }, to: { years: 30 } },
  /** A date on an incident type's own case form: anything from a relative's birth to a flight. */
  caseForm: { from: { day: '1900-01-01' }, to: { years: 30 } },
} as const satisfies Record<string, { from: Bound; to: Bound }>

export type DayRange = keyof typeof DAY_RANGES

const boundDay = (bound: Bound, today: string) =>
  'day' in bound ? bound.day : shiftYears(today, bound.years)

/** The first and last day a field of this kind accepts, given the center's today. */
export function dayBounds(range: DayRange, today: string): { min: string; max: string } {
  const { from, to } = DAY_RANGES[range]
  return { min: boundDay(from, today), max: boundDay(to, today) }
}

const years = (count: number) => (count === 1 ? '1 year' : `${count} years`)

/**
 * Why `day` is refused for a field of this kind named `name` ("incident date"), in plain
 * words, or null when it is accepted.
 */
export function dayRangeRefusal(
  range: DayRange,
  day: string,
  today: string,
  name: string
): string | null {
  const { from, to } = DAY_RANGES[range] as { from: Bound; to: Bound }
  const { min, max } = dayBounds(range, today)
  if (day > max) {
    if ('day' in to) return `The ${name} cannot be after ${to.day.slice(0, 4)}.`
    return to.years === 0
      ? `The ${name} cannot be in the future.`
      : `The ${name} cannot be more than ${years(to.years)} from today.`
  }
  if (day < min) {
    if ('day' in from) return `The ${name} cannot be before ${from.day.slice(0, 4)}.`
    return from.years === 0
      ? `The ${name} cannot be before today.`
      : `The ${name} cannot be more than ${years(-from.years)} ago.`
  }
  return null
}
