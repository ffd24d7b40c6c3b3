import type User from '#models/user'
import { cachedUser } from '#services/access_cache'
import type { Permission, PermissionSet } from '#permissions/catalogue'
import type { ResourceAbilities } from '#contracts/list'

/**
 * The user's permissions: the guard, the policies and the shared page props all ask. In a
 * request they come from the access cache (app/services/access_cache.ts), which reloads them
 * once a role, capability or the user's roles change.
 */
export async function permissionsOf(user: User): Promise<Set<Permission>> {
  const entry = await cachedUser(user.id)
  return entry?.permissions ?? new Set()
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
    ...(set.view ? { view: granted.has(set.view) } : {}),
  }
}
