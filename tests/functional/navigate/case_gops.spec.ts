import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import type { Assert } from '@japa/assert'
import type User from '#models/user'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { GopStatus } from '#contracts/gop_options'
import { gopWorkflow } from '#workflows/gop_workflow'
import { gopWithdrawalWorkflow } from '#workflows/gop_withdrawal_workflow'
import {
  caseIn,
  centerId,
  fakeMail,
  insertGop,
  parties,
  providerReachable,
} from '#tests/helpers/gop_fixtures'
import { CLOSED_CASE_REFUSAL } from '#resources/case_parent'
import { centerScopeContract } from '#tests/helpers/center_scope_contract'
import { workflowContract } from '#tests/helpers/workflow_contract'
import { makeUser } from '#tests/helpers/users'
import type { Permission } from '#permissions/catalogue'
import { writeSettings } from '#services/settings'
import { isoDate } from '#contracts/iso_timestamp'

const GOP_PERMISSIONS: Permission[] = [
  'access-cases',
  'view-case',
  'update-case',
  'access-guarantee-of-payments',
  'create-guarantee-of-payment',
  'update-guarantee-of-payment',
  'delete-guarantee-of-payment',
  'restore-guarantee-of-payment',
]
const SUPERVISOR: Permission[] = [
  ...GOP_PERMISSIONS,
  'approve-guarantee-of-payments',
  'revise-guarantee-of-payments',
  'send-guarantee-of-payments',
]

async function gopIn(code: string, status: GopStatus = 'pending') {
  const caseId = await caseIn(code, 'active')
  return { id: await insertGop(caseId, status), params: { caseId } }
}

async function statusOf(table: 'gops' | 'cases', id: number) {
  const row: { status: string } = await db.from(table).where('id', id).firstOrFail()
  return row.status
}

const base = (caseId: number) => `/navigate/cases/${caseId}/guarantee-of-payments`

async function validGop(extra: Record<string, unknown> = {}) {
  const { provider, entity, template } = await parties()
  return {
    provider_id: String(provider.id),
    business_entity_id: String(entity.id),
    gop_template_id: String(template.id),
    currency_code: 'MYR',
    amount: '150,000.5',
    services_covered: 'Inpatient treatment and surgery',
    admission_date: '2026-11-20',
    valid_until: '2026-12-20',
    remarks: 'Excluding personal items',
    ...extra,
  }
}

centerScopeContract({
  title: 'Case GOPs',
  prefix: '/navigate/cases/:caseId/guarantee-of-payments',
  parentParams: ['caseId'],
  table: 'gops',
  makeRecord: (code) => gopIn(code),
  permissions: SUPERVISOR,
  params: { transition: 'approve' },
  // update, destroy, usage, restore, transition, revisions, letter, letter.pdf
  minimumRoutes: 8,
})

const caseOfGop = new Map<number, number>()

/**
 * A GOP and its letter say one amount: its current revision, once recorded (an approval or a
 * revision records it; the fixtures' issued GOPs have none), is the GOP's amount and amount in
 * the center, and an issued GOP's amount in the center is its amount at its fixed rate. A GOP
 * still pending or declined has no revision and no rate.
 */
async function gopAgrees(id: number, assert: Assert) {
  const gop = await db.from('gops').where('id', id).firstOrFail()
  const revision = await db
    .from('gop_revisions')
    .where({ gop_id: id, revision: gop.revision })
    .first()
  const issued = await db
    .from('activity_logs')
    .where({ subject_type: 'gop', subject_id: String(id), action: 'transition' })
    .whereRaw("properties->>'transition' IN ('approve', 'revise')")
    .select('id')
  if (gop.status === 'pending' || gop.status === 'declined') {
    assert.isNull(revision, `GOP ${id} ${gop.status} with a revision`)
    assert.isNull(gop.amount_in_center, `GOP ${id} ${gop.status} with an amount in the center`)
    return
  }
  if (issued.length > 0) assert.exists(revision, `GOP ${id} issued without its revision`)
  if (revision) {
    assert.equal(revision.amount, gop.amount, `GOP ${id}: the letter's amount`)
    assert.equal(revision.amount_in_center, gop.amount_in_center, `GOP ${id}: the letter's rate`)
  }
  const atRate = await db.rawQuery('SELECT round(?::numeric * ?::numeric, 2)::text AS value', [
    gop.amount,
    gop.rate_to_center,
  ])
  assert.equal(gop.amount_in_center, atRate.rows[0].value, `GOP ${id}: amount at its rate`)
}

workflowContract({
  title: 'GOP status',
  workflow: gopWorkflow as never,
  table: 'gops',
  path: (id, transition) => `${base(caseOfGop.get(id)!)}/${id}/transitions/${transition}`,
  makeInState: async (state) => {
    await providerReachable()
    const made = await gopIn('KUL', state as GopStatus)
    caseOfGop.set(made.id, made.params.caseId)
    return made.id
  },
  permissions: ['access-cases', 'view-case', 'access-guarantee-of-payments'],
  input: {
    reason: 'The provider asked for a higher limit',
    amount: '2500',
    revision: '1',
    last_transmission: '0',
  },
  setup: fakeMail,
  row: {
    permissions: [
      'update-case',
      'update-guarantee-of-payment',
      'delete-guarantee-of-payment',
      'restore-guarantee-of-payment',
    ],
    update: {
      path: (id) => `${base(caseOfGop.get(id)!)}/${id}`,
      input: () => validGop({ amount: '2000' }),
      allowedIn: ['pending'],
    },
    destroy: { path: (id) => `${base(caseOfGop.get(id)!)}/${id}`, allowedIn: ['pending'] },
    restore: (id) => `${base(caseOfGop.get(id)!)}/${id}/restore`,
    consistent: gopAgrees,
  },
})

