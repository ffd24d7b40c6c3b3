import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/**
 * Reference rows a factory record points at (countries, program types). The main seeder loads
 * them in every environment (database/seeders/main/index_seeder.ts), so factories reuse them
 * rather than invent countries whose ISO codes would collide with the real ones.
 */
export async function firstLiveId(
  trx: TransactionClientContract,
  table: 'countries' | 'program_types'
): Promise<number> {
  const row: { id: number } | null = await trx
    .from(table)
    .whereNull('deleted_at')
    .orderBy('id')
    .select('id')
    .first()
  if (!row) throw new Error(`No live ${table} row: run the seeders (node ace db:seed) first`)
  return row.id
}

/** Inside `create()` a factory context always has its transaction; `make()` has none. */
export function transactionOf(ctx: { $trx: TransactionClientContract | undefined }) {
  if (!ctx.$trx) throw new Error('This factory writes related rows: use create(), not make()')
  return ctx.$trx
}

/** The id of a row a builder creates: `await idOf(ClientFactory.useCtx(ctx).create())`. */
export async function idOf(created: Promise<{ id: number }>): Promise<number> {
  const row = await created
  return row.id
}
