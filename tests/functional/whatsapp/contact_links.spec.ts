import { test } from '@japa/runner'
import type { ApiClient, ApiResponse } from '@japa/api-client'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type User from '#models/user'
import type { Permission } from '#permissions/catalogue'
import { CaseFactory } from '#factories/case_factory'
import { MemberFactory } from '#factories/member_factory'
import { ProgramFactory } from '#factories/program_factory'
import { HOSTILE_NUMBERS } from '#tests/helpers/hostile_values'
import { makeUser } from '#tests/helpers/users'
import {
  LINK_REFUSALS,
  OPENED_CASE_REFUSAL,
  PHONE_SUFFIX_SQL,
  phoneSuffixOf,
  policyNumberCandidates,
  type CaseSuggestion,
  type LinkSuggestions,
} from '#services/whatsapp/contact_links'
import type { CaseFromContact } from '#services/whatsapp/case_from_contact'

/**
 * A WhatsApp conversation linked to a member and a case (issue 31), through its routes
 * (`messaging.whatsapp.link`, `messaging.whatsapp.suggestions`) and the case form opened from it
 * (`/navigate/cases/create?whatsapp_contact=`). Each test runs in the global transaction.
 */

const AGENT: Permission[] = ['access-whatsapp', 'access-cases']
const CASE_OPENER: Permission[] = [...AGENT, 'create-case', 'view-case']

const linkUrl = (id: number | string) => `/messaging/whatsapp/contacts/${id}/link`
const suggestionsUrl = (id: number | string) => `/messaging/whatsapp/contacts/${id}/suggestions`

let sequence = 0

/** Seven digits of their own per call: no seeded member's phone ends like these. */
function digits7(): string {
  sequence += 1
  return String((Date.now() * 7 + sequence * 7919) % 1e7).padStart(7, '0')
}

async function centerId(code: string): Promise<number> {
  const row: { id: number } = await db.from('centers').where('code', code).firstOrFail()
  return Number(row.id)
}

type ContactRow = { id: number; member_id: number | null; case_id: number | null }

/** A queued contact of the center, as the inbound processing leaves one. */
async function contactIn(code: string, values: Record<string, unknown> = {}): Promise<number> {
  const [row] = await db
    .table('whatsapp_contacts')
    .insert({
      center_id: await centerId(code),
      phone_number_id: '100200300',
      wa_id: `6018${digits7()}`,
      full_name: 'Aisha Rahman',
      status: 'queued',
      queued_at: new Date(),
      ...values,
    })
    .returning('id')
  return Number(row.id)
}

const contactRow = (id: number): Promise<ContactRow> =>
  db.from('whatsapp_contacts').where('id', id).select('id', 'member_id', 'case_id').firstOrFail()

/** The contact's activity rows, oldest first. */
async function logOf(contactId: number) {
  const rows: {
    action: string
    user_id: number | null
    center_id: number | null
    properties: {
      before: { member_id: number | null; case_id: number | null }
      after: { member_id: number | null; case_id: number | null }
      reason?: string
    }
  }[] = await db
    .from('activity_logs')
    .where({ subject_type: 'whatsapp_contact', subject_id: String(contactId) })
    .orderBy('id')
    .select('action', 'user_id', 'center_id', 'properties')
  return rows
}

async function memberWith(values: Record<string, unknown> = {}) {
  return MemberFactory.merge({ phone: null, ...values }).create()
}

async function caseOf(memberId: number, code = 'KUL', status: 'pending' | 'closed' = 'pending') {
  return CaseFactory.merge({ centerId: await centerId(code), memberId })
    .apply(status)
    .create()
}

/** A script's POST, asking for JSON. */
function postLink(client: ApiClient, user: User, id: number | string, body: unknown) {
  return client
    .post(linkUrl(id))
    .loginAs(user)
    .withCsrfToken()
    .header('accept', 'application/json')
    .json(body)
    .redirects(0)
}

