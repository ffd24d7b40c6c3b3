import { test } from '@japa/runner'
import { setTimeout as sleep } from 'node:timers/promises'
import db from '@adonisjs/lucid/services/db'
import { Job, Locator } from '@adonisjs/queue'
import queue from '@adonisjs/queue/services/main'
import { add, jobEntry } from '#services/outbox'
import { OutboxDispatcher, type Deliverers } from '#services/outbox_dispatcher'
import { sweepTransmissions } from '#services/transmissions'

/**
 * The outbox's dispatcher against the real database, with no test-wide transaction: claims race
 * on their own connections as several processes' would, and every statement commits. Each test
 * removes the rows it made.
 */

type Delivered = Parameters<Deliverers['job']>[0]

async function insertRows(count: number, name = 'OutboxProbe') {
  const rows: { id: string | number }[] = await db
    .table('outbox_messages')
    .multiInsert(
      Array.from({ length: count }, (_, index) => ({
        kind: 'job',
        name,
        payload: JSON.stringify({ index }),
      }))
    )
    .returning('id')
  return rows.map((row) => Number(row.id))
}

const rowsOf = (ids: number[]) =>
  db.from('outbox_messages').whereIn('id', ids).orderBy('id') as Promise<
    {
      id: string | number
      attempts: number
      last_error: string | null
      delivered_at: Date | null
      claimed_until: Date | null
    }[]
  >

const ran: string[] = []

/** A queue job the outbox hands over; the tests' sync queue runs it at once. */
class OutboxProbeJob extends Job<{ note: string }> {
  async execute() {
    ran.push(this.payload.note)
  }
}

test.group('Outbox dispatcher', (group) => {
  group.each.setup(() => async () => {
    await db.from('outbox_messages').delete()
  })

  test('four dispatchers racing deliver each row once, never two at a time', async ({ assert }) => {
    const ids = await insertRows(40)
    const inFlight = new Set<number>()
    const deliveries = new Map<number, number>()
    const overlaps: number[] = []
    const slowDelivery = async (message: Delivered) => {
      if (inFlight.has(message.id)) overlaps.push(message.id)
      inFlight.add(message.id)
      deliveries.set(message.id, (deliveries.get(message.id) ?? 0) + 1)
      // Long enough for the others' claims to run while this row is held.
      await sleep(15)
      inFlight.delete(message.id)
    }
    const dispatchers = Array.from(
      { length: 4 },
      () => new OutboxDispatcher({ batch: 3, deliverers: { job: slowDelivery } })
    )
    await Promise.all(
      dispatchers.map(async (dispatcher) => {
        while ((await dispatcher.deliverDue()) > 0) {}
      })
    )
    assert.deepEqual(overlaps, [])
    assert.deepEqual(
      ids.map((id) => deliveries.get(id)),
      ids.map(() => 1)
    )
    const rows = await rowsOf(ids)
    assert.isTrue(rows.every((row) => row.delivered_at !== null && row.attempts === 1))
  })

  test('a failing delivery is tried again after its wait, keeping its error and its tries', async ({
    assert,
  }) => {
    const [id] = await insertRows(1)
    let calls = 0
    const flaky = async () => {
      calls += 1
      if (calls <= 2) throw new Error(`The queue is unreachable (try ${calls})`)
    }
    const dispatcher = new OutboxDispatcher({
      deliverers: { job: flaky },
      retryDelayMs: () => 300,
    })

    assert.equal(await dispatcher.deliverDue(), 1)
    let [row] = await rowsOf([id])
    assert.equal(row.attempts, 1)
    assert.equal(row.last_error, 'The queue is unreachable (try 1)')
    assert.isNull(row.delivered_at)
    assert.isNull(row.claimed_until)
    // Not before its wait is over.
    assert.equal(await dispatcher.deliverDue(), 0)

    await sleep(350)
    assert.equal(await dispatcher.deliverDue(), 1)
    ;[row] = await rowsOf([id])
    assert.equal(row.attempts, 2)
    assert.equal(row.last_error, 'The queue is unreachable (try 2)')

    await sleep(350)
    assert.equal(await dispatcher.deliverDue(), 1)
    ;[row] = await rowsOf([id])
    assert.equal(row.attempts, 3)
    assert.isNotNull(row.delivered_at)
    // Delivered, with the trouble it had before on record.
    assert.equal(row.last_error, 'The queue is unreachable (try 2)')
    assert.equal(calls, 3)
  })

  test('a job the queue does not know stays undelivered with the reason', async ({ assert }) => {
    const [id] = await insertRows(1, 'NoSuchJob')
    await new OutboxDispatcher().deliverDue()
    const [row] = await rowsOf([id])
    assert.isNull(row.delivered_at)
    assert.equal(row.last_error, 'No queue job is named NoSuchJob.')
  })

  test('a row held by a live claim is left alone; after its lease it is delivered', async ({
    assert,
  }) => {
    const [id] = await insertRows(1)
    const delivered: number[] = []
    const dispatcher = new OutboxDispatcher({
      deliverers: { job: async (message) => void delivered.push(message.id) },
    })
    // A claimant that died holding it, its lease still running.
    await db
      .from('outbox_messages')
      .where('id', id)
      .update({ claimed_until: db.raw(`now() + interval '1 hour'`), attempts: 1 })
    assert.equal(await dispatcher.deliverDue(), 0)
    await db
      .from('outbox_messages')
      .where('id', id)
      .update({ claimed_until: db.raw(`now() - interval '1 second'`) })
    assert.equal(await dispatcher.deliverDue(), 1)
    assert.deepEqual(delivered, [id])
    const [row] = await rowsOf([id])
    assert.equal(row.attempts, 2)
  })

  test('a row written in a transaction is delivered when it commits, and never when it rolls back', async ({
    assert,
  }) => {
    Locator.register('OutboxProbeJob', OutboxProbeJob)
    ran.length = 0
    await db.transaction(async (trx) => {
      await add(trx, jobEntry(OutboxProbeJob, { note: 'committed' }), { subject: 'probe:1' })
      // Not before the commit.
      assert.deepEqual(ran, [])
    })
    // The sync queue ran the job before the transaction's promise settled.
    assert.deepEqual(ran, ['committed'])
    const [row] = await db.from('outbox_messages').where('subject', 'probe:1')
    assert.isNotNull(row.delivered_at)
    assert.equal(row.name, 'OutboxProbeJob')
    assert.deepEqual(row.payload, { note: 'committed' })

    await db
      .transaction(async (trx) => {
        await add(trx, jobEntry(OutboxProbeJob, { note: 'rolled back' }), { subject: 'probe:2' })
        throw new Error('the change fails')
      })
      .catch(() => {})
    assert.deepEqual(ran, ['committed'])
    assert.lengthOf(await db.from('outbox_messages').where('subject', 'probe:2'), 0)
  })

  test('a row is never written outside a transaction', async ({ assert }) => {
    const { asTransaction } = await import('#services/outbox')
    assert.throws(() => asTransaction(db), /written in the transaction of the change/)
  })
})

