import currencyCodes from 'currency-codes'
import type { ExportCell } from '#reports/report_definition'

/**
 * How one cell of a report reads in a file, shared by the CSV and XLSX writers: exact decimals
 * stay the text they were read as (never through a float), dates are calendar days, instants
 * are read on the center's clock.
 */

/** An exact decimal as PostgreSQL's numeric writes it ('-1234.50'). */
const DECIMAL = /^-?\d{1,30}(\.\d{1,30})?$/
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** A decimal string or a finite number, as the text a file writes; null when it is neither. */
export function decimalText(value: ExportCell): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null
  if (typeof value === 'string' && DECIMAL.test(value)) return value
  return null
}

/** Minor units of an ISO 4217 currency (JPY 0, USD 2, KWD 3); 2 for one the list lacks. */
export function currencyDecimals(code: string): number {
  const known = currencyCodes.code(code.toUpperCase())
  return known && Number.isInteger(known.digits) ? known.digits : 2
}

/** Day and time on a wall clock, as the file shows them. */
export type WallTime = {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

/**
 * Instants read on one zone's clock. Intl is slow per call, so the zone's offset is kept per
 * quarter hour: every zone's offset changes only on a quarter hour (the few half-hour and
 * 45-minute zones included), so each quarter hour has one offset.
 */
export class ZoneClock {
  #format: Intl.DateTimeFormat
  #offsets = new Map<number, number>()

  constructor(timeZone: string) {
    this.#format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
  }

  #offsetAt(ms: number): number {
    const quarter = Math.floor(ms / 900_000)
    let offset = this.#offsets.get(quarter)
    if (offset === undefined) {
      const start = quarter * 900_000
      const parts: Record<string, number> = {}
      for (const part of this.#format.formatToParts(new Date(start))) {
        if (part.type !== 'literal') parts[part.type] = Number(part.value)
      }
      const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute)
      offset = wall - start
      if (this.#offsets.size > 10_000) this.#offsets.clear()
      this.#offsets.set(quarter, offset)
    }
    return offset
  }

  /** The instant as the zone's wall clock reads it. */
  wall(instant: Date): WallTime {
    const local = new Date(instant.getTime() + this.#offsetAt(instant.getTime()))
    return {
      year: local.getUTCFullYear(),
      month: local.getUTCMonth() + 1,
      day: local.getUTCDate(),
      hour: local.getUTCHours(),
      minute: local.getUTCMinutes(),
      second: local.getUTCSeconds(),
    }
  }
}

/** A day cell: 'yyyy-mm-dd' as it is, or an instant's day on the center's calendar. */
export function dayOf(value: ExportCell, clock: ZoneClock): WallTime | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null
    return { ...clock.wall(value), hour: 0, minute: 0, second: 0 }
  }
  if (typeof value !== 'string') return null
  const match = DAY.exec(value.slice(0, 10))
  if (!match) return null
  return {
    year: Number(match[1]),
    month: Number(match[2]),
    day: Number(match[3]),
    hour: 0,
    minute: 0,
    second: 0,
  }
}

/** An instant cell on the center's clock: a Date, or a timestamp's text PostgreSQL wrote. */
export function instantOf(value: ExportCell, clock: ZoneClock): WallTime | null {
  const instant = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null
  if (!instant || Number.isNaN(instant.getTime())) return null
  return clock.wall(instant)
}

/**
 * '00' to '99' made once: a CSV export pads five numbers per instant and two per day, and a new
 * padStart string each time was about a tenth of the CSV writer's CPU (bench/export_writers.ts).
 */
const TWO_DIGITS = Array.from({ length: 100 }, (_, value) => String(value).padStart(2, '0'))
const pad2 = (value: number) => TWO_DIGITS[value] ?? String(value).padStart(2, '0')
const pad4 = (value: number) =>
  value >= 1000 && value <= 9999 ? String(value) : String(value).padStart(4, '0')

/** 'yyyy-mm-dd' and 'yyyy-mm-dd hh:mm:ss': what a CSV cell holds and people read. */
export function dayText(time: WallTime): string {
  return `${pad4(time.year)}-${pad2(time.month)}-${pad2(time.day)}`
}

export function wallText(time: WallTime): string {
  return `${dayText(time)} ${pad2(time.hour)}:${pad2(time.minute)}:${pad2(time.second)}`
}

/** Days since 1899-12-30: a spreadsheet's date serial (1900 date system, from March 1900). */
const SERIAL_EPOCH = Date.UTC(1899, 11, 30)

export function dateSerial(time: WallTime): number {
  const ms =
    Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second) -
    SERIAL_EPOCH
  return ms / 86_400_000
}
