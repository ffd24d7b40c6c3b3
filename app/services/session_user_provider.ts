import { SessionLucidUserProvider } from '@adonisjs/auth/session'
import type { SessionLucidUserProviderOptions } from '@adonisjs/auth/types/session'
import User from '#models/user'
import { cachedUser, type CachedUser } from '#services/access_cache'

/**
 * The model built from each cached row, once: hydrating turns five timestamps into luxon
 * DateTimes and deep-merges the originals, 3% of a list reload's CPU when done per request
 * (issue 12). A cache entry is replaced, never changed, when the user changes.
 */
const templates = new WeakMap<CachedUser, User>()

/**
 * A request's own copy of the cached user: fresh attribute objects, so a change a request makes
 * to its user (a save, a merge) never reaches another request's copy. The values are shared,
 * which is safe: strings, numbers and luxon DateTimes, all immutable (the users table has no
 * JSON or array column).
 */
export function copyOf(template: User): User {
  const user = new User()
  user.$attributes = { ...template.$attributes }
  user.$original = { ...template.$original }
  user.$extras = { ...template.$extras }
  user.$isPersisted = true
  user.$isLocal = false
  return user
}

/**
 * The session guard's user provider, reading the signed-in user from the access cache instead
 * of the users table on every request (app/services/access_cache.ts). Each request gets its own
 * model instance, a copy of the one built from the cached row; the write of a change bumps the
 * cache's version.
 */
export class CachedSessionUserProvider extends SessionLucidUserProvider<typeof User> {
  constructor(options: SessionLucidUserProviderOptions<typeof User>) {
    super(options)
  }

  async findById(identifier: string | number | bigint) {
    const id = Number(identifier)
    if (!Number.isSafeInteger(id) || id < 1) return null
    const entry = await cachedUser(id)
    if (!entry) return null
    let template = templates.get(entry)
    if (!template) {
      template = User.$createFromAdapterResult({ ...entry.row }) ?? undefined
      if (!template) return null
      templates.set(entry, template)
    }
    return this.createUserForGuard(copyOf(template))
  }
}