test.group('Transmission sweeper', (group) => {
  let transmissionId = 0
  group.each.setup(async () => {
    const center: { id: number } = await db.from('centers').orderBy('id').firstOrFail()
    const [row] = await db
      .table('transmissions')
      .insert({
        center_id: center.id,
        document_type: 'gop',
        document_id: 2_000_000_000,
        revision: 1,
        recipients: ['gop@provider.test'],
        subject: 'A letter nothing is delivering',
        status: 'queued',
        attempts: 1,
        created_at: new Date(Date.now() - 60 * 60_000),
        updated_at: new Date(Date.now() - 60 * 60_000),
      })
      .returning('id')
    transmissionId = row.id
    // The hand-over is recorded, not run: the job is the crash tests' subject, not this one's.
    queue.fake()
    return async () => {
      queue.restore()
      await db.from('outbox_messages').delete()
      await db.from('transmissions').where('id', transmissionId).delete()
    }
  })

  const sweepTimings = { sweepAfterMs: 15 * 60_000, attemptLeaseMs: 5 * 60_000 }
  /** How many letters one sweep handed over. */
  const sweep = () => sweepTransmissions(sweepTimings).then((result) => result.requeued)

  test('sweepers racing hand a forgotten letter over once', async ({ assert }) => {
    const results = await Promise.all(
      Array.from({ length: 4 }, () => sweepTransmissions(sweepTimings))
    )
    assert.equal(
      results.reduce((sum, result) => sum + result.requeued, 0),
      1
    )
    const handed = await db
      .from('outbox_messages')
      .where('subject', `transmission:${transmissionId}`)
    assert.lengthOf(handed, 1)
    assert.equal(handed[0].name, 'SendTransmission')
    assert.deepEqual(handed[0].payload, { transmissionId })
    // Handed over (its outbox row delivered to the queue) and touched: not again next time.
    assert.isNotNull(handed[0].delivered_at)
    assert.equal(await sweep(), 0)
  })

  test('a letter with an attempt under way, or one recently touched, is not handed over', async ({
    assert,
  }) => {
    await db
      .from('transmissions')
      .where('id', transmissionId)
      .update({ attempting_since: db.raw(`now() - interval '1 minute'`) })
    assert.equal(await sweep(), 0)
    await db
      .from('transmissions')
      .where('id', transmissionId)
      .update({ attempting_since: null, updated_at: db.raw(`now() - interval '1 minute'`) })
    assert.equal(await sweep(), 0)
    // Its attempt's lease ran out long ago, and nothing touched it since: handed over.
    await db
      .from('transmissions')
      .where('id', transmissionId)
      .update({
        attempting_since: db.raw(`now() - interval '1 hour'`),
        updated_at: db.raw(`now() - interval '1 hour'`),
      })
    assert.equal(await sweep(), 1)
  })
})