test.group('GOPs: issuing one on a case', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a GOP is numbered per center and year, pending, its amount a decimal', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    const user = await makeUser({ permissions: GOP_PERMISSIONS, centers: ['KUL'] })
    const response = await client
      .post(base(caseId))
      .loginAs(user)
      .withCsrfToken()
      .form(await validGop())
      .redirects(0)
    response.assertStatus(302)
    const gop = await db.from('gops').where('case_id', caseId).firstOrFail()
    assert.match(gop.number, /^GOP-KUL-\d{4}-\d{6}$/)
    assert.equal(gop.status, 'pending')
    assert.equal(gop.amount, '150000.50')
    assert.equal(gop.center_id, await centerId('KUL'))
    assert.isNull(gop.rate_to_center)
    const logged = await db
      .from('activity_logs')
      .where({ subject_type: 'gop', subject_id: String(gop.id) })
    assert.isAtLeast(logged.length, 1)
  })

  test('bad input is refused beside each field, and nothing is stored', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    const user = await makeUser({ permissions: GOP_PERMISSIONS, centers: ['KUL'] })
    const { blackListed, provider } = await parties()
    const otherEntity: { id: number } | null = await db
      .from('gop_templates')
      .whereNotNull('provider_id')
      .whereNot('provider_id', provider.id)
      .whereNull('deleted_at')
      .first()
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ provider_id: String(blackListed.id) }, 'provider_id', /black-listed/],
      [{ amount: 'abc' }, 'amount', /amount such as/],
      [{ amount: '-5' }, 'amount', /amount such as/],
      [{ amount: '0.00' }, 'amount', /above zero/],
      [{ amount: '1.234' }, 'amount', /2 decimals/],
      // Grouping only between thousands: neither is read as 123.00 or 150.00.
      [{ amount: '1,2,3' }, 'amount', /commas only between thousands/],
      [{ amount: '1,50' }, 'amount', /commas only between thousands/],
      [{ amount: '9999999999999' }, 'amount', /12 digits/],
      [{ currency_code: 'QQQ' }, 'currency_code', /./],
      [{ valid_until: '2026-11-01' }, 'valid_until', /before the admission/],
      [{ provider_id: '2147483648' }, 'provider_id', /./],
      [{ business_entity_id: 'x' }, 'business_entity_id', /./],
    ]
    if (otherEntity)
      cases.push([{ gop_template_id: String(otherEntity.id) }, 'gop_template_id', /company-wide/])
    for (const [change, field, message] of cases) {
      const response = await client
        .post(base(caseId))
        .loginAs(user)
        .withCsrfToken()
        .form(await validGop(change))
        .redirects(0)
      response.assertStatus(302)
      const errors = (response.flashMessages() as { inputErrorsBag?: Record<string, string[]> })
        .inputErrorsBag
      assert.match(errors?.[field]?.[0] ?? '', message, `${JSON.stringify(change)}`)
    }
    const stored = await db.from('gops').where('case_id', caseId)
    assert.lengthOf(stored, 0)
    const counters = await db.from('gop_number_counters').where('center_id', await centerId('KUL'))
    for (const counter of counters) assert.isAbove(counter.last_value, 0)
  })

  test('left without “valid until”, a GOP is valid for the provider’s, issuer’s or company’s days', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    const user = await makeUser({ permissions: GOP_PERMISSIONS, centers: ['KUL'] })
    const { provider, entity } = await parties()
    const issue = async () => {
      const response = await client
        .post(base(caseId))
        .loginAs(user)
        .withCsrfToken()
        .form(await validGop({ valid_until: '', admission_date: '2026-11-20' }))
        .redirects(0)
      response.assertStatus(302)
      const gop = await db.from('gops').where('case_id', caseId).orderBy('id', 'desc').firstOrFail()
      return isoDate(gop.valid_until)
    }
    await db.from('providers').where('id', provider.id).update({ gop_validity_days: 14 })
    await db.from('business_entities').where('id', entity.id).update({ gop_validity_days: 45 })
    assert.equal(await issue(), '2026-12-04')
    await db.from('providers').where('id', provider.id).update({ gop_validity_days: null })
    assert.equal(await issue(), '2027-01-04')
    await db.from('business_entities').where('id', entity.id).update({ gop_validity_days: null })
    await writeSettings({ gop_default_validity_days: 10 })
    assert.equal(await issue(), '2026-11-30')
  })

  test('an issued GOP is not edited or deleted: it is revised', async ({ client, assert }) => {
    const { id, params } = await gopIn('KUL', 'approved')
    const user = await makeUser({ permissions: SUPERVISOR, centers: ['KUL'] })
    const edit = await client
      .put(`${base(params.caseId)}/${id}`)
      .loginAs(user)
      .withCsrfToken()
      .form(await validGop({ amount: '5' }))
      .withInertia()
      .redirects(0)
    edit.assertStatus(403)
    const removed = await client
      .delete(`${base(params.caseId)}/${id}`)
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
      .redirects(0)
    assert.oneOf(removed.status(), [302, 403])
    const gop = await db.from('gops').where('id', id).firstOrFail()
    assert.equal(gop.amount, '1000.00')
    assert.isNull(gop.deleted_at)
  })
})

