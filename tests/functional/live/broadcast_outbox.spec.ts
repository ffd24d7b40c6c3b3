import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { centerRoom, userRoom, type LiveMessage } from '#contracts/live_events'
import { broadcast, setBroadcastEmitter } from '#services/live/broadcast'
import { OutboxDispatcher } from '#services/outbox_dispatcher'
import { captureBroadcasts, type Emitted } from '#tests/helpers/broadcast_capture'

/**
 * Broadcasts leave through the outbox: written in the change's transaction, emitted once after
 * its commit, never after a rollback, and claimed only where a socket server emits. Against the
 * real database with no test-wide transaction (commits must happen); each test removes its rows.
 */

const changed = (recordId: number): LiveMessage => ({
  room: centerRoom(1),
  event: 'record.changed',
  payload: {
    centerId: 1,
    resource: 'cases',
    recordId,
    caseId: recordId,
    action: 'updated',
    by: { id: 1, name: 'Test' },
    at: new Date().toISOString(),
  },
})

test.group('Live broadcast through the outbox', (group) => {
  let emitted: Emitted[] = []

  group.each.setup(async () => {
    const capture = captureBroadcasts()
    emitted = capture.emitted
    return async () => {
      capture.restore()
      await db.from('outbox_messages').where('kind', 'broadcast').delete()
    }
  })

  test('a committed broadcast is emitted once, right after the commit', async ({ assert }) => {
    await db.transaction(async (trx) => {
      await broadcast(trx, changed(41))
      assert.lengthOf(emitted, 0, 'nothing is emitted before the commit')
    })
    assert.deepEqual(
      emitted.map((entry) => [entry.room, entry.event]),
      [['center:1', 'record.changed']]
    )
    assert.equal((emitted[0].payload as { recordId: number }).recordId, 41)
    const rows = await db.from('outbox_messages').where('kind', 'broadcast')
    assert.lengthOf(rows, 1)
    assert.isNotNull(rows[0].delivered_at)
    // A later poll finds nothing left to emit.
    assert.equal(await new OutboxDispatcher({ kinds: ['broadcast'] }).deliverDue(), 0)
    assert.lengthOf(emitted, 1)
  })

  test('a change with more broadcasts than a batch emits them all at its commit, marked in one statement', async ({
    assert,
  }) => {
    await db.transaction(async (trx) => {
      for (let recordId = 1; recordId <= 25; recordId++) await broadcast(trx, changed(recordId))
    })
    assert.deepEqual(
      emitted.map((entry) => (entry.payload as { recordId: number }).recordId),
      Array.from({ length: 25 }, (_, index) => index + 1),
      'all 25 in order, none left for the next poll'
    )
    const rows = await db
      .from('outbox_messages')
      .where('kind', 'broadcast')
      .select('delivered_at', 'attempts')
    assert.lengthOf(rows, 25)
    // now() is the statement's transaction's start: one value for all means one statement.
    const marks = new Set(rows.map((row) => new Date(row.delivered_at).getTime()))
    assert.equal(marks.size, 1)
    assert.isTrue(rows.every((row) => row.attempts === 1))
  })

  test('a web process writes its broadcast held by itself: no other dispatcher takes it before its own emit', async ({
    assert,
  }) => {
    await db.transaction(async (trx) => {
      await broadcast(trx, changed(43))
      const [row] = await trx
        .from('outbox_messages')
        .where('kind', 'broadcast')
        .select('claimed_by', 'attempts')
        .whereRaw('claimed_until > clock_timestamp()')
      assert.isString(row?.claimed_by, 'held, with a lease still running')
      assert.equal(row.attempts, 1)
    })
    assert.lengthOf(emitted, 1)
    const [row] = await db.from('outbox_messages').where('kind', 'broadcast')
    assert.isNotNull(row.delivered_at)
    assert.isNull(row.claimed_until)
    assert.equal(row.attempts, 1, 'emitted once, with no claim of its own')
  })

  test('a held broadcast its process never emitted is claimed by another once the lease lapses', async ({
    assert,
  }) => {
    const [row] = await db
      .table('outbox_messages')
      .insert({
        kind: 'broadcast',
        name: 'record.changed',
        payload: JSON.stringify({ room: 'center:1', data: changed(44).payload }),
        // The claim of a process that died after its commit.
        claimed_by: '00000000-0000-4000-8000-000000000001',
        claimed_until: db.raw(`now() + interval '1 hour'`),
        attempts: 1,
      })
      .returning('id')
    const dispatcher = new OutboxDispatcher({ kinds: ['broadcast'] })
    assert.equal(await dispatcher.deliverDue(), 0, 'left alone while held')
    await db
      .from('outbox_messages')
      .where('id', row.id)
      .update({ claimed_until: db.raw(`now() - interval '1 millisecond'`) })
    assert.equal(await dispatcher.deliverDue(), 1)
    assert.deepEqual(
      emitted.map((entry) => (entry.payload as { recordId: number }).recordId),
      [44]
    )
    const stored = await db.from('outbox_messages').where('id', row.id).firstOrFail()
    assert.isNotNull(stored.delivered_at)
    assert.equal(stored.attempts, 2)
  })

  test('a broadcast written in a savepoint is not emitted before the outer commit', async ({
    assert,
  }) => {
    await db.transaction(async (outer) => {
      await outer.transaction(async (inner) => {
        await broadcast(inner, changed(45))
      })
      assert.lengthOf(emitted, 0, 'the savepoint released is not the change committed')
      const [row] = await outer.from('outbox_messages').where('kind', 'broadcast')
      assert.isNull(row.claimed_by, 'not held: it waits for a claim after the commit')
    })
    assert.lengthOf(emitted, 0)
    assert.equal(await new OutboxDispatcher({ kinds: ['broadcast'] }).deliverDue(), 1)
    assert.deepEqual(
      emitted.map((entry) => (entry.payload as { recordId: number }).recordId),
      [45]
    )
  })

  test('a broadcast written in a rolled-back transaction emits nothing', async ({ assert }) => {
    await db
      .transaction(async (trx) => {
        await broadcast(trx, changed(42))
        throw new Error('the change fails')
      })
      .catch(() => {})
    assert.lengthOf(emitted, 0)
    assert.lengthOf(await db.from('outbox_messages').where('kind', 'broadcast'), 0)
    assert.equal(await new OutboxDispatcher({ kinds: ['broadcast'] }).deliverDue(), 0)
    assert.lengthOf(emitted, 0)
  })

  test('a process without a socket server leaves broadcast rows to one that has', async ({
    assert,
  }) => {
    setBroadcastEmitter(null)
    await db.transaction(async (trx) => {
      await broadcast(trx, { room: userRoom(7), event: 'report.ready', payload: changedReport() })
    })
    const [row] = await db.from('outbox_messages').where('kind', 'broadcast')
    assert.isNull(row.delivered_at, 'the commit nudge of a worker-like process left it')
    assert.equal(row.attempts, 0, 'and never claimed it')
    // The worker's own poll leaves it too.
    assert.equal(await new OutboxDispatcher().deliverDue(), 0)
    // A web process's poll delivers it (the group's teardown puts the test server's emitter back).
    emitted = captureBroadcasts().emitted
    assert.equal(await new OutboxDispatcher({ kinds: ['broadcast'] }).deliverDue(), 1)
    assert.deepEqual(
      emitted.map((entry) => [entry.room, entry.event]),
      [['user:7', 'report.ready']]
    )
  })

  test('a row naming no known room or event is kept with its error, never emitted', async ({
    assert,
  }) => {
    const [row] = await db
      .table('outbox_messages')
      .insert({
        kind: 'broadcast',
        name: 'record.changed',
        payload: JSON.stringify({ room: 'everyone', data: {} }),
      })
      .returning('id')
    assert.equal(await new OutboxDispatcher({ kinds: ['broadcast'] }).deliverDue(), 1)
    const stored = await db.from('outbox_messages').where('id', row.id).firstOrFail()
    assert.isNull(stored.delivered_at)
    assert.match(stored.last_error, /room/)
    assert.lengthOf(emitted, 0)
  })

  test('broadcast refuses a room outside the contract', async ({ assert }) => {
    const message = { ...changed(1), room: 'center:0' } as unknown as LiveMessage
    await assert.rejects(() => db.transaction((trx) => broadcast(trx, message)), /Not a live room/)
  })
})

function changedReport() {
  return { subject: 'Case report', filePath: '/reports/1/download' }
}
