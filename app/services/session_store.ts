import type { HttpContext } from '@adonisjs/core/http'
import { configProvider } from '@adonisjs/core'
import type { ConfigProvider } from '@adonisjs/core/types'
import { stores } from '@adonisjs/session'
import type {
  SessionConfig,
  SessionData,
  SessionStoreContract,
  SessionStoreFactory,
  SessionStoreWithTaggingContract,
} from '@adonisjs/session/types'
import { MessageBuilder } from '@adonisjs/core/helpers'
import db from '@adonisjs/lucid/services/db'
import { ACCESS_VERSION_SQL, acceptAccessVersion, checkAccessEarly } from '#services/access_cache'
import { readRows } from '#queries/read_rows'

/** The session's read with the access version, for the sessions table named in the config. */
const sessionReads = new Map<string, string>()

function sessionReadSql(table: string) {
  let sql = sessionReads.get(table)
  if (sql === undefined) {
    // Quoted as knex quotes an identifier: each part of `schema.table` on its own.
    const quoted = table
      .split('.')
      .map((part) => `"${part.replaceAll('"', '""')}"`)
      .join('.')
    sql = `SELECT ${ACCESS_VERSION_SQL} AS version, sessions.data, sessions.expires_at
       FROM (SELECT 1) AS one LEFT JOIN ${quoted} AS sessions ON sessions.id = ?`
    sessionReads.set(table, sql)
  }
  return sql
}

/**
 * What a visitor who has not signed in keeps in a session: the CSRF secret every form needs
 * (@adonisjs/shield), the page to return to after signing in, and flash messages (a refused
 * sign-in's errors). Any other key (the signed-in user, a sign-in waiting for its second
 * factor, the session clock) makes the session one the server must hold and be able to end.
 */
const ANONYMOUS_KEYS = new Set(['csrf-secret', 'redirect', '__flash__'])

export function isAnonymousSession(values: SessionData): boolean {
  return Object.keys(values).every((key) => ANONYMOUS_KEYS.has(key))
}

type Source = 'server' | 'cookie'

/**
 * When this process last pushed a server-held session's expiry forward. A session whose data
 * did not change is only "touched" (its expiry moved), and doing that on every request is a
 * write per page view; once a minute is enough for lifetimes counted in hours (issue 12).
 */
const TOUCH_EVERY_MS = 60_000
const touchedAt = new Map<string, number>()

function dueForTouch(sessionId: string, now: number) {
  const last = touchedAt.get(sessionId)
  if (last !== undefined && now - last < TOUCH_EVERY_MS) return false
  if (touchedAt.size > 50_000) {
    // Sessions not seen for a minute are due anyway: forget them.
    for (const [id, at] of touchedAt) if (now - at >= TOUCH_EVERY_MS) touchedAt.delete(id)
  }
  touchedAt.set(sessionId, now)
  return true
}

/**
 * The session store in front of the database (or Redis) store: anonymous sessions live only in
 * an encrypted, expiring cookie (the session cookie store, cookie named by the session id), so a
 * page view without signing in writes nothing on the server; 10,000 visits of the sign-in page
 * leave no rows. A session moves to the server store as soon as it holds more (sign-in, the
 * second-factor step), and the cookie is cleared; it moves back when only anonymous keys remain
 * (after sign-out), and the server row is deleted.
 *
 * The CSRF secret in an encrypted, authenticated cookie is as safe as in a row: the browser
 * cannot read or forge it, and only our site receives it. Tagging ("end all sessions of a
 * user") concerns signed-in sessions, which are always on the server.
 */
export class LeanSessionStore implements SessionStoreWithTaggingContract {
  /** Where this request found each session it read (ids it did not read are unknown). */
  #readFrom = new Map<string, Source | null>()

  constructor(
    private server: SessionStoreWithTaggingContract,
    private cookie: SessionStoreContract,
    private ctx: HttpContext,
    private cookieName: string,
    /** The sessions table when the server store is the database's (else Redis). */
    private table: string | null = null
  ) {}

