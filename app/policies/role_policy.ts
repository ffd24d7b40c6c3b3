import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type Role from '#models/role'
import type { Actor } from '#services/actor'
import { isPermission } from '#permissions/catalogue'
import { changePolicy, fieldErrors, sqlList } from '#policies/change_policy'

/**
 * A role is a bundle of capabilities, so the users rule (nobody grants more than they hold)
 * holds here too: apart from administrators, a user may change (edit, delete, restore) only
 * roles whose capabilities they all hold, and may check only capabilities they hold. Restoring a
 * role re-grants it to its holders, the editor perhaps among them, so it is held to the same
 * rule. The system role is an administrator's alone.
 */
export async function roleRefusals(
  actor: Actor,
  ids: number[],
  client: QueryClientContract = db.connection()
) {
  const refusals = new Map<number, string>()
  if (actor.isAdministrator || ids.length === 0) return refusals
  const result: { rows: { id: number; name: string; is_system: boolean; beyond: boolean }[] } =
    await client.rawQuery(
      `SELECT roles.id, roles.name, roles.is_system,
         EXISTS (
           SELECT 1 FROM capability_role
           JOIN capabilities ON capabilities.id = capability_role.capability_id
           WHERE capability_role.role_id = roles.id
             AND NOT (capabilities.name = ANY(string_to_array(?, ',')))
         ) AS beyond
       FROM roles WHERE roles.id = ANY(string_to_array(?, ',')::int[])`,
      [sqlList(actor.permissions), sqlList(ids)]
    )
  for (const row of result.rows) {
    if (row.is_system) {
      refusals.set(row.id, `Only an administrator can change the system role ${row.name}.`)
    } else if (row.beyond) {
      refusals.set(
        row.id,
        `${row.name} allows things you may not do yourself, so you cannot change it.`
      )
    }
  }
  return refusals
}

/** Edit, update, delete and restore of a role (Bouncer: `with(RolePolicy)`). */
export default class RolePolicy extends changePolicy<Role>(roleRefusals) {}

/** Refuses, beside the checklist, capabilities the actor does not hold. */
export async function checkCapabilityGrant(input: { capabilities?: number[] }, actor: Actor) {
  const ids = input.capabilities ?? []
  if (actor.isAdministrator || ids.length === 0) return
  const rows: { name: string }[] = await db.from('capabilities').whereIn('id', ids).select('name')
  if (rows.some((row) => !isPermission(row.name) || !actor.permissions.has(row.name))) {
    fieldErrors({ capabilities: 'You can grant only capabilities you hold yourself.' })
  }
}
