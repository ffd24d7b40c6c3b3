import type { LucidModel } from '@adonisjs/lucid/types/model'
import { listRowsQuery, type ListDefinition } from '#queries/list_query'
import type { ParsedListQuery } from '#queries/list_query_parser'
import type { ReportRows } from '#reports/report_definition'

/**
 * Every row of a report's list as its preview filtered it (its scope, search and filters; the
 * same `listRowsQuery` the page and the export stream read), for its totals and chart. The
 * filters applied are the list's own, so a value it dropped (not offered) is dropped here too.
 */
export async function reportRows<M extends LucidModel, Row, R>(
  list: ListDefinition<M, Row, R>,
  query: ParsedListQuery
): Promise<ReportRows<M>> {
  const {
    query: rows,
    q,
    filters,
  } = await listRowsQuery(list, query, 'live', {
    branches: 'inline',
  })
  const bare = rows.clearSelect().clearOrder()
  const compiled = bare.clone().select(`${list.model.table}.id`).toSQL()
  return {
    ids: { sql: compiled.sql, bindings: compiled.bindings as (string | number)[] },
    query: () => bare.clone(),
    dateRanges: query.dateRanges,
    // The preview's own total (its list's `total`, e.g. the live status counts), else counted.
    count: async () => {
      const told = await list.total?.({ q, filters, state: 'live' })
      if (told !== null && told !== undefined) return told
      const [counted] = await bare.clone().count('* as total').pojo<{ total: string | number }>()
      return Number(counted?.total ?? 0)
    },
  }
}
