import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { readSettings } from '#services/settings'

/** Session keys: when the user signed in, and when they were last seen (epoch ms). */
export const SIGNED_IN_AT = 'signed_in_at'
const LAST_SEEN_AT = 'last_seen_at'
/** Last-seen is written at most this often, so a busy user does not write the session each click. */
const SEEN_RESOLUTION_MS = 60_000

/**
 * Whether the session is past the idle or absolute lifetime of Security settings (a session
 * from before these keys existed is not: its clock starts now). The live socket's handshake asks
 * the same (app/services/live/handshake.ts), without writing.
 */
export async function sessionLifetimeOver(
  session: Pick<HttpContext['session'], 'get'>,
  now = Date.now()
): Promise<boolean> {
  const lifetimes = await readSettings(['session_idle_minutes', 'session_absolute_hours'])
  const signedInAt = Number(session.get(SIGNED_IN_AT)) || now
  const lastSeenAt = Number(session.get(LAST_SEEN_AT)) || now
  if (now - lastSeenAt > lifetimes.session_idle_minutes * 60_000) return true
  return now - signedInAt > lifetimes.session_absolute_hours * 3_600_000
}

/**
 * Resolves the signed-in user on every routed request so shared page data knows them. A user
 * disabled or trashed since signing in is signed out here, on their next request, and so is a
 * session past the idle or absolute lifetime of Security settings.
 */
export default class SilentAuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    await ctx.auth.check()
    const user = ctx.auth.user
    if (user && (!user.isEnabled || user.deletedAt)) {
      await this.signOut(ctx)
    } else if (user && (await this.expired(ctx))) {
      await this.signOut(ctx)
      ctx.session.flash('info', 'Your session has expired. Please sign in again.')
    }
    return next()
  }

  private async expired({ session }: HttpContext) {
    const now = Date.now()
    const lastSeenAt = Number(session.get(LAST_SEEN_AT)) || now
    if (await sessionLifetimeOver(session, now)) return true
    // Sessions from before these keys existed start their clock now.
    if (!session.has(SIGNED_IN_AT)) session.put(SIGNED_IN_AT, now)
    if (now - lastSeenAt >= SEEN_RESOLUTION_MS || !session.has(LAST_SEEN_AT)) {
      session.put(LAST_SEEN_AT, now)
    }
    return false
  }

  private async signOut(ctx: HttpContext) {
    await ctx.auth.use('web').logout()
    ctx.session.regenerate()
  }
}