function suggestionsOf(client: ApiClient, user: User, id: number | string) {
  return client.get(suggestionsUrl(id)).loginAs(user).header('accept', 'application/json')
}

/** Waits for the answer and checks its status. */
async function expectStatus(request: PromiseLike<ApiResponse>, status: number) {
  const response = await request
  response.assertStatus(status)
}

/** The contact's member now. */
async function memberOf(contactId: number) {
  const row = await contactRow(contactId)
  return row.member_id
}

/** The field errors of a 422 JSON answer, by field. */
function fieldErrors(body: unknown): Record<string, string> {
  const errors = (body as { errors?: { field: string; message: string }[] }).errors ?? []
  return Object.fromEntries(errors.map((error) => [error.field, error.message]))
}

test.group('WhatsApp contact links: link and unlink', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a member, then a case, then unlinking: each change one update and one activity row', async ({
    client,
    assert,
  }) => {
    const agent = await makeUser({ permissions: AGENT })
    const contactId = await contactIn('KUL')
    const member = await memberWith()
    const record = await caseOf(member.id)

    const linked = await postLink(client, agent, contactId, { member_id: member.id })
    linked.assertStatus(200)
    assert.deepEqual(linked.body(), {
      contactId,
      memberId: member.id,
      caseId: null,
      changed: true,
    })
    assert.deepInclude(await contactRow(contactId), { member_id: member.id, case_id: null })

    // The same link again changes nothing and logs nothing.
    const again = await postLink(client, agent, contactId, { member_id: String(member.id) })
    again.assertStatus(200)
    assert.isFalse(again.body().changed)

    const withCase = await postLink(client, agent, contactId, { case_id: record.id })
    withCase.assertStatus(200)
    assert.deepInclude(await contactRow(contactId), { member_id: member.id, case_id: record.id })

    // Unlinking the case keeps the member; unlinking the member leaves nothing linked.
    await expectStatus(postLink(client, agent, contactId, { case_id: null }), 200)
    assert.deepInclude(await contactRow(contactId), { member_id: member.id, case_id: null })
    await expectStatus(postLink(client, agent, contactId, { member_id: null }), 200)
    assert.deepInclude(await contactRow(contactId), { member_id: null, case_id: null })

    const log = await logOf(contactId)
    assert.deepEqual(
      log.map((row) => [row.action, row.properties.before, row.properties.after]),
      [
        ['update', { member_id: null, case_id: null }, { member_id: member.id, case_id: null }],
        [
          'update',
          { member_id: member.id, case_id: null },
          { member_id: member.id, case_id: record.id },
        ],
        [
          'update',
          { member_id: member.id, case_id: record.id },
          { member_id: member.id, case_id: null },
        ],
        ['update', { member_id: member.id, case_id: null }, { member_id: null, case_id: null }],
      ]
    )
    assert.isTrue(log.every((row) => row.user_id === agent.id))
    assert.isTrue(log.every((row) => row.center_id === record.centerId))
  })

  test("a case links its member too, and replaces another member's; a member of another case drops it", async ({
    client,
    assert,
  }) => {
    const agent = await makeUser({ permissions: AGENT })
    const contactId = await contactIn('KUL')
    const [first, second] = [await memberWith(), await memberWith()]
    const [firstCase, secondCase] = [await caseOf(first.id), await caseOf(second.id)]

    await expectStatus(postLink(client, agent, contactId, { case_id: firstCase.id }), 200)
    assert.deepInclude(await contactRow(contactId), { member_id: first.id, case_id: firstCase.id })

    // Another member's case: the conversation follows it, member and case together.
    await expectStatus(postLink(client, agent, contactId, { case_id: secondCase.id }), 200)
    assert.deepInclude(await contactRow(contactId), {
      member_id: second.id,
      case_id: secondCase.id,
    })

    // Another member alone: the case, the previous member's, no longer describes it.
    await expectStatus(postLink(client, agent, contactId, { member_id: first.id }), 200)
    assert.deepInclude(await contactRow(contactId), { member_id: first.id, case_id: null })

    // Member and case named together must agree.
    const mismatch = await postLink(client, agent, contactId, {
      member_id: first.id,
      case_id: secondCase.id,
    })
    mismatch.assertStatus(422)
    assert.deepEqual(fieldErrors(mismatch.body()), { case_id: LINK_REFUSALS.caseOfOtherMember })
    assert.deepInclude(await contactRow(contactId), { member_id: first.id, case_id: null })
  })

  test('any agent of the center links, holder or not, and a page visit gets the outcome flashed', async ({
    client,
    assert,
  }) => {
    const holder = await makeUser({ permissions: AGENT })
    const other = await makeUser({ permissions: AGENT })
    const contactId = await contactIn('KUL', {
      status: 'assigned',
      agent_id: holder.id,
      assigned_at: new Date(),
    })
    const member = await memberWith()
    const response = await client
      .post(linkUrl(contactId))
      .loginAs(other)
      .withCsrfToken()
      .withInertia()
      .header('referer', `/messaging/whatsapp/messages/${contactId}`)
      .form({ member_id: String(member.id) })
      .redirects(0)
    response.assertStatus(302)
    assert.equal(response.header('location'), `/messaging/whatsapp/messages/${contactId}`)
    assert.equal(response.flashMessages().success, "The conversation's member and case are saved.")
    assert.equal(await memberOf(contactId), member.id)

    // An empty form field unlinks, as null does.
    await client
      .post(linkUrl(contactId))
      .loginAs(other)
      .withCsrfToken()
      .withInertia()
      .form({ member_id: '' })
      .redirects(0)
    assert.isNull(await memberOf(contactId))
  })

  test("another center's contact is a 404 and another center's case reads as a missing one", async ({
    client,
    assert,
  }) => {
    const agent = await makeUser({ permissions: AGENT, centers: ['KUL'] })
    const member = await memberWith()
    const theirs = await contactIn('BKK')
    for (const response of [
      await postLink(client, agent, theirs, { member_id: member.id }),
      await suggestionsOf(client, agent, theirs),
    ]) {
      response.assertStatus(404)
    }
    assert.deepInclude(await contactRow(theirs), { member_id: null, case_id: null })

    const ours = await contactIn('KUL')
    const bangkokCase = await caseOf(member.id, 'BKK')
    const otherCenter = await postLink(client, agent, ours, { case_id: bangkokCase.id })
    const missing = await postLink(client, agent, ours, { case_id: 2147483647 })
    otherCenter.assertStatus(422)
    missing.assertStatus(422)
    assert.deepEqual(otherCenter.body(), missing.body())
    assert.deepEqual(fieldErrors(otherCenter.body()), { case_id: LINK_REFUSALS.case })

    // Even for someone who works in both centers: a case is linked in the contact's own.
    const both = await makeUser({ permissions: AGENT, centers: ['KUL', 'BKK'] })
    const crossed = await postLink(client, both, ours, { case_id: bangkokCase.id })
    crossed.assertStatus(422)
    assert.deepEqual(fieldErrors(crossed.body()), { case_id: LINK_REFUSALS.case })
    assert.deepInclude(await contactRow(ours), { member_id: null, case_id: null })
    assert.lengthOf(await logOf(ours), 0)
  })

  test('a trashed member or case is refused beside its field, nothing written', async ({
    client,
    assert,
  }) => {
    const agent = await makeUser({ permissions: AGENT })
    const contactId = await contactIn('KUL')
    const trashed = await memberWith({ deletedAt: DateTime.now() })
    const member = await memberWith()
    const trashedCase = await caseOf(member.id)
    await db.from('cases').where('id', trashedCase.id).update({ deleted_at: new Date() })

    const byMember = await postLink(client, agent, contactId, { member_id: trashed.id })
    byMember.assertStatus(422)
    assert.deepEqual(fieldErrors(byMember.body()), { member_id: 'Choose a member that exists.' })
    const byCase = await postLink(client, agent, contactId, { case_id: trashedCase.id })
    byCase.assertStatus(422)
    assert.deepEqual(fieldErrors(byCase.body()), { case_id: 'Choose a case that exists.' })
    assert.deepInclude(await contactRow(contactId), { member_id: null, case_id: null })
    assert.lengthOf(await logOf(contactId), 0)
  })

  test('403 without access-whatsapp; a case needs access-cases too', async ({ client, assert }) => {
    const contactId = await contactIn('KUL')
    const member = await memberWith()
    const record = await caseOf(member.id)
    const outsider = await makeUser({ permissions: ['access-cases'] })
    await expectStatus(postLink(client, outsider, contactId, { member_id: member.id }), 403)
    await expectStatus(suggestionsOf(client, outsider, contactId), 403)

    const whatsappOnly = await makeUser({ permissions: ['access-whatsapp'] })
    await expectStatus(postLink(client, whatsappOnly, contactId, { case_id: record.id }), 403)
    assert.deepInclude(await contactRow(contactId), { member_id: null, case_id: null })
    // The member alone is theirs to link, and the case suggestions are not theirs to read.
    await expectStatus(postLink(client, whatsappOnly, contactId, { member_id: member.id }), 200)
    const offered = await suggestionsOf(client, whatsappOnly, contactId)
    offered.assertStatus(200)
    assert.deepEqual((offered.body() as LinkSuggestions).cases, [])
  })

  test('hostile bodies are field errors (422), never a 500, and nothing is written', async ({
    client,
    assert,
  }) => {
    const agent = await makeUser({ permissions: AGENT })
    const contactId = await contactIn('KUL')
    // Not refused: null and a blank (the body parser's empty field) unlink, and the app's
    // shared id rule (recordIdField: vine.number) reads "0x10" as 16 and true as 1, as every
    // form's id field does; each is then an id like any other, checked as one.
    const readable = new Set<unknown>([null, ' ', '0x10', true])
    const hostile = [
      ...HOSTILE_NUMBERS.filter((value) => !readable.has(value)),
      '9'.repeat(200_000),
      'abc',
      `1${String.fromCharCode(0)}`,
      String.fromCharCode(0),
      -5,
      '1 OR 1=1',
    ]
    for (const field of ['member_id', 'case_id']) {
      for (const value of hostile) {
        const response = await postLink(client, agent, contactId, { [field]: value })
        assert.equal(response.status(), 422, `${field} = ${JSON.stringify(value).slice(0, 40)}`)
        assert.property(fieldErrors(response.body()), field)
      }
    }
    // Hostile ids in the URL are the route's 404.
    for (const id of ['0', '-1', '2147483648', 'abc', '1e3']) {
      await expectStatus(postLink(client, agent, id, { member_id: null }), 404)
      await expectStatus(suggestionsOf(client, agent, id), 404)
    }
    assert.deepInclude(await contactRow(contactId), { member_id: null, case_id: null })
    assert.lengthOf(await logOf(contactId), 0)
  })
})

