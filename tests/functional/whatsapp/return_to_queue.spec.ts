import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type User from '#models/user'
import { actorOf } from '#services/actor'
import { captureBroadcasts, type Emitted } from '#tests/helpers/broadcast_capture'
import { liveServer } from '#services/live/live_server'
import { OutboxDispatcher } from '#services/outbox_dispatcher'
import {
  QUEUED_ALERT_TITLE,
  clearReplyDeadline,
  releaseContact,
  returnContact,
  returnContactsOfAbsentAgents,
  returnOverdueContacts,
  takeContact,
} from '#services/whatsapp/contact_queue'
import { BrowserLikeClient } from '#tests/helpers/browser_like_client'
import { connectedLive, eventually } from '#tests/helpers/live_client'
import { markCommittedRows } from '#tests/helpers/races'
import { startServedApp, type ServedApp } from '#tests/helpers/served_app'
import { DEMO_PASSWORD, makeUser } from '#tests/helpers/users'
import {
  contactStates,
  heldContacts,
  queuedContacts,
  servedAgents,
} from '#tests/helpers/whatsapp_contacts'

/**
 * The return to the queue (issue 31; shared/design/MESSAGING.md "Return to the queue"): a held
 * contact whose agent did not answer by the deadline goes back, with SPEC's queue move to the
 * agent's and the center's rooms and the agent's alert; never early, none lost, a reply keeps
 * it. Deadlines are set against the database's clock (the clock the return compares them
 * with), so "due" is the test's decision, not a wait. Jobs are delivered by outbox dispatchers
 * as the worker's poll delivers them (the tests' queue runs a job as it is dispatched).
 * Everything commits (the jobs open their own transactions); the group removes it after.
 */

async function centerId(code: string): Promise<number> {
  const row: { id: number } = await db.from('centers').where('code', code).firstOrFail()
  return Number(row.id)
}

const agent = () => makeUser({ permissions: ['access-whatsapp'], centers: ['KUL'] })

/** Delivers every due outbox job, as the worker's poll does, until none is left. */
async function runDueJobs(dispatcher = new OutboxDispatcher({ kinds: ['job'] })) {
  let delivered = 0
  for (let claimed = 1; claimed > 0;) {
    claimed = await dispatcher.deliverDue()
    delivered += claimed
  }
  return delivered
}

/** The contacts of `ids` the return moved back, by its activity rows (one each, or a failure). */
async function returnedOnce(client: QueryClientContract, ids: number[]): Promise<Set<number>> {
  const rows: { subject_id: string; total: number }[] = await client
    .from('activity_logs')
    .where('subject_type', 'whatsapp_contact')
    .whereIn(
      'subject_id',
      ids.map((id) => String(id))
    )
    .whereRaw(`properties->>'transition' = 'return'`)
    .groupBy('subject_id')
    .select('subject_id')
    .count('* as total')
  const twice = rows.filter((row) => Number(row.total) !== 1)
  if (twice.length > 0) throw new Error(`returned more than once: ${JSON.stringify(twice)}`)
  return new Set(rows.map((row) => Number(row.subject_id)))
}

/** Moves the fake clock on: every waiting deadline of these contacts and its job come nearer. */
async function clockForward(ids: number[], seconds: number) {
  await db
    .from('whatsapp_contacts')
    .whereIn('id', ids)
    .whereNotNull('reply_due_at')
    .update({ reply_due_at: db.raw(`reply_due_at - ? * interval '1 second'`, [seconds]) })
  await db
    .from('outbox_messages')
    .whereIn(
      'subject',
      ids.map((id) => `whatsapp_contact:${id}`)
    )
    .whereNull('delivered_at')
    .update({ available_at: db.raw(`available_at - ? * interval '1 second'`, [seconds]) })
}

