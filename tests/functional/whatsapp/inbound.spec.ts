import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { markCommittedRows } from '#tests/helpers/races'
import { demoUser } from '#tests/helpers/users'
import {
  forgetWhatsapp,
  messageIds,
  messagesEvent,
  postWebhook,
  seconds,
  setUpWhatsapp,
  statusesEvent,
  wamid,
  NUMBER_ID,
} from '#tests/helpers/whatsapp_webhooks'
import { captureBroadcasts, type Emitted } from '#tests/helpers/broadcast_capture'
import { processWebhookEvent } from '#services/whatsapp/inbound'
import { forgetRefusals } from '#services/whatsapp/webhook_intake'

/**
 * Processing what the webhook delivers (issue 31): every inbound type stored sensibly, repeated
 * and concurrent deliveries made one row, statuses kept forward-only, the contact's life
 * (queued when new, queued again when a closed one writes), and the announcements after the
 * commit. Through the real route and the tests' sync queue, with no test-wide transaction.
 */

const post = async (event: unknown) => {
  const response = await postWebhook(JSON.stringify(event))
  if (response.status !== 200) throw new Error(`webhook answered ${response.status}`)
}

type MessageRow = {
  id: number
  contact_id: number
  wamid: string
  type: string
  body: string
  content: Record<string, unknown>
  context_wamid: string | null
  status: string
  media_id: string | null
  media_mime: string | null
  media_sha256: string | null
  media_status: string | null
  sent_at: Date
}

const messageOf = (id: string): Promise<MessageRow> =>
  db.from('whatsapp_messages').where('wamid', id).firstOrFail()

type ContactRow = {
  id: number
  center_id: number
  status: string
  agent_id: number | null
  full_name: string | null
  queued_at: Date | null
  closed_at: Date | null
  last_inbound_at: Date | null
  last_message_at: Date | null
  last_message_preview: string | null
}

const contactOf = (waId: string): Promise<ContactRow> =>
  db.from('whatsapp_contacts').where({ phone_number_id: NUMBER_ID, wa_id: waId }).firstOrFail()

/** The messages of the test number's contacts: the seeded demo conversations are on others. */
const testNumbersMessages = () =>
  db
    .from('whatsapp_messages')
    .whereIn(
      'contact_id',
      db.from('whatsapp_contacts').where('phone_number_id', NUMBER_ID).select('id')
    )

/** A contact in the state a test needs, written as the queue and the agents would leave it. */
async function insertContact(waId: string, centerId: number, values: Record<string, unknown>) {
  const [row] = await db
    .table('whatsapp_contacts')
    .insert({ center_id: centerId, phone_number_id: NUMBER_ID, wa_id: waId, ...values })
    .returning('id')
  return Number(row.id)
}

/** One of our messages as the send leaves it once the API accepted it. */
async function insertOutbound(contactId: number, centerId: number, id: string) {
  await db.table('whatsapp_messages').insert({
    contact_id: contactId,
    center_id: centerId,
    wamid: id,
    direction: 'outbound',
    type: 'text',
    body: 'We are on it.',
    status: 'pending',
    sent_at: new Date(),
  })
}

