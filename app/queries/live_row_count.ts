import db from '@adonisjs/lucid/services/db'

/**
 * The exact number of live rows of a big table, kept by statement triggers in live_row_counts
 * (migration 1764000000021), so a list's unsearched total is one primary-key read instead of a
 * COUNT over a million rows. Null when the table has no count row: the list then counts.
 */
export async function liveRowCount(table: string): Promise<number | null> {
  const row: { live: string | number } | null = await db
    .from('live_row_counts')
    .where('table_name', table)
    .select('live')
    .first()
  return row ? Number(row.live) : null
}