type Client = ApiClient

/** A supervisor of KUL runs a GOP transition. */
async function move(
  client: Client,
  caseId: number,
  id: number,
  transition: string,
  form: Record<string, string> = {}
) {
  const user = await makeUser({ permissions: SUPERVISOR, centers: ['KUL'] })
  return client
    .post(`${base(caseId)}/${id}/transitions/${transition}`)
    .loginAs(user)
    .withCsrfToken()
    .form(form)
    .redirects(0)
}

test.group('GOPs: approve, decline, revise', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('approving fixes the rate to the center currency and keeps revision 1 with its letter', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    const id = await insertGop(caseId, 'pending', 'THB')
    await db.from('currencies').where('code', 'MYR').update({ rate_to_base: '4.40' })
    await db.from('currencies').where('code', 'THB').update({ rate_to_base: '35.20' })
    const response = await move(client, caseId, id, 'approve')
    assert.equal(response.status(), 302)
    const gop = await db.from('gops').where('id', id).firstOrFail()
    assert.equal(gop.status, 'approved')
    // 4.40 / 35.20 = 0.125: 1,000 THB is 125 MYR.
    assert.equal(gop.rate_to_center, '0.12500000')
    assert.equal(gop.center_currency_code, 'MYR')
    assert.equal(gop.amount_in_center, '125.00')
    const [revision] = await db.from('gop_revisions').where('gop_id', id)
    assert.equal(revision.revision, 1)
    assert.equal(revision.amount, '1000.00')
    assert.equal(revision.letter_values['gop.amount'], '1,000.00')
    assert.equal(revision.letter_values['gop.currency'], 'THB')
    assert.isNotEmpty(revision.letter_values['member.full_name'])
    assert.isArray(revision.letter_template.ops)

    // The rate never changes afterwards, whatever Manage › Currencies says.
    await db.from('currencies').where('code', 'THB').update({ rate_to_base: '30' })
    await move(client, caseId, id, 'revise', {
      amount: '2,000',
      revision: '1',
      reason: 'The hospital extended the stay',
    })
    const revised = await db.from('gops').where('id', id).firstOrFail()
    assert.equal(revised.revision, 2)
    assert.equal(revised.amount, '2000.00')
    assert.equal(revised.rate_to_center, '0.12500000')
    assert.equal(revised.amount_in_center, '250.00')
    // Both revisions stay readable, newest first.
    const reader = await makeUser({ permissions: GOP_PERMISSIONS, centers: ['KUL'] })
    const listed = await client
      .get(`${base(caseId)}/${id}/revisions`)
      .loginAs(reader)
      .header('accept', 'application/json')
    listed.assertStatus(200)
    const body = listed.body() as { revisions: { revision: number; amount: string }[] }
    assert.deepEqual(
      body.revisions.map((entry) => [entry.revision, entry.amount]),
      [
        [2, '2000.00'],
        [1, '1000.00'],
      ]
    )
    const revisions = await db.from('gop_revisions').where('gop_id', id).orderBy('revision')
    assert.deepEqual(
      revisions.map((row) => [row.revision, row.amount, row.letter_values['gop.amount']]),
      [
        [1, '1000.00', '1,000.00'],
        [2, '2000.00', '2,000.00'],
      ]
    )
  })

  test('the case header adds up its issued GOPs in the center currency', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    await insertGop(caseId, 'approved')
    const sent = await insertGop(caseId, 'sent')
    await db.from('gops').where('id', sent).update({ amount_in_center: '250.50' })
    await insertGop(caseId, 'pending')
    await insertGop(caseId, 'declined')
    const withdrawn = await insertGop(caseId, 'approved')
    await db.from('gops').where('id', withdrawn).update({ withdrawn_at: new Date() })
    const user = await makeUser({ permissions: GOP_PERMISSIONS, centers: ['KUL'] })
    const response = await client.get(`/navigate/cases/${caseId}`).loginAs(user).withInertia()
    const { gopBalance } = response.body().props as {
      gopBalance: { currency: string; guaranteed: string; issued: number; pending: number }
    }
    // 1,000.00 approved + 250.50 sent; the pending, declined and withdrawn ones count nothing.
    assert.deepEqual(gopBalance, { currency: 'MYR', guaranteed: '1250.50', issued: 2, pending: 1 })

    const outsider = await makeUser({
      permissions: ['access-cases', 'view-case'],
      centers: ['KUL'],
    })
    const hidden = await client.get(`/navigate/cases/${caseId}`).loginAs(outsider).withInertia()
    assert.isNull((hidden.body().props as { gopBalance: unknown }).gopBalance)
  })

  test('a new GOP starts at the case’s hospital, its admission day and its billing currency', async ({
    client,
    assert,
  }) => {
    const { provider } = await parties()
    await db.from('providers').where('id', provider.id).update({ currency_code: 'THB' })
    const medical: { id: number } = await db
      .from('incident_types')
      .where('name', 'Medical')
      .firstOrFail()
    const caseId = await caseIn('KUL')
    await db
      .from('cases')
      .where('id', caseId)
      .update({
        incident_type_id: medical.id,
        is_evacuation: false,
        details: JSON.stringify({ hospital: provider.id, admitted_on: '2026-11-20' }),
      })
    const user = await makeUser({ permissions: GOP_PERMISSIONS, centers: ['KUL'] })
    const options = async (id: number) => {
      const page = await client
        .get(`/navigate/cases/${id}`)
        .qs({ tab: 'guarantee-of-payments' })
        .loginAs(user)
        .withInertia()
      return (page.body().props as { gopOptions: Record<string, unknown> }).gopOptions
    }
    const { treatment, defaultCurrency } = (await options(caseId)) as {
      treatment: {
        provider: { value: string; status: string; currency_code: string | null } | null
        admission_date: string | null
      }
      defaultCurrency: string
    }
    assert.deepInclude(treatment.provider, { value: String(provider.id), currency_code: 'THB' })
    assert.equal(treatment.admission_date, '2026-11-20')
    // The form falls back on the center's currency where the provider has none.
    assert.equal(defaultCurrency, 'MYR')

    // A case whose form names no provider starts empty.
    const bare = await caseIn('KUL')
    await db
      .from('cases')
      .where('id', bare)
      .update({ details: JSON.stringify({}) })
    const empty = (await options(bare)) as { treatment: unknown }
    assert.deepEqual(empty.treatment, { provider: null, admission_date: null })
  })

  test('without a template of its own a GOP is written on the company default letter', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    const id = await insertGop(caseId)
    const gop: { provider_id: number; business_entity_id: number } = await db
      .from('gops')
      .where('id', id)
      .firstOrFail()
    await db.from('gops').where('id', id).update({ gop_template_id: null })
    await db.from('providers').where('id', gop.provider_id).update({ gop_template_id: null })
    await db
      .from('business_entities')
      .where('id', gop.business_entity_id)
      .update({ gop_template_id: null })
    const setting: { value: number } = await db
      .from('settings')
      .where('key', 'gop_default_template_id')
      .firstOrFail()
    await move(client, caseId, id, 'approve')
    const revision: { gop_template_id: number } = await db
      .from('gop_revisions')
      .where('gop_id', id)
      .firstOrFail()
    assert.equal(revision.gop_template_id, setting.value)
  })

  test('without a rate the approval is refused in plain words, and nothing moves', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    const id = await insertGop(caseId, 'pending', 'THB')
    await db.from('currencies').where('code', 'THB').update({ rate_to_base: null })
    const response = await move(client, caseId, id, 'approve')
    const flashed = response.flashMessages() as { error?: string }
    assert.match(flashed.error ?? '', /no exchange rate from THB to MYR/)
    const gop = await db.from('gops').where('id', id).firstOrFail()
    assert.equal(gop.status, 'pending')
    assert.lengthOf(await db.from('gop_revisions').where('gop_id', id), 0)
  })

  test('a decline keeps its reason; a black-listed provider is not approved', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    const declined = await insertGop(caseId)
    await move(client, caseId, declined, 'decline', { reason: 'Not covered by the policy' })
    const row = await db.from('gops').where('id', declined).firstOrFail()
    assert.equal(row.status, 'declined')
    assert.equal(row.decline_reason, 'Not covered by the policy')

    const { blackListed } = await parties()
    const refused = await insertGop(caseId)
    await db.from('gops').where('id', refused).update({ provider_id: blackListed.id })
    const response = await move(client, caseId, refused, 'approve')
    assert.match((response.flashMessages() as { error?: string }).error ?? '', /black-listed/)
    assert.equal(await statusOf('gops', refused), 'pending')
  })

  test('nothing moves on a closed case', async ({ client, assert }) => {
    const caseId = await caseIn('KUL')
    const id = await insertGop(caseId)
    await db.from('cases').where('id', caseId).update({
      status: 'closed',
      closed_at: new Date(),
      outcome: 'successful',
    })
    const response = await move(client, caseId, id, 'approve')
    assert.include(
      (response.flashMessages() as { error?: string }).error ?? '',
      CLOSED_CASE_REFUSAL
    )
    assert.equal(await statusOf('gops', id), 'pending')
  })

  test('a case with a pending GOP does not close; force close is the way out', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL', 'billing')
    await insertGop(caseId)
    const user = await makeUser({
      permissions: [...SUPERVISOR, 'force-close-case'],
      centers: ['KUL'],
    })
    const response = await client
      .post(`/navigate/cases/${caseId}/transitions/close`)
      .loginAs(user)
      .withCsrfToken()
      .form({ outcome: 'successful' })
      .redirects(0)
    assert.match((response.flashMessages() as { error?: string }).error ?? '', /pending GOP/)
    assert.equal(await statusOf('cases', caseId), 'billing')
  })
})