test.group('WhatsApp inbound processing', (group) => {
  let centerId = 0
  let emitted: Emitted[] = []

  group.each.setup(async () => {
    const cleanup = await markCommittedRows()
    centerId = await setUpWhatsapp()
    const capture = captureBroadcasts()
    emitted = capture.emitted
    return async () => {
      capture.restore()
      await cleanup()
      await forgetWhatsapp()
      await forgetRefusals('127.0.0.1')
    }
  })

  test('every inbound type is stored with its type, a sensible body and its content', async ({
    assert,
  }) => {
    const from = '60111000001'
    const media = (id: string, mime: string) => ({ id, mime_type: mime, sha256: `sha-${id}` })
    const sent: Record<string, unknown>[] = [
      { type: 'text', text: { body: 'I need a hospital near KLCC' } },
      { type: 'image', image: { ...media('M-IMG', 'image/jpeg'), caption: 'My passport' } },
      { type: 'audio', audio: { ...media('M-AUD', 'audio/ogg; codecs=opus'), voice: true } },
      { type: 'video', video: media('M-VID', 'video/mp4') },
      {
        type: 'document',
        document: { ...media('M-DOC', 'application/pdf'), filename: 'claim.pdf' },
      },
      { type: 'sticker', sticker: { ...media('M-STK', 'image/webp'), animated: false } },
      {
        type: 'location',
        location: { latitude: 3.1579, longitude: 101.7116, name: 'KLCC', address: 'Kuala Lumpur' },
      },
      { type: 'location', location: { latitude: 3.1579, longitude: 101.7116 } },
      {
        type: 'contacts',
        contacts: [
          {
            name: { formatted_name: 'Dr Lim', first_name: 'Lim' },
            phones: [{ phone: '+60 12-345 6789', type: 'CELL', wa_id: '60123456789' }],
          },
        ],
      },
      {
        type: 'interactive',
        interactive: {
          type: 'button_reply',
          button_reply: { id: 'call-me', title: 'Yes, call me' },
        },
      },
      {
        type: 'interactive',
        interactive: {
          type: 'list_reply',
          list_reply: { id: 'h-2', title: 'Hospital list', description: 'Near me' },
        },
      },
      {
        type: 'button',
        button: { payload: 'STOP', text: 'Stop promotions' },
        context: { from: '15550001111', id: 'wamid.TEMPLATE' },
      },
      { type: 'reaction', reaction: { message_id: 'wamid.OURS', emoji: '\u{1F44D}' } },
      { type: 'reaction', reaction: { message_id: 'wamid.OURS' } },
      {
        type: 'system',
        system: {
          body: 'Aisha changed their number',
          type: 'user_changed_number',
          new_wa_id: '60199999999',
        },
      },
      {
        type: 'unsupported',
        errors: [
          {
            code: 131051,
            title: 'Message type unknown',
            error_data: { details: 'Message type is currently not supported.' },
          },
        ],
      },
      { type: 'order', order: { catalog_id: 'CAT-1', product_items: [{ quantity: 1 }] } },
      {
        type: 'text',
        text: { body: 'As I said above' },
        context: { from: '15550001111', id: 'wamid.QUOTED', forwarded: true },
      },
    ]
    const event = messagesEvent(from, 'Aisha Rahman', sent)
    await post(event)
    const ids = messageIds(event)
    const rows = await Promise.all(ids.map(messageOf))
    const seen = rows.map((row) => [row.type, row.body])
    assert.deepEqual(seen, [
      ['text', 'I need a hospital near KLCC'],
      ['image', 'My passport'],
      ['audio', 'Voice message'],
      ['video', 'Video'],
      ['document', 'Document: claim.pdf'],
      ['sticker', 'Sticker'],
      ['location', 'Location: KLCC, Kuala Lumpur'],
      ['location', 'Location: 3.1579, 101.7116'],
      ['contacts', 'Contact card: Dr Lim'],
      ['interactive', 'Yes, call me'],
      ['interactive', 'Hospital list'],
      ['button', 'Stop promotions'],
      ['reaction', 'Reacted \u{1F44D}'],
      ['reaction', 'Removed a reaction'],
      ['system', 'Aisha changed their number'],
      ['unsupported', 'Unsupported message (WhatsApp error 131051)'],
      ['unsupported', 'Unsupported message (order)'],
      ['text', 'As I said above'],
    ])
    const [text, image, audio, , documentRow, , place, , card, button, list, templateButton] = rows
    assert.isTrue(rows.every((row) => row.status === 'received'))
    assert.deepEqual(text.content, {})
    // Media: the id, type and hash to fetch it by, and one download job each, committed with
    // the message (the outbox row of its transaction).
    assert.include(image, {
      media_id: 'M-IMG',
      media_mime: 'image/jpeg',
      media_sha256: 'sha-M-IMG',
    })
    assert.equal(image.content.caption, 'My passport')
    assert.equal(audio.content.voice, true)
    assert.equal(documentRow.content.filename, 'claim.pdf')
    const downloads: { payload: { messageId: number } }[] = await db
      .from('outbox_messages')
      .where({ kind: 'job', name: 'StoreWhatsappMedia' })
      .whereIn(
        'subject',
        rows.map((row) => `whatsapp_message:${row.id}`)
      )
      .orderBy('id')
      .select('payload')
    assert.deepEqual(
      downloads.map((row) => row.payload.messageId),
      rows.slice(1, 6).map((row) => row.id)
    )
    // The tests' queue ran each job at once; these tests save no access token, so each download
    // ended in words (media.spec.ts fetches real files from the fake Cloud API).
    const outcomes = await db
      .from('whatsapp_messages')
      .whereIn(
        'id',
        rows.map((row) => row.id)
      )
      .orderBy('id')
      .select('media_status', 'error_text')
    assert.deepEqual(
      outcomes.slice(1, 6).map((row) => [row.media_status, row.error_text]),
      Array.from({ length: 5 }, () => [
        'failed',
        'No WhatsApp access token is saved: enter it in Settings › WhatsApp.',
      ])
    )
    assert.isTrue(rows.slice(6).every((row) => row.media_status === null))
    assert.include(place.content, { latitude: 3.1579, longitude: 101.7116, name: 'KLCC' })
    assert.equal(
      ((card.content.contacts as Record<string, unknown>[])[0].name as Record<string, unknown>)
        .formatted_name,
      'Dr Lim'
    )
    assert.include(button.content, { kind: 'button_reply', id: 'call-me', title: 'Yes, call me' })
    assert.include(list.content, { kind: 'list_reply', id: 'h-2', description: 'Near me' })
    assert.deepEqual(templateButton.content, { payload: 'STOP', text: 'Stop promotions' })
    assert.equal(templateButton.context_wamid, 'wamid.TEMPLATE')
    assert.deepEqual(rows[12].content, { message_id: 'wamid.OURS', emoji: '\u{1F44D}' })
    assert.include(rows[14].content, { kind: 'user_changed_number', new_wa_id: '60199999999' })
    assert.include(rows[15].content, {
      code: 131051,
      details: 'Message type is currently not supported.',
    })
    assert.equal(rows[16].content.original_type, 'order')
    assert.deepEqual(rows[16].content.order, {
      catalog_id: 'CAT-1',
      product_items: [{ quantity: 1 }],
    })
    assert.equal(rows[17].context_wamid, 'wamid.QUOTED')
    assert.equal(rows[17].content.forwarded, true)

    const contact = await contactOf(from)
    assert.equal(contact.full_name, 'Aisha Rahman')
    assert.equal(contact.status, 'queued')
    assert.isNotNull(contact.queued_at)
    assert.equal(contact.center_id, centerId)
    assert.equal(contact.last_message_preview, 'As I said above')
    assert.isTrue(rows.every((row) => row.contact_id === contact.id))
  })

  test('sent_at is the message’s own time; the contact keeps the newest when messages come out of order', async ({
    assert,
  }) => {
    const from = '60111000002'
    const newer = new Date(Date.UTC(2030, 0, 2, 10, 0, 0))
    const older = new Date(Date.UTC(2030, 0, 2, 9, 0, 0))
    const first = messagesEvent(from, 'Ben', [
      { type: 'text', text: { body: 'the newer one' }, timestamp: seconds(newer) },
    ])
    const second = messagesEvent(from, 'Ben', [
      { type: 'text', text: { body: 'the older one' }, timestamp: seconds(older) },
    ])
    await post(first)
    await post(second)
    const olderRow = await messageOf(messageIds(second)[0])
    assert.equal(olderRow.sent_at.getTime(), older.getTime())
    const contact = await contactOf(from)
    assert.equal(contact.last_inbound_at?.getTime(), newer.getTime())
    assert.equal(contact.last_message_at?.getTime(), newer.getTime())
    assert.equal(contact.last_message_preview, 'the newer one')
  })

  test('one event delivered three times at once makes one contact, one message and one announcement', async ({
    assert,
  }) => {
    const from = '60111000003'
    const body = JSON.stringify(
      messagesEvent(from, 'Chen', [{ type: 'text', text: { body: 'Hello?' } }])
    )
    const answers = await Promise.all([postWebhook(body), postWebhook(body), postWebhook(body)])
    assert.deepEqual(
      answers.map((answer) => answer.status),
      [200, 200, 200]
    )
    const contacts = await db.from('whatsapp_contacts').where('wa_id', from)
    assert.lengthOf(contacts, 1)
    const messages = await db.from('whatsapp_messages').where('contact_id', contacts[0].id)
    assert.lengthOf(messages, 1)
    const events = await db.from('whatsapp_webhook_events').select('status')
    assert.deepEqual(
      events.map((row) => row.status),
      ['processed', 'processed', 'processed']
    )
    assert.deepEqual(
      emitted.map((entry) => [entry.room, entry.event]),
      [
        [`center:${centerId}`, 'whatsapp.contact.new'],
        [`contact:${contacts[0].id}`, 'whatsapp.thread'],
      ]
    )
    assert.deepEqual(emitted[1].payload, {
      contactId: contacts[0].id,
      messageId: messages[0].id,
      clientCenter: centerId,
    })
  })

  test('processing an event again does nothing', async ({ assert }) => {
    await post(messagesEvent('60111000004', 'Dee', [{ type: 'text', text: { body: 'Once' } }]))
    const [event] = await db.from('whatsapp_webhook_events').select('id', 'attempts')
    assert.isNull(await processWebhookEvent(Number(event.id)))
    assert.lengthOf(await testNumbersMessages(), 1)
    assert.lengthOf(emitted, 2)
  })

  test('statuses delivered reordered and repeated only move forward; failed is final', async ({
    assert,
  }) => {
    const contactId = await insertContact('60111000005', centerId, {
      status: 'queued',
      queued_at: new Date(),
    })
    const ours = wamid()
    await insertOutbound(contactId, centerId, ours)
    const at = (minute: number) => seconds(new Date(Date.UTC(2030, 0, 3, 8, minute)))
    const deliver = (status: string, minute: number, extra: Record<string, unknown> = {}) =>
      post(statusesEvent([{ id: ours, status, timestamp: at(minute), ...extra }]))

    await deliver('read', 3)
    await deliver('sent', 1)
    await deliver('delivered', 2)
    await deliver('read', 3)
    let row = await messageOf(ours)
    assert.equal(row.status, 'read')
    const stored: { status_at: Date; error_code: number | null } = await db
      .from('whatsapp_messages')
      .where('wamid', ours)
      .firstOrFail()
    assert.equal(stored.status_at.getTime(), Number(at(3)) * 1000, "the read's own time")
    assert.isNull(stored.error_code)

    await deliver('failed', 4, {
      errors: [{ code: 131047, title: 'Re-engagement message', message: 'Re-engagement message' }],
    })
    await deliver('delivered', 5)
    row = await messageOf(ours)
    assert.equal(row.status, 'failed')
    const failed: { error_code: number; error_text: string } = await db
      .from('whatsapp_messages')
      .where('wamid', ours)
      .firstOrFail()
    assert.equal(failed.error_code, 131047)
    assert.match(failed.error_text, /24 hours/)
    // Each move told the conversation's viewers; the stale ones told nobody.
    assert.deepEqual(
      emitted.map((entry) => entry.event),
      ['whatsapp.thread', 'whatsapp.thread']
    )
    const events = await db.from('whatsapp_webhook_events').select('status')
    assert.isTrue(events.every((event) => event.status === 'processed'))
  })

  test('a failure with a code not in the plain-words list keeps the API’s own title', async ({
    assert,
  }) => {
    const contactId = await insertContact('60111000006', centerId, { status: 'queued' })
    const ours = wamid()
    await insertOutbound(contactId, centerId, ours)
    await post(
      statusesEvent([
        { id: ours, status: 'failed', errors: [{ code: 999999, title: 'Something odd happened' }] },
      ])
    )
    const row: { status: string; error_code: number; error_text: string } = await db
      .from('whatsapp_messages')
      .where('wamid', ours)
      .firstOrFail()
    assert.deepEqual(
      [row.status, row.error_code, row.error_text],
      ['failed', 999999, 'Something odd happened']
    )
  })

  test('a status for a message not stored yet is held and applied once the send is recorded', async ({
    assert,
  }) => {
    const ours = wamid()
    await post(statusesEvent([{ id: ours, status: 'delivered' }]))
    const [held] = await db.from('whatsapp_webhook_events').select('id', 'status', 'last_error')
    assert.equal(held.status, 'failed', 'held for a later try, not dropped')
    assert.match(held.last_error, new RegExp(`Waiting for 1 message.*${ours}`))

    // The send's answer is recorded; the queue's next try (or a replay) applies the status.
    const contactId = await insertContact('60111000007', centerId, { status: 'queued' })
    await insertOutbound(contactId, centerId, ours)
    const outcome = await processWebhookEvent(Number(held.id))
    assert.equal(outcome?.statuses, 1)
    const applied = await messageOf(ours)
    assert.equal(applied.status, 'delivered')
    const [done] = await db.from('whatsapp_webhook_events').select('status', 'last_error')
    assert.equal(done.status, 'processed')
    assert.isNull(done.last_error)
  })

  test('a closed contact writing again is queued again, without its former agent', async ({
    assert,
  }) => {
    const agent = await demoUser('agent@demo.test')
    const from = '60111000008'
    const closedAt = new Date(Date.now() - 3600_000)
    const contactId = await insertContact(from, centerId, {
      status: 'closed',
      agent_id: agent.id,
      assigned_at: closedAt,
      queued_at: closedAt,
      closed_at: closedAt,
    })
    await post(messagesEvent(from, 'Eve', [{ type: 'text', text: { body: 'Me again' } }]))
    const contact = await contactOf(from)
    assert.equal(contact.id, contactId)
    assert.equal(contact.status, 'queued')
    assert.isNull(contact.agent_id)
    assert.isNull(contact.closed_at)
    assert.isAbove(contact.queued_at!.getTime(), closedAt.getTime())
    assert.deepEqual(
      emitted.map((entry) => [entry.room, entry.event]),
      [
        [`center:${centerId}`, 'whatsapp.contact.new'],
        [`contact:${contactId}`, 'whatsapp.thread'],
      ]
    )
    assert.lengthOf(
      await db.from('notifications').where('user_id', agent.id).where('kind', 'whatsapp.message'),
      0
    )
  })

  test('a message for an assigned contact reaches its agent: their room and a notification', async ({
    assert,
  }) => {
    const agent = await demoUser('agent@demo.test')
    const from = '60111000009'
    const contactId = await insertContact(from, centerId, {
      status: 'assigned',
      agent_id: agent.id,
      assigned_at: new Date(),
      full_name: 'Farah',
    })
    await post(
      messagesEvent(from, null, [
        { type: 'image', image: { id: 'M-9', mime_type: 'image/png', sha256: 'x' } },
      ])
    )
    const contact = await contactOf(from)
    assert.equal(contact.status, 'assigned')
    assert.equal(contact.agent_id, agent.id)
    assert.equal(contact.full_name, 'Farah', 'a delivery without a profile keeps the name')
    const [message] = await db.from('whatsapp_messages').where('contact_id', contactId)
    assert.deepEqual(
      emitted.map((entry) => [entry.room, entry.event]),
      [
        [`contact:${contactId}`, 'whatsapp.thread'],
        [`agent:${agent.id}`, 'whatsapp.message'],
        [`user:${agent.id}`, 'notification.new'],
        // The photo's download job, run after the commit, tells the thread its outcome (here a
        // failure in words: these tests save no access token).
        [`contact:${contactId}`, 'whatsapp.thread'],
      ]
    )
    assert.equal(message.media_status, 'failed')
    assert.deepEqual(emitted[1].payload, {
      contactId,
      messageId: message.id,
      clientCenter: centerId,
    })
    const [notification] = await db
      .from('notifications')
      .where('user_id', agent.id)
      .where('kind', 'whatsapp.message')
    assert.equal(notification.title, 'WhatsApp message from Farah')
    assert.equal(notification.body, 'Photo')
    assert.equal(notification.link, `/messaging/whatsapp/messages/${contactId}`)
    assert.equal(notification.sound, 'message')
  })

  test('hostile fields are stored cleaned or left aside; the event never fails for them', async ({
    assert,
  }) => {
    const from = '60111000010'
    const event = messagesEvent(from, 'Nul\u0000l \ud800Name', [
      { type: 'text', text: { body: 'a\u0000b\ud800c' }, timestamp: 'not a time' },
      { type: 'text', text: { body: 'far future' }, timestamp: '99999999999999' },
      { type: 'text', text: { body: 'no id' }, id: undefined },
      { type: 'text', text: { body: 'long id' }, id: `wamid.${'x'.repeat(300)}` },
      { type: 'image', image: { id: 'i'.repeat(500), mime_type: 'image/png' } },
      { type: 'text', text: 'not an object' },
      { type: { nested: true } },
      { type: 'location', location: { latitude: 'north', longitude: null } },
      { type: 'contacts', contacts: 'none' },
      { type: 'interactive', interactive: { type: 'constructor' } },
    ])
    await post(event)
    const [stored] = await db.from('whatsapp_webhook_events').select('status', 'last_error')
    assert.equal(stored.status, 'processed', stored.last_error)
    const rows: MessageRow[] = await testNumbersMessages().orderBy('id')
    assert.deepEqual(
      rows.map((row) => [row.type, row.body]),
      [
        ['text', 'ab\ufffdc'],
        ['text', 'far future'],
        ['image', 'Photo'],
        ['text', ''],
        ['unsupported', 'Unsupported message'],
        ['location', 'Location'],
        ['contacts', 'Contact cards'],
        ['interactive', 'Interactive reply'],
      ]
    )
    const [received] = await db.from('whatsapp_webhook_events').select('received_at')
    assert.equal(rows[0].sent_at.getTime(), received.received_at.getTime())
    assert.equal(rows[1].sent_at.getTime(), received.received_at.getTime())
    assert.isNull(rows[2].media_id, 'an id longer than the column is no id to fetch')
    assert.isNull(rows[2].media_status)
    const contact = await contactOf(from)
    assert.equal(contact.full_name, 'Null \ufffdName')
  })
})
