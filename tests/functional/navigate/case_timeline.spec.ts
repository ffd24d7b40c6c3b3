import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { randomUUID } from 'node:crypto'
import type User from '#models/user'
import type { Permission } from '#permissions/catalogue'
import type { TimelinePage } from '#contracts/case_timeline'
import { recordActivity } from '#services/activity_log'
import { caseIn, fakeMail, parties, providerReachable } from '#tests/helpers/gop_fixtures'
import { makeUser } from '#tests/helpers/users'

/** Who reads a case and may see every one of its money tabs. */
const READER: Permission[] = [
  'access-cases',
  'view-case',
  'access-guarantee-of-payments',
  'access-withdrawal-of-gops',
  'access-charge-slips',
  'access-request-for-payments',
]
/** Issues the documents (four eyes: another approves them). */
const AGENT: Permission[] = [
  ...READER,
  'update-case',
  'create-guarantee-of-payment',
  'create-charge-slip',
  'create-request-for-payment',
]
const SUPERVISOR: Permission[] = [
  ...READER,
  'approve-guarantee-of-payments',
  'revise-guarantee-of-payments',
  'send-guarantee-of-payments',
  'approve-charge-slips',
  'approve-request-for-payments',
]

function post(client: ApiClient, user: User, url: string, form: Record<string, unknown> = {}) {
  return client.post(url).loginAs(user).withCsrfToken().form(form).redirects(0)
}

async function timeline(client: ApiClient, user: User, caseId: number, qs = {}) {
  const response = await client.get(`/navigate/cases/${caseId}/timeline`).qs(qs).loginAs(user)
  response.assertStatus(200)
  return response.body() as TimelinePage
}

/** What each entry says, with its amount when it has one. */
const told = (page: TimelinePage) =>
  page.entries.map((entry) =>
    entry.amount ? `${entry.sentence} · ${entry.amount}` : entry.sentence
  )

/**
 * A case's money story told through the app: a GOP issued, approved, revised and sent (and
 * delivered), a charge slip recorded and approved, an RFP issued and approved.
 */
async function moneyStory(client: ApiClient) {
  const caseId = await caseIn('KUL')
  await providerReachable()
  const owner: { client_id: number; program_id: number | null } = await db
    .from('cases')
    .where('id', caseId)
    .firstOrFail()
  await db
    .from('clients')
    .where('id', owner.client_id)
    .update({ billing_currency_code: 'MYR', payment_terms_days: 30, service_fee: '150.00' })
  if (owner.program_id) {
    await db.from('programs').where('id', owner.program_id).update({ service_fee: null })
  }
  const agent = await makeUser({ permissions: AGENT, centers: ['KUL'] })
  const supervisor = await makeUser({ permissions: SUPERVISOR, centers: ['KUL'] })
  const { provider, entity, template } = await parties()
  const gops = `/navigate/cases/${caseId}/guarantee-of-payments`
  const run = async (user: User, url: string, form: Record<string, unknown> = {}) => {
    const response = await post(client, user, url, form)
    response.assertStatus(302)
    const flash = response.flashMessages() as {
      error?: string
      inputErrorsBag?: Record<string, string[]>
    }
    if (flash?.error || flash?.inputErrorsBag) {
      throw new Error(`${url}: ${JSON.stringify(flash.error ?? flash.inputErrorsBag)}`)
    }
  }
  await run(agent, gops, {
    provider_id: String(provider.id),
    business_entity_id: String(entity.id),
    gop_template_id: String(template.id),
    currency_code: 'MYR',
    amount: '15,000',
    services_covered: 'Inpatient treatment and surgery',
    admission_date: '2026-11-20',
    valid_until: '2026-12-20',
  })
  const gop: { id: number; number: string } = await db
    .from('gops')
    .where('case_id', caseId)
    .firstOrFail()
  await run(supervisor, `${gops}/${gop.id}/transitions/approve`)
  await run(supervisor, `${gops}/${gop.id}/transitions/revise`, {
    amount: '20,000',
    revision: '1',
    reason: 'The stay was extended',
  })
  await run(supervisor, `${gops}/${gop.id}/transitions/send`)

  const slips = `/navigate/cases/${caseId}/charge-slips`
  await run(agent, slips, {
    provider_id: String(provider.id),
    invoice_number: 'HOSP-77',
    invoice_date: '2026-11-02',
    currency_code: 'MYR',
    amount_billed: '12,500.5',
    payment_method: 'wire-transfer',
  })
  const slip: { id: number } = await db.from('charge_slips').where('case_id', caseId).firstOrFail()
  await run(supervisor, `${slips}/${slip.id}/transitions/approve`, { amount_approved: '12,000' })

  const rfps = `/navigate/cases/${caseId}/request-for-payments`
  await run(agent, rfps, { 'charge_slip_ids[]': [String(slip.id)] })
  const rfp: { id: number; number: string } = await db
    .from('request_for_payments')
    .where('case_id', caseId)
    .firstOrFail()
  await run(supervisor, `${rfps}/${rfp.id}/transitions/approve`)
  const providerName: { name: string } = await db
    .from('providers')
    .where('id', provider.id)
    .firstOrFail()
  return { caseId, gop, rfp, slip, agent, supervisor, provider: providerName.name }
}