  async read(sessionId: string): Promise<SessionData | null> {
    // Without our cookie the id is brand new: nothing can be stored under it anywhere.
    if (!this.ctx.request.cookie(this.cookieName)) {
      this.#readFrom.set(sessionId, null)
      return null
    }
    const stored = await this.#readServer(sessionId)
    if (stored) {
      this.#readFrom.set(sessionId, 'server')
      return stored
    }
    const anonymous = await this.cookie.read(sessionId)
    this.#readFrom.set(sessionId, anonymous ? 'cookie' : null)
    return anonymous
  }

  /**
   * The server's copy of the session, and with it the access version every request with a
   * session needs (app/services/access_cache.ts): from the database both come in one statement,
   * the framework's only one on a signed-in page (issue 12); beside Redis the version's read
   * starts first, so the two overlap.
   */
  async #readServer(sessionId: string): Promise<SessionData | null> {
    if (!this.table) {
      checkAccessEarly(this.ctx)
      return this.server.read(sessionId)
    }
    // The version row always exists (its migration), so the statement always returns one row.
    // Named, so PostgreSQL parses and plans it once per pooled connection, not per request
    // (its text is the same for every request: the table comes from the config). The embedded
    // database frees a closed connection's named statements (app/services/embedded_postgres.ts).
    const [row] = await readRows<{
      version: string | number
      data: string | null
      expires_at: Date | null
    }>(
      db.connection(),
      { sql: sessionReadSql(this.table), bindings: [sessionId] },
      { name: `lean_session_read_${this.table}` }
    )
    acceptAccessVersion(this.ctx, row?.version ?? null)
    if (!row?.data || !row.expires_at) return null
    // As the database store reads: an expired row is removed, a tampered one ignored.
    if (Date.now() > new Date(row.expires_at).getTime()) {
      await this.server.destroy(sessionId)
      return null
    }
    try {
      return new MessageBuilder().verify<SessionData>(row.data, sessionId)
    } catch {
      return null
    }
  }

  async write(sessionId: string, values: SessionData) {
    // A write moves the expiry too.
    touchedAt.set(sessionId, Date.now())
    if (isAnonymousSession(values)) {
      await this.cookie.write(sessionId, values)
      // Back from the server (signed out): its row goes. A regenerated id was never there.
      if (this.#readFrom.get(sessionId) === 'server') await this.server.destroy(sessionId)
      return
    }
    await this.cookie.destroy(sessionId)
    await this.server.write(sessionId, values)
  }

  async destroy(sessionId: string) {
    await this.cookie.destroy(sessionId)
    if (this.#mayBeOnServer(sessionId)) await this.server.destroy(sessionId)
  }

  async touch(sessionId: string) {
    if (this.#readFrom.get(sessionId) === 'cookie') await this.cookie.touch(sessionId)
    else if (dueForTouch(sessionId, Date.now())) await this.server.touch(sessionId)
  }

  tag(sessionId: string, userId: string | number) {
    return this.server.tag(sessionId, userId)
  }

  untag(sessionId: string, userId: string | number) {
    return this.server.untag(sessionId, userId)
  }

  tagged(userId: string) {
    return this.server.tagged(userId)
  }

  /** Known absent when this request read the id and the server had nothing; else maybe. */
  #mayBeOnServer(sessionId: string) {
    const source = this.#readFrom.get(sessionId)
    return source === undefined || source === 'server'
  }
}

/**
 * Wraps a server-side store's config provider (config/session.ts) in LeanSessionStore. Outside
 * a request (SessionCollection: ending a user's sessions) the server store is used as it is.
 */
export function leanStore(
  serverStore: ConfigProvider<SessionStoreFactory>,
  options: { table?: string } = {}
): ConfigProvider<SessionStoreFactory> {
  return configProvider.create(async (app) => {
    const serverFactory = await serverStore.resolver(app)
    const cookieFactory = await stores.cookie().resolver(app)
    return (ctx: HttpContext, config: SessionConfig) => {
      const server = serverFactory(ctx, config) as SessionStoreWithTaggingContract
      if (!ctx) return server
      const cookie = cookieFactory(ctx, config)
      return new LeanSessionStore(server, cookie, ctx, config.cookieName, options.table ?? null)
    }
  })
}
