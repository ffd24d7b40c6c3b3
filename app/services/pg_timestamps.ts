import pg from 'pg'

/** PostgreSQL's `date` and `timestamptz` types (pg_type.oid). */
const DATE_OID = 1082
const TIMESTAMPTZ_OID = 1184

/**
 * pg's own reading of a `date` or `timestamptz` (postgres-date, the same function for both),
 * for what the fast paths do not take.
 */
const parsePostgresDate = pg.types.getTypeParser(TIMESTAMPTZ_OID) as (
  text: string
) => Date | number | null

const digit = (text: string, index: number) => text.charCodeAt(index) - 48

/** `count` decimal digits from `index`, or NaN when one of them is not a digit. */
function digits(text: string, index: number, count: number): number {
  let value = 0
  for (let at = index; at < index + count; at++) {
    const d = digit(text, at)
    if (d < 0 || d > 9) return Number.NaN
    value = value * 10 + d
  }
  return value
}

/**
 * A `timestamptz` as PostgreSQL writes it in text ('2026-11-25 09:30:00.123456+00', offsets
 * '+05:30' or '-03:30:15'), read with arithmetic instead of postgres-date's regular expressions
 * (three per value, with their match arrays: a list page reads 125 of them, and they were a
 * twelfth of what a member search allocated, issue 12). Anything else (infinity, BC, years
 * outside 1000–9999, an unexpected shape) goes to postgres-date, which pg uses by default; the
 * result is the same Date either way (tests/unit/services/pg_timestamps.spec.ts).
 */
export function parseTimestamptz(text: string): Date | number | null {
  const length = text.length
  // 'YYYY-MM-DD HH:MM:SS' then an optional fraction, then the offset.
  if (
    length < 22 ||
    text.charCodeAt(4) !== 45 ||
    text.charCodeAt(7) !== 45 ||
    text.charCodeAt(10) !== 32 ||
    text.charCodeAt(13) !== 58 ||
    text.charCodeAt(16) !== 58
  ) {
    return parsePostgresDate(text)
  }
  const year = digits(text, 0, 4)
  const month = digits(text, 5, 2)
  const day = digits(text, 8, 2)
  const hour = digits(text, 11, 2)
  const minute = digits(text, 14, 2)
  const second = digits(text, 17, 2)
  let at = 19
  let milliseconds = 0
  if (text.charCodeAt(at) === 46) {
    const start = at
    at++
    while (at < length && digit(text, at) >= 0 && digit(text, at) <= 9) at++
    // A point without digits is not PostgreSQL's; postgres-date reads it as no fraction.
    if (at === start + 1) return parsePostgresDate(text)
    // As postgres-date computes it (1000 × the fraction as a float, truncated by Date.UTC), so
    // both give the same millisecond whatever the float rounding of the fraction.
    milliseconds = 1000 * Number.parseFloat(text.slice(start, at))
  }
  const sign = text.charCodeAt(at)
  const zone = length - at
  if (
    !(year >= 1000) ||
    Number.isNaN(month + day + hour + minute + second) ||
    (sign !== 43 && sign !== 45) ||
    (zone !== 3 && zone !== 6 && zone !== 9) ||
    (zone >= 6 && text.charCodeAt(at + 3) !== 58) ||
    (zone === 9 && text.charCodeAt(at + 6) !== 58)
  ) {
    return parsePostgresDate(text)
  }
  const offsetSeconds =
    digits(text, at + 1, 2) * 3600 +
    (zone >= 6 ? digits(text, at + 4, 2) * 60 : 0) +
    (zone === 9 ? digits(text, at + 7, 2) : 0)
  if (Number.isNaN(offsetSeconds)) return parsePostgresDate(text)
  const utc = Date.UTC(year, month - 1, day, hour, minute, second, milliseconds)
  return new Date(utc - (sign === 45 ? -offsetSeconds : offsetSeconds) * 1000)
}

/**
 * A `date` ('2026-11-25') as pg reads it, local midnight of that day, without postgres-date's
 * two regular expressions (a member list page reads 50). Anything but a plain day of years
 * 1000–9999 (infinity, BC) goes to postgres-date.
 */
export function parseDateColumn(text: string): Date | number | null {
  if (text.length !== 10 || text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45) {
    return parsePostgresDate(text)
  }
  const year = digits(text, 0, 4)
  const month = digits(text, 5, 2)
  const day = digits(text, 8, 2)
  if (!(year >= 1000) || Number.isNaN(month + day)) return parsePostgresDate(text)
  return new Date(year, month - 1, day)
}

/**
 * The type parsers of the app's pg connections (config/database.ts): pg's own, but for
 * `date` and `timestamptz` in text, read by parseDateColumn and parseTimestamptz.
 */
export const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === DATE_OID && format !== 'binary') return parseDateColumn
    if (oid === TIMESTAMPTZ_OID && format !== 'binary') return parseTimestamptz
    return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid)
  },
}
