import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import { errors } from '@vinejs/vine'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type User from '#models/user'
import { actorOf, type Actor } from '#services/actor'

/**
 * Why the actor may not change each of these records, by id; a record left out may be changed.
 * A write asks again inside its transaction, with the row locked, through `client` (the list
 * and the page ask through the pool).
 */
export type Refusals = (
  actor: Actor,
  ids: number[],
  client?: QueryClientContract
) => Promise<Map<number, string>>

/**
 * A resource's rule for who may change which of its records beyond the route's permission
 * (an account with more power than the signed-in user's). The resource controller authorizes
 * edit, update, delete and restore through Bouncer with `change`, and asks `refusals` once for a
 * page of rows so the list does not offer what would be refused.
 */
export interface ChangePolicy<R> {
  new (): BasePolicy & { change(user: User, record: R): Promise<AuthorizerResponse> }
  refusals: Refusals
}

/** The Bouncer policy class of a resource from its batch rule: one rule serves one and many. */
export function changePolicy<R extends { id: number }>(refusals: Refusals): ChangePolicy<R> {
  return class extends BasePolicy {
    static refusals = refusals

    async change(user: User, record: R): Promise<AuthorizerResponse> {
      const refused = await refusals(await actorOf(user), [record.id])
      const reason = refused.get(record.id)
      return reason ? AuthorizationResponse.deny(reason, 403) : true
    }
  }
}

/**
 * The refusals of a document changed only while pending (a charge slip, an RFP): every live row
 * of `ids` in another status, in the words `message` gives from its label column and status.
 */
export function pendingOnlyRefusals(
  table: string,
  labelColumn: string,
  message: (row: { label: string; status: string }) => string
): Refusals {
  return async (_actor, ids, client = db.connection()) => {
    const refusals = new Map<number, string>()
    if (ids.length === 0) return refusals
    const decided: { id: number; label: string; status: string }[] = await client
      .from(table)
      .whereIn('id', ids)
      .whereNot('status', 'pending')
      .whereNull('deleted_at')
      .select('id', `${labelColumn} as label`, 'status')
    for (const row of decided) refusals.set(row.id, message(row))
    return refusals
  }
}

/**
 * A comma-separated list bound as one parameter and split in SQL
 * (`= ANY(string_to_array(?, ','))`): knex expands an array binding into a list of parameters,
 * which `ANY` does not take, and an empty list must still be valid SQL.
 */
export function sqlList(values: Iterable<string | number>): string {
  return [...values].join(',')
}

/** Several messages beside their fields at once, through the same path as VineJS errors. */
export function fieldErrors(messages: Record<string, string>): void {
  const entries = Object.entries(messages)
  if (entries.length === 0) return
  throw new errors.E_VALIDATION_ERROR(
    entries.map(([field, message]) => ({ field, message, rule: 'server' }))
  )
}
