import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import type { Permission, PermissionSet } from '#permissions/catalogue'
import type { ResourceAbilities } from '#contracts/list'

/**
 * Per-request memo of the signed-in user's permissions: the guard, the policies and the shared
 * page props all ask, and the database is asked once.
 */
const cache = new WeakMap<User, Promise<Set<Permission>>>()

export function permissionsOf(user: User): Promise<Set<Permission>> {
  let permissions = cache.get(user)
  if (!permissions) {
    permissions = user.permissions().then((list) => new Set(list))
    cache.set(user, permissions)
  }
  return permissions
}

export async function userCan(user: User | undefined, ...required: Permission[]) {
  if (!user) return false
  const granted = await permissionsOf(user)
  return required.every((permission) => granted.has(permission))
}

/**
 * What the signed-in user holds, for the rules that compare it with what they act on: whose
 * account they may change, which roles and centers they may hand out (app/policies), and which
 * rows they may see.
 */
export interface Actor {
  user: User
  permissions: Set<Permission>
  /** The live centers the user belongs to, enabled or not. */
  centerIds: number[]
  /**
   * Holds the system role (Administrator): manages every account and may hand out every role
   * and center. Everyone else is held to what they hold themselves.
   */
  isAdministrator: boolean
}

const actors = new WeakMap<User, Promise<Actor>>()

/** The user as an Actor; memoised per request like permissionsOf (one query beyond it). */
export function actorOf(user: User): Promise<Actor> {
  let actor = actors.get(user)
  if (!actor) {
    actor = Promise.all([
      permissionsOf(user),
      db
        .rawQuery(
          `SELECT ARRAY(
             SELECT center_user.center_id FROM center_user
             JOIN centers ON centers.id = center_user.center_id AND centers.deleted_at IS NULL
             WHERE center_user.user_id = :id ORDER BY center_user.center_id
           ) AS center_ids,
           EXISTS (
             SELECT 1 FROM role_user
             JOIN roles ON roles.id = role_user.role_id AND roles.deleted_at IS NULL
             WHERE role_user.user_id = :id AND roles.is_system
           ) AS administrator`,
          { id: user.id }
        )
        .then(
          (result: { rows: { center_ids: (number | string)[]; administrator: boolean }[] }) =>
            result.rows[0]
        ),
    ]).then(([permissions, row]) => ({
      user,
      permissions,
      centerIds: row.center_ids.map(Number),
      isAdministrator: row.administrator,
    }))
    actors.set(user, actor)
  }
  return actor
}

/** The `can` flags a resource page receives (SPEC.md §6 mapping), computed on the server. */
export async function abilitiesOf(
  user: User | undefined,
  set: PermissionSet
): Promise<ResourceAbilities> {
  if (!user) return { create: false, update: false, delete: false, restore: false }
  const granted = await permissionsOf(user)
  return {
    create: granted.has(set.create),
    update: granted.has(set.update),
    delete: granted.has(set.delete),
    restore: granted.has(set.restore),
  }
}
