import vine from '@vinejs/vine'
import { recordIdField } from '#validators/rules/record_id'
/**
 * For `exists` rules: only live rows count, so a trashed country, currency or template cannot
 * be chosen. Spread into the rule's options: `.exists({ table, column, ...liveRows })`.
 */
export const liveRows = {
  filter: (query: { whereNull(column: string): unknown }) => void query.whereNull('deleted_at'),
}

/**
 * Ids posted by a checkbox group (`roles[]`) of live rows; nothing checked posts nothing. Each
 * is a record id first (recordIdField), so the `exists` query never sees 2147483648.
 */
export const liveIdList = (table: string) =>
  vine
    .array(recordIdField().exists({ table, column: 'id', ...liveRows }))
    .distinct()
    .optional()
