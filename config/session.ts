import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, stores } from '@adonisjs/session'

/**
 * Sessions live server-side (database by default, Redis when REDIS_URL is set) so that
 * sign-out, disabling a user and password changes can end them; the cookie holds only the id.
 */
const defaultStore = env.get('REDIS_URL') ? 'redis' : 'database'

const sessionConfig = defineConfig({
  enabled: true,
  cookieName: 'assist_session',
  clearWithBrowser: false,
  age: `${env.get('SESSION_IDLE_MINUTES', 120)}m`,
  cookie: {
    path: '/',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
  store: env.get('SESSION_DRIVER', defaultStore),
  stores: {
    database: stores.database({ tableName: 'sessions' }),
    redis: stores.redis({ connection: 'main' }),
  },
})

export default sessionConfig