type GopTabRow = { id: number; barred_approver_id: number | null; duplicate_of: string | null }

async function gopTabRows(client: Client, caseId: number, user: User) {
  const response = await client
    .get(`/navigate/cases/${caseId}?tab=guarantee-of-payments`)
    .loginAs(user)
    .withInertia()
  response.assertStatus(200)
  return (response.body().props as { gops: { rows: GopTabRow[] } }).gops.rows
}

function moveAs(
  client: Client,
  user: User,
  caseId: number,
  id: number,
  transition: string,
  form: Record<string, string> = {}
) {
  return client
    .post(`${base(caseId)}/${id}/transitions/${transition}`)
    .loginAs(user)
    .withCsrfToken()
    .form(form)
    .redirects(0)
}

const flashedError = (response: { flashMessages: () => unknown }) =>
  (response.flashMessages() as { error?: string }).error ?? ''
const fieldErrorsOf = (response: { flashMessages: () => unknown }) =>
  (response.flashMessages() as { inputErrorsBag?: Record<string, string[]> }).inputErrorsBag ?? {}

test.group('GOPs: four eyes', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('whoever issued a GOP neither approves nor revises it; the tab says so; another supervisor does', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    const issuer = await makeUser({ permissions: SUPERVISOR, centers: ['KUL'] })
    const colleague = await makeUser({ permissions: SUPERVISOR, centers: ['KUL'] })
    const created = await client
      .post(base(caseId))
      .loginAs(issuer)
      .withCsrfToken()
      .form(await validGop())
      .redirects(0)
    created.assertStatus(302)
    const gop = await db.from('gops').where('case_id', caseId).firstOrFail()
    assert.equal(gop.created_by_id, issuer.id)

    const own = await moveAs(client, issuer, caseId, gop.id, 'approve')
    assert.equal(
      flashedError(own),
      `You issued ${gop.number}; someone else must approve it (four eyes).`
    )
    assert.equal(await statusOf('gops', gop.id), 'pending')
    assert.lengthOf(await db.from('gop_revisions').where('gop_id', gop.id), 0)
    // The row names who may not approve it, so the page disables Approve with the reason.
    const [row] = await gopTabRows(client, caseId, colleague)
    assert.equal(row.barred_approver_id, issuer.id)

    const approved = await moveAs(client, colleague, caseId, gop.id, 'approve')
    assert.equal(flashedError(approved), '')
    assert.equal(await statusOf('gops', gop.id), 'approved')

    // A revision is approved at once: the issuer does not make one either.
    const revise = { amount: '200,000', revision: '1', reason: 'Surgery added' }
    const ownRevision = await moveAs(client, issuer, caseId, gop.id, 'revise', revise)
    assert.equal(
      flashedError(ownRevision),
      `You issued ${gop.number}; someone else must revise it (four eyes).`
    )
    const unrevised = await db.from('gops').where('id', gop.id).firstOrFail()
    assert.equal(unrevised.revision, 1)
    await moveAs(client, colleague, caseId, gop.id, 'revise', revise)
    const revised = await db.from('gops').where('id', gop.id).firstOrFail()
    assert.equal(revised.revision, 2)

    // Declining one's own commits no money: the issuer may withdraw their draft that way.
    const draft = await insertGop(caseId)
    await db.from('gops').where('id', draft).update({ created_by_id: issuer.id })
    await moveAs(client, issuer, caseId, draft, 'decline', { reason: 'Issued to the wrong ward' })
    assert.equal(await statusOf('gops', draft), 'declined')
  })

  test('a center allowed in Settings › Security lets its makers approve their own', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    const issuer = await makeUser({ permissions: SUPERVISOR, centers: ['KUL'] })
    const id = await insertGop(caseId)
    await db.from('gops').where('id', id).update({ created_by_id: issuer.id })
    // Another center allowed changes nothing here.
    await writeSettings({ self_approval_center_ids: [await centerId('MNL')] })
    assert.match(flashedError(await moveAs(client, issuer, caseId, id, 'approve')), /four eyes/)
    const [barred] = await gopTabRows(client, caseId, issuer)
    assert.equal(barred.barred_approver_id, issuer.id)

    await writeSettings({
      self_approval_center_ids: [await centerId('MNL'), await centerId('KUL')],
    })
    const [allowed] = await gopTabRows(client, caseId, issuer)
    assert.isNull(allowed.barred_approver_id)
    const approved = await moveAs(client, issuer, caseId, id, 'approve')
    assert.equal(flashedError(approved), '')
    assert.equal(await statusOf('gops', id), 'approved')
  })
})

