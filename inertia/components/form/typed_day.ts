/**
 * Calendar days as a person types them, in General settings' date format (the shared
 * `display.date_format`: app/contracts/date_formats.ts). Pure, so it is unit-tested.
 */

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
]

const pad = (value: number, size = 2) => String(value).padStart(size, '0')

/** 'YYYY-MM-DD' for a day that exists (years 1000–9999), else null. */
export function isoDay(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return null
  if (day > daysInMonth(year, month)) return null
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`
}

/** How many days a month has (month 1–12). */
export function daysInMonth(year: number, month: number): number {
  const date = new Date(Date.UTC(2000, month, 0))
  date.setUTCFullYear(year, month, 0)
  return date.getUTCDate()
}

/** A 'YYYY-MM-DD' day as numbers, or null when it is not one. */
export function readIsoDay(value: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  return isoDay(year, month, day) ? { year, month, day } : null
}

/** A month typed as a number or by name ("11", "Nov", "november"), 1–12; else null. */
function monthOf(text: string): number | null {
  if (/^\d{1,2}$/.test(text)) return Number(text)
  const word = text.toLowerCase().replace(/\.$/, '')
  if (word.length < 3) return null
  const index = MONTHS.findIndex((name) => name.startsWith(word))
  return index === -1 ? null : index + 1
}

/**
 * A typed day in the site's format, as 'YYYY-MM-DD'; null when it cannot be read or is no day.
 * Separators may be spaces, '/', '-', '.' or ','. A year needs its four digits (a date of
 * birth in '45' could be 1945 or 2045). An ISO day is always understood, whatever the format.
 *
 * - 'dd MMM yyyy' and 'dd/MM/yyyy': day first ("22 Nov 2026", "22/11/2026", "22 november 2026");
 * - 'MM/dd/yyyy': month first ("11/22/2026", "Nov 22 2026");
 * - 'yyyy-MM-dd': year first.
 */
export function parseTypedDay(text: string, dateFormat: string): string | null {
  const trimmed = text.trim()
  if (!trimmed) return null
  const iso = readIsoDay(trimmed)
  if (iso) return isoDay(iso.year, iso.month, iso.day)
  const parts = trimmed.split(/[\s/.,-]+/).filter(Boolean)
  if (parts.length !== 3) return null
  let order: ('day' | 'month' | 'year')[]
  if (dateFormat.startsWith('yyyy')) order = ['year', 'month', 'day']
  else if (dateFormat.startsWith('MM')) order = ['month', 'day', 'year']
  else order = ['day', 'month', 'year']
  // A month written as a word may stand first whatever the format ("Nov 22, 2026").
  if (!/^\d+$/.test(parts[0]) && order[0] === 'day') order = ['month', 'day', 'year']
  const value = Object.fromEntries(order.map((part, index) => [part, parts[index]])) as Record<
    'day' | 'month' | 'year',
    string
  >
  if (!/^\d{4}$/.test(value.year) || !/^\d{1,2}$/.test(value.day)) return null
  const month = monthOf(value.month)
  if (month === null) return null
  return isoDay(Number(value.year), month, Number(value.day))
}

/** The format as a placeholder: 'dd MMM yyyy' → 'DD MMM YYYY'. */
export function formatPlaceholder(dateFormat: string): string {
  return dateFormat.replace('dd', 'DD').replace('yyyy', 'YYYY')
}
