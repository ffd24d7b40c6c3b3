import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import { errors } from '@vinejs/vine'
import type User from '#models/user'
import { actorOf, type Actor } from '#services/access'

/** Why the actor may not change each of these records, by id; a record left out may be changed. */
export type Refusals = (actor: Actor, ids: number[]) => Promise<Map<number, string>>

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