test.group('GOPs: a second guarantee of the same amount', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a second GOP to the same provider and amount on one case is flagged, as duplicate invoices are', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    const user = await makeUser({ permissions: SUPERVISOR, centers: ['KUL'] })
    // insertGop guarantees 1,000.00 MYR to the same provider each time.
    const first = await insertGop(caseId, 'approved')
    const second = await insertGop(caseId)
    const otherAmount = await insertGop(caseId)
    await db.from('gops').where('id', otherAmount).update({ amount: '999.00' })
    const otherCurrency = await insertGop(caseId, 'pending', 'THB')
    const declined = await insertGop(caseId, 'declined')
    const elsewhere = await insertGop(await caseIn('KUL'))
    const numberOf = async (id: number) => {
      const gop: { number: string } = await db.from('gops').where('id', id).firstOrFail()
      return gop.number
    }

    const flags = async () => {
      const rows = await gopTabRows(client, caseId, user)
      return new Map(rows.map((row) => [row.id, row.duplicate_of]))
    }
    let flagged = await flags()
    assert.equal(flagged.get(first), await numberOf(second))
    assert.equal(flagged.get(second), await numberOf(first))
    assert.isNull(flagged.get(otherAmount))
    assert.isNull(flagged.get(otherCurrency))
    // A declined one is no guarantee, and flags nothing, nor is it flagged.
    assert.isNull(flagged.get(declined))
    const list = await client.get('/navigate/guarantee-of-payments').loginAs(user).withInertia()
    const listed = (list.body().props as { rows: GopTabRow[] }).rows
    assert.equal(listed.find((row) => row.id === second)?.duplicate_of, await numberOf(first))
    assert.isNull(listed.find((row) => row.id === elsewhere)?.duplicate_of)

    // Withdrawn, the first guarantees nothing more: the second stands alone.
    await db.from('gops').where('id', first).update({ withdrawn_at: new Date() })
    flagged = await flags()
    assert.isNull(flagged.get(second))
    assert.isNull(flagged.get(first))
  })
})

