import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { PROGRAM_STATUS_VALUES } from '#contracts/program_statuses'
import { liveRows } from '#validators/rules/live_rows'

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/** A parsed date as the calendar day it was typed as (vine reads 'YYYY-MM-DD' in local time). */
function calendarDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/**
 * The end of the validity may not come before its start. VineJS's own afterOrSameAs would name
 * the other field by its key ("valid_from") in the message, hence this rule. The start is read
 * as typed; when it is itself invalid, its own error is enough.
 */
const notBeforeValidFrom = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (!(value instanceof Date)) return
  const parent = field.parent as Record<string, unknown> | undefined
  const start = parent?.valid_from
  if (typeof start !== 'string' || !ISO_DAY.test(start)) return
  if (calendarDay(value) < start) {
    field.report('The valid to date cannot be before the valid from date.', 'validityOrder', field)
  }
})

export const programValidator = vine.create({
  // Only live clients: a trashed client cannot be given a program.
  client_id: vine
    .number()
    .withoutDecimals()
    .exists({ table: 'clients', column: 'id', ...liveRows }),
  program_type_id: vine
    .number()
    .withoutDecimals()
    .exists({ table: 'program_types', column: 'id', ...liveRows }),
  code: vine
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9][A-Z0-9-]{1,29}$/),
  name: vine.string().trim().minLength(2).maxLength(160),
  coverage_summary: vine.string().trim().maxLength(5000).optional(),
  valid_from: vine.date({ formats: ['YYYY-MM-DD'] }),
  valid_to: vine
    .date({ formats: ['YYYY-MM-DD'] })
    .use(notBeforeValidFrom())
    .optional(),
  status: vine.string().in([...PROGRAM_STATUS_VALUES]),
})