test.group('WhatsApp: the return to the queue', (group) => {
  let emitted: Emitted[] = []
  group.setup(async () => {
    const removeCommitted = await markCommittedRows()
    const [{ top }] = await db.from('whatsapp_contacts').max('id as top')
    // The contacts held before this group (the seeded demo's) are closed by each test's setup
    // below and committed: put them back as they were, or later specs find the demo changed.
    const heldBefore: { id: number; agent_id: number; reply_due_at: Date | null }[] = await db
      .from('whatsapp_contacts')
      .where('status', 'assigned')
      .select('id', 'agent_id', 'reply_due_at')
    // Held contacts go first: their agents' removal would null a holder the table requires.
    return async () => {
      await db
        .from('whatsapp_contacts')
        .where('id', '>', top ?? 0)
        .delete()
      for (const held of heldBefore) {
        await db.from('whatsapp_contacts').where('id', held.id).update({
          status: 'assigned',
          agent_id: held.agent_id,
          reply_due_at: held.reply_due_at,
        })
      }
      await removeCommitted()
    }
  })
  group.each.setup(async () => {
    // What an earlier test left held is closed: the sweeps look at every held contact.
    await db
      .from('whatsapp_contacts')
      .where('status', 'assigned')
      .update({ status: 'closed', agent_id: null, reply_due_at: null })
    const capture = captureBroadcasts()
    emitted = capture.emitted
    return capture.restore
  })
  group.each.timeout(180_000)

  test('a due contact goes back with the queue move and its agent’s alert; one not yet due and one answered stay', async ({
    assert,
  }) => {
    const kul = await centerId('KUL')
    const holder = await agent()
    const [due, notYet, answered] = await heldContacts(
      db.connection(),
      kul,
      [holder.id],
      [-1_000, 60_000, -1_000]
    )
    // The agent's first reply, in the reply's transaction, clears the deadline (once).
    const cleared = await db.transaction((trx) => clearReplyDeadline(trx, answered.id, holder.id))
    assert.isTrue(cleared)
    assert.isFalse(await db.transaction((trx) => clearReplyDeadline(trx, answered.id, holder.id)))
    const stranger = await agent()
    assert.isFalse(await db.transaction((trx) => clearReplyDeadline(trx, due.id, stranger.id)))

    assert.equal(await runDueJobs(), 2, 'the two due jobs ran; the third is not due')
    const states = await contactStates(db.connection(), [due.id, notYet.id, answered.id])
    assert.equal(states.get(due.id)?.status, 'queued')
    assert.isNull(states.get(due.id)?.agent_id)
    assert.isAtLeast(states.get(due.id)!.queued_at!.getTime(), due.dueAt.getTime())
    assert.equal(states.get(notYet.id)?.status, 'assigned')
    assert.equal(states.get(answered.id)?.status, 'assigned', 'the reply kept it')
    assert.equal(states.get(answered.id)?.agent_id, holder.id)

    const payload = { contactId: due.id, agentId: holder.id, clientCenter: kul }
    const queued = emitted.filter((entry) => entry.event === 'whatsapp.contact.queued')
    assert.sameDeepMembers(queued, [
      { room: `agent:${holder.id}`, event: 'whatsapp.contact.queued', payload },
      { room: `center:${kul}`, event: 'whatsapp.contact.queued', payload },
    ])
    const alerts = await db.from('notifications').where('user_id', holder.id)
    assert.lengthOf(alerts, 1)
    assert.equal(alerts[0].kind, 'whatsapp.contact.queued')
    assert.equal(alerts[0].title, QUEUED_ALERT_TITLE)
    assert.match(alerts[0].body, /no reply within 5 minutes/)
    const pushed = emitted.filter((entry) => entry.event === 'notification.new')
    assert.deepEqual(
      pushed.map((entry) => entry.room),
      [`user:${holder.id}`]
    )

    // The same job delivered again (at least once) finds nothing to do.
    emitted.length = 0
    assert.isFalse(await returnContact(due.id, 'no_reply'))
    assert.lengthOf(emitted, 0)
    assert.lengthOf(await db.from('notifications').where('user_id', holder.id), 1)
    const log = await db
      .from('activity_logs')
      .where({ subject_type: 'whatsapp_contact', subject_id: String(due.id) })
      .select('acted_by', 'user_id', 'properties')
    assert.lengthOf(log, 1)
    assert.equal(log[0].acted_by, 'WhatsApp return to the queue')
    assert.isNull(log[0].user_id)
    assert.equal(log[0].properties.reason, 'no_reply')
  })

  test('given back and taken by another: the first take’s job never returns the second early', async ({
    assert,
  }) => {
    const kul = await centerId('KUL')
    const [first, second] = [await agent(), await agent()]
    const [contactId] = await queuedContacts(db.connection(), kul, 1)
    await takeContact(await actorOf(first), contactId)
    await releaseContact(await actorOf(first), contactId)
    const retaken = await takeContact(await actorOf(second), contactId)

    // The first take's job comes due (its row made due now); the second's deadline is ahead.
    const jobs = await db
      .from('outbox_messages')
      .where('subject', `whatsapp_contact:${contactId}`)
      .orderBy('id')
      .select('id')
    assert.lengthOf(jobs, 2, 'each take wrote its own return')
    await db
      .from('outbox_messages')
      .where('id', jobs[0].id)
      .update({ available_at: db.raw('now()') })
    assert.equal(await runDueJobs(), 1)
    const states = await contactStates(db.connection(), [contactId])
    const state = states.get(contactId)
    assert.equal(state?.status, 'assigned')
    assert.equal(state?.agent_id, second.id)
    const kept = await db.from('whatsapp_contacts').where('id', contactId).firstOrFail()
    assert.equal(kept.reply_due_at.getTime(), retaken.replyDueAt.getTime())
  })

  test('1,000 deadlines around now with a fake clock and a dispatcher dying mid-way: every due one back, none early, none lost', async ({
    assert,
  }) => {
    const kul = await centerId('KUL')
    const agents: User[] = []
    for (let index = 0; index < 10; index++) agents.push(await agent())
    // Deadlines a second apart: 500 past, 359 that the clock's one move ahead (SHIFT) makes
    // due, 141 still ahead after it. None is within two minutes of now or of now + SHIFT, the
    // real clock's run during the test included: how long the test takes never decides.
    const SHIFT = 600
    const range = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, index) => from + index)
    const offsets = [...range(-620, -121), ...range(121, 479), ...range(721, 861)]
    assert.lengthOf(offsets, 1_000)
    const held = await heldContacts(
      db.connection(),
      kul,
      agents.map((each) => each.id),
      offsets.map((second) => second * 1_000)
    )
    const ids = held.map((contact) => contact.id)
    const offsetOf = new Map(held.map((contact, index) => [contact.id, offsets[index]]))
    const dueBy = (shift: number) =>
      new Set(ids.filter((id) => offsetOf.get(id)! - shift < 0).sort((a, b) => a - b))

    // A dispatcher died holding 100 due rows (claimed, never delivered): its lease still runs.
    const dead = '00000000-0000-4000-8000-0000000000de'
    await db.rawQuery(
      `UPDATE outbox_messages SET claimed_by = ?, claimed_until = now() + interval '1 hour',
              attempts = 1
        WHERE id IN (SELECT id FROM outbox_messages
                      WHERE subject = ANY(?::text[]) AND available_at <= now()
                      ORDER BY id LIMIT 100)`,
      [dead, `{${ids.map((id) => `whatsapp_contact:${id}`).join(',')}}`]
    )
    await runDueJobs()
    const afterFirst = await returnedOnce(db.connection(), ids)
    assert.equal(afterFirst.size, dueBy(0).size - 100, 'all due but the dead one’s')

    // The restart: the dead claim lapses, a new dispatcher (another process) takes its rows.
    await db
      .from('outbox_messages')
      .where('claimed_by', dead)
      .update({ claimed_until: db.raw(`now() - interval '1 millisecond'`) })
    await runDueJobs(new OutboxDispatcher({ kinds: ['job'] }))
    assert.deepEqual(
      [...(await returnedOnce(db.connection(), ids))].sort((a, b) => a - b),
      [...dueBy(0)]
    )

    // The clock moves on 10 minutes: the next ones come due, the rest still wait.
    await clockForward(ids, SHIFT)
    await runDueJobs()
    const returned = await returnedOnce(db.connection(), ids)
    assert.deepEqual(
      [...returned].sort((a, b) => a - b),
      [...dueBy(SHIFT)]
    )
    const states = await contactStates(db.connection(), ids)
    for (const id of ids) {
      const state = states.get(id)!
      assert.equal(state.status, returned.has(id) ? 'queued' : 'assigned', `contact ${id}`)
    }
    // One alert per returned contact, to the agent who held it.
    const alerts: { total: number }[] = await db
      .from('notifications')
      .whereIn(
        'user_id',
        agents.map((each) => each.id)
      )
      .count('* as total')
    assert.equal(Number(alerts[0].total), returned.size)
    const undelivered = await db
      .from('outbox_messages')
      .whereIn(
        'subject',
        ids.map((id) => `whatsapp_contact:${id}`)
      )
      .whereNull('delivered_at')
      .count('* as total')
    assert.equal(Number(undelivered[0].total), ids.length - returned.size, 'the rest still wait')
  })

  test('agents without a socket for the absence get their unanswered contacts back; the present, the answered and a fresh take stay', async ({
    assert,
  }) => {
    const kul = await centerId('KUL')
    const [away, here, never] = [await agent(), await agent(), await agent()]
    const [awayHeld, awayAnswered, hereHeld, neverOld, neverFresh] = await heldContacts(
      db.connection(),
      kul,
      [away.id, away.id, here.id, never.id, never.id],
      [600_000, 600_000, 600_000, 600_000, 600_000]
    )
    await db.transaction((trx) => clearReplyDeadline(trx, awayAnswered.id, away.id))
    await db
      .from('whatsapp_contacts')
      .where('id', neverFresh.id)
      .update({ assigned_at: db.raw('now()') })
    await db.table('whatsapp_agent_presence').multiInsert([
      { user_id: away.id, seen_at: db.raw(`now() - interval '10 seconds'`) },
      { user_id: here.id, seen_at: db.raw('now()') },
    ])

    const timings = { stampEveryMs: 200, absentMs: 2_000, sweepEveryMs: 250 }
    assert.equal(await returnContactsOfAbsentAgents(timings), 2)
    const states = await contactStates(db.connection(), [
      awayHeld.id,
      awayAnswered.id,
      hereHeld.id,
      neverOld.id,
      neverFresh.id,
    ])
    assert.equal(states.get(awayHeld.id)?.status, 'queued')
    assert.equal(states.get(neverOld.id)?.status, 'queued', 'never stamped at all: away')
    assert.equal(states.get(awayAnswered.id)?.status, 'assigned', 'answered: kept')
    assert.equal(states.get(hereHeld.id)?.status, 'assigned', 'present: kept')
    assert.equal(states.get(neverFresh.id)?.status, 'assigned', 'just taken: given the absence')
    const alert = await db.from('notifications').where('user_id', away.id).firstOrFail()
    assert.match(alert.body, /while you were away/)
    assert.sameDeepMembers(
      emitted.filter((entry) => entry.event === 'whatsapp.contact.queued').map((e) => e.room),
      [`agent:${away.id}`, `center:${kul}`, `agent:${never.id}`, `center:${kul}`]
    )
    // The backstop for lost jobs leaves deadlines that are not yet past alone.
    assert.equal(await returnOverdueContacts({ overdueGraceMs: 0 }), 0)
  })

  test('a job the queue lost: the backstop sweep returns the contact once its deadline is past the grace', async ({
    assert,
  }) => {
    const kul = await centerId('KUL')
    const holder = await agent()
    const [lost, recent] = await heldContacts(db.connection(), kul, [holder.id], [-30_000, -1_000])
    await db
      .from('outbox_messages')
      .whereIn('subject', [`whatsapp_contact:${lost.id}`, `whatsapp_contact:${recent.id}`])
      .delete()
    assert.equal(await returnOverdueContacts({ overdueGraceMs: 10_000 }), 1)
    const states = await contactStates(db.connection(), [lost.id, recent.id])
    assert.equal(states.get(lost.id)?.status, 'queued')
    assert.equal(states.get(recent.id)?.status, 'assigned', 'within the grace: its job may come')
  })

  test('the live server stamps the agents whose sockets it holds, and only agents', async ({
    assert,
  }) => {
    const server = liveServer()
    if (!server) throw new Error('the live server is not running')
    const holder = await agent()
    const clerk = await makeUser({ permissions: ['access-cases'], centers: ['KUL'] })
    const sockets = []
    for (const user of [holder, clerk]) {
      const browser = new BrowserLikeClient()
      const signedIn = await browser.signIn(user.email, DEMO_PASSWORD)
      assert.equal(signedIn.status, 302)
      sockets.push(await connectedLive({ browser }))
    }
    try {
      assert.include(server.agentsHere(), holder.id)
      assert.notInclude(server.agentsHere(), clerk.id)
      server.startTicking()
      await eventually(async () => {
        const row = await db.from('whatsapp_agent_presence').where('user_id', holder.id).first()
        return row !== null
      })
      const stamped = await db
        .from('whatsapp_agent_presence')
        .whereIn('user_id', [holder.id, clerk.id])
        .select('user_id')
      assert.deepEqual(
        stamped.map((row) => row.user_id),
        [holder.id]
      )
    } finally {
      await server.stopTicking()
      for (const live of sockets) live.close()
    }
  })
})

