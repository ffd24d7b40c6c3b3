import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { seedDemoWhatsapp } from '#database/seeders/demo/demo_whatsapp'
import { whatsappConfig, writeWhatsappSettings } from '#services/whatsapp/credentials'
import { useFakeGraphSettings } from '#services/whatsapp/fake_graph_settings'
import { NPM_START_PHONE_NUMBER_ID, NPM_START_WABA_ID } from '#services/whatsapp/fake_graph_account'

/**
 * `npm start`'s WhatsApp without a Meta account (issue 31): the demo conversations the test
 * database was seeded with (tests/bootstrap.ts seeds demo data), and the settings bootstrap that
 * points Settings › WhatsApp at the fake only while nobody has configured them.
 */

const DEMO_WAMIDS = `wamid.demo.%`
const connection = {
  url: 'http://127.0.0.1:45999',
  accessToken: 'fake-token-1',
  appSecret: 'fake-secret-1',
  verifyToken: 'verify-1',
}

interface DemoContactRow {
  id: number
  center_id: number
  code: string
  status: string
  agent_id: number | null
  assigned_at: Date | null
  queued_at: Date | null
  closed_at: Date | null
  reply_due_at: Date | null
  last_message_preview: string | null
}

const demoContacts = (): Promise<DemoContactRow[]> =>
  db
    .from('whatsapp_contacts')
    .join('centers', 'centers.id', 'whatsapp_contacts.center_id')
    .whereIn('whatsapp_contacts.id', (query) =>
      query.from('whatsapp_messages').whereLike('wamid', DEMO_WAMIDS).select('contact_id')
    )
    .orderBy('whatsapp_contacts.id')
    .select('whatsapp_contacts.*', db.raw('upper(centers.code) as code'))

test.group('WhatsApp demo conversations', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('queued, assigned and closed contacts, consistent with the inbox rules', async ({
    assert,
  }) => {
    const contacts = await demoContacts()
    const agent = await db.from('users').where('email', 'agent@demo.test').firstOrFail()
    const byStatus = (status: string) => contacts.filter((one) => one.status === status)

    assert.isAtLeast(byStatus('queued').length, 3)
    assert.sameMembers(
      [...new Set(byStatus('queued').map((one) => one.code))],
      ['KUL', 'BKK', 'MNL']
    )
    for (const one of byStatus('queued')) {
      assert.isNull(one.agent_id)
      assert.isNotNull(one.queued_at)
    }
    // Waiting various minutes: the queue's order means something.
    const waits = new Set(byStatus('queued').map((one) => one.queued_at!.getTime()))
    assert.equal(waits.size, byStatus('queued').length)

    const [held] = byStatus('assigned')
    assert.lengthOf(byStatus('assigned'), 1)
    assert.equal(held.agent_id, agent.id)
    assert.equal(held.code, 'KUL')
    assert.isNotNull(held.assigned_at)
    // Answered already: no return to the queue pending against the demo agent.
    assert.isNull(held.reply_due_at)

    assert.lengthOf(byStatus('closed'), 1)
    assert.isNotNull(byStatus('closed')[0].closed_at)

    // KUL's conversations are on the number `npm start` gives the fake Graph server.
    const kul = await db
      .from('whatsapp_contacts')
      .whereIn(
        'id',
        contacts.filter((one) => one.code === 'KUL').map((one) => one.id)
      )
      .select('phone_number_id')
    for (const row of kul) assert.equal(row.phone_number_id, NPM_START_PHONE_NUMBER_ID)

    const messages: {
      contact_id: number
      center_id: number
      direction: string
      status: string
      body: string
      sent_by_id: number | null
    }[] = await db
      .from('whatsapp_messages')
      .whereIn(
        'contact_id',
        contacts.map((one) => one.id)
      )
      .orderBy('id')
    const centerOf = new Map(contacts.map((one) => [one.id, one.center_id]))
    for (const message of messages) {
      assert.equal(message.center_id, centerOf.get(message.contact_id), 'its contact’s center')
      if (message.direction === 'inbound') assert.equal(message.status, 'received')
      else {
        assert.include(['delivered', 'read'], message.status)
        assert.equal(message.sent_by_id, agent.id)
      }
    }
    const thread = messages.filter((message) => message.contact_id === held.id)
    assert.includeMembers(
      thread.map((message) => message.status),
      ['received', 'delivered', 'read']
    )
    // Every contact's preview is its thread's last message.
    for (const contact of contacts) {
      const own = messages.filter((message) => message.contact_id === contact.id)
      assert.isAbove(own.length, 0)
      assert.equal(contact.last_message_preview, own[own.length - 1].body)
    }
  })

  test('a second seed run adds nothing', async ({ assert }) => {
    const counts = async () => {
      const [contacts] = await db.from('whatsapp_contacts').count('* as total')
      const [messages] = await db.from('whatsapp_messages').count('* as total')
      return [Number(contacts.total), Number(messages.total)]
    }
    const before = await counts()
    assert.isAbove(before[0], 0)
    await db.transaction((trx) => seedDemoWhatsapp(trx))
    await db.transaction((trx) => seedDemoWhatsapp(trx))
    assert.deepEqual(await counts(), before)
  })
})

