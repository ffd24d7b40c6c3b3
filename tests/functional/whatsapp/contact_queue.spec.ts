import { test } from '@japa/runner'
import type { ApiClient, ApiResponse } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { captureBroadcasts, type Emitted } from '#tests/helpers/broadcast_capture'
import { QUEUE_REFUSALS } from '#services/whatsapp/contact_queue'
import { BrowserLikeClient } from '#tests/helpers/browser_like_client'
import { answerOf, assertAnswered, markCommittedRows } from '#tests/helpers/races'
import { startServedApp, type ServedApp } from '#tests/helpers/served_app'
import { makeUser } from '#tests/helpers/users'
import { contactStates, queuedContacts, servedAgents } from '#tests/helpers/whatsapp_contacts'

/**
 * Who holds a WhatsApp contact (issue 31): take, give back, close, through the routes. These
 * requests really run at once, so nothing runs in a global transaction: each commits through
 * its own pooled connection, and the group removes what was committed (tests/helpers/races.ts).
 */

const url = (contactId: number | string, action: 'take' | 'release' | 'close') =>
  `/messaging/whatsapp/contacts/${contactId}/${action}`

async function centerId(code: string): Promise<number> {
  const row: { id: number } = await db.from('centers').where('code', code).firstOrFail()
  return Number(row.id)
}

/** An Inertia visit's POST, as the queue page's button sends it. */
function visit(client: ApiClient, user: User, path: string) {
  return client
    .post(path)
    .loginAs(user)
    .withCsrfToken()
    .withInertia()
    .header('referer', '/dashboard')
    .redirects(0)
}

/** A script's POST, asking for JSON. */
function script(client: ApiClient, user: User, path: string) {
  return client
    .post(path)
    .loginAs(user)
    .withCsrfToken()
    .header('accept', 'application/json')
    .redirects(0)
}

const agent = (centers = ['KUL']) => makeUser({ permissions: ['access-whatsapp'], centers })

