import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { makeUser } from '#tests/helpers/users'
import { queuedContacts } from '#tests/helpers/whatsapp_contacts'
import { caseFileDisk } from '#services/case_file_uploads'
import { THREAD_PAGE } from '#services/whatsapp/inbox'

/**
 * The inbox's pages (issue 31): the queue page, the messages page with its thread, the thread's
 * further pages and a message's media, each behind access-whatsapp and the contact's center.
 */

type QueueProps = {
  rows: { id: number; name: string; wa_id: string; last_message_preview: string }[]
  meta: { total: number }
  center: { id: number; name: string } | null
  selectedId: number | null
  mine: { id: number }[]
}
type ThreadMessage = {
  id: number
  inbound: boolean
  body: string
  status: string
  error: string | null
  media: { status: string; url: string | null } | null
}
type MessagesProps = {
  mine: { id: number }[]
  contact: {
    id: number
    name: string
    status: string
    agent: { id: number; name: string } | null
    window_ends_at: string | null
  } | null
  thread: { messages: ThreadMessage[]; more: boolean } | null
  templates: { id: number; name: string }[]
}

async function centerId(code: string): Promise<number> {
  const row: { id: number } = await db.from('centers').where('code', code).firstOrFail()
  return Number(row.id)
}

const agent = (centers = ['KUL']) => makeUser({ permissions: ['access-whatsapp'], centers })

/** `count` messages on a contact, alternating inbound and outbound, oldest first. */
async function messagesOn(contactId: number, centerIdValue: number, count: number) {
  await db.rawQuery(
    `INSERT INTO whatsapp_messages (contact_id, center_id, wamid, direction, type, body, status, sent_at)
     SELECT ?, ?, 'wamid.page.' || ? || '.' || n,
            CASE WHEN n % 2 = 1 THEN 'inbound' ELSE 'outbound' END, 'text', 'Message ' || n,
            CASE WHEN n % 2 = 1 THEN 'received' ELSE 'read' END,
            now() - (? - n) * interval '1 second'
       FROM generate_series(1, ?) AS n`,
    [contactId, centerIdValue, contactId, count, count]
  )
  const ids = await db
    .from('whatsapp_messages')
    .where('contact_id', contactId)
    .orderBy('id')
    .select('id')
  return ids.map((row: { id: number }) => Number(row.id))
}

async function assign(contactId: number, agentId: number) {
  await db.from('whatsapp_contacts').where('id', contactId).update({
    status: 'assigned',
    agent_id: agentId,
    assigned_at: new Date(),
    last_inbound_at: new Date(),
    last_message_at: new Date(),
  })
}

