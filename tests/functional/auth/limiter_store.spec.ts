import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import limiter from '@adonisjs/limiter/services/main'

/**
 * The limiter counts on the connection as it is when it counts (config/limiter.ts), not as it
 * was when its store was built: the manager keeps one store per set of options for the process,
 * and the package's own store kept the connection of the transaction open at that moment (a
 * test's) for good, so once the pool had closed that connection every later count failed.
 */
test.group('Rate limits: the store', () => {
  test('a limiter built inside a transaction still counts once its connection is gone', async ({
    assert,
  }) => {
    const key = `limiter_store_test:${Date.now()}:${Math.random()}`
    // Options no other test uses: the manager builds a new store for them, inside the first.
    const limit = () => limiter.use({ requests: 97, duration: '7 mins' })
    const first = await db.beginGlobalTransaction()
    const firstConnection = await (
      first.knexClient as unknown as {
        client: { acquireConnection(): Promise<{ end(): Promise<void> }> }
      }
    ).client.acquireConnection()
    try {
      await limit().consume(key)
      assert.equal(await limit().remaining(key), 96)
    } finally {
      await db.rollbackGlobalTransaction()
    }
    // Its count rolled back with it. Then the pool closes that connection, as it does with an
    // idle one after 30 s; the same limiter counts inside the next transaction, and on the pool.
    await firstConnection.end()
    await db.beginGlobalTransaction()
    try {
      await limit().consume(key)
      assert.equal(await limit().remaining(key), 96)
    } finally {
      await db.rollbackGlobalTransaction()
    }
    try {
      await limit().consume(key)
      assert.equal(await limit().remaining(key), 96)
    } finally {
      await limit().delete(key)
    }
  })
})