test.group('GOPs: a revision changes something, for a reason', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('nothing changed, an empty amount or no reason is refused beside the field; a new term alone revises', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    const id = await insertGop(caseId, 'approved')
    await db.from('gops').where('id', id).update({
      services_covered: 'Inpatient care',
      valid_until: '2026-12-31',
      remarks: null,
    })
    const supervisor = await makeUser({ permissions: SUPERVISOR, centers: ['KUL'] })
    const revise = (form: Record<string, string>) =>
      moveAs(client, supervisor, caseId, id, 'revise', { revision: '1', ...form })
    const unchanged = async () => {
      const gop = await db.from('gops').where('id', id).firstOrFail()
      assert.equal(gop.revision, 1)
      assert.lengthOf(await db.from('gop_revisions').where('gop_id', id), 0)
    }

    // The dialog as it opens, sent as is: the same amount and terms.
    const same = await revise({
      amount: '1,000.00',
      services_covered: 'Inpatient care',
      valid_until: '2026-12-31',
      remarks: '',
      reason: 'Asked again',
    })
    assert.match(fieldErrorsOf(same).amount?.[0] ?? '', /^Nothing was changed: revision 1/)
    await unchanged()

    const empty = await revise({ amount: '', reason: 'Asked again' })
    assert.equal(fieldErrorsOf(empty).amount?.[0], 'Please enter the revised amount.')
    await unchanged()

    const noReason = await revise({ amount: '1,500' })
    assert.equal(fieldErrorsOf(noReason).reason?.[0], 'Please give the reason.')
    await unchanged()

    // The same amount with a later validity is a revision, its reason in the log.
    const extended = await revise({
      amount: '1000',
      valid_until: '2027-01-31',
      reason: 'Stay extended by a month',
    })
    assert.deepEqual(fieldErrorsOf(extended), {})
    const gop = await db.from('gops').where('id', id).firstOrFail()
    assert.equal(gop.revision, 2)
    assert.equal(isoDate(gop.valid_until), '2027-01-31')
    const entry = await db
      .from('activity_logs')
      .where({ subject_type: 'gop', subject_id: String(id), action: 'transition' })
      .firstOrFail()
    assert.equal(entry.properties.reason, 'Stay extended by a month')
  })
})

