import env from '#start/env'
import { defineConfig, drivers } from '@adonisjs/queue'

export default defineConfig({
  default: env.get('QUEUE_DRIVER', env.get('REDIS_URL') ? 'redis' : 'database'),
  adapters: {
    database: drivers.database({ connectionName: 'postgres' }),
    redis: drivers.redis({ connectionName: 'main' }),
    sync: drivers.sync(),
  },
  worker: { concurrency: 2, idleDelay: '2s' },
  locations: ['./app/jobs/**/*.{ts,js}'],
})
