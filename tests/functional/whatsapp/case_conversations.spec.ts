import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import type { Permission } from '#permissions/catalogue'
import { caseIn, centerId } from '#tests/helpers/gop_fixtures'
import { makeUser } from '#tests/helpers/users'
import { statementsDuring } from '#tests/helpers/statements'

/**
 * The case page shows the WhatsApp conversations linked to the case (issue 31): to holders of
 * access-whatsapp only, the case's own center's, most recent first, in ONE statement however
 * many there are.
 */

const CASE_READER: Permission[] = ['access-cases', 'view-case']
const WHATSAPP_AGENT: Permission[] = [...CASE_READER, 'access-whatsapp']

type Conversation = {
  id: number
  name: string | null
  number: string
  status: string
  agent: string | null
  lastMessageAt: string | null
  preview: string | null
  link: string
}
type CasePageProps = {
  whatsappConversations: { conversations: Conversation[]; total: number } | null
}

let sequence = 0

/** A contact as the inbox leaves it, linked to `caseId` (null: not linked). */
async function contact(
  center: number,
  caseId: number | null,
  values: Record<string, unknown> = {}
): Promise<number> {
  sequence += 1
  const [row] = await db
    .table('whatsapp_contacts')
    .insert({
      center_id: center,
      phone_number_id: '109000000000555',
      wa_id: `6019${String(Date.now()).slice(-6)}${sequence}`,
      status: 'queued',
      queued_at: new Date(),
      case_id: caseId,
      ...values,
    })
    .returning('id')
  return Number(row.id)
}

async function casePage(client: ApiClient, user: User, caseId: number) {
  const response = await client.get(`/navigate/cases/${caseId}`).loginAs(user).withInertia()
  response.assertStatus(200)
  return response.body().props as CasePageProps
}

test.group('The case page’s WhatsApp conversations', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a case with two linked conversations shows both, most recent first', async ({
    client,
    assert,
  }) => {
    const kul = await centerId('KUL')
    const caseId = await caseIn('KUL')
    const agent = await makeUser({ permissions: WHATSAPP_AGENT })
    const holder = await makeUser({ permissions: WHATSAPP_AGENT })
    const earlier = new Date(Date.now() - 3600_000)
    const later = new Date(Date.now() - 60_000)
    const waiting = await contact(kul, caseId, {
      full_name: 'Aisha Rahman',
      last_message_at: earlier,
      last_message_preview: 'My bag is lost',
    })
    const held = await contact(kul, caseId, {
      status: 'assigned',
      agent_id: holder.id,
      assigned_at: later,
      last_message_at: later,
      last_message_preview: 'Photo',
    })
    // Neither another case's nor an unlinked one shows.
    await contact(kul, await caseIn('KUL'), { full_name: 'Someone else' })
    await contact(kul, null, { full_name: 'Not linked' })

    const { whatsappConversations } = await casePage(client, agent, caseId)
    assert.isNotNull(whatsappConversations)
    assert.equal(whatsappConversations!.total, 2)
    const [first, second] = whatsappConversations!.conversations
    assert.lengthOf(whatsappConversations!.conversations, 2)
    const heldRow: { wa_id: string } = await db
      .from('whatsapp_contacts')
      .where('id', held)
      .firstOrFail()
    assert.deepEqual(first, {
      id: held,
      name: null,
      number: `+${heldRow.wa_id}`,
      status: 'assigned',
      agent: `${holder.firstName} ${holder.lastName}`,
      lastMessageAt: later.toISOString(),
      preview: 'Photo',
      link: `/messaging/whatsapp/messages/${held}`,
    })
    assert.deepInclude(second, {
      id: waiting,
      name: 'Aisha Rahman',
      status: 'queued',
      agent: null,
      lastMessageAt: earlier.toISOString(),
      preview: 'My bag is lost',
      link: `/messaging/whatsapp/messages/${waiting}`,
    })
  })

  test('a user without access-whatsapp gets none; a case with none gets an empty list', async ({
    client,
    assert,
  }) => {
    const kul = await centerId('KUL')
    const caseId = await caseIn('KUL')
    await contact(kul, caseId, { full_name: 'Aisha Rahman' })
    const reader = await makeUser({ permissions: CASE_READER })
    const hidden = await casePage(client, reader, caseId)
    assert.isNull(hidden.whatsappConversations)

    const agent = await makeUser({ permissions: WHATSAPP_AGENT })
    const other = await caseIn('KUL')
    const none = await casePage(client, agent, other)
    assert.deepEqual(none.whatsappConversations, {
      conversations: [],
      total: 0,
    })
  })

  test('a contact of another center linked to the case stays out of sight', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    await contact(await centerId('BKK'), caseId, { full_name: 'Another center' })
    const own = await contact(await centerId('KUL'), caseId, { full_name: 'Our member' })
    const agent = await makeUser({ permissions: WHATSAPP_AGENT })
    const { whatsappConversations } = await casePage(client, agent, caseId)
    assert.deepEqual(
      whatsappConversations!.conversations.map((row) => row.id),
      [own]
    )
    assert.equal(whatsappConversations!.total, 1)
  })

  test('read in one statement however many are linked', async ({ client, assert }) => {
    const kul = await centerId('KUL')
    const agent = await makeUser({ permissions: WHATSAPP_AGENT })
    const holder = await makeUser({ permissions: WHATSAPP_AGENT })
    const few = await caseIn('KUL')
    const many = await caseIn('KUL')
    await contact(kul, few, { status: 'assigned', agent_id: holder.id })
    for (let index = 0; index < 8; index++) {
      await contact(kul, many, index % 2 ? { status: 'assigned', agent_id: holder.id } : {})
    }
    // Warm: the first request reads the access and settings copies.
    await casePage(client, agent, few)
    const reads = (sent: string[]) => sent.filter((sql) => sql.includes('whatsapp_contacts'))
    const forOne = await statementsDuring(() => casePage(client, agent, few))
    const forEight = await statementsDuring(async () => {
      const { whatsappConversations } = await casePage(client, agent, many)
      assert.lengthOf(whatsappConversations!.conversations, 8)
    })
    assert.lengthOf(reads(forOne), 1)
    assert.lengthOf(reads(forEight), 1)
    assert.equal(forEight.length, forOne.length, 'no statement per conversation')
  })
})
