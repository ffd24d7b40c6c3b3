import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { stores } from '@adonisjs/session'
import type { SessionConfig, SessionStoreWithTaggingContract } from '@adonisjs/session/types'

/**
 * Outside tests, sessions live in the `sessions` table (the test client needs the memory
 * store). This checks our table works with the database store, tagging included, since
 * ending a user's sessions relies on it.
 */
test.group('Database session store', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('writes, tags, lists and destroys sessions in the sessions table', async ({ assert }) => {
    // The store class is internal to the package; its config provider builds the same store.
    const factory = await stores.database({ tableName: 'sessions', gcProbability: 0 }).resolver(app)
    const config = { age: '2 hours' } as SessionConfig
    const ctx = await testUtils.createHttpContext()
    const store = factory(ctx, config) as SessionStoreWithTaggingContract
    await store.write('session-a', { auth_web: 7 })
    await store.write('session-b', { auth_web: 7 })
    await store.tag('session-a', 7)
    await store.tag('session-b', 7)

    assert.deepEqual(await store.read('session-a'), { auth_web: 7 })
    const tagged = await store.tagged('7')
    assert.sameMembers(
      tagged.map((session) => session.id),
      ['session-a', 'session-b']
    )

    await store.destroy('session-a')
    assert.isNull(await store.read('session-a'))
    assert.lengthOf(await db.from('sessions').where('user_id', '7'), 1)
  })
})
