/**
 * Who a GOP letter template belongs to. A template has at most one owner column set (a check
 * constraint, migration 1764000000023): a business entity's or a provider's own template, or a
 * company-wide one when none is. Every "company-wide" condition reads this list, so a new kind
 * of owner cannot leak its templates to everyone.
 */
export const GOP_TEMPLATE_OWNER_COLUMNS = ['business_entity_id', 'provider_id'] as const

export type GopTemplateOwnerColumn = (typeof GOP_TEMPLATE_OWNER_COLUMNS)[number]

/**
 * Narrows a gop_templates query to company-wide templates.
 * @param table The table name or alias to qualify the columns with, in a joined query.
 */
export function whereCompanyWide(query: { whereNull(column: string): unknown }, table?: string) {
  for (const column of GOP_TEMPLATE_OWNER_COLUMNS) {
    query.whereNull(table ? `${table}.${column}` : column)
  }
}