test.group('Case timeline: money documents', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(fakeMail)

  test('GOPs, charge slips and RFPs are told with their amounts, newest first', async ({
    client,
    assert,
  }) => {
    const story = await moneyStory(client)
    const page = await timeline(client, story.supervisor, story.caseId)
    const { gop, rfp, provider } = story
    assert.deepEqual(told(page), [
      `Approved ${rfp.number} · MYR 12,150.00`,
      `Issued ${rfp.number} · MYR 12,150.00`,
      `Approved charge slip HOSP-77 of ${provider} · MYR 12,000.00`,
      `Recorded charge slip HOSP-77 of ${provider} · MYR 12,500.50`,
      `Delivered ${gop.number} to gop@provider.test · MYR 20,000.00`,
      `Sent ${gop.number} · MYR 20,000.00`,
      `Revised ${gop.number} (reason: The stay was extended) · MYR 20,000.00`,
      `Approved ${gop.number} · MYR 15,000.00`,
      `Issued ${gop.number} · MYR 15,000.00`,
    ])
    assert.isTrue(page.entries.every((entry) => entry.kind === 'money'))
    assert.equal(page.entries[0].by, `${story.supervisor.firstName} ${story.supervisor.lastName}`)
    assert.equal(page.entries[1].by, `${story.agent.firstName} ${story.agent.lastName}`)
    assert.sameMembers(page.kinds, ['case', 'money', 'notes', 'files'])
  })

  test('a withdrawal says what it withdrew; a declined GOP says why', async ({
    client,
    assert,
  }) => {
    const story = await moneyStory(client)
    const agent = await makeUser({
      permissions: [...AGENT, 'create-withdrawal-of-gop'],
      centers: ['KUL'],
    })
    const withdrawn = await post(
      client,
      agent,
      `/navigate/cases/${story.caseId}/withdrawal-of-gops`,
      { gop_id: String(story.gop.id), reason: 'wrong-provider' }
    )
    withdrawn.assertStatus(302)
    assert.notExists((withdrawn.flashMessages() as { inputErrorsBag?: unknown }).inputErrorsBag)
    const gops = `/navigate/cases/${story.caseId}/guarantee-of-payments`
    const { provider, entity, template } = await parties()
    const issued = await post(client, agent, gops, {
      provider_id: String(provider.id),
      business_entity_id: String(entity.id),
      gop_template_id: String(template.id),
      currency_code: 'MYR',
      amount: '3,000',
    })
    issued.assertStatus(302)
    const second: { id: number; number: string } = await db
      .from('gops')
      .where('case_id', story.caseId)
      .whereNot('id', story.gop.id)
      .firstOrFail()
    const declined = await post(
      client,
      story.supervisor,
      `${gops}/${second.id}/transitions/decline`,
      {
        reason: 'Not covered by the policy',
      }
    )
    declined.assertStatus(302)

    const page = await timeline(client, agent, story.caseId, { kind: 'money' })
    assert.deepEqual(told(page).slice(0, 4), [
      `Declined ${second.number} (reason: Not covered by the policy) · MYR 3,000.00`,
      `Issued ${second.number} · MYR 3,000.00`,
      `Issued withdrawal of ${story.gop.number} · MYR 20,000.00`,
      `Withdrew ${story.gop.number} · MYR 20,000.00`,
    ])
    assert.equal(page.entries[0].reason, 'Not covered by the policy')
  })

  test('reads stay in the activity log, out of the timeline', async ({ client, assert }) => {
    const story = await moneyStory(client)
    const [file] = await db
      .table('case_files')
      .insert({
        case_id: story.caseId,
        original_name: 'discharge.pdf',
        storage_key: `case-files/${randomUUID()}`,
        mime_type: 'application/pdf',
        size: 10,
        sha256: '0'.repeat(64),
        created_at: new Date(),
      })
      .returning('id')
    const before = told(await timeline(client, story.supervisor, story.caseId))
    for (let index = 0; index < 40; index++) {
      await recordActivity({
        action: 'read',
        subjectType: 'case_file',
        subjectId: file.id,
        properties: { as: 'preview', name: 'discharge.pdf' },
      })
      await recordActivity({ action: 'read', subjectType: 'gop', subjectId: story.gop.id })
      await recordActivity({ action: 'read', subjectType: 'case', subjectId: story.caseId })
    }
    const after = await timeline(client, story.supervisor, story.caseId)
    assert.deepEqual(told(after), before)
    assert.isNull(after.next)
    const [logged] = await db
      .from('activity_logs')
      .where({ action: 'read', subject_type: 'case_file', subject_id: String(file.id) })
      .count('* as total')
    assert.equal(Number(logged.total), 40)
  })

  test('narrowed to one kind; who may not see a money tab does not see its documents', async ({
    client,
    assert,
  }) => {
    const story = await moneyStory(client)
    const note = await client
      .post(`/navigate/cases/${story.caseId}/notes`)
      .loginAs(story.agent)
      .withCsrfToken()
      .json({ body: JSON.stringify({ ops: [{ insert: 'Insurer called\n' }] }) })
      .redirects(0)
    note.assertStatus(302)

    const all = await timeline(client, story.supervisor, story.caseId)
    assert.equal(all.entries[0].sentence, 'Created note “Insurer called”')
    const money = await timeline(client, story.supervisor, story.caseId, { kind: 'money' })
    assert.lengthOf(money.entries, 9)
    const notes = await timeline(client, story.supervisor, story.caseId, { kind: 'notes' })
    assert.deepEqual(told(notes), ['Created note “Insurer called”'])
    // A kind that is not one is the whole timeline, never an error.
    for (const kind of ['nope', "money'--", '']) {
      const any = await timeline(client, story.supervisor, story.caseId, { kind })
      assert.lengthOf(any.entries, all.entries.length)
    }

    // Only the GOP tab: its GOP's entries, not the slips' or the RFP's.
    const gopsOnly = await makeUser({
      permissions: ['access-cases', 'view-case', 'access-guarantee-of-payments'],
      centers: ['KUL'],
    })
    const seen = await timeline(client, gopsOnly, story.caseId)
    const subjects = new Set(seen.entries.map((entry) => entry.subject_type))
    assert.sameMembers([...subjects], ['gop', 'case_note'])
    // No money tab: no money at all, and no Money chip.
    const caseOnly = await makeUser({
      permissions: ['access-cases', 'view-case'],
      centers: ['KUL'],
    })
    const plain = await timeline(client, caseOnly, story.caseId)
    assert.isTrue(plain.entries.every((entry) => entry.kind !== 'money' && entry.amount === null))
    assert.notInclude(plain.kinds, 'money')
    const asked = await timeline(client, caseOnly, story.caseId, { kind: 'money' })
    assert.lengthOf(asked.entries, 0)
  })
})
