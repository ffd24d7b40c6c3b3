import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { QUEUE_REFUSALS } from '#services/whatsapp/contact_queue'
import { statusErrorWords } from '#services/whatsapp/error_words'
import type { FakeGraph } from '#services/whatsapp/fake_graph'
import { deliverMessage } from '#services/whatsapp/outbound'
import { resetFakeGraph, useFakeGraph } from '#tests/helpers/fake_graph'
import { markCommittedRows } from '#tests/helpers/races'
import { makeUser } from '#tests/helpers/users'

/**
 * Sending to a WhatsApp contact (issue 31) through the routes, against the fake Cloud API: what
 * the fake records is what was sent, and the message row ends as the API's answer says. The
 * tests' queue is sync, so the send job has run (retries included) when the request returns.
 */

const HOUR = 60 * 60 * 1000
let fake: FakeGraph
let sequence = 0

/** A member number of its own per test: the fake's window and the contacts are per number. */
function member(): string {
  sequence += 1
  return `6019${String(Date.now() % 1e5).padStart(5, '0')}${String(sequence).padStart(2, '0')}`
}

async function centerId(code: string): Promise<number> {
  const row: { id: number } = await db.from('centers').where('code', code).firstOrFail()
  return Number(row.id)
}

const agent = (centers = ['KUL']) => makeUser({ permissions: ['access-whatsapp'], centers })

/** A contact as the take leaves it: held by `holder`, its reply deadline running. */
async function heldContact(
  waId: string,
  holder: User | null,
  values: Record<string, unknown> = {}
): Promise<number> {
  const [row] = await db
    .table('whatsapp_contacts')
    .insert({
      center_id: await centerId('KUL'),
      phone_number_id: fake.numbers[0].phoneNumberId,
      wa_id: waId,
      full_name: 'Aisha',
      status: holder ? 'assigned' : 'queued',
      agent_id: holder?.id ?? null,
      assigned_at: holder ? new Date() : null,
      reply_due_at: holder ? new Date(Date.now() + 5 * 60_000) : null,
      queued_at: new Date(),
      last_inbound_at: new Date(Date.now() - HOUR),
      ...values,
    })
    .returning('id')
  return Number(row.id)
}

function post(client: ApiClient, user: User, path: string, body: Record<string, unknown>) {
  return client
    .post(path)
    .loginAs(user)
    .withCsrfToken()
    .header('accept', 'application/json')
    .json(body)
    .redirects(0)
}

const textUrl = (id: number) => `/messaging/whatsapp/contacts/${id}/send-text`
const templateUrl = (id: number) => `/messaging/whatsapp/contacts/${id}/send-template`

type MessageRow = {
  id: number
  wamid: string | null
  status: string
  error_code: number | null
  error_text: string | null
  context_wamid: string | null
  body: string
  sent_by_id: number | null
}

const messagesOf = (contactId: number): Promise<MessageRow[]> =>
  db.from('whatsapp_messages').where('contact_id', contactId).orderBy('id')

/** An approved template of ours with `body`, known to the fake as `fakeBody`. */
async function template(body: string, fakeBody = body): Promise<{ id: number; name: string }> {
  sequence += 1
  const name = `t31_${Date.now() % 1e6}_${sequence}`
  const [row] = await db
    .table('whats_app_templates')
    .insert({
      name,
      language: 'en',
      category: 'UTILITY',
      status: 'approved',
      body,
      created_at: new Date(),
      updated_at: new Date(),
    })
    .returning('id')
  fake.setOptions({
    templates: [
      ...fake.options.templates,
      {
        name,
        language: 'en',
        status: 'APPROVED',
        category: 'UTILITY',
        components: [{ type: 'BODY', text: fakeBody }],
      },
    ],
  })
  return { id: Number(row.id), name }
}

