import { ServerResponse, type IncomingMessage } from 'node:http'
import app from '@adonisjs/core/services/app'
import { configProvider } from '@adonisjs/core'
import { Session } from '@adonisjs/session'
import type { ResolvedSessionConfig } from '@adonisjs/session/types'
import { agentRoom, centerRoom, userRoom, type LiveRoom } from '#contracts/live_events'
import { sessionLifetimeOver } from '#middleware/silent_auth_middleware'
import { cachedUser } from '#services/access_cache'
import { mustEnrolTwoFactor } from '#services/two_factor'

/**
 * Who a live socket belongs to, decided from its handshake exactly as a page request decides
 * who is signed in (issue 30): the request's session cookie is read through the app's own
 * session store (app/services/session_store.ts: the same lean store, the same rows), the user
 * through the auth guard and its cached user provider, and then the rules of the middlewares
 * that guard a page: signed in (a sign-in waiting for its second factor is not), enabled and
 * not trashed, within the session's lifetimes, and not held back to set up two-factor first.
 * Nothing is written: a socket does not keep a session alive, only page requests do.
 */
export type LiveIdentity = {
  userId: number
  sessionId: string
  /** The live, enabled centers the user belongs to (the Change Center options). */
  centerIds: number[]
  /** The rooms the server keeps the socket in: its user, its centers, its agent room. */
  rooms: LiveRoom[]
}

let sessionConfig: Promise<ResolvedSessionConfig> | null = null

function resolvedSessionConfig(): Promise<ResolvedSessionConfig> {
  sessionConfig ??= (async () => {
    const config = await configProvider.resolve<ResolvedSessionConfig>(
      app,
      app.config.get('session')
    )
    if (!config) throw new Error('config/session.ts did not resolve.')
    return config
  })()
  return sessionConfig
}

/**
 * The socket's identity, or null when a page request with the same cookie would not be signed
 * in. Called at the handshake and again whenever the user's access may have changed.
 */
export async function identify(request: IncomingMessage): Promise<LiveIdentity | null> {
  const server = await app.container.make('server')
  // The handshake's own response object is long gone (or upgraded); a detached one stands in,
  // since reading a session writes nothing to it.
  const response = new ServerResponse(request)
  const ctx = server.createHttpContext(
    server.createRequest(request, response),
    server.createResponse(request, response),
    app.container.createResolver()
  )
  const config = await resolvedSessionConfig()
  if (!config.enabled) return null
  const emitter = await app.container.make('emitter')
  ctx.session = new Session(config, config.stores[config.store], emitter, ctx)
  await ctx.session.initiate(true)
  const authManager = await app.container.make('auth.manager')
  ctx.auth = authManager.createAuthenticator(ctx)
  await ctx.auth.check()
  const user = ctx.auth.user
  if (!user || !user.isEnabled || user.deletedAt) return null
  if (await sessionLifetimeOver(ctx.session)) return null
  if (await mustEnrolTwoFactor(user.id)) return null
  const entry = await cachedUser(user.id)
  if (!entry) return null
  const centerIds = entry.centers.filter((center) => center.is_enabled).map((center) => center.id)
  const rooms: LiveRoom[] = [userRoom(user.id), ...centerIds.map((id) => centerRoom(id))]
  if (entry.permissions.has('access-whatsapp')) rooms.push(agentRoom(user.id))
  return { userId: user.id, sessionId: ctx.session.sessionId, centerIds, rooms }
}
