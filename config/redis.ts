import env from '#start/env'
import { defineConfig } from '@adonisjs/redis'

/**
 * Only used when REDIS_URL is set (sessions, limiter and queue switch to it then).
 * lazyConnect keeps the default start free of any Redis connection.
 */
/**
 * REDIS_URL as ioredis options: @adonisjs/redis hands the connection's config to `new Redis()`
 * as an options object, where ioredis ignores `url` (it parses one only as its own argument), so
 * the host, port, credentials and database number are spelled out here.
 */
function fromUrl(text: string) {
  const url = new URL(text)
  const database = Number(url.pathname.replace('/', '') || 0)
  return {
    host: url.hostname || '127.0.0.1',
    port: Number(url.port || 6379),
    db: Number.isSafeInteger(database) ? database : 0,
    ...(url.username ? { username: decodeURIComponent(url.username) } : {}),
    ...(url.password ? { password: decodeURIComponent(url.password) } : {}),
    ...(url.protocol === 'rediss:' ? { tls: {} } : {}),
  }
}

const redisConfig = defineConfig({
  connection: 'main',
  connections: {
    main: {
      ...fromUrl(env.get('REDIS_URL', 'redis://127.0.0.1:6379')),
      lazyConnect: true,
      keyPrefix: 'assist:',
    },
  },
})

export default redisConfig

declare module '@adonisjs/redis/types' {
  export interface RedisConnections extends InferConnections<typeof redisConfig> {}
}
