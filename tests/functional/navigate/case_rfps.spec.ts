import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import type { Assert } from '@japa/assert'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import type { RfpStatus } from '#contracts/rfp_options'
import { rfpWorkflow } from '#workflows/rfp_workflow'
import { caseIn, centerId, fakeMail, insertGop } from '#tests/helpers/gop_fixtures'
import { insertChargeSlip, insertRfp } from '#tests/helpers/charge_slip_fixtures'
import { centerScopeContract } from '#tests/helpers/center_scope_contract'
import { workflowContract } from '#tests/helpers/workflow_contract'
import { makeUser } from '#tests/helpers/users'
import type { Permission } from '#permissions/catalogue'
import { writeSettings } from '#services/settings'
import { FakeSmtpServer, attachmentsOf, headerOf } from '#tests/helpers/fake_smtp_server'
import { pdfText } from '#tests/helpers/pdf_text'
import { calendarDayIn, shiftDays } from '#contracts/calendar_days'

const RFP_PERMISSIONS: Permission[] = [
  'access-cases',
  'view-case',
  'update-case',
  'access-request-for-payments',
  'create-request-for-payment',
  'update-request-for-payment',
  'delete-request-for-payment',
  'restore-request-for-payment',
]
const SUPERVISOR: Permission[] = [
  ...RFP_PERMISSIONS,
  'approve-request-for-payments',
  'collect-request-for-payments',
]

const base = (caseId: number) => `/navigate/cases/${caseId}/request-for-payments`

async function rfpIn(code: string, status: RfpStatus = 'pending') {
  const caseId = await caseIn(code, 'active')
  return { id: await insertRfp(caseId, { status }), params: { caseId } }
}

async function statusOf(table: 'request_for_payments' | 'cases', id: number) {
  const row: { status: string } = await db.from(table).where('id', id).firstOrFail()
  return row.status
}

/** The case's client billed in MYR, with 30 days' terms and a fee of 150.00. */
async function billedInRinggit(caseId: number, fee: string | null = '150.00') {
  const owner: { client_id: number; program_id: number | null } = await db
    .from('cases')
    .where('id', caseId)
    .firstOrFail()
  await db
    .from('clients')
    .where('id', owner.client_id)
    .update({ billing_currency_code: 'MYR', payment_terms_days: 30, service_fee: fee })
  if (owner.program_id) {
    await db.from('programs').where('id', owner.program_id).update({ service_fee: null })
  }
  return owner
}

/** The case's client has a billing email group to send its RFPs to. */
async function clientReachable(caseId: number) {
  const owner: { client_id: number } = await db.from('cases').where('id', caseId).firstOrFail()
  const [group] = await db
    .table('email_groups')
    .insert({
      name: `Billing ${owner.client_id} ${Math.random().toString(36).slice(2, 8)}`,
      addresses: ['ap@client.test'],
      created_at: new Date(),
    })
    .returning('id')
  await db.from('clients').where('id', owner.client_id).update({ billing_email_group_id: group.id })
}

function post(client: ApiClient, user: User, url: string, form: Record<string, unknown>) {
  return client
    .post(url)
    .loginAs(user)
    .withCsrfToken()
    .header('referer', url.replace(/\/request-for-payments.*$/, '?tab=request-for-payments'))
    .form(form)
    .redirects(0)
}

/** One value computed by PostgreSQL (exact decimal arithmetic to compare with). */
async function sqlValue(sql: string, bindings: unknown[] = []): Promise<string> {
  const result: { rows: { value: string }[] } = await db.rawQuery(sql, bindings)
  return result.rows[0].value
}

function fieldErrors(response: { flashMessages(): unknown }) {
  return (
    (response.flashMessages() as { inputErrorsBag?: Record<string, string[]> }).inputErrorsBag ?? {}
  )
}

centerScopeContract({
  title: 'Case RFPs',
  prefix: '/navigate/cases/:caseId/request-for-payments',
  parentParams: ['caseId'],
  table: 'request_for_payments',
  makeRecord: (code) => rfpIn(code),
  permissions: SUPERVISOR,
  params: { transition: 'approve' },
  // update, destroy, usage, restore, transition, letter, letter.pdf
  minimumRoutes: 7,
})

