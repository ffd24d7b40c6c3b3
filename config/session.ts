import env from '#start/env'
import { defineConfig, stores } from '@adonisjs/session'
import { leanStore } from '#services/session_store'
import { secureCookies } from '#config/app'

/**
 * Sessions live server-side (database by default, Redis when REDIS_URL is set) so that
 * sign-out, disabling a user and password changes can end them; the cookie holds only the id.
 * A visitor who has not signed in is kept in an encrypted cookie instead (leanStore,
 * app/services/session_store.ts), so anonymous page views store nothing on the server. Tests
 * use the memory store, which the test client reads directly.
 */
/** The session cookie and table names. */
const SESSION_COOKIE = 'assist_session'
const SESSIONS_TABLE = 'sessions'

const defaultStore = env.get('REDIS_URL') ? 'redis' : 'database'

const sessionConfig = defineConfig({
  enabled: true,
  cookieName: SESSION_COOKIE,
  clearWithBrowser: false,
  age: `${env.get('SESSION_IDLE_MINUTES', 120)}m`,
  cookie: {
    path: '/',
    httpOnly: true,
    // Secure over https only (config/app.ts), so sign-in works on http://localhost too.
    secure: secureCookies,
    sameSite: 'lax',
  },
  store: env.get('SESSION_DRIVER', defaultStore),
  stores: {
    database: leanStore(stores.database({ tableName: SESSIONS_TABLE }), { table: SESSIONS_TABLE }),
    redis: leanStore(stores.redis({ connection: 'main' })),
  },
})

export default sessionConfig
