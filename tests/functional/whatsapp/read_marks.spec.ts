import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import type { FakeGraph } from '#services/whatsapp/fake_graph'
import { resetFakeGraph, useFakeGraph } from '#tests/helpers/fake_graph'
import { markCommittedRows } from '#tests/helpers/races'
import { makeUser } from '#tests/helpers/users'

/**
 * The member's blue ticks (issue 31, mark-read): the holder's thread on screen tells WhatsApp,
 * through the fake Cloud API, that they read up to the newest inbound message, once, and only
 * forward; nobody else's eyes count. The tests' queue is sync: the call has run when the
 * request returns.
 */

let fake: FakeGraph
let sequence = 0

async function centerId(code: string): Promise<number> {
  const row: { id: number } = await db.from('centers').where('code', code).firstOrFail()
  return Number(row.id)
}

const agent = (centers = ['KUL']) => makeUser({ permissions: ['access-whatsapp'], centers })

/** A contact held by `holder` in `code`, with inbound messages and one reply; their ids. */
async function conversation(holder: User | null, code = 'KUL') {
  sequence += 1
  const center = await centerId(code)
  const waId = `6017${String(Date.now() % 1e6).padStart(6, '0')}${sequence}`
  const [contact] = await db
    .table('whatsapp_contacts')
    .insert({
      center_id: center,
      phone_number_id: fake.numbers[0].phoneNumberId,
      wa_id: waId,
      status: holder ? 'assigned' : 'queued',
      agent_id: holder?.id ?? null,
      assigned_at: holder ? new Date() : null,
      queued_at: new Date(),
      last_inbound_at: new Date(),
    })
    .returning('id')
  const contactId = Number(contact.id)
  const ids: number[] = []
  const wamids: string[] = []
  for (const [index, direction] of (['inbound', 'inbound', 'outbound'] as const).entries()) {
    // The member's messages as the fake gave them (it knows its own wamids, as Meta does).
    const emitted =
      direction === 'inbound'
        ? await fake.emitInbound({ from: waId, text: `Message ${index}` })
        : null
    const wamid = emitted?.wamid ?? `wamid.read.${waId}.${index}`
    wamids.push(wamid)
    const [row] = await db
      .table('whatsapp_messages')
      .insert({
        contact_id: contactId,
        center_id: center,
        wamid,
        direction,
        type: 'text',
        body: `Message ${index}`,
        status: direction === 'inbound' ? 'received' : 'sent',
        sent_at: new Date(),
      })
      .returning('id')
    ids.push(Number(row.id))
  }
  return { contactId, inbound: ids.slice(0, 2), outbound: ids[2], wamids }
}

function read(client: ApiClient, user: User, contactId: number, body: unknown) {
  return client
    .post(`/messaging/whatsapp/contacts/${contactId}/read`)
    .loginAs(user)
    .withCsrfToken()
    .header('accept', 'application/json')
    .json(body)
    .redirects(0)
}

test.group('WhatsApp: read marks', (group) => {
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
  group.each.setup(() => {
    resetFakeGraph(fake)
    fake.readMarks.length = 0
  })
  group.each.timeout(30_000)

  test('the holder reading tells WhatsApp once, and only forward', async ({ client, assert }) => {
    const holder = await agent()
    const talk = await conversation(holder)

    const first = await read(client, holder, talk.contactId, { message_id: talk.inbound[1] })
    first.assertStatus(200)
    assert.deepEqual(first.body(), { marked: true })
    assert.deepEqual(fake.readMarks, [talk.wamids[1]])

    // Again (a second tab), or an older one: nothing more reaches WhatsApp.
    const again = await read(client, holder, talk.contactId, { message_id: talk.inbound[1] })
    assert.deepEqual(again.body(), { marked: false })
    const older = await read(client, holder, talk.contactId, { message_id: talk.inbound[0] })
    assert.deepEqual(older.body(), { marked: false })
    assert.lengthOf(fake.readMarks, 1)
    const row: { read_up_to_id: number } = await db
      .from('whatsapp_contacts')
      .where('id', talk.contactId)
      .firstOrFail()
    assert.equal(row.read_up_to_id, talk.inbound[1])
  })

  test('two tabs at once: one call', async ({ client, assert }) => {
    const holder = await agent()
    const talk = await conversation(holder)
    const answers = await Promise.all(
      [0, 1, 2, 3].map(() => read(client, holder, talk.contactId, { message_id: talk.inbound[1] }))
    )
    assert.lengthOf(
      answers.filter((answer) => answer.body().marked === true),
      1
    )
    assert.lengthOf(fake.readMarks, 1)
  })

  test('nobody else’s eyes count: another agent, a waiting contact, our own message', async ({
    client,
    assert,
  }) => {
    const holder = await agent()
    const colleague = await agent()
    const talk = await conversation(holder)
    const byColleague = await read(client, colleague, talk.contactId, {
      message_id: talk.inbound[1],
    })
    assert.deepEqual(byColleague.body(), { marked: false })
    const ownMessage = await read(client, holder, talk.contactId, { message_id: talk.outbound })
    assert.deepEqual(ownMessage.body(), { marked: false })
    const waiting = await conversation(null)
    const unheld = await read(client, holder, waiting.contactId, { message_id: waiting.inbound[1] })
    assert.deepEqual(unheld.body(), { marked: false })
    // Another conversation's message named on this one.
    const elsewhere = await read(client, holder, talk.contactId, { message_id: waiting.inbound[1] })
    assert.deepEqual(elsewhere.body(), { marked: false })
    assert.lengthOf(fake.readMarks, 0)
  })

  test('another center’s contact is a 404, no permission a 403, a hostile id a field error', async ({
    client,
    assert,
  }) => {
    const outsider = await agent(['MNL'])
    const holder = await agent()
    const talk = await conversation(holder)
    const foreign = await read(client, outsider, talk.contactId, { message_id: talk.inbound[1] })
    foreign.assertStatus(404)
    const clerk = await makeUser({ permissions: ['access-cases'], centers: ['KUL'] })
    const refused = await read(client, clerk, talk.contactId, { message_id: talk.inbound[1] })
    refused.assertStatus(403)
    for (const messageId of [-1, 0, 'abc', 2147483648, null, '\u0000']) {
      const answer = await read(client, holder, talk.contactId, { message_id: messageId })
      assert.equal(answer.status(), 422, String(messageId))
    }
    assert.lengthOf(fake.readMarks, 0)
  })
})