const caseOfRfp = new Map<number, number>()

/**
 * An RFP's amount is its charges and its fee, and an approved (or collected) one's amount in the
 * center is that amount at its fixed rate: an edit of the fee and an approval never leave the
 * bill saying one amount and the center's books another.
 */
async function rfpAgrees(id: number, assert: Assert) {
  const rfp = await db.from('request_for_payments').where('id', id).firstOrFail()
  const sums = await db.rawQuery(
    `SELECT (?::numeric + ?::numeric)::text AS total,
       round(?::numeric * coalesce(?::numeric, 0), 2)::text AS at_rate`,
    [rfp.charges, rfp.service_fee, rfp.amount, rfp.rate_to_center]
  )
  assert.equal(Number(rfp.amount), Number(sums.rows[0].total), `RFP ${id}: charges and fee`)
  if (rfp.status === 'pending') {
    assert.isNull(rfp.amount_in_center, `RFP ${id} pending with an amount in the center`)
    return
  }
  assert.equal(rfp.amount_in_center, sums.rows[0].at_rate, `RFP ${id}: amount at its rate`)
}

workflowContract({
  title: 'RFP status',
  workflow: rfpWorkflow as never,
  table: 'request_for_payments',
  path: (id, name) => `${base(caseOfRfp.get(id)!)}/${id}/transitions/${name}`,
  makeInState: async (state) => {
    const made = await rfpIn('KUL', state as RfpStatus)
    caseOfRfp.set(made.id, made.params.caseId)
    await clientReachable(made.params.caseId)
    return made.id
  },
  permissions: ['access-cases', 'view-case', 'access-request-for-payments'],
  input: {
    collected_on: '2026-11-20',
    collection_reference: 'TT-IN-20261120',
    last_transmission: '0',
  },
  setup: fakeMail,
  row: {
    permissions: [
      'update-case',
      'update-request-for-payment',
      'delete-request-for-payment',
      'restore-request-for-payment',
    ],
    update: {
      path: (id) => `${base(caseOfRfp.get(id)!)}/${id}`,
      input: () => ({ service_fee: '275.50', remarks: 'Fee agreed with the client' }),
      allowedIn: ['pending'],
    },
    destroy: { path: (id) => `${base(caseOfRfp.get(id)!)}/${id}`, allowedIn: ['pending'] },
    restore: (id) => `${base(caseOfRfp.get(id)!)}/${id}/restore`,
    consistent: rfpAgrees,
  },
})

