import db from '@adonisjs/lucid/services/db'
import type { ListContext } from '#queries/list_query'
import { placeholders, readRows } from '#queries/read_rows'

/**
 * The center-owned tables whose live rows per status are kept (migration 037), and the live
 * closed cases per Case Closed Duration bucket (`cases:closed_duration`, migration 092).
 */
export type StatusCountedTable =
  'cases' | 'gops' | 'charge_slips' | 'request_for_payments' | 'cases:closed_duration'

/**
 * How many live rows the centers hold in each status, from live_status_counts (kept exact by
 * triggers, migration 037): at most a few dozen rows, where counting a big center's documents
 * took tens of milliseconds. Statuses with none are absent.
 */
export async function liveStatusCounts(
  table: StatusCountedTable,
  centers: number[]
): Promise<Map<string, number>> {
  const counts = new Map<string, number>()
  if (centers.length === 0) return counts
  // Written as knex writes it (no builder to make and compile on every list page).
  const rows = await readRows<{ status: string; live: number }>(db.connection(), {
    sql:
      'select "status", "live" from "live_status_counts" where "table_name" = ? and ' +
      `"center_id" in (${placeholders(centers.length)})`,
    bindings: [table, ...centers],
  })
  for (const row of rows) counts.set(row.status, (counts.get(row.status) ?? 0) + row.live)
  return counts
}

/**
 * A center-scoped list's total told without counting (ListDefinition.total), when nothing
 * narrows it but the center and the filter whose values are the counted ones (`status`): any
 * other filter, a search or the trash is counted from the rows (null). Counts that do not cover
 * every row (the closed cases' buckets) are told only when their filter is chosen (`required`).
 */
export function statusCountedTotal(
  table: StatusCountedTable,
  { filter = 'status', required = false }: { filter?: string; required?: boolean } = {}
) {
  return async ({ q, filters, state, centers }: ListContext): Promise<number | null> => {
    if (state !== 'live' || q !== null || !centers) return null
    if (Object.keys(filters).some((key) => key !== filter)) return null
    const chosen = filters[filter]
    if (chosen === undefined && required) return null
    const counts = await liveStatusCounts(table, centers)
    const statuses = chosen === undefined ? [...counts.keys()] : [chosen].flat()
    return statuses.reduce((sum, value) => sum + (counts.get(value) ?? 0), 0)
  }
}
