/**
 * Timestamps and dates as list rows send them, from the plain `Date`s pg reads (no luxon, no
 * model): a list page formats a few dozen of these per request, and luxon's formatting was a
 * measurable share of it (issue 12). Pure, so the bench's bare floor shares it
 * (bench/bare_list_server.ts); tests/unit/contracts/iso_timestamp.spec.ts proves it equal to
 * luxon.
 */

/**
 * A `timestamptz` exactly as luxon's `toISO()` writes it in the process's zone: milliseconds,
 * and the offset as ±HH:MM (never `Z`: the system zone is not a fixed offset to luxon).
 */
export function isoTimestamp(value: Date): string
export function isoTimestamp(value: Date | null): string | null
export function isoTimestamp(value: Date | null): string | null {
  if (value === null) return null
  const offset = -value.getTimezoneOffset()
  // The wall-clock time of the zone, read as UTC fields of an instant shifted by the offset.
  const local = new Date(value.getTime() + offset * 60_000)
  const year = local.getUTCFullYear()
  // toISOString writes through V8's printf-style formatter (about 7,000 instructions a call,
  // 3% of a member search, issue 12); beyond four-digit years it writes ±YYYYYY, kept as is.
  const wallClock =
    year < 0 || year > 9999
      ? local.toISOString().slice(0, -1)
      : `${year < 1000 ? String(year).padStart(4, '0') : year}-${two(local.getUTCMonth() + 1)}-` +
        `${two(local.getUTCDate())}T${two(local.getUTCHours())}:${two(local.getUTCMinutes())}:` +
        `${two(local.getUTCSeconds())}.${three(local.getUTCMilliseconds())}`
  const sign = offset < 0 ? '-' : '+'
  const magnitude = Math.abs(offset)
  return `${wallClock}${sign}${two(Math.floor(magnitude / 60))}:${two(magnitude % 60)}`
}

const two = (value: number) => (value < 10 ? `0${value}` : `${value}`)
const three = (value: number) =>
  value < 10 ? `00${value}` : value < 100 ? `0${value}` : `${value}`

/**
 * A `date` column as luxon's `toISODate()` writes it (YYYY-MM-DD). pg's default parser reads a
 * date as local midnight, so its local calendar day is the stored one; a string (a pg client
 * that reads dates as text, like the bench's floor) is already that day.
 */
export function isoDate(value: Date | string): string {
  if (typeof value === 'string') return value.slice(0, 10)
  const month = String(value.getMonth() + 1).padStart(2, '0')
  const day = String(value.getDate()).padStart(2, '0')
  return `${String(value.getFullYear()).padStart(4, '0')}-${month}-${day}`
}
