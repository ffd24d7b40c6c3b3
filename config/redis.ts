import env from '#start/env'
import { defineConfig } from '@adonisjs/redis'

/**
 * Only used when REDIS_URL is set (sessions, limiter and queue switch to it then).
 * lazyConnect keeps the default start free of any Redis connection.
 */
const redisConfig = defineConfig({
  connection: 'main',
  connections: {
    main: {
      url: env.get('REDIS_URL', 'redis://127.0.0.1:6379'),
      lazyConnect: true,
      keyPrefix: 'assist:',
    },
  },
})

export default redisConfig

declare module '@adonisjs/redis/types' {
  export interface RedisConnections extends InferConnections<typeof redisConfig> {}
}
