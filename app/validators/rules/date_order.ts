import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { dayRangeRefusal, type DayRange } from '#contracts/calendar_days'

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * True for 'YYYY-MM-DD' naming a day that exists, in years 1 to 9999. `Date.parse` would take
 * '2026-02-30' as 2 March, and PostgreSQL refuses it ("date/time field value out of range") or
 * year 0, so typed days are checked field by field before any query sees them.
 */
export function isCalendarDay(value: string): boolean {
  const match = ISO_DAY.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (year < 1 || month < 1 || month > 12 || day < 1) return false
  // Day 0 of the next month is the last day of this one; UTC, so no clock change shifts it.
  const date = new Date(Date.UTC(2000, month, 0))
  date.setUTCFullYear(year, month, 0)
  return day <= date.getUTCDate()
}

/** A parsed date as the calendar day it was typed as (vine reads 'YYYY-MM-DD' in local time). */
export function calendarDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/**
 * The end of a period may not come before its start (a program's or a policy's validity).
 * VineJS's own afterOrSameAs would name the other field by its key ("valid_from") in the
 * message, hence this rule. The start is read as typed; when it is itself invalid, its own
 * error is enough.
 */
export const notBefore = vine.createRule(
  (value: unknown, options: { field: string; message: string }, field: FieldContext) => {
    if (!(value instanceof Date)) return
    const parent = field.parent as Record<string, unknown> | undefined
    const start = parent?.[options.field]
    if (typeof start !== 'string' || !isCalendarDay(start)) return
    if (calendarDay(value) < start) field.report(options.message, 'dateOrder', field)
  }
)

/** The validators' meta as the date rules read it: today on the center's clock. */
export type DayMeta = { today: string }

/**
 * Today as the request's center sees it, from the validator's meta (the controller and the
 * workflows put it there: app/services/center_today.ts). A validator run without it is a
 * programming error, never a reason to fall back on the server's own (UTC) day.
 */
export function todayOf(field: FieldContext): string {
  const today: unknown = (field.meta as Partial<DayMeta> | undefined)?.today
  if (typeof today !== 'string' || !isCalendarDay(today)) {
    throw new Error(`The date rule of "${field.name}" needs the center's today in the meta`)
  }
  return today
}

/**
 * A day within what its kind accepts (app/contracts/calendar_days.ts): a date of birth not in
 * the future nor before 1900, an invoice date not in the future nor ten years back, a due date
 * not past nor five years ahead. `name` is how the message names the field ("invoice date").
 */
export const dayWithin = vine.createRule(
  (value: unknown, options: { range: DayRange; name: string }, field: FieldContext) => {
    if (!(value instanceof Date)) return
    const refusal = dayRangeRefusal(options.range, calendarDay(value), todayOf(field), options.name)
    if (refusal) field.report(refusal, 'dayRange', field)
  }
)