test.group('WhatsApp contact links: suggestions', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('members whose phone is the WhatsApp number, however it was typed, the same number first', async ({
    client,
    assert,
  }) => {
    const agent = await makeUser({ permissions: AGENT })
    const tail = digits7()
    const [a, b] = [tail.slice(0, 3), tail.slice(3)]
    const contactId = await contactIn('KUL', { wa_id: `6019${tail}` })
    const international = await memberWith({ phone: `+60 19-${a} ${b}`, lastName: 'Zed' })
    const bare = await memberWith({ phone: `6019${tail}`, lastName: 'Abu' })
    const local = await memberWith({ phone: `019-${a} ${b}` })
    const bracketed = await memberWith({ phone: `(019) ${tail}` })
    // Not them: another number, a trashed member, no phone.
    const last = String((Number(tail.slice(-1)) + 1) % 10)
    await memberWith({ phone: `+60 19-${a} ${b.slice(0, 3)}${last}` })
    await memberWith({ phone: `+60 19-${a} ${b}`, deletedAt: DateTime.now() })
    await memberWith({ phone: null })

    const response = await suggestionsOf(client, agent, contactId)
    response.assertStatus(200)
    const { members } = response.body() as LinkSuggestions
    assert.sameMembers(
      members.map((member) => member.id),
      [international.id, bare.id, local.id, bracketed.id]
    )
    assert.isTrue(members.every((member) => member.reason === 'phone'))
    // The same full number first (by name), then the same last digits.
    assert.deepEqual(
      members.slice(0, 2).map((member) => member.id),
      [bare.id, international.id]
    )
    const shown = members.find((member) => member.id === bare.id)!
    const owner = await db.from('clients').where('id', bare.clientId).firstOrFail()
    assert.deepEqual(shown, {
      id: bare.id,
      name: `${bare.lastName}, ${bare.firstName}`,
      policyNumber: bare.policyNumber,
      clientName: owner.name,
      reason: 'phone',
    })
  })

  test('the phone lookup is the expression migration 063 indexes, under its predicate', async ({
    assert,
  }) => {
    // Whether the index serves the lookup is a matter of the same expression under a predicate
    // the lookup implies; asked of PostgreSQL's own deparser (the index's definition and the
    // lookup's plan print an expression the same way), not of the planner's choice, which on a
    // nearly empty table may rightly walk another small index (CI's once did).
    const definition: { rows: { def: string }[] } = await db.rawQuery(
      `SELECT pg_get_indexdef('members_phone_suffix_index'::regclass) AS def`
    )
    const def = definition.rows[0].def
    const indexed = /USING btree \((.+)\) WHERE (.+)$/.exec(def)
    assert.isNotNull(indexed, def)
    const [, expression, predicate] = indexed!
    const plan: { rows: { 'QUERY PLAN': string }[] } = await db.rawQuery(
      `EXPLAIN SELECT id FROM members
        WHERE deleted_at IS NULL AND phone IS NOT NULL AND ${PHONE_SUFFIX_SQL} = ?`,
      ['123456789']
    )
    const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n')
    assert.include(text, `${expression} = '123456789'::text`)
    assert.equal(predicate, '((deleted_at IS NULL) AND (phone IS NOT NULL))')
  })

  test('members whose policy number the contact typed, not ones the agent wrote, never trashed', async ({
    client,
    assert,
  }) => {
    const agent = await makeUser({ permissions: AGENT })
    const tail = digits7()
    const contactId = await contactIn('KUL', { wa_id: `6017${tail}` })
    const typed = await memberWith({ policyNumber: `ZMY-${tail}-01` })
    const dependant = await memberWith({
      policyNumber: `ZMY-${tail}-01`,
      principalMemberId: typed.id,
      relationship: 'spouse',
      clientId: typed.clientId,
    })
    const written = await memberWith({ policyNumber: `ZMY-${tail}-02` })
    const gone = await memberWith({ policyNumber: `ZMY-${tail}-03`, deletedAt: DateTime.now() })
    // Also found by phone: offered once, for its phone.
    const both = await memberWith({ policyNumber: `ZMY-${tail}-04`, phone: `+60 17 ${tail}` })
    const center = await centerId('KUL')
    const message = (direction: 'inbound' | 'outbound', body: string) => ({
      contact_id: contactId,
      center_id: center,
      direction,
      type: 'text',
      body,
      status: direction === 'inbound' ? 'received' : 'sent',
      sent_at: new Date(),
    })
    await db
      .table('whatsapp_messages')
      .multiInsert([
        message('inbound', `Hello, my policy is zmy-${tail}-01.`),
        message('outbound', `Is it ZMY-${tail}-02?`),
        message('inbound', `Or maybe ZMY-${tail}-03, and zmy-${tail}-04`),
      ])

    const response = await suggestionsOf(client, agent, contactId)
    response.assertStatus(200)
    const { members } = response.body() as LinkSuggestions
    assert.deepEqual(
      members.map((member) => [member.id, member.reason]),
      [
        [both.id, 'phone'],
        [typed.id, 'policy'],
        [dependant.id, 'policy'],
      ]
    )
    assert.notInclude(
      members.map((member) => member.id),
      written.id
    )
    assert.notInclude(
      members.map((member) => member.id),
      gone.id
    )
  })

  test('policy-number tokens and phone suffixes are read as policy_key and the index hold them', ({
    assert,
  }) => {
    assert.deepEqual(
      policyNumberCandidates([
        'My policy is ZURICH-MY-102109. Call me at 10am',
        'P-00000123, and again zurich-my-102109; ref AXA/2026/77 or hello 42',
      ]),
      ['zurich-my-102109', '10am', 'p-00000123', 'axa/2026/77']
    )
    assert.lengthOf(
      policyNumberCandidates([Array.from({ length: 500 }, (_, i) => `P-${i}000`).join(' ')]),
      100
    )
    assert.deepEqual(policyNumberCandidates(['x'.repeat(41) + '1', 'abcd']), [])
    assert.equal(phoneSuffixOf('60123456789'), '123456789')
    assert.isNull(phoneSuffixOf('12345678'))
  })

  test("the linked member's cases of the contact's center, open first, newest first", async ({
    client,
    assert,
  }) => {
    const agent = await makeUser({ permissions: AGENT })
    const member = await memberWith()
    const contactId = await contactIn('KUL', { member_id: member.id })
    const opened = async (record: { id: number }, at: string) => {
      await db.from('cases').where('id', record.id).update({ opened_at: at })
      return record.id
    }
    const closedNewest = await opened(await caseOf(member.id, 'KUL', 'closed'), '2026-03-05')
    const openOlder = await opened(await caseOf(member.id), '2025-11-01')
    const openNewer = await opened(await caseOf(member.id), '2026-02-01')
    await opened(await caseOf(member.id, 'BKK'), '2026-03-01')
    const trashed = await opened(await caseOf(member.id), '2026-03-02')
    await db.from('cases').where('id', trashed).update({ deleted_at: new Date() })
    const stranger = await memberWith()
    await caseOf(stranger.id)

    const response = await suggestionsOf(client, agent, contactId)
    response.assertStatus(200)
    const cases = (response.body() as LinkSuggestions).cases
    assert.deepEqual(
      cases.map((suggestion: CaseSuggestion) => suggestion.id),
      [openNewer, openOlder, closedNewest]
    )
    const row = await db.from('cases').where('id', openNewer).firstOrFail()
    assert.deepInclude(cases[0], { caseNumber: row.number, status: 'pending' })
    assert.equal(new Date(cases[0].openedAt).toISOString(), '2026-02-01T00:00:00.000Z')

    // No linked member, no cases.
    const unlinked = await contactIn('KUL')
    const none = await suggestionsOf(client, agent, unlinked)
    assert.deepEqual((none.body() as LinkSuggestions).cases, [])
  })
})