test.group('WhatsApp queue: take, give back, close', (group) => {
  let emitted: Emitted[] = []
  group.setup(async () => {
    const removeCommitted = await markCommittedRows()
    const [{ top }] = await db.from('whatsapp_contacts').max('id as top')
    // Held contacts go first: their agents' removal would null a holder the table requires.
    return async () => {
      await db
        .from('whatsapp_contacts')
        .where('id', '>', top ?? 0)
        .delete()
      await removeCommitted()
    }
  })
  group.each.setup(() => {
    const capture = captureBroadcasts()
    emitted = capture.emitted
    return capture.restore
  })
  group.each.timeout(60_000)

  test('fifty agents take one contact at once: exactly one holds it, the others read why', async ({
    client,
    assert,
  }) => {
    const kul = await centerId('KUL')
    const agents: User[] = []
    for (let index = 0; index < 50; index++) agents.push(await agent())
    const [contactId] = await queuedContacts(db.connection(), kul, 1)

    const answers: ApiResponse[] = await Promise.all(
      agents.map((each) => visit(client, each, url(contactId, 'take')))
    )
    const read = answers.map((response, index) => {
      const answer = answerOf(response)
      assertAnswered(assert, answer, `agent ${index}`)
      return answer
    })
    const winners = read.flatMap((answer, index) => (answer.kind === 'done' ? [index] : []))
    assert.lengthOf(winners, 1, 'exactly one take succeeded')
    const refusals = read.flatMap((answer) => (answer.kind === 'refused' ? [answer.words] : []))
    assert.lengthOf(refusals, 49)
    assert.deepEqual([...new Set(refusals)], [QUEUE_REFUSALS.takenByOther])

    const winner = agents[winners[0]]
    const contact = await db.from('whatsapp_contacts').where('id', contactId).firstOrFail()
    assert.equal(contact.status, 'assigned')
    assert.equal(contact.agent_id, winner.id)
    assert.isNotNull(contact.assigned_at)
    // The deadline is the setting's minutes (5 by default) after the take.
    const minutes = (contact.reply_due_at.getTime() - contact.assigned_at.getTime()) / 60_000
    assert.closeTo(minutes, 5, 0.001)

    // One return job, due at the deadline, written with the take; one log row.
    const jobs = await db
      .from('outbox_messages')
      .where('subject', `whatsapp_contact:${contactId}`)
      .select('name', 'payload', 'available_at', 'delivered_at')
    assert.lengthOf(jobs, 1)
    assert.equal(jobs[0].name, 'ReturnWhatsappContact')
    assert.deepEqual(jobs[0].payload, { contactId })
    assert.equal(jobs[0].available_at.getTime(), contact.reply_due_at.getTime())
    assert.isNull(jobs[0].delivered_at, 'not delivered early by the commit')
    const logged = await db
      .from('activity_logs')
      .where({ subject_type: 'whatsapp_contact', subject_id: String(contactId) })
      .select('user_id', 'properties')
    assert.lengthOf(logged, 1)
    assert.equal(logged[0].user_id, winner.id)
    assert.equal(logged[0].properties.transition, 'take')
  })

  test('a script gets JSON: the deadline, then 409 with the refusal for the next', async ({
    client,
    assert,
  }) => {
    const kul = await centerId('KUL')
    const [first, second] = [await agent(), await agent()]
    const [contactId] = await queuedContacts(db.connection(), kul, 1)

    const taken = await script(client, first, url(contactId, 'take'))
    taken.assertStatus(200)
    assert.equal(taken.body().contactId, contactId)
    assert.isAbove(Date.parse(taken.body().replyDueAt), Date.now())

    const late = await script(client, second, url(contactId, 'take'))
    late.assertStatus(409)
    assert.deepEqual(late.body(), { message: QUEUE_REFUSALS.takenByOther })
    const again = await script(client, first, url(contactId, 'take'))
    again.assertStatus(409)
    assert.deepEqual(again.body(), { message: QUEUE_REFUSALS.alreadyYours })

    // Giving back or closing someone else's conversation is refused; nothing moves.
    const notTheirs = await script(client, second, url(contactId, 'release'))
    assert.deepEqual(
      [notTheirs.status(), notTheirs.body()],
      [409, { message: QUEUE_REFUSALS.heldByOther }]
    )
    const notTheirsToClose = await script(client, second, url(contactId, 'close'))
    assert.deepEqual(
      [notTheirsToClose.status(), notTheirsToClose.body()],
      [409, { message: QUEUE_REFUSALS.heldByOther }]
    )
    const states = await contactStates(db.connection(), [contactId])
    assert.equal(states.get(contactId)?.agent_id, first.id)
  })

  test('giving back returns it to the queue and tells the agent’s and the center’s rooms', async ({
    client,
    assert,
  }) => {
    const kul = await centerId('KUL')
    const holder = await agent()
    const [contactId] = await queuedContacts(db.connection(), kul, 1)
    const taken = await script(client, holder, url(contactId, 'take'))
    taken.assertStatus(200)
    // Every queue page of the center drops the contact it no longer shows.
    assert.deepInclude(emitted, {
      room: `center:${kul}`,
      event: 'whatsapp.contact.changed',
      payload: { contactId, status: 'assigned', clientCenter: kul },
    })
    emitted.length = 0

    const released = await visit(client, holder, url(contactId, 'release'))
    released.assertStatus(302)
    assert.equal(released.header('location'), '/dashboard')
    assert.equal(released.flashMessages().success, 'The conversation is back in the queue.')
    const contact = await db.from('whatsapp_contacts').where('id', contactId).firstOrFail()
    assert.equal(contact.status, 'queued')
    assert.isNull(contact.agent_id)
    assert.isNull(contact.reply_due_at)

    const payload = { contactId, agentId: holder.id, clientCenter: kul }
    assert.sameDeepMembers(emitted, [
      { room: `agent:${holder.id}`, event: 'whatsapp.contact.queued', payload },
      { room: `center:${kul}`, event: 'whatsapp.contact.queued', payload },
    ])
    // The agent gave it back: no alert about their own act.
    const alerts = await db.from('notifications').where('user_id', holder.id)
    assert.lengthOf(alerts, 0)

    const twice = await visit(client, holder, url(contactId, 'release'))
    assert.equal(twice.flashMessages().error, QUEUE_REFUSALS.alreadyQueued)
  })

  test('closing: a waiting contact by any agent, a held one by its agent; a closed one is not taken', async ({
    client,
    assert,
  }) => {
    const kul = await centerId('KUL')
    const [first, second] = [await agent(), await agent()]
    const [waiting, held] = await queuedContacts(db.connection(), kul, 2)

    const closedWaiting = await visit(client, second, url(waiting, 'close'))
    assert.equal(closedWaiting.flashMessages().success, 'The conversation is closed.')
    const taken = await script(client, first, url(held, 'take'))
    taken.assertStatus(200)
    const closedHeld = await script(client, first, url(held, 'close'))
    closedHeld.assertStatus(200)

    const states = await contactStates(db.connection(), [waiting, held])
    assert.equal(states.get(waiting)?.status, 'closed')
    assert.equal(states.get(held)?.status, 'closed')
    assert.isNull(states.get(held)?.agent_id)

    const take = await visit(client, second, url(waiting, 'take'))
    assert.equal(take.flashMessages().error, QUEUE_REFUSALS.closed)
    const closeAgain = await script(client, first, url(held, 'close'))
    assert.deepEqual(closeAgain.body(), { message: QUEUE_REFUSALS.alreadyClosed })
    const rows = await db
      .from('activity_logs')
      .where('subject_type', 'whatsapp_contact')
      .whereIn('subject_id', [String(waiting), String(held)])
      .orderBy('id')
      .select('subject_id', 'properties')
    assert.deepEqual(
      rows.map((row) => [Number(row.subject_id), row.properties.transition]),
      [
        [waiting, 'close'],
        [held, 'take'],
        [held, 'close'],
      ]
    )
  })

  test('another center’s contact is a 404, without access-whatsapp a 403, an id of nothing a 404', async ({
    client,
    assert,
  }) => {
    const [kul, bkk] = [await centerId('KUL'), await centerId('BKK')]
    const inKul = await agent(['KUL'])
    const [theirs] = await queuedContacts(db.connection(), bkk, 1)
    const [ours] = await queuedContacts(db.connection(), kul, 1)

    for (const action of ['take', 'release', 'close'] as const) {
      const json = await script(client, inKul, url(theirs, action))
      json.assertStatus(404)
      const page = await visit(client, inKul, url(theirs, action))
      page.assertStatus(404)
    }
    const untouched = await contactStates(db.connection(), [theirs, ours])
    assert.equal(untouched.get(theirs)?.status, 'queued')

    const withoutAccess = await makeUser({ permissions: ['access-cases'], centers: ['KUL'] })
    const refused = await visit(client, withoutAccess, url(ours, 'take'))
    refused.assertStatus(403)
    const after = await contactStates(db.connection(), [ours])
    assert.equal(after.get(ours)?.status, 'queued')

    for (const id of ['0', '-1', 'abc', '99999999999', '2147483647', '1e3', '%00']) {
      const response = await script(client, inKul, url(id, 'take'))
      assert.equal(response.status(), 404, `id ${id}`)
    }
  })
})