test.group('WhatsApp sending', (group) => {
  group.setup(async () => {
    const removeCommitted = await markCommittedRows()
    const [{ top }] = await db.from('whatsapp_contacts').max('id as top')
    const graph = await useFakeGraph()
    fake = graph.fake
    return async () => {
      await graph.stop()
      await db
        .from('whatsapp_contacts')
        .where('id', '>', top ?? 0)
        .delete()
      await removeCommitted()
    }
  })
  group.each.setup(() => resetFakeGraph(fake))
  group.each.timeout(30_000)

  test('a reply reaches the API with the quoted message; the row gets its wamid, sent, and the deadline goes', async ({
    client,
    assert,
  }) => {
    const number = member()
    const holder = await agent()
    const inbound = await fake.emitInbound({ from: number, text: 'My bag is lost' })
    const contactId = await heldContact(number, holder)
    const [quoted] = await db
      .table('whatsapp_messages')
      .insert({
        contact_id: contactId,
        center_id: await centerId('KUL'),
        wamid: inbound.wamid,
        direction: 'inbound',
        type: 'text',
        body: 'My bag is lost',
        status: 'received',
        sent_at: new Date(),
      })
      .returning('id')

    const response = await post(client, holder, textUrl(contactId), {
      body: 'We are on it.',
      reply_to: quoted.id,
    })
    response.assertStatus(200)

    assert.lengthOf(fake.sent, 1)
    assert.equal(fake.sent[0].to, number)
    assert.deepEqual(fake.sent[0].body.context, { message_id: inbound.wamid })
    assert.deepInclude(fake.sent[0].body.text as object, { body: 'We are on it.' })
    const [, reply] = await messagesOf(contactId)
    assert.equal(reply.id, response.body().messageId)
    assert.equal(reply.wamid, fake.sent[0].wamid)
    assert.equal(reply.status, 'sent')
    assert.equal(reply.context_wamid, inbound.wamid)
    assert.equal(reply.sent_by_id, holder.id)
    const contact = await db.from('whatsapp_contacts').where('id', contactId).firstOrFail()
    assert.isNull(contact.reply_due_at, 'the first reply clears the return to the queue')
    assert.equal(contact.last_message_preview, 'We are on it.')

    // The job delivered twice: the row decides, nothing is sent again.
    await deliverMessage(reply.id)
    assert.lengthOf(fake.sent, 1)
  })

  test('outside the 24-hour window free text is refused with no call to the API', async ({
    client,
    assert,
  }) => {
    const holder = await agent()
    const stale = await heldContact(member(), holder, {
      last_inbound_at: new Date(Date.now() - 25 * HOUR),
    })
    const never = await heldContact(member(), holder, { last_inbound_at: null })
    for (const contactId of [stale, never]) {
      const response = await post(client, holder, textUrl(contactId), { body: 'Hello?' })
      response.assertStatus(409)
      assert.equal(response.body().message, statusErrorWords(131047))
      assert.match(response.body().message, /send a template instead/)
      assert.lengthOf(await messagesOf(contactId), 0)
    }
    assert.lengthOf(fake.requests, 0, 'the API was never called')
  })

  test('refusals from the API end failed in plain words: 131047, 131026, 132000', async ({
    client,
    assert,
  }) => {
    const holder = await agent()
    // Our row says the member wrote an hour ago; the API knows better (131047).
    const closedAtApi = await heldContact(member(), holder)
    await post(client, holder, textUrl(closedAtApi), { body: 'Hi' }).then((r) =>
      r.assertStatus(200)
    )
    const undeliverable = member()
    await fake.emitInbound({ from: undeliverable, text: 'hi' })
    fake.setOptions({ undeliverable: [undeliverable] })
    const lost = await heldContact(undeliverable, holder)
    await post(client, holder, textUrl(lost), { body: 'Hi' }).then((r) => r.assertStatus(200))
    // Our template has one parameter, the API's copy two.
    const mismatched = await template('Hello {{1}}', 'Hello {{1}}, case {{2}}')
    const templated = await heldContact(member(), holder)
    await post(client, holder, templateUrl(templated), {
      template_id: mismatched.id,
      parameters: ['Aisha'],
    }).then((r) => r.assertStatus(200))

    for (const [contactId, code] of [
      [closedAtApi, 131047],
      [lost, 131026],
      [templated, 132000],
    ]) {
      const [row] = await messagesOf(contactId)
      assert.equal(row.status, 'failed', `error ${code}`)
      assert.equal(row.error_code, code)
      assert.equal(row.error_text, statusErrorWords(code))
      assert.isNull(row.wamid)
    }
    assert.lengthOf(fake.sent, 0)
  })

  test('a rate limit (130429) is tried again and the message is sent', async ({
    client,
    assert,
  }) => {
    const number = member()
    const holder = await agent()
    await fake.emitInbound({ from: number, text: 'hi' })
    const contactId = await heldContact(number, holder)
    fake.setOptions({
      failNext: [
        { status: 429, code: 130429, message: '(#130429) Rate limit hit' },
        { status: 503, code: 2, message: 'Service temporarily unavailable' },
      ],
    })
    const response = await post(client, holder, textUrl(contactId), { body: 'Still here' })
    response.assertStatus(200)
    const [row] = await messagesOf(contactId)
    assert.equal(row.status, 'sent')
    assert.lengthOf(fake.sent, 1)
    assert.equal(row.wamid, fake.sent[0].wamid)
    const sends = fake.requests.filter((call) => call.method === 'POST')
    assert.lengthOf(sends, 3, 'two refused tries, then the send')
  })

  test('an approved template goes outside the window with its parameters', async ({
    client,
    assert,
  }) => {
    const holder = await agent()
    const contactId = await heldContact(member(), holder, {
      last_inbound_at: new Date(Date.now() - 3 * 24 * HOUR),
    })
    const approved = await template('Hello {{1}}, we opened case {{2}}.')
    const wrongCount = await post(client, holder, templateUrl(contactId), {
      template_id: approved.id,
      parameters: ['Aisha'],
    })
    wrongCount.assertStatus(409)
    assert.equal(wrongCount.body().message, statusErrorWords(132000))
    assert.lengthOf(fake.requests, 0)

    const response = await post(client, holder, templateUrl(contactId), {
      template_id: approved.id,
      parameters: ['Aisha', 'C-1001'],
    })
    response.assertStatus(200)
    const [row] = await messagesOf(contactId)
    assert.equal(row.status, 'sent')
    assert.equal(row.body, 'Hello Aisha, we opened case C-1001.')
    assert.deepInclude(fake.sent[0].body.template as object, { name: approved.name })
  })

  test('only the holder sends; another center is 404; no permission is 403', async ({
    client,
    assert,
  }) => {
    const holder = await agent()
    const other = await agent()
    const held = await heldContact(member(), holder)
    const queued = await heldContact(member(), null)

    const notMine = await post(client, other, textUrl(held), { body: 'Hi' })
    notMine.assertStatus(409)
    assert.equal(notMine.body().message, QUEUE_REFUSALS.heldByOther)
    const notTaken = await post(client, holder, textUrl(queued), { body: 'Hi' })
    notTaken.assertStatus(409)
    assert.match(notTaken.body().message, /Take this conversation/)

    const elsewhere = await agent(['BKK'])
    const fromElsewhere = await post(client, elsewhere, textUrl(held), { body: 'Hi' })
    fromElsewhere.assertStatus(404)
    const noPermission = await makeUser({ centers: ['KUL'] })
    const withoutPermission = await post(client, noPermission, textUrl(held), { body: 'Hi' })
    withoutPermission.assertStatus(403)

    assert.lengthOf(await messagesOf(held), 0)
    assert.lengthOf(await messagesOf(queued), 0)
    assert.lengthOf(fake.requests, 0)
  })

  test('a hostile body is a field error, never a send', async ({ client, assert }) => {
    const holder = await agent()
    const contactId = await heldContact(member(), holder)
    for (const body of [
      { body: '' },
      { body: '   ' },
      { body: 'a\u0000b' },
      { body: 'x'.repeat(4097) },
      { body: ['array'] },
      { body: 'ok', reply_to: 'DROP TABLE' },
    ]) {
      const response = await post(client, holder, textUrl(contactId), body)
      response.assertStatus(422)
      assert.isArray(response.body().errors)
    }
    for (const body of [
      { template_id: 'x', parameters: [] },
      { template_id: 1, parameters: ['y'.repeat(1025)] },
      { template_id: 1, parameters: [{ a: 1 }] },
    ]) {
      const response = await post(client, holder, templateUrl(contactId), body)
      response.assertStatus(422)
    }
    assert.lengthOf(await messagesOf(contactId), 0)
    assert.lengthOf(fake.requests, 0)
  })
})