test.group('RFPs: billing the client', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an RFP bills the chosen approved slips at today’s rates plus the fee, exactly', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    await billedInRinggit(caseId)
    const ringgit = await insertChargeSlip(caseId, { status: 'approved', billed: '1200.50' })
    const dollars = await insertChargeSlip(caseId, {
      status: 'paid',
      billed: '100.00',
      currency: 'USD',
    })
    const user = await makeUser({ permissions: RFP_PERMISSIONS, centers: ['KUL'] })
    const response = await post(client, user, base(caseId), {
      'charge_slip_ids[]': [String(ringgit), String(dollars)],
      'remarks': 'November treatment',
    })
    response.assertStatus(302)
    const rfp = await db.from('request_for_payments').where('case_id', caseId).firstOrFail()
    const rate = await sqlValue(
      `SELECT round((SELECT rate_to_base FROM currencies WHERE code = 'MYR')
         / (SELECT rate_to_base FROM currencies WHERE code = 'USD'), 8)::text AS value`
    )
    const inRinggit = await sqlValue('SELECT round(100.00 * ?::numeric, 2)::text AS value', [rate])
    const expectedCharges = await sqlValue('SELECT (1200.50 + ?::numeric)::text AS value', [
      inRinggit,
    ])
    assert.match(rfp.number, /^RFP-KUL-\d{4}-\d{6}$/)
    assert.equal(rfp.status, 'pending')
    assert.equal(rfp.currency_code, 'MYR')
    assert.equal(rfp.charges, expectedCharges)
    assert.equal(rfp.service_fee, '150.00')
    const total = await sqlValue('SELECT (?::numeric + 150.00)::text AS value', [expectedCharges])
    assert.equal(rfp.amount, total)
    // Due after the client's 30 days' terms.
    const days = await sqlValue('SELECT (?::date - ?::date)::text AS value', [
      rfp.due_date,
      rfp.issue_date,
    ])
    assert.equal(Number(days), 30)
    const lines = await db
      .from('request_for_payment_lines')
      .where('request_for_payment_id', rfp.id)
      .orderBy('charge_slip_id')
    assert.deepEqual(
      lines.map((line) => [
        line.charge_slip_id,
        line.currency_code,
        line.amount,
        line.amount_in_rfp,
      ]),
      [
        [ringgit, 'MYR', '1200.50', '1200.50'],
        [dollars, 'USD', '100.00', inRinggit],
      ]
    )
    const logged = await db
      .from('activity_logs')
      .where({ subject_type: 'request_for_payment', subject_id: String(rfp.id), action: 'create' })
      .firstOrFail()
    assert.lengthOf(logged.properties.after.charge_slips, 2)

    // Billed once: a second RFP for the same slip is refused beside the field.
    const again = await post(client, user, base(caseId), { 'charge_slip_ids[]': [String(ringgit)] })
    assert.match(fieldErrors(again).charge_slip_ids?.[0] ?? '', /not billed yet/)
    assert.lengthOf(await db.from('request_for_payments').where('case_id', caseId), 1)
  })

  test('what cannot be billed is refused beside its field, and nothing is stored', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    await billedInRinggit(caseId, null)
    const pending = await insertChargeSlip(caseId)
    const elsewhere = await insertChargeSlip(await caseIn('KUL'), { status: 'approved' })
    const user = await makeUser({ permissions: RFP_PERMISSIONS, centers: ['KUL'] })
    const yesterday = shiftDays(calendarDayIn('Asia/Kuala_Lumpur'), -1)
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ 'charge_slip_ids[]': [String(pending)] }, 'charge_slip_ids', /approved charge slips/],
      [{ 'charge_slip_ids[]': [String(elsewhere)] }, 'charge_slip_ids', /approved charge slips/],
      [{}, 'charge_slip_ids', /or enter a service fee/],
      [{ service_fee: '0' }, 'charge_slip_ids', /or enter a service fee/],
      [{ service_fee: '-5' }, 'service_fee', /amount such as/],
      [{ service_fee: '10', due_date: yesterday }, 'due_date', /before today/],
      [{ service_fee: '10', due_date: '2001-01-01' }, 'due_date', /more than 10 years ago/],
      [{ 'charge_slip_ids[]': ['abc'] }, 'charge_slip_ids.0', /./],
    ]
    for (const [form, field, message] of cases) {
      const response = await post(client, user, base(caseId), form)
      response.assertStatus(302)
      assert.match(fieldErrors(response)[field]?.[0] ?? '', message, JSON.stringify(form))
    }
    assert.lengthOf(await db.from('request_for_payments').where('case_id', caseId), 0)
  })

  test('a pending RFP is edited and deleted, its slips billable again; an approved one is not', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    await billedInRinggit(caseId)
    const slip = await insertChargeSlip(caseId, { status: 'approved', billed: '300.00' })
    const user = await makeUser({ permissions: RFP_PERMISSIONS, centers: ['KUL'] })
    await post(client, user, base(caseId), { 'charge_slip_ids[]': [String(slip)] })
    const rfp = await db.from('request_for_payments').where('case_id', caseId).firstOrFail()
    const edited = await client
      .put(`${base(caseId)}/${rfp.id}`)
      .loginAs(user)
      .withCsrfToken()
      .form({ service_fee: '20', remarks: 'Fee agreed' })
      .redirects(0)
    edited.assertStatus(302)
    const after = await db.from('request_for_payments').where('id', rfp.id).firstOrFail()
    assert.equal(after.amount, '320.00')
    assert.equal(after.remarks, 'Fee agreed')

    const removed = await client
      .delete(`${base(caseId)}/${rfp.id}`)
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)
    removed.assertStatus(302)
    // The slip is billable again; once re-billed, the trashed RFP does not come back.
    const rebilled = await post(client, user, base(caseId), { 'charge_slip_ids[]': [String(slip)] })
    rebilled.assertStatus(302)
    const restored = await client
      .post(`${base(caseId)}/${rfp.id}/restore`)
      .loginAs(user)
      .withCsrfToken()
      .header('referer', `/navigate/cases/${caseId}`)
      .redirects(0)
    assert.match(
      String((restored.flashMessages() as { error?: string }).error ?? ''),
      /billed by RFP-KUL-.+ now; make a new RFP instead/
    )
    const trashed = await db.from('request_for_payments').where('id', rfp.id).firstOrFail()
    assert.isNotNull(trashed.deleted_at)

    const approved = await insertRfp(caseId, { status: 'approved' })
    const locked = await client
      .put(`${base(caseId)}/${approved}`)
      .loginAs(user)
      .withCsrfToken()
      .form({ service_fee: '1' })
      .redirects(0)
    assert.oneOf(locked.status(), [302, 403])
    const kept = await db.from('request_for_payments').where('id', approved).firstOrFail()
    assert.equal(kept.amount, '500.00')
  })

  test('approving fixes the rate; collecting records the date and reference', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    const rfp = await insertRfp(caseId, { currency: 'USD', amount: '1000.00' })
    const supervisor = await makeUser({ permissions: SUPERVISOR, centers: ['KUL'] })
    const url = (name: string) => `${base(caseId)}/${rfp}/transitions/${name}`
    const approving = await post(client, supervisor, url('approve'), {})
    approving.assertStatus(302)
    const approved = await db.from('request_for_payments').where('id', rfp).firstOrFail()
    assert.equal(approved.status, 'approved')
    assert.equal(approved.center_currency_code, 'MYR')
    const expected = await sqlValue(
      `SELECT round(1000.00 * round((SELECT rate_to_base FROM currencies WHERE code = 'MYR')
         / (SELECT rate_to_base FROM currencies WHERE code = 'USD'), 8), 2)::text AS value`
    )
    assert.equal(approved.amount_in_center, expected)
    const missing = await post(client, supervisor, url('collect'), {})
    assert.equal(
      fieldErrors(missing).collection_reference?.[0],
      'Please enter the collection reference.'
    )
    const collecting = await post(client, supervisor, url('collect'), {
      collected_on: '2026-11-21',
      collection_reference: 'TT-IN-77',
    })
    collecting.assertStatus(302)
    const collected = await db.from('request_for_payments').where('id', rfp).firstOrFail()
    assert.equal(collected.status, 'collected')
    assert.equal(collected.collection_reference, 'TT-IN-77')
    assert.equal(collected.collected_by_id, supervisor.id)
  })

  test('the header adds what was invoiced and collected; billing closes once all is collected', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL', 'billing')
    const open = await insertRfp(caseId, { status: 'approved', amount: '700.00' })
    await insertRfp(caseId, { status: 'collected', amount: '300.25' })
    const user = await makeUser({
      permissions: [...SUPERVISOR, 'access-cases', 'update-case'],
      centers: ['KUL'],
    })
    const page = await client.get(`/navigate/cases/${caseId}`).loginAs(user).withInertia()
    assert.deepEqual((page.body().props as { rfpBalance: unknown }).rfpBalance, {
      currency: 'MYR',
      invoiced: '1000.25',
      collected: '300.25',
      rfps: 2,
      pending: 0,
    })
    const close = () =>
      post(client, user, `/navigate/cases/${caseId}/transitions/close`, { outcome: 'successful' })
    const refused = await close()
    assert.match(
      String((refused.flashMessages() as { error?: string }).error ?? ''),
      /has a request for payment not collected \(RFP-T-.+, approved\)/
    )
    assert.equal(await statusOf('cases', caseId), 'billing')
    await db.from('request_for_payments').where('id', open).update({
      status: 'collected',
      collected_on: '2026-11-22',
      collection_reference: 'TT-IN-2',
    })
    const closing = await close()
    closing.assertStatus(302)
    assert.equal(await statusOf('cases', caseId), 'closed')
  })
})

