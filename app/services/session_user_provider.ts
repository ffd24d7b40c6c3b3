import { SessionLucidUserProvider } from '@adonisjs/auth/session'
import type { SessionLucidUserProviderOptions } from '@adonisjs/auth/types/session'
import User from '#models/user'
import { cachedUser } from '#services/access_cache'

/**
 * The session guard's user provider, reading the signed-in user from the access cache instead
 * of the users table on every request (app/services/access_cache.ts). Each request gets its own
 * model instance built from the cached row, so a change a request makes to its user (a save)
 * never leaks into another request's copy; the write itself bumps the cache's version.
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
    const user = User.$createFromAdapterResult({ ...entry.row })
    return user ? this.createUserForGuard(user) : null
  }
}
