import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { StateSchema } from '#database/schema'
import { findLive } from '#services/record_store'

test.group('Record store', () => {
  test('finds a record of a model nothing has queried yet (its table is set on boot)', async ({
    assert,
  }) => {
    // A fresh model class is what a model is right after a restart: not booted, so its table
    // still reads as the generated schema class's ('state_schemas') until boot.
    class State extends StateSchema {}
    const state: { id: number } = await db.from('states').whereNull('deleted_at').firstOrFail()
    const found = await findLive({ model: State, subjectType: 'state' }, state.id)
    assert.equal(found.id, state.id)
  })
})
