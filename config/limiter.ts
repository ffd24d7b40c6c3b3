import env from '#start/env'
import { configProvider } from '@adonisjs/core'
import { defineConfig, stores } from '@adonisjs/limiter'
import type { LimiterConsumptionOptions } from '@adonisjs/limiter/types'

/**
 * The limiter's database store, on the connection's own pool. The package's store takes
 * `db.connection()`, which inside a test-wide transaction is that transaction: the limiter it
 * builds then (the manager keeps one per options) goes on using that transaction's pooled
 * connection after the test has rolled it back, while other tests use it, or after the pool has
 * closed it ("Client was closed and is not queryable" in later tests). Counting on the pool is
 * also what a count needs anywhere: a failed sign-in is counted whatever transaction is open.
 */
const databaseStore = (config: { tableName: string }) =>
  configProvider.create(async (app) => {
    const db = await app.container.make('lucid.db')
    const emitter = await app.container.make('emitter')
    const [{ default: LimiterDatabaseStore }, { QueryClient }] = await Promise.all([
      import('@adonisjs/limiter/stores/database'),
      import('@adonisjs/lucid/database'),
    ])
    const name = db.primaryConnectionName
    return (options: LimiterConsumptionOptions) => {
      db.manager.connect(name)
      const pooled = new QueryClient('dual', db.getRawConnection(name)!.connection!, emitter)
      return new LimiterDatabaseStore(pooled, { ...config, ...options })
    }
  })

const limiterConfig = defineConfig({
  default: env.get('REDIS_URL') ? 'redis' : 'database',
  stores: {
    database: databaseStore({ tableName: 'rate_limits' }),
    redis: stores.redis({ connectionName: 'main' }),
    memory: stores.memory({}),
  },
})

export default limiterConfig

declare module '@adonisjs/limiter/types' {
  export interface LimitersList extends InferLimiters<typeof limiterConfig> {}
}
