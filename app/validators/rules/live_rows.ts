/**
 * For `exists` rules: only live rows count, so a trashed country, currency or template cannot
 * be chosen. Spread into the rule's options: `.exists({ table, column, ...liveRows })`.
 */
export const liveRows = {
  filter: (query: { whereNull(column: string): unknown }) => void query.whereNull('deleted_at'),
}
