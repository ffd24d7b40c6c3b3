import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, drivers } from '@adonisjs/queue'

/**
 * Jobs go to the database (or Redis) and `ace queue:work` (started by bin/start.ts) runs them.
 * Tests run jobs as they are dispatched (sync), so a request's effects can be asserted right
 * after it; a test about what is queued uses `queue.fake()`.
 */
const defaultAdapter = app.inTest ? 'sync' : env.get('REDIS_URL') ? 'redis' : 'database'

export default defineConfig({
  default: env.get('QUEUE_DRIVER', defaultAdapter),
  adapters: {
    database: drivers.database({ connectionName: 'postgres' }),
    redis: drivers.redis({ connectionName: 'main' }),
    sync: drivers.sync(),
  },
  worker: { concurrency: 2, idleDelay: '2s' },
  locations: ['./app/jobs/**/*.{ts,js}'],
})
