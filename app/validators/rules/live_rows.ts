import vine from '@vinejs/vine'
/**
 * For `exists` rules: only live rows count, so a trashed country, currency or template cannot
 * be chosen. Spread into the rule's options: `.exists({ table, column, ...liveRows })`.
 */
export const liveRows = {
  filter: (query: { whereNull(column: string): unknown }) => void query.whereNull('deleted_at'),
}

/** Ids posted by a checkbox group (`roles[]`) of live rows; nothing checked posts nothing. */
export const liveIdList = (table: string) =>
  vine
    .array(
      vine
        .number()
        .withoutDecimals()
        .exists({ table, column: 'id', ...liveRows })
    )
    .distinct()
    .optional()