test.group('GOPs: the center list (navigate.guarantee-of-payments.index)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('lists the current center’s GOPs only, filtered and searched', async ({
    client,
    assert,
  }) => {
    const user = await makeUser({ permissions: GOP_PERMISSIONS, centers: ['KUL', 'MNL'] })
    await db
      .from('users')
      .where('id', user.id)
      .update({ current_center_id: await centerId('KUL') })
    const kulCase = await caseIn('KUL')
    const pending = await insertGop(kulCase)
    const approved = await insertGop(kulCase, 'approved')
    const elsewhere = await insertGop(await caseIn('MNL'))
    const list = async (qs: Record<string, unknown> = {}) => {
      const response = await client
        .get('/navigate/guarantee-of-payments')
        .qs(qs)
        .loginAs(user)
        .withInertia()
      response.assertStatus(200)
      const props = response.body().props as { rows: { id: number }[] }
      return props.rows.map((row) => row.id)
    }
    const all = await list()
    assert.includeMembers(all, [pending, approved])
    assert.notInclude(all, elsewhere)
    const approvedOnly = await list({ filters: { status: ['approved'] } })
    assert.include(approvedOnly, approved)
    assert.notInclude(approvedOnly, pending)

    const gop: { number: string } = await db.from('gops').where('id', pending).firstOrFail()
    assert.deepEqual(await list({ q: gop.number }), [pending])
    const owner: { number: string; last_name: string } = await db
      .from('cases')
      .join('members', 'members.id', 'cases.member_id')
      .where('cases.id', kulCase)
      .select('cases.number', 'members.last_name')
      .firstOrFail()
    assert.includeMembers(await list({ q: owner.number }), [pending, approved])
    assert.includeMembers(await list({ q: owner.last_name }), [pending, approved])
    // The member is the case's, on the GOP: a case given another member moves its GOPs with it.
    // One the owner's surname does not find: neither name nor policy starts with it.
    const other: { id: number; last_name: string } = await db
      .from('members')
      .whereNull('deleted_at')
      .whereRaw(
        `NOT (lower(last_name) LIKE lower(?) || '%' OR lower(first_name) LIKE lower(?) || '%'
          OR lower(policy_number) LIKE lower(?) || '%')`,
        [owner.last_name, owner.last_name, owner.last_name]
      )
      .orderBy('id', 'desc')
      .firstOrFail()
    await db.from('cases').where('id', kulCase).update({ member_id: other.id })
    const moved: { member_id: number } = await db.from('gops').where('id', pending).firstOrFail()
    assert.equal(moved.member_id, other.id)
    assert.includeMembers(await list({ q: other.last_name }), [pending, approved])
    assert.notInclude(await list({ q: owner.last_name }), pending)
    // The unsearched totals are the trigger-kept counts, exact through inserts and moves.
    const totalOf = async (qs: Record<string, unknown> = {}) => {
      const response = await client
        .get('/navigate/guarantee-of-payments')
        .qs(qs)
        .loginAs(user)
        .withInertia()
      return (response.body().props as { meta: { total: number } }).meta.total
    }
    const counted = async (status?: string) => {
      const query = db
        .from('gops')
        .where('center_id', await centerId('KUL'))
        .whereNull('deleted_at')
      if (status) query.where('status', status)
      const [{ total }] = await query.count('* as total')
      return Number(total)
    }
    assert.equal(await totalOf(), await counted())
    await move(client, kulCase, pending, 'approve')
    assert.equal(await totalOf(), await counted())
    assert.equal(await totalOf({ filters: { status: ['approved'] } }), await counted('approved'))
    assert.equal(await totalOf({ filters: { status: ['pending'] } }), await counted('pending'))
    // Hostile query values are dropped, never a 500.
    assert.isArray(await list({ sort: '1;drop', filters: { status: ['x'], provider: ['-1'] } }))
  })

  test('needs access-guarantee-of-payments', async ({ client }) => {
    const user = await makeUser({ permissions: ['access-cases'], centers: ['KUL'] })
    const response = await client.get('/navigate/guarantee-of-payments').loginAs(user).withInertia()
    response.assertStatus(403)
  })
})

const WITHDRAWAL_PERMISSIONS: Permission[] = [
  ...SUPERVISOR,
  'access-withdrawal-of-gops',
  'create-withdrawal-of-gop',
  'update-withdrawal-of-gop',
  'delete-withdrawal-of-gop',
  'restore-withdrawal-of-gop',
]

/** A withdrawal of an approved GOP of a case of this center, stored as the app stores one. */
async function withdrawalIn(code: string, status: 'unsent' | 'sent' = 'unsent') {
  const caseId = await caseIn(code)
  const gopId = await insertGop(caseId, 'approved')
  const gop: { number: string } = await db.from('gops').where('id', gopId).firstOrFail()
  const [row] = await db
    .insertQuery()
    .table('gop_withdrawals')
    .insert({
      gop_id: gopId,
      gop_number: gop.number,
      status,
      case_id: caseId,
      center_id: await centerId(code),
      reason: 'wrong-provider',
      created_at: new Date(),
    })
    .returning('id')
  await db.from('gops').where('id', gopId).update({ withdrawn_at: new Date() })
  return { id: row.id as number, params: { caseId } }
}

centerScopeContract({
  title: 'Case GOP withdrawals',
  prefix: '/navigate/cases/:caseId/withdrawal-of-gops',
  parentParams: ['caseId'],
  table: 'gop_withdrawals',
  makeRecord: (code) => withdrawalIn(code),
  permissions: WITHDRAWAL_PERMISSIONS,
  params: { transition: 'send' },
  // update, destroy, usage, restore, transition, letter, letter.pdf
  minimumRoutes: 7,
})

const caseOfWithdrawal = new Map<number, number>()

