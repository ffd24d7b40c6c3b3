import env from '#start/env'
import { configProvider } from '@adonisjs/core'
import { defineConfig, stores } from '@adonisjs/limiter'
import type { LimiterConsumptionOptions } from '@adonisjs/limiter/types'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/**
 * The limiter's database store, on whatever `db.connection()` is when it counts. The package's
 * store reads `db.connection()` once, when the manager builds it (one per set of options, kept
 * for the process): in a test-wide transaction that is the transaction, and the limiter went on
 * using it after its rollback ("Transaction query already complete"), or its pooled connection
 * after the pool had closed it ("Client was closed and is not queryable"). In production the
 * connection is the pool either way; in a test it is that test's transaction, so the counts
 * roll back with the test like everything else it wrote.
 */
const databaseStore = (config: { tableName: string }) =>
  configProvider.create(async (app) => {
    const db = await app.container.make('lucid.db')
    const { default: LimiterDatabaseStore } = await import('@adonisjs/limiter/stores/database')
    // rate-limiter-flexible takes a knex instance and reads its `client` for every statement.
    const current = {
      get dialect() {
        return db.connection().dialect
      },
      getWriteClient: () => ({
        get client() {
          return (db.connection().getWriteClient() as unknown as { client: unknown }).client
        },
      }),
    }
    return (options: LimiterConsumptionOptions) =>
      new LimiterDatabaseStore(current as unknown as QueryClientContract, {
        ...config,
        ...options,
      })
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
