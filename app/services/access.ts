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