test.group('RFPs: the center’s list and the dashboard', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('lists the current center’s RFPs only, filtered and searched; 403 without access', async ({
    client,
    assert,
  }) => {
    const user = await makeUser({ permissions: SUPERVISOR, centers: ['KUL', 'MNL'] })
    await db
      .from('users')
      .where('id', user.id)
      .update({ current_center_id: await centerId('KUL') })
    const kulCase = await caseIn('KUL')
    const pending = await insertRfp(kulCase)
    const approved = await insertRfp(kulCase, { status: 'approved', currency: 'USD' })
    const elsewhere = await insertRfp(await caseIn('MNL'))
    const mine = new Set([pending, approved, elsewhere])
    const list = async (qs: Record<string, unknown> = {}) => {
      const response = await client
        .get('/navigate/request-for-payments')
        .qs({ perPage: 100, ...qs })
        .loginAs(user)
        .withInertia()
      response.assertStatus(200)
      const rows = (response.body().props as { rows: { id: number }[] }).rows
      return rows.map((row) => row.id).filter((id) => mine.has(id))
    }
    assert.sameMembers(await list(), [pending, approved])
    assert.deepEqual(await list({ filters: { status: ['approved'] } }), [approved])
    assert.deepEqual(await list({ filters: { currency: ['USD'] } }), [approved])
    const rfp: { number: string } = await db
      .from('request_for_payments')
      .where('id', pending)
      .firstOrFail()
    assert.deepEqual(await list({ q: rfp.number }), [pending])
    const owner: { number: string } = await db.from('cases').where('id', kulCase).firstOrFail()
    assert.sameMembers(await list({ q: owner.number }), [pending, approved])
    assert.isArray(
      await list({ sort: '1;drop', filters: { status: ['x'], aging: ['-1'], client: ['-1'] } })
    )
    const outsider = await makeUser({ permissions: ['access-cases'], centers: ['KUL'] })
    const refused = await client
      .get('/navigate/request-for-payments')
      .loginAs(outsider)
      .withInertia()
    refused.assertStatus(403)

    // The dashboard's panel: what waits for approval first, for a supervisor who approves.
    const dashboard = await client.get('/dashboard').loginAs(user).withInertia()
    const panel = (
      dashboard.body().props as {
        requestForPayments: { rows: { id: number; status: string }[]; pending: number }
      }
    ).requestForPayments
    assert.isAtLeast(panel.pending, 1)
    assert.equal(panel.rows[0].status, 'pending')
    assert.notInclude(
      panel.rows.map((row) => row.id),
      elsewhere
    )
  })
})