test.group('WhatsApp contact links: open a case from the conversation', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  async function formOf(client: ApiClient, user: User, contact: string | number) {
    const page = await client
      .get(`/navigate/cases/create?whatsapp_contact=${contact}`)
      .loginAs(user)
      .withInertia()
    page.assertStatus(200)
    return (page.body().props as { whatsappContact: CaseFromContact | null }).whatsappContact
  }

  async function incidentTypeId(): Promise<number> {
    const row: { id: number } = await db
      .from('incident_types')
      .whereNull('deleted_at')
      .orderBy('id')
      .firstOrFail()
    return row.id
  }

  function createCase(client: ApiClient, user: User, input: Record<string, unknown>) {
    return client.post('/navigate/cases').loginAs(user).withCsrfToken().form(input).redirects(0)
  }

  const errorsOf = (response: { flashMessages(): unknown }) =>
    (response.flashMessages() as { inputErrorsBag?: Record<string, string[] | string> })
      .inputErrorsBag ?? {}

  test('the form opens with the linked member, who wrote and their number, by WhatsApp', async ({
    client,
    assert,
  }) => {
    const opener = await makeUser({ permissions: CASE_OPENER })
    const member = await memberWith()
    const program = await ProgramFactory.merge({ clientId: member.clientId }).create()
    await db.from('members').where('id', member.id).update({ program_id: program.id })
    const contactId = await contactIn('KUL', { member_id: member.id, full_name: 'Aisha R.' })
    const contact = await db.from('whatsapp_contacts').where('id', contactId).firstOrFail()

    const prefill = await formOf(client, opener, contactId)
    assert.isNotNull(prefill)
    assert.deepInclude(prefill!, {
      id: contactId,
      name: 'Aisha R.',
      caller: { name: 'Aisha R.', phone: `+${contact.wa_id}`, contactMethod: 'whatsapp' },
      linkable: true,
    })
    assert.deepInclude(prefill!.member!, {
      id: member.id,
      client_id: member.clientId,
      program_id: program.id,
      policy_number: member.policyNumber,
    })
  })

  test('a conversation out of reach opens the ordinary form, without a word about it', async ({
    client,
    assert,
  }) => {
    const opener = await makeUser({ permissions: CASE_OPENER, centers: ['KUL'] })
    const bangkok = await contactIn('BKK')
    for (const id of [bangkok, 2147483647, 'abc', '-1', '1e3', '%00']) {
      assert.isNull(await formOf(client, opener, id), `whatsapp_contact=${id}`)
    }
    // Without WhatsApp, not even their own center's conversations.
    const ours = await contactIn('KUL')
    const noWhatsapp = await makeUser({
      permissions: ['access-cases', 'create-case'],
      centers: ['KUL'],
    })
    assert.isNull(await formOf(client, noWhatsapp, ours))
    // One of their other centers' conversations: shown, but a case opened here is not linked.
    const both = await makeUser({ permissions: CASE_OPENER, centers: ['KUL', 'BKK'] })
    const elsewhere = await formOf(client, both, bangkok)
    assert.isFalse(elsewhere?.linkable)
    const bkk = await db.from('centers').where('code', 'BKK').firstOrFail()
    assert.equal(elsewhere?.centerName, bkk.name)
  })

  test('creating the case links the conversation in its transaction, both logged', async ({
    client,
    assert,
  }) => {
    const opener = await makeUser({ permissions: CASE_OPENER })
    const previous = await memberWith()
    const member = await memberWith()
    // Linked to another member before: the new case's member is the conversation's now.
    const contactId = await contactIn('KUL', { member_id: previous.id })
    const response = await createCase(client, opener, {
      member_id: member.id,
      incident_type_id: await incidentTypeId(),
      priority: 'high',
      caller_name: 'Aisha R.',
      caller_contact_method: 'whatsapp',
      whatsapp_contact: String(contactId),
    })
    response.assertStatus(302)
    const created = await db.from('cases').where('created_by_id', opener.id).firstOrFail()
    assert.equal(response.header('location'), `/navigate/cases/${created.id}`)
    assert.deepInclude(await contactRow(contactId), { member_id: member.id, case_id: created.id })

    const log = await logOf(contactId)
    assert.lengthOf(log, 1)
    assert.deepEqual(log[0].properties, {
      before: { member_id: previous.id, case_id: null },
      after: { member_id: member.id, case_id: created.id },
      reason: 'case opened from the conversation',
    })
    const caseLog = await db
      .from('activity_logs')
      .where({ action: 'create', subject_type: 'case', subject_id: String(created.id) })
      .firstOrFail()
    assert.equal(caseLog.properties.after.whatsapp_contact_id, contactId)
  })

  test("a failure after the link (the case's own log row) undoes the link with the case", async ({
    client,
    assert,
  }) => {
    const opener = await makeUser({ permissions: CASE_OPENER })
    const member = await memberWith()
    const contactId = await contactIn('KUL')
    // The case's 'create' row is written last, after the link: refused here, for this test only
    // (DDL is transactional, so the global transaction's rollback removes it).
    await db.rawQuery(`CREATE FUNCTION pg_temp.refuse_case_log() RETURNS trigger LANGUAGE plpgsql
      AS $$ BEGIN
        IF NEW.subject_type = 'case' AND NEW.action = 'create' THEN
          RAISE EXCEPTION 'refused for the test';
        END IF;
        RETURN NEW;
      END $$`)
    await db.rawQuery(`CREATE TRIGGER refuse_case_log BEFORE INSERT ON activity_logs
      FOR EACH ROW EXECUTE FUNCTION pg_temp.refuse_case_log()`)
    const response = await client
      .post('/navigate/cases')
      .loginAs(opener)
      .withCsrfToken()
      .header('accept', 'application/json')
      .form({
        member_id: member.id,
        incident_type_id: await incidentTypeId(),
        priority: 'normal',
        whatsapp_contact: String(contactId),
      })
      .redirects(0)
    assert.equal(response.status(), 500)
    const made = await db.from('cases').where('created_by_id', opener.id).count('* as total')
    assert.equal(Number(made[0].total), 0)
    assert.deepInclude(await contactRow(contactId), { member_id: null, case_id: null })
    assert.lengthOf(await logOf(contactId), 0)
  })

  test('a conversation that cannot be linked fails the whole creation: no case, no link', async ({
    client,
    assert,
  }) => {
    const member = await memberWith()
    const input = async (contact: unknown) => ({
      member_id: member.id,
      incident_type_id: await incidentTypeId(),
      priority: 'normal',
      whatsapp_contact: contact,
    })
    const opener = await makeUser({ permissions: CASE_OPENER, centers: ['KUL'] })
    const both = await makeUser({ permissions: CASE_OPENER, centers: ['KUL', 'BKK'] })
    const noWhatsapp = await makeUser({ permissions: ['access-cases', 'create-case', 'view-case'] })
    const bangkok = await contactIn('BKK')
    const ours = await contactIn('KUL')
    const counter = async () =>
      db
        .from('case_number_counters')
        .where('center_id', await centerId('KUL'))
        .select('year', 'last_value')
    const before = await counter()
    // Each reaches the link after the case row was written (the case's number taken): the
    // refusal there undoes it all.
    for (const [user, contact] of [
      [opener, bangkok],
      [both, bangkok],
      [opener, 2147483647],
      [noWhatsapp, ours],
    ] as const) {
      const response = await createCase(client, user, await input(String(contact)))
      response.assertStatus(302)
      assert.deepEqual(errorsOf(response), { whatsapp_contact: [OPENED_CASE_REFUSAL] })
    }
    // Not an id at all: refused by the validator, before anything.
    const hostile = await createCase(client, opener, await input('1 OR 1=1'))
    assert.property(errorsOf(hostile), 'whatsapp_contact')

    const made = await db
      .from('cases')
      .whereIn('created_by_id', [opener.id, both.id, noWhatsapp.id])
      .count('* as total')
    assert.equal(Number(made[0].total), 0)
    assert.deepEqual(await counter(), before)
    for (const id of [bangkok, ours]) {
      assert.deepInclude(await contactRow(id), { member_id: null, case_id: null })
      assert.lengthOf(await logOf(id), 0)
    }
  })
})