workflowContract({
  title: 'GOP withdrawal letter',
  workflow: gopWithdrawalWorkflow as never,
  table: 'gop_withdrawals',
  path: (id, transition) =>
    `/navigate/cases/${caseOfWithdrawal.get(id)!}/withdrawal-of-gops/${id}/transitions/${transition}`,
  makeInState: async (state) => {
    await providerReachable()
    const made = await withdrawalIn('KUL', state as 'unsent' | 'sent')
    caseOfWithdrawal.set(made.id, made.params.caseId)
    return made.id
  },
  permissions: ['access-cases', 'view-case', 'access-withdrawal-of-gops'],
  input: { last_transmission: '0' },
  setup: fakeMail,
  // A withdrawal is final: its edit and delete are refused whatever its letter is doing, so
  // nothing of it is ever in the trash to restore.
  row: {
    permissions: ['update-case', 'update-withdrawal-of-gop', 'delete-withdrawal-of-gop'],
    update: {
      path: (id) => `/navigate/cases/${caseOfWithdrawal.get(id)!}/withdrawal-of-gops/${id}`,
      input: async (id) => {
        const row: { gop_id: number } = await db
          .from('gop_withdrawals')
          .where('id', id)
          .firstOrFail()
        return { gop_id: String(row.gop_id), reason: 'wrong-case', remarks: 'Raced' }
      },
      allowedIn: [],
    },
    destroy: {
      path: (id) => `/navigate/cases/${caseOfWithdrawal.get(id)!}/withdrawal-of-gops/${id}`,
      allowedIn: [],
    },
    consistent: async (id, assert) => {
      const row = await db
        .from('gop_withdrawals')
        .join('gops', 'gops.id', 'gop_withdrawals.gop_id')
        .where('gop_withdrawals.id', id)
        .select('gop_withdrawals.reason', 'gops.withdrawn_at')
        .firstOrFail()
      assert.equal(row.reason, 'wrong-provider', `withdrawal ${id} was edited`)
      assert.isNotNull(row.withdrawn_at, `withdrawal ${id}: its GOP is no longer withdrawn`)
    },
  },
})

test.group('GOPs: withdrawals (WGOP)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  const withdraw = async (client: Client, caseId: number, form: Record<string, string>) => {
    const user = await makeUser({ permissions: WITHDRAWAL_PERMISSIONS, centers: ['KUL'] })
    return client
      .post(`/navigate/cases/${caseId}/withdrawal-of-gops`)
      .loginAs(user)
      .withCsrfToken()
      .form(form)
      .redirects(0)
  }
  const errorsOf = (response: { flashMessages: () => unknown }) =>
    (response.flashMessages() as { inputErrorsBag?: Record<string, string[]> }).inputErrorsBag ?? {}

  test('an issued GOP is withdrawn once, logged, and counts nothing after', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    const gopId = await insertGop(caseId, 'sent')
    const first = await withdraw(client, caseId, {
      gop_id: String(gopId),
      reason: 'pre-existing-condition',
      remarks: 'Declared condition',
    })
    first.assertStatus(302)
    assert.deepEqual(errorsOf(first), {})
    const gop = await db.from('gops').where('id', gopId).firstOrFail()
    assert.isNotNull(gop.withdrawn_at)
    const [withdrawal] = await db.from('gop_withdrawals').where('gop_id', gopId)
    assert.equal(withdrawal.reason, 'pre-existing-condition')
    assert.equal(withdrawal.center_id, await centerId('KUL'))
    const logged = await db
      .from('activity_logs')
      .where({ subject_type: 'gop', subject_id: String(gopId) })
      .where('description', 'like', '%withdrawn')
    assert.lengthOf(logged, 1)

    const again = await withdraw(client, caseId, { gop_id: String(gopId), reason: 'other' })
    assert.match(errorsOf(again).gop_id?.[0] ?? '', /already withdrawn/)
    assert.lengthOf(await db.from('gop_withdrawals').where('gop_id', gopId), 1)

    const revise = await move(client, caseId, gopId, 'revise', {
      amount: '5',
      revision: '1',
      reason: 'Lower estimate',
    })
    assert.match((revise.flashMessages() as { error?: string }).error ?? '', /withdrawn/)
  })

  test('a pending GOP, another case’s GOP or a bad reason is refused beside its field', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    const pending = await insertGop(caseId)
    const elsewhere = await insertGop(await caseIn('KUL'), 'approved')
    const pendingRefused = await withdraw(client, caseId, {
      gop_id: String(pending),
      reason: 'other',
    })
    assert.match(errorsOf(pendingRefused).gop_id?.[0] ?? '', /only an approved or sent GOP/)
    const foreign = await withdraw(client, caseId, { gop_id: String(elsewhere), reason: 'other' })
    assert.match(errorsOf(foreign).gop_id?.[0] ?? '', /this case/)
    const badReason = await withdraw(client, caseId, {
      gop_id: String(elsewhere),
      reason: 'because',
    })
    assert.property(errorsOf(badReason), 'reason')
    assert.lengthOf(await db.from('gop_withdrawals').whereIn('gop_id', [pending, elsewhere]), 0)
    const untouched = await db
      .from('gops')
      .whereIn('id', [pending, elsewhere])
      .whereNotNull('withdrawn_at')
    assert.lengthOf(untouched, 0)
  })

  test('a withdrawal is final: not edited, not deleted', async ({ client, assert }) => {
    const { id, params } = await withdrawalIn('KUL')
    const user = await makeUser({ permissions: WITHDRAWAL_PERMISSIONS, centers: ['KUL'] })
    const url = `/navigate/cases/${params.caseId}/withdrawal-of-gops/${id}`
    const edit = await client
      .put(url)
      .loginAs(user)
      .withCsrfToken()
      .form({ reason: 'other' })
      .withInertia()
      .redirects(0)
    edit.assertStatus(403)
    const removed = await client
      .delete(url)
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
      .redirects(0)
    removed.assertStatus(403)
    const row = await db.from('gop_withdrawals').where('id', id).firstOrFail()
    assert.isNull(row.deleted_at)
    assert.equal(row.reason, 'wrong-provider')
  })
})