test.group('RFPs: the document and its sending', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  let smtp: FakeSmtpServer
  group.each.setup(async () => {
    smtp = await new FakeSmtpServer().start()
    return () => smtp.stop()
  })

  test('whoever made the RFP does not approve it; approved, it is previewed and mailed as a PDF to the client’s billing group', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    await billedInRinggit(caseId, '150.00')
    const slip = await insertChargeSlip(caseId, {
      status: 'approved',
      billed: '2400.00',
      invoiceNumber: 'HOSP-77',
    })
    const user = await makeUser({ permissions: SUPERVISOR, centers: ['KUL'] })
    await post(client, user, base(caseId), { 'charge_slip_ids[]': [String(slip)] })
    const rfp = await db.from('request_for_payments').where('case_id', caseId).firstOrFail()
    const url = (name: string) => `${base(caseId)}/${rfp.id}/transitions/${name}`

    // Four eyes: whoever made it does not approve it; the tab says so before they try.
    const own = await post(client, user, url('approve'), {})
    assert.equal(
      (own.flashMessages() as { error?: string }).error,
      `You made ${rfp.number}; someone else must approve it (four eyes).`
    )
    assert.equal(await statusOf('request_for_payments', rfp.id), 'pending')
    const tab = await client
      .get(`/navigate/cases/${caseId}?tab=request-for-payments`)
      .loginAs(user)
      .withInertia()
    const [row] = (tab.body().props as { rfps: { rows: { barred_approver_id: number }[] } }).rfps
      .rows
    assert.equal(row.barred_approver_id, user.id)
    const approver = await makeUser({ permissions: SUPERVISOR, centers: ['KUL'] })
    const approving = await post(client, approver, url('approve'), {})
    approving.assertStatus(302)
    assert.equal(await statusOf('request_for_payments', rfp.id), 'approved')

    // Nobody to send to yet: refused in plain words, nothing queued.
    const refused = await post(client, user, url('send'), {})
    assert.match(
      String((refused.flashMessages() as { error?: string }).error ?? ''),
      /has no billing email group; choose one on its Billing tab/
    )
    assert.lengthOf(await db.from('transmissions').where('document_type', 'rfp'), 0)

    await clientReachable(caseId)
    await writeSettings({ smtp_host: '127.0.0.1', smtp_port: smtp.port, smtp_security: 'none' })
    const preview = await client.get(`${base(caseId)}/${rfp.id}/letter`).loginAs(user)
    preview.assertStatus(200)
    const body = preview.body() as { html: string; recipients: string[] }
    assert.include(body.html, 'REQUEST FOR PAYMENT')
    assert.include(body.html, 'HOSP-77')
    assert.deepEqual(body.recipients, ['ap@client.test'])
    // Reading the document about the member is logged, as a case file's read is.
    const pdf = await client.get(`${base(caseId)}/${rfp.id}/letter.pdf`).loginAs(user)
    pdf.assertStatus(200)
    const reads = await db
      .from('activity_logs')
      .where({ action: 'read', subject_type: 'request_for_payment', subject_id: String(rfp.id) })
      .orderBy('id')
    assert.deepEqual(
      reads.map((read) => [read.user_id, read.properties]),
      [
        [user.id, { as: 'preview', name: `${rfp.number}.pdf`, case_id: caseId }],
        [user.id, { as: 'download', name: `${rfp.number}.pdf`, case_id: caseId }],
      ]
    )

    const sent = await post(client, user, url('send'), {})
    sent.assertStatus(302)
    assert.lengthOf(smtp.messages, 1)
    const [message] = smtp.messages
    assert.deepEqual(message.to, ['ap@client.test'])
    assert.match(headerOf(message, 'subject'), new RegExp(`^Request for payment ${rfp.number}`))
    const [attachment] = attachmentsOf(message)
    assert.equal(attachment.filename, `${rfp.number}.pdf`)
    const { text } = await pdfText(attachment.content)
    assert.include(text, rfp.number)
    assert.include(text, 'HOSP-77')
    assert.include(text, 'MYR 2,550.00')
    const after = await db.from('request_for_payments').where('id', rfp.id).firstOrFail()
    assert.equal(after.status, 'approved')
    assert.deepEqual(after.sent_to, ['ap@client.test'])

    // Sent once: a second Send is refused; "Send again" names the send it repeats.
    const twice = await post(client, user, url('send'), {})
    assert.match(
      String((twice.flashMessages() as { error?: string }).error ?? ''),
      /was sent already; use Send again/
    )
    const [last] = await db
      .from('transmissions')
      .where({ document_type: 'rfp', document_id: rfp.id })
      .orderBy('id', 'desc')
    const again = await post(client, user, url('resend'), { last_transmission: String(last.id) })
    again.assertStatus(302)
    assert.lengthOf(smtp.messages, 2)
  })
})

