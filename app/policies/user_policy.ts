import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type User from '#models/user'
import type { Actor } from '#services/actor'
import { changePolicy, fieldErrors, sqlList } from '#policies/change_policy'

/**
 * Nobody grants more than they hold (PRODUCT.md, Accounts; docs/decisions.md, issue 10):
 * - a user sees the accounts of the centers they belong to (another center's user answers 404);
 * - they may change (edit, disable, trash, restore, set the password of) only accounts whose
 *   capabilities are all among their own and whose centers are all among their own;
 * - they may hand out only roles whose capabilities they all hold, and only their own centers;
 * - nobody changes their own roles or centers;
 * - administrators (holders of the system role) see and manage everyone and may hand out every
 *   role and center; the system role itself only they may hand out, since it carries every
 *   capability with it, and an administrator could otherwise be made to open every center.
 */

/** Live roles of a user, joined to what they allow: the SQL the rules below share. */
const USER_CAPABILITIES = `
  FROM role_user
  JOIN roles ON roles.id = role_user.role_id AND roles.deleted_at IS NULL
  JOIN capability_role ON capability_role.role_id = roles.id
  JOIN capabilities ON capabilities.id = capability_role.capability_id`

/** Narrows a users query to the accounts the actor may see. */
export function visibleUsers(query: ModelQueryBuilderContract<typeof User>, actor: Actor) {
  if (actor.isAdministrator) return
  query.where((visible) => {
    visible.where('users.id', actor.user?.id ?? 0).orWhereExists((shared) => {
      shared
        .from('center_user')
        .whereColumn('center_user.user_id', 'users.id')
        .whereIn('center_user.center_id', actor.centerIds)
    })
  })
}

type AccountPower = {
  id: number
  first_name: string
  last_name: string
  administrator: boolean
  more_capabilities: boolean
  other_centers: string[]
}

/** Why the actor may not change each of these accounts (the list's locked rows, 403 reasons). */
export async function userRefusals(
  actor: Actor,
  ids: number[],
  client: QueryClientContract = db.connection()
) {
  const refusals = new Map<number, string>()
  if (actor.isAdministrator || ids.length === 0) return refusals
  const result: { rows: AccountPower[] } = await client.rawQuery(
    `SELECT users.id, users.first_name, users.last_name,
       EXISTS (
         SELECT 1 FROM role_user
         JOIN roles ON roles.id = role_user.role_id AND roles.deleted_at IS NULL
         WHERE role_user.user_id = users.id AND roles.is_system
       ) AS administrator,
       EXISTS (
         SELECT 1 ${USER_CAPABILITIES}
         WHERE role_user.user_id = users.id
           AND NOT (capabilities.name = ANY(string_to_array(?, ',')))
       ) AS more_capabilities,
       ARRAY(
         SELECT upper(centers.code) FROM center_user
         JOIN centers ON centers.id = center_user.center_id AND centers.deleted_at IS NULL
         WHERE center_user.user_id = users.id
           AND NOT (center_user.center_id = ANY(string_to_array(?, ',')::int[]))
         ORDER BY centers.code
       ) AS other_centers
     FROM users WHERE users.id = ANY(string_to_array(?, ',')::int[])`,
    [sqlList(actor.permissions), sqlList(actor.centerIds), sqlList(ids)]
  )
  for (const row of result.rows) {
    const name = `${row.first_name} ${row.last_name}`.trim()
    if (row.administrator) {
      refusals.set(row.id, `${name} is an administrator: only an administrator can change them.`)
    } else if (row.more_capabilities) {
      refusals.set(
        row.id,
        `${name} holds capabilities you do not hold, so you cannot change their account.`
      )
    } else if (row.other_centers.length > 0) {
      refusals.set(
        row.id,
        `${name} also works in ${row.other_centers.join(', ')}, which you do not belong to, so you cannot change their account.`
      )
    }
  }
  return refusals
}

/** Edit, update, delete and restore of an account (Bouncer: `with(UserPolicy)`). */
export default class UserPolicy extends changePolicy<User>(userRefusals) {}

/** The live roles the actor may hand out, by name, in name order. */
export async function grantableRoles(actor: Actor): Promise<{ id: number; name: string }[]> {
  const query = db.from('roles').whereNull('roles.deleted_at').orderBy('roles.name')
  if (!actor.isAdministrator) {
    query.where('roles.is_system', false).whereNotExists((beyond) => {
      beyond
        .from('capability_role')
        .join('capabilities', 'capabilities.id', 'capability_role.capability_id')
        .whereColumn('capability_role.role_id', 'roles.id')
        .whereNotIn('capabilities.name', [...actor.permissions])
    })
  }
  return query.select('roles.id', 'roles.name')
}

/** The live centers the actor may hand out: all for an administrator, else their own. */
export async function assignableCenters(
  actor: Actor
): Promise<{ id: number; code: string; name: string }[]> {
  const query = db.from('centers').whereNull('deleted_at').orderBy('code')
  if (!actor.isAdministrator) query.whereIn('id', actor.centerIds)
  return query.select('id', 'code', 'name')
}

const sameIds = (a: number[], b: number[]) =>
  JSON.stringify([...new Set(a)].sort((x, y) => x - y)) ===
  JSON.stringify([...new Set(b)].sort((x, y) => x - y))

/**
 * Refuses, beside the fields, roles and centers the actor may not hand out, and any change of
 * the actor's own (`account` holds the account's current links on update). It runs after
 * validation (the ids are live rows) and before anything is written.
 */
export async function checkAccessGrant(
  input: { roles?: number[]; centers: number[] },
  actor: Actor,
  account?: { id: number; roles: number[]; centers: number[] }
) {
  const roles = input.roles ?? []
  const errors: Record<string, string> = {}
  if (account && account.id === actor.user?.id) {
    if (!sameIds(account.roles, roles)) {
      errors.roles = 'You cannot change your own roles; ask an administrator.'
    }
    if (!sameIds(account.centers, input.centers)) {
      errors.centers = 'You cannot change your own centers; ask an administrator.'
    }
    return fieldErrors(errors)
  }
  if (actor.isAdministrator) return
  const grantableRows = await grantableRoles(actor)
  const grantable = new Set(grantableRows.map((role) => role.id))
  if (roles.some((id) => !grantable.has(id))) {
    errors.roles = 'You can give only roles whose capabilities you hold yourself.'
  }
  const assignable = new Set(actor.centerIds)
  if (input.centers.some((id) => !assignable.has(id))) {
    errors.centers = 'You can assign only centers you belong to yourself.'
  }
  fieldErrors(errors)
}
