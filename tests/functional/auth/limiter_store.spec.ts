import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import limiter from '@adonisjs/limiter/services/main'

/**
 * The limiter counts on the database pool, never through a transaction that happens to be open
 * when its store is built (config/limiter.ts). Built inside the tests' global transaction, the
 * package's own store kept that transaction's connection for good: its counts vanished with the
 * rollback, and later tests' limits ran on a connection the pool had since closed.
 */
test.group('Rate limits: the store', () => {
  test('a count made while a transaction is open outlives the transaction', async ({ assert }) => {
    const key = `limiter_store_test:${Date.now()}:${Math.random()}`
    // Options no other test uses: the manager builds a new store for them, here and now.
    const limit = () => limiter.use({ requests: 97, duration: '7 mins' })
    const transaction = await db.beginGlobalTransaction()
    try {
      await limit().consume(key)
    } finally {
      await db.rollbackGlobalTransaction()
    }
    assert.isTrue(transaction.isCompleted)
    assert.equal(await limit().remaining(key), 96)
    await limit().delete(key)
  })
})