/** A business entity with its bank account, as Manage › Business entities saves one. */
async function entityWithBank(code: string) {
  const country: { id: number } = await db.from('countries').where('code', 'MY').firstOrFail()
  const [row] = await db
    .insertQuery()
    .table('business_entities')
    .insert({
      code,
      name: `Issuer ${code}`,
      legal_name: `Issuer ${code} Sdn. Bhd.`,
      registration_number: `REG-${code}`,
      tax_number: `TAX-${code}`,
      country_id: country.id,
      city: 'Kuala Lumpur',
      address: 'Level 9, Menara Test\nJalan Ampang',
      phone: '+60 3 0000 0000',
      email: `billing@${code.toLowerCase()}.test`,
      bank_name: `Bank of ${code}`,
      bank_account_name: `Issuer ${code} Sdn. Bhd.`,
      bank_account_number: `ACC-${code}-001`,
      bank_swift: 'TESTMYKL',
      bank_iban: `MY00${code}`,
      is_enabled: true,
      created_at: new Date(),
    })
    .returning('id')
  return row.id as number
}

async function documentOf(client: ApiClient, user: User, caseId: number, rfpId: number) {
  const preview = await client.get(`${base(caseId)}/${rfpId}/letter`).loginAs(user)
  preview.assertStatus(200)
  const pdf = await client
    .get(`${base(caseId)}/${rfpId}/letter.pdf`)
    .loginAs(user)
    .setup((request) => {
      request.request.buffer(true)
      request.request.parse((response, done) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => done(null, Buffer.concat(chunks)))
      })
    })
  pdf.assertStatus(200)
  return {
    html: (preview.body() as { html: string }).html,
    filename: pdf.header('content-disposition') ?? '',
    ...(await pdfText(pdf.body() as Buffer)),
  }
}

