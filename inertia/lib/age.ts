export interface Age {
  years: number
  months: number
}

/**
 * Parses a date of birth. A bare `YYYY-MM-DD` is read as a calendar date (not UTC midnight),
 * so the result does not shift by a day in time zones west of UTC.
 */
function toDate(value: Date | string): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim())
  const date = dateOnly
    ? new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]))
    : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/**
 * Completed years and months between a date of birth and `today` (SPEC.md §9), which is the
 * selected center's day (`useCenterToday()`), not the browser's. Returns null for an unreadable
 * date or a birth date in the future.
 */
export function ageFrom(dateOfBirth: Date | string, todayValue: Date | string): Age | null {
  const birth = toDate(dateOfBirth)
  const today = toDate(todayValue)
  if (!birth || !today) return null
  let months =
    (today.getFullYear() - birth.getFullYear()) * 12 + (today.getMonth() - birth.getMonth())
  // The current month only counts once its day-of-month has been reached.
  if (today.getDate() < birth.getDate()) months -= 1
  if (months < 0) return null
  return { years: Math.floor(months / 12), months: months % 12 }
}

/** "34 years 2 months", "1 year", "5 months"; an empty string when the date is unusable. */
export function formatAge(dateOfBirth: Date | string, today: Date | string): string {
  const age = ageFrom(dateOfBirth, today)
  if (!age) return ''
  const parts: string[] = []
  if (age.years > 0) parts.push(`${age.years} ${age.years === 1 ? 'year' : 'years'}`)
  if (age.months > 0 || age.years === 0) {
    parts.push(`${age.months} ${age.months === 1 ? 'month' : 'months'}`)
  }
  return parts.join(' ')
}