test.group('WhatsApp inbox pages', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the queue lists my center’s waiting contacts, longest-waiting first, and nobody else’s', async ({
    client,
    assert,
  }) => {
    const kul = await centerId('KUL')
    const other = await centerId('BKK')
    const user = await agent()
    const ours = await queuedContacts(db.connection(), kul, 3)
    const theirs = await queuedContacts(db.connection(), other, 2)
    const [held] = await queuedContacts(db.connection(), kul, 1)
    await assign(held, user.id)

    const response = await client.get('/messaging/whatsapp/queue').loginAs(user).withInertia()
    response.assertStatus(200)
    const props = response.body().props as QueueProps
    const listed = props.rows.map((row) => row.id)
    // queuedContacts makes the first the longest waiting.
    assert.deepEqual(
      listed.filter((id) => ours.includes(id)),
      ours
    )
    assert.notIncludeMembers(listed, theirs)
    assert.notInclude(listed, held, 'a held contact is not waiting')
    assert.equal(props.center?.id, kul)
    assert.deepEqual(
      props.mine.map((row) => row.id),
      [held]
    )

    // An alert's link names a contact: mine opens, another center's is a 404.
    const marked = await client
      .get(`/messaging/whatsapp/queue/${ours[1]}`)
      .loginAs(user)
      .withInertia()
    assert.equal((marked.body().props as QueueProps).selectedId, ours[1])
    const foreign = await client.get(`/messaging/whatsapp/queue/${theirs[0]}`).loginAs(user)
    foreign.assertStatus(404)
  })

  test('searching the queue by name or by digits of the number', async ({ client, assert }) => {
    const kul = await centerId('KUL')
    const user = await agent()
    const [first, second] = await queuedContacts(db.connection(), kul, 2)
    await db.from('whatsapp_contacts').where('id', first).update({ full_name: 'Aminah Rahman' })
    const number: { wa_id: string } = await db
      .from('whatsapp_contacts')
      .where('id', second)
      .firstOrFail()

    const byName = await client
      .get('/messaging/whatsapp/queue?q=aminah')
      .loginAs(user)
      .withInertia()
    assert.deepEqual(
      (byName.body().props as QueueProps).rows.map((row) => row.id),
      [first]
    )
    const byNumber = await client
      .get(`/messaging/whatsapp/queue?q=${encodeURIComponent(`+${number.wa_id.slice(-8)}`)}`)
      .loginAs(user)
      .withInertia()
    assert.include(
      (byNumber.body().props as QueueProps).rows.map((row) => row.id),
      second
    )
  })

  test('without access-whatsapp both pages are 403', async ({ client }) => {
    const user = await makeUser({ permissions: ['access-cases'], centers: ['KUL'] })
    for (const path of ['/messaging/whatsapp/queue', '/messaging/whatsapp/messages']) {
      const response = await client.get(path).loginAs(user)
      response.assertStatus(403)
    }
  })

  test('the messages page opens a thread on its newest page; older pages and refreshes read along it', async ({
    client,
    assert,
  }) => {
    const kul = await centerId('KUL')
    const user = await agent()
    const [contactId] = await queuedContacts(db.connection(), kul, 1)
    await assign(contactId, user.id)
    const ids = await messagesOn(contactId, kul, THREAD_PAGE + 10)

    const response = await client
      .get(`/messaging/whatsapp/messages/${contactId}`)
      .loginAs(user)
      .withInertia()
    response.assertStatus(200)
    const props = response.body().props as MessagesProps
    assert.equal(props.contact?.id, contactId)
    assert.equal(props.contact?.status, 'assigned')
    assert.equal(props.contact?.agent?.id, user.id)
    assert.isNotNull(props.contact?.window_ends_at)
    assert.isTrue(props.thread?.more)
    assert.deepEqual(
      props.thread?.messages.map((message) => message.id),
      ids.slice(-THREAD_PAGE),
      'the newest page, oldest first'
    )
    // Odd rows are inbound: the page's first is row ids.length - THREAD_PAGE + 1.
    assert.equal(props.thread?.messages[0].inbound, (ids.length - THREAD_PAGE + 1) % 2 === 1)
    assert.deepEqual(
      props.mine.map((row) => row.id),
      [contactId]
    )

    const older = await client
      .get(
        `/messaging/whatsapp/contacts/${contactId}/thread?before=${ids[ids.length - THREAD_PAGE]}`
      )
      .loginAs(user)
      .header('accept', 'application/json')
    older.assertStatus(200)
    assert.deepEqual(
      older.body().messages.map((message: ThreadMessage) => message.id),
      ids.slice(0, 10)
    )
    assert.isFalse(older.body().more)

    const from = await client
      .get(`/messaging/whatsapp/contacts/${contactId}/thread?from=${ids[ids.length - 3]}`)
      .loginAs(user)
      .header('accept', 'application/json')
    assert.deepEqual(
      from.body().messages.map((message: ThreadMessage) => message.id),
      ids.slice(-3)
    )
  })

  test('another center’s contact, thread or media is a 404; a hostile cursor a field error', async ({
    client,
    assert,
  }) => {
    const other = await centerId('BKK')
    const user = await agent()
    const [theirs] = await queuedContacts(db.connection(), other, 1)
    const [messageId] = await messagesOn(theirs, other, 1)
    const refused = [
      `/messaging/whatsapp/messages/${theirs}`,
      `/messaging/whatsapp/queue/${theirs}`,
      '/messaging/whatsapp/messages/2147483647',
      '/messaging/whatsapp/messages/99999999999999',
      `/messaging/whatsapp/contacts/${theirs}/thread`,
      `/messaging/whatsapp/media/${messageId}`,
    ]
    for (const path of refused) {
      const response = await client.get(path).loginAs(user).header('accept', 'application/json')
      assert.equal(response.status(), 404, path)
    }

    const kul = await centerId('KUL')
    const [ours] = await queuedContacts(db.connection(), kul, 1)
    for (const cursor of ['before=-1', 'before=abc', 'from=1e99', 'before=%00', 'from=0']) {
      const answer = await client
        .get(`/messaging/whatsapp/contacts/${ours}/thread?${cursor}`)
        .loginAs(user)
        .header('accept', 'application/json')
      assert.equal(answer.status(), 422, cursor)
    }
  })

  test('the messages page without a contact lists my conversations only', async ({
    client,
    assert,
  }) => {
    const user = await agent()
    const response = await client.get('/messaging/whatsapp/messages').loginAs(user).withInertia()
    response.assertStatus(200)
    const props = response.body().props as MessagesProps
    assert.isNull(props.contact)
    assert.isNull(props.thread)
    assert.deepEqual(props.mine, [])
  })

  test('a stored photo is served to the center’s agents with safe headers', async ({
    client,
    assert,
  }) => {
    const kul = await centerId('KUL')
    const user = await agent()
    const [contactId] = await queuedContacts(db.connection(), kul, 1)
    const key = `whatsapp/${kul}/${contactId}/test-photo`
    const bytes = Buffer.from('\x89PNG\r\n\x1a\nnot really a png')
    await caseFileDisk().put(key, bytes, { contentType: 'image/png' })
    const [row] = await db
      .table('whatsapp_messages')
      .insert({
        contact_id: contactId,
        center_id: kul,
        wamid: `wamid.photo.${contactId}`,
        direction: 'inbound',
        type: 'image',
        body: 'Photo',
        status: 'received',
        media_id: 'media-1',
        media_mime: 'image/png',
        media_size: bytes.length,
        media_path: key,
        media_status: 'stored',
        sent_at: new Date(),
      })
      .returning('id')
    const messageId = Number(row.id)

    const page = await client
      .get(`/messaging/whatsapp/messages/${contactId}`)
      .loginAs(user)
      .withInertia()
    const shown = (page.body().props as MessagesProps).thread?.messages.find(
      (message) => message.id === messageId
    )
    assert.deepInclude(shown?.media, {
      status: 'stored',
      url: `/messaging/whatsapp/media/${messageId}`,
    })

    const media = await client.get(`/messaging/whatsapp/media/${messageId}`).loginAs(user)
    media.assertStatus(200)
    media.assertHeader('content-type', 'image/png')
    assert.equal(media.header('x-content-type-options'), 'nosniff')
    assert.include(media.header('content-security-policy'), 'sandbox')
    assert.match(media.header('content-disposition') ?? '', /^inline/)

    // A type the webhook named that is no plain type (a header's line break, HTML): a download.
    for (const hostile of ['text/html\r\nX-Evil: 1', 'text/html']) {
      const [other] = await db
        .table('whatsapp_messages')
        .insert({
          contact_id: contactId,
          center_id: kul,
          wamid: `wamid.hostile.${contactId}.${hostile.length}`,
          direction: 'inbound',
          type: 'document',
          body: 'Document',
          status: 'received',
          media_id: 'media-2',
          media_mime: hostile,
          media_size: bytes.length,
          media_path: key,
          media_status: 'stored',
          sent_at: new Date(),
        })
        .returning('id')
      const served = await client.get(`/messaging/whatsapp/media/${other.id}`).loginAs(user)
      served.assertStatus(200)
      assert.notProperty(served.headers(), 'x-evil')
      assert.match(served.header('content-disposition') ?? '', /^attachment/)
      assert.include(served.header('content-security-policy'), 'sandbox')
    }
    await caseFileDisk().delete(key)
  })
})