test.group('RFPs: the document', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a pending RFP reads DRAFT — NOT AN INVOICE on every page; approved, it is signed by its approver', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    const rfp = await insertRfp(caseId, { amount: '900.00' })
    // Long remarks make the document two pages or more.
    const remarks = Array.from(
      { length: 70 },
      (_, index) => `Note ${index + 1}: the hospital stay was agreed with the client's doctor.`
    ).join(' ')
    await db.from('request_for_payments').where('id', rfp).update({ remarks })
    const issuer = await entityWithBank('RFPDOC')
    await writeSettings({ gop_default_business_entity_id: issuer })
    const approver = await makeUser({ permissions: SUPERVISOR, centers: ['KUL'] })

    const draft = await documentOf(client, approver, caseId, rfp)
    assert.isAtLeast(draft.pageTexts.length, 2)
    for (const page of draft.pageTexts) {
      assert.include(page, 'DRAFT — NOT AN INVOICE · Not valid until approved.')
    }
    assert.include(draft.html, 'DRAFT — NOT AN INVOICE')
    assert.match(draft.filename, /-draft\.pdf"/)
    assert.notInclude(draft.text, `${approver.firstName} ${approver.lastName}`)

    const approving = await post(client, approver, `${base(caseId)}/${rfp}/transitions/approve`, {})
    approving.assertStatus(302)
    const issued = await documentOf(client, approver, caseId, rfp)
    for (const page of issued.pageTexts) assert.notInclude(page, 'DRAFT')
    assert.notInclude(issued.html, 'DRAFT')
    assert.notMatch(issued.filename, /draft/)
    assert.include(
      issued.text,
      `Yours faithfully, ${approver.firstName} ${approver.lastName} For and on behalf of Issuer RFPDOC Sdn. Bhd.`
    )
  })

  test('it is headed by its issuer and says where to pay: the case’s GOP issuer, else the default entity', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    const rfp = await insertRfp(caseId, { status: 'approved' })
    const user = await makeUser({ permissions: SUPERVISOR, centers: ['KUL'] })
    const fallback = await entityWithBank('DEFAULT')
    await writeSettings({ gop_default_business_entity_id: fallback })

    const byDefault = await documentOf(client, user, caseId, rfp)
    assert.include(byDefault.text, 'Issuer DEFAULT')
    assert.include(byDefault.text, 'Issuer DEFAULT Sdn. Bhd. · Registration no. REG-DEFAULT')
    assert.include(byDefault.text, 'Bank: Bank of DEFAULT')
    assert.include(byDefault.text, 'Account number: ACC-DEFAULT-001')
    assert.include(byDefault.text, 'SWIFT/BIC: TESTMYKL')
    assert.include(byDefault.html, 'ACC-DEFAULT-001')

    // The entity that guaranteed the case's providers bills its client.
    const guarantor = await entityWithBank('GUARANTOR')
    const gop = await insertGop(caseId, 'approved')
    await db
      .from('gops')
      .where('id', gop)
      .update({ business_entity_id: guarantor, approved_at: new Date() })
    const byGuarantee = await documentOf(client, user, caseId, rfp)
    assert.include(byGuarantee.text, 'Account number: ACC-GUARANTOR-001')
    assert.include(byGuarantee.text, `Please quote`)
    assert.notInclude(byGuarantee.text, 'ACC-DEFAULT-001')

    // An issuer without a bank account on file: the client is told whom to ask.
    await db.from('business_entities').where('id', guarantor).update({
      bank_name: null,
      bank_account_name: null,
      bank_account_number: null,
      bank_swift: null,
      bank_iban: null,
    })
    const noBank = await documentOf(client, user, caseId, rfp)
    assert.include(noBank.text, 'Please ask us at billing@guarantor.test for our bank details.')
  })
})