/**
 * The same promise with the real processes: the app served with its queue worker (its own
 * database on the run's PostgreSQL server, tests/helpers/served_app.ts), 1,000 held contacts
 * whose deadlines fall over the next half minute, and the worker killed (SIGKILL: nothing
 * cleaned up) while they come due, then started again. Every contact ends back in the queue,
 * none before its deadline by the database's clock, each once, each with one alert.
 */
test.group('WhatsApp: the return to the queue across a worker restart', (group) => {
  let served: ServedApp
  group.setup(async () => {
    served = await startServedApp({ database: 'server-when-available', worker: true })
    return () => served.stop()
  })
  group.each.timeout(300_000)

  test('1,000 deadlines over half a minute, the worker killed and restarted: all back, none early, none lost', async ({
    assert,
  }) => {
    const on = db.connection(served.connection)
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
    try {
      const { centerId: center, agents } = await servedAgents(
        served.connection,
        10,
        'x-Passw0rd-31'
      )
      const agentIds = agents.map((each) => each.id)
      // The agents are at their desks all along (their sockets are not this test's subject):
      // only the deadlines may return their contacts.
      await on.rawQuery(
        `INSERT INTO whatsapp_agent_presence (user_id, seen_at)
         SELECT id, now() + interval '1 hour' FROM users WHERE id = ANY(?::int[])`,
        [`{${agentIds.join(',')}}`]
      )
      const held = await heldContacts(
        on,
        center,
        agentIds,
        Array.from({ length: 1_000 }, (_, index) => -3_000 + index * 30)
      )
      const ids = held.map((contact) => contact.id)

      await sleep(8_000)
      await served.worker.kill()
      const atKill = await contactStates(on, ids)
      const backAtKill = [...atKill.values()].filter((state) => state.status === 'queued').length
      assert.isAbove(backAtKill, 0, 'the worker was returning contacts when it was killed')
      assert.isBelow(backAtKill, 1_000, 'and some were still to come')
      await sleep(4_000)
      await served.worker.start()

      const until = Date.now() + 120_000
      let states = await contactStates(on, ids)
      while ([...states.values()].some((state) => state.status !== 'queued')) {
        if (Date.now() > until) break
        await sleep(500)
        states = await contactStates(on, ids)
      }
      const early: number[] = []
      for (const contact of held) {
        const state = states.get(contact.id)
        assert.equal(state?.status, 'queued', `contact ${contact.id} is back`)
        if (state?.queued_at && state.queued_at.getTime() < contact.dueAt.getTime()) {
          early.push(contact.id)
        }
      }
      assert.deepEqual(early, [], 'none went back before its deadline')
      const returned = await returnedOnce(on, ids)
      assert.equal(returned.size, 1_000, 'each went back once')
      const alerts: { total: number }[] = await on
        .from('notifications')
        .whereIn('user_id', agentIds)
        .where('kind', 'whatsapp.contact.queued')
        .count('* as total')
      assert.equal(Number(alerts[0].total), 1_000, 'one alert per return')
    } catch (error) {
      console.error(served.output())
      throw error
    }
  })
})
