import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'

/**
 * The largest id a record can have: every id and foreign-key column is a PostgreSQL `integer`
 * (int4). A bigger number is not "an unknown record" to PostgreSQL but an error ("value out of
 * range for type integer"), so it must be refused before any query is built.
 */
export const MAX_RECORD_ID = 2_147_483_647

/** True for a number an id column can hold and a record can have: 1…MAX_RECORD_ID. */
export function isRecordId(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_RECORD_ID
}

/**
 * A number that cannot be a record's id is answered like an id of no record: the same words
 * as `exists` ('Please choose an existing …'), not "must be at most 2147483647".
 */
const recordIdRule = vine.createRule(
  (value: unknown, _: undefined, field: FieldContext) => {
    if (!isRecordId(value))
      field.report('Please choose an existing {{ field }}.', 'recordId', field)
  },
  // The name marks the field as a choice for the messages (app/validators/messages.ts).
  { name: 'recordId' }
)

/**
 * Any posted reference to a record (`client_id`, `centers[]`, a contact row's `id`…): a whole
 * number from 1 to MAX_RECORD_ID. Chain `.exists(...)` or a rule of the field's own after it;
 * those then only ever see a number the column can hold.
 */
export function recordIdField() {
  return vine.number().use(recordIdRule())
}

/**
 * A record id read from raw input outside a validator (a picker's `?client_id=`, another field
 * of the form read by a cross-field rule), or null when it cannot be one. Only canonical digits
 * count: '12', 12 → 12; '1e3', '0x10', ' 12', '2147483648', -1, [12] → null.
 */
export function asRecordId(value: unknown): number | null {
  if (typeof value === 'number') return isRecordId(value) ? value : null
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return null
  const id = Number(value)
  return isRecordId(id) ? id : null
}