test.group('WhatsApp settings for the fake Graph server', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('defaults: written, the number mapped to the main demo center', async ({ assert }) => {
    const kul = await db.from('centers').whereRaw('upper(code) = ?', ['KUL']).firstOrFail()
    const outcome = await useFakeGraphSettings(connection)
    assert.deepEqual(outcome, { written: true, centerId: kul.id, centerCode: kul.code })
    const config = await whatsappConfig()
    assert.equal(config.apiRoot, `${connection.url}/v21.0`)
    assert.equal(config.wabaId, NPM_START_WABA_ID)
    assert.equal(config.numbers.get(NPM_START_PHONE_NUMBER_ID), kul.id)
    assert.equal(config.accessToken, connection.accessToken)
    assert.equal(config.appSecret, connection.appSecret)
    assert.equal(config.verifyToken, connection.verifyToken)
  })

  test('its own earlier settings: the connection moves, a remapped number is kept', async ({
    assert,
  }) => {
    await useFakeGraphSettings(connection)
    const bkk = await db.from('centers').whereRaw('upper(code) = ?', ['BKK']).firstOrFail()
    await writeWhatsappSettings({
      whatsapp_numbers: [{ phone_number_id: NPM_START_PHONE_NUMBER_ID, center_id: bkk.id }],
    })
    const next = { ...connection, url: 'http://127.0.0.1:46000', appSecret: 'fake-secret-2' }
    const moved = await useFakeGraphSettings(next)
    assert.isTrue(moved.written)
    const config = await whatsappConfig()
    assert.equal(config.apiRoot, `${next.url}/v21.0`)
    assert.equal(config.appSecret, 'fake-secret-2')
    assert.equal(config.numbers.get(NPM_START_PHONE_NUMBER_ID), bkk.id)
  })

  test('real settings present: untouched', async ({ assert }) => {
    const real = {
      whatsapp_api_base_url: 'https://graph.facebook.com',
      whatsapp_waba_id: '123456789012345',
      whatsapp_numbers: [{ phone_number_id: '555000111', center_id: 1 }],
      whatsapp_verify_token: 'the-admins-token',
      accessToken: 'EAAG-real',
      appSecret: 'real-secret',
    }
    await writeWhatsappSettings(real)
    const before = await db.from('settings').whereLike('key', 'whatsapp_%').orderBy('key')
    assert.deepEqual(await useFakeGraphSettings(connection), {
      written: false,
      reason: 'configured',
    })
    assert.deepEqual(
      await db.from('settings').whereLike('key', 'whatsapp_%').orderBy('key'),
      before
    )
    // Even a real token alone, the rest at its defaults, counts as configured.
    await db.from('settings').whereLike('key', 'whatsapp_%').delete()
    await writeWhatsappSettings({ accessToken: 'EAAG-only' })
    const kept = await useFakeGraphSettings(connection)
    assert.isFalse(kept.written)
    const config = await whatsappConfig()
    assert.equal(config.accessToken, 'EAAG-only')
  })
})
