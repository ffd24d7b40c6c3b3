import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { startServedApp, type ServedApp } from '#tests/helpers/served_app'
import { BrowserLikeClient } from '#tests/helpers/browser_like_client'
import { startFakeGraph, type FakeGraph } from '#services/whatsapp/fake_graph'
import {
  NPM_START_DISPLAY_NUMBER,
  NPM_START_PHONE_NUMBER_ID,
  NPM_START_WABA_ID,
} from '#services/whatsapp/fake_graph_account'
import { QUEUED_ALERT_TITLE } from '#services/whatsapp/contact_queue'

const PASSWORD = 'Demo-Passw0rd!'
const TOKEN = 'embedded-loop-token'
const SECRET = 'embedded-loop-secret'

/**
 * Issue 31's whole loop as `npm start` runs it: the embedded database in its own process, the
 * built web server and a queue worker with jobs on the database queue, Settings › WhatsApp
 * pointed at the fake Cloud API by the seeder (as bin/start.ts has it do). A member's message
 * comes in as a signed webhook and is processed by the worker; the demo agent takes it and
 * answers; the fake receives the reply and posts its statuses until the message reads `read`.
 * A second contact's agent stays silent: the return job, persisted with the take, is run by the
 * worker once due, and the agent gets the alert.
 */
test.group('WhatsApp end to end (as npm start runs it)', (group) => {
  let served: ServedApp
  let fake: FakeGraph
  let agent: BrowserLikeClient
  group.each.timeout(180_000)

  const database = () => db.connection(served.connection)

  /** Polls `read` until it answers something, for at most `ms`. */
  async function eventually<T>(read: () => Promise<T | null | undefined>, ms = 30_000): Promise<T> {
    const deadline = Date.now() + ms
    for (;;) {
      const value = await read()
      if (value !== null && value !== undefined) return value
      if (Date.now() > deadline) {
        throw new Error(`not within ${ms} ms; the app said:\n${served.output().slice(-3000)}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }

  async function contactOf(waId: string) {
    return database()
      .from('whatsapp_contacts')
      .where({ phone_number_id: NPM_START_PHONE_NUMBER_ID, wa_id: waId })
      .select('id', 'status', 'agent_id', 'reply_due_at')
      .first() as Promise<{
      id: number
      status: string
      agent_id: number | null
      reply_due_at: Date | null
    } | null>
  }

  function script(method: string, path: string, body: Record<string, unknown> = {}) {
    return agent.request(method, path, { body, headers: { accept: 'application/json' } })
  }

  group.setup(async () => {
    fake = await startFakeGraph({
      appSecret: SECRET,
      accessToken: TOKEN,
      wabaId: NPM_START_WABA_ID,
      numbers: [
        { phoneNumberId: NPM_START_PHONE_NUMBER_ID, displayPhoneNumber: NPM_START_DISPLAY_NUMBER },
      ],
      options: { retryBaseMs: 200 },
    })
    return () => fake.close()
  })
  // One hook per thing started: when a later one fails, Japa still runs the earlier ones'
  // cleanups, so nothing is left open to keep the test run alive.
  group.setup(async () => {
    served = await startServedApp({
      seed: true,
      worker: true,
      env: {
        FAKE_GRAPH_URL: fake.url,
        FAKE_GRAPH_TOKEN: TOKEN,
        FAKE_GRAPH_APP_SECRET: SECRET,
        FAKE_GRAPH_VERIFY_TOKEN: 'embedded-loop-verify',
      },
    })
    return () => served.stop()
  })
  group.setup(async () => {
    // The app's port is known once it listens: from now on the fake posts its webhooks there.
    fake.setOptions({ appWebhookUrl: `${served.base}/webhooks/whatsapp` })
    agent = new BrowserLikeClient(served.base)
    await agent.signIn('agent@demo.test', PASSWORD)
  })

  test('a member writes, the agent takes and answers, the reply is read', async ({ assert }) => {
    const { wamid } = await fake.emitInbound({
      from: '60123459001',
      name: 'Loop Member',
      text: 'My mother fell in Kota Kinabalu',
    })
    const waiting = await eventually(async () => {
      const found = await contactOf('60123459001')
      return found?.status === 'queued' ? found : null
    })
    const inbound: { body: string; wamid: string } = await database()
      .from('whatsapp_messages')
      .where('contact_id', waiting.id)
      .firstOrFail()
    assert.equal(inbound.wamid, wamid)
    assert.equal(inbound.body, 'My mother fell in Kota Kinabalu')

    const taken = await script('POST', `/messaging/whatsapp/contacts/${waiting.id}/take`)
    assert.equal(taken.status, 200, await taken.clone().text())
    const page = await agent.request('GET', `/messaging/whatsapp/messages/${waiting.id}`)
    assert.equal(page.status, 200)
    assert.include(await page.text(), 'Loop Member')

    const sent = await script('POST', `/messaging/whatsapp/contacts/${waiting.id}/send-text`, {
      body: 'We are on it.',
    })
    assert.equal(sent.status, 200, await sent.clone().text())
    await eventually(async () =>
      fake.sent.find((message) => message.to === '60123459001') ? true : null
    )
    const reply = await eventually(async () => {
      const row: { status: string } | null = await database()
        .from('whatsapp_messages')
        .where({ contact_id: waiting.id, direction: 'outbound' })
        .select('status')
        .first()
      return row?.status === 'read' ? row : null
    })
    assert.equal(reply.status, 'read')
    const answered = await contactOf('60123459001')
    assert.isNull(answered?.reply_due_at ?? null, 'the reply cleared the return to the queue')
  })

  test('a silent agent’s contact goes back when its persisted job comes due', async ({
    assert,
  }) => {
    await fake.emitInbound({ from: '60123459002', name: 'Silent Wait', text: 'Hello?' })
    const waiting = await eventually(async () => {
      const found = await contactOf('60123459002')
      return found?.status === 'queued' ? found : null
    })
    const taken = await script('POST', `/messaging/whatsapp/contacts/${waiting.id}/take`)
    assert.equal(taken.status, 200)
    const held = await contactOf('60123459002')
    assert.equal(held?.status, 'assigned')

    // The deadline comes: moved for the contact and its job, not waited for.
    await database()
      .from('whatsapp_contacts')
      .where('id', waiting.id)
      .update({ reply_due_at: database().raw(`now() - interval '1 second'`) })
    await database()
      .from('outbox_messages')
      .where('subject', `whatsapp_contact:${waiting.id}`)
      .whereNull('delivered_at')
      .update({ available_at: database().raw('now()') })

    const back = await eventually(async () => {
      const found = await contactOf('60123459002')
      return found?.status === 'queued' ? found : null
    })
    assert.isNull(back.agent_id)
    const alert: { title: string } | null = await database()
      .from('notifications')
      .where({ user_id: held?.agent_id ?? 0, kind: 'whatsapp.contact.queued' })
      .orderBy('id', 'desc')
      .select('title')
      .first()
    assert.equal(alert?.title, QUEUED_ALERT_TITLE)
  })
})
