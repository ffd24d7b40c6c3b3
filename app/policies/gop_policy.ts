import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type Gop from '#models/gop'
import type { Actor } from '#services/actor'
import { changePolicy } from '#policies/change_policy'

/**
 * A GOP is edited (or deleted) only while it is pending: once approved it is a promise to pay,
 * changed only by a revision (its own transition and permission), and a declined one is history.
 * The page gets the same answer per record (`can.locked`), so its buttons match the server.
 */
export async function gopRefusals(
  _actor: Actor,
  ids: number[],
  client: QueryClientContract = db.connection()
) {
  const refusals = new Map<number, string>()
  if (ids.length === 0) return refusals
  const issued: { id: number; number: string; status: string }[] = await client
    .from('gops')
    .whereIn('id', ids)
    .whereNot('status', 'pending')
    .whereNull('deleted_at')
    .select('id', 'number', 'status')
  for (const row of issued) {
    refusals.set(
      row.id,
      row.status === 'declined'
        ? `${row.number} was declined; issue a new one instead.`
        : `${row.number} is ${row.status}; revise it instead of editing it.`
    )
  }
  return refusals
}

/** Edit, update, delete and restore of a GOP (Bouncer: `with(GopPolicy)`). */
export default class GopPolicy extends changePolicy<Gop>(gopRefusals) {}