/**
 * The proof of shared/design/MESSAGING.md: 50 agents racing for 1,000 queued contacts through
 * two instances of the app (real processes on one database, as behind a load balancer: a
 * database of its own on the run's PostgreSQL server, tests/helpers/served_app.ts), each agent
 * signed in on one of them. Every agent keeps taking one of the 60 longest-waiting contacts it
 * has not yet seen go, as 50 people on one queue page would, so many takes of one contact
 * really meet; the conditional UPDATE is all that decides between them.
 */
test.group('WhatsApp queue: fifty agents on two app instances', (group) => {
  const PASSWORD = 'Queue-Passw0rd-31'
  let served: ServedApp
  let second: { base: string; output(): string }
  group.setup(async () => {
    served = await startServedApp({
      database: 'server-when-available',
      env: { DB_POOL_MAX: '4' },
    })
    second = await served.anotherInstance()
    return () => served.stop()
  })
  group.each.timeout(300_000)

  test('1,000 queued contacts, 50 agents, two instances: each contact taken exactly once', async ({
    assert,
  }) => {
    const on = db.connection(served.connection)
    try {
      const { centerId: center, agents } = await servedAgents(served.connection, 50, PASSWORD)
      const ids = await queuedContacts(on, center, 1_000)
      const browsers = await Promise.all(
        agents.map(async (each, index) => {
          const browser = new BrowserLikeClient(index % 2 === 0 ? served.base : second.base)
          const signedIn = await browser.signIn(each.email, PASSWORD)
          assert.equal(signedIn.headers.get('location'), '/dashboard', `agent ${index} signed in`)
          return browser
        })
      )

      // The queue as the agents' pages show it: a contact leaves it once someone learned it
      // was taken (by taking it, or by being refused).
      const waiting = [...ids]
      const holders = new Map<number, number[]>()
      const refusals: string[] = []
      const WINDOW = 60
      await Promise.all(
        browsers.map(async (browser, index) => {
          while (waiting.length > 0) {
            const pick = waiting[Math.floor(Math.random() * Math.min(WINDOW, waiting.length))]
            const response = await browser.request('POST', url(pick, 'take'), {
              headers: { accept: 'application/json' },
            })
            const at = waiting.indexOf(pick)
            if (at >= 0) waiting.splice(at, 1)
            if (response.status === 200) {
              holders.set(pick, [...(holders.get(pick) ?? []), agents[index].id])
            } else if (response.status === 409) {
              refusals.push(((await response.json()) as { message: string }).message)
            } else {
              throw new Error(`agent ${index} got ${response.status}: ${await response.text()}`)
            }
          }
        })
      )

      assert.equal(holders.size, 1_000, 'every contact was taken')
      const twice = [...holders].filter(([, who]) => who.length !== 1)
      assert.deepEqual(twice, [], 'no contact was taken twice')
      assert.isAbove(refusals.length, 0, 'takes of one contact really met')
      assert.deepEqual([...new Set(refusals)], [QUEUE_REFUSALS.takenByOther])

      const states = await contactStates(on, ids)
      for (const id of ids) {
        const state = states.get(id)
        assert.equal(state?.status, 'assigned', `contact ${id}`)
        assert.equal(state?.agent_id, holders.get(id)?.[0], `contact ${id}'s holder`)
      }
      const logged: { total: number }[] = await on
        .from('activity_logs')
        .where('subject_type', 'whatsapp_contact')
        .whereRaw(`properties->>'transition' = 'take'`)
        .count('* as total')
      assert.equal(Number(logged[0].total), 1_000, 'one take in the log per contact')
      const jobs: { total: number; subjects: number }[] = await on
        .from('outbox_messages')
        .where('name', 'ReturnWhatsappContact')
        .select(
          on.raw('count(*)::int AS total'),
          on.raw('count(DISTINCT subject)::int AS subjects')
        )
      assert.deepEqual(jobs[0], { total: 1_000, subjects: 1_000 }, 'one return job per take')
      const perInstance = agents.map(
        (each) => [...holders.values()].filter((who) => who[0] === each.id).length
      )
      assert.isAbove(
        perInstance.filter((_, index) => index % 2 === 0).reduce((a, b) => a + b, 0),
        0
      )
      assert.isAbove(
        perInstance.filter((_, index) => index % 2 === 1).reduce((a, b) => a + b, 0),
        0
      )
    } catch (error) {
      console.error(`${served.output()}\n--- second instance ---\n${second.output()}`)
      throw error
    }
  })
})
