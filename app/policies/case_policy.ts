import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type Case from '#models/case'
import type { Actor } from '#services/actor'
import { changePolicy } from '#policies/change_policy'
import { placeholders, readRows } from '#queries/read_rows'

/**
 * What the case's state allows beyond the route's permission: a closed case is history until it
 * is reopened (its reopen is a transition, not an edit), so it is not edited or deleted. Decided here once; the page gets the same answer per record (`can.locked`), so the
 * Edit and Delete buttons match what the server accepts.
 */
export async function caseRefusals(
  _actor: Actor,
  ids: number[],
  client: QueryClientContract = db.connection()
) {
  const refusals = new Map<number, string>()
  if (ids.length === 0) return refusals
  // Only a pending case reaches the trash (cases.ts deleteRefusal); one put there otherwise
  // comes back as it was, to be reopened like any closed case. Written as knex writes it (no
  // builder to make and compile for every page of cases).
  const closed = await readRows<{ id: number; number: string }>(client, {
    sql:
      `select "id", "number" from "cases" where "id" in (${placeholders(ids.length)}) and ` +
      '"status" = ? and "deleted_at" is null',
    bindings: [...ids, 'closed'],
  })
  for (const row of closed) {
    refusals.set(row.id, `Case ${row.number} is closed; reopen it before changing it.`)
  }
  return refusals
}

/** Edit, update, delete and restore of a case (Bouncer: `with(CasePolicy)`). */
export default class CasePolicy extends changePolicy<Case>(caseRefusals) {}
