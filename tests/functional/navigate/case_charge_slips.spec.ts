import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import type { Assert } from '@japa/assert'
import testUtils from '@adonisjs/core/services/test_utils'
import type User from '#models/user'
import db from '@adonisjs/lucid/services/db'
import type { ChargeSlipStatus } from '#contracts/charge_slip_options'
import { chargeSlipWorkflow } from '#workflows/charge_slip_workflow'
import { caseIn, centerId, insertGop, parties } from '#tests/helpers/gop_fixtures'
import { insertChargeSlip } from '#tests/helpers/charge_slip_fixtures'
import { centerScopeContract } from '#tests/helpers/center_scope_contract'
import { workflowContract } from '#tests/helpers/workflow_contract'
import { makeUser } from '#tests/helpers/users'
import type { Permission } from '#permissions/catalogue'

const SLIP_PERMISSIONS: Permission[] = [
  'access-cases',
  'view-case',
  'update-case',
  'access-charge-slips',
  'create-charge-slip',
  'update-charge-slip',
  'delete-charge-slip',
  'restore-charge-slip',
]
const SUPERVISOR: Permission[] = [...SLIP_PERMISSIONS, 'approve-charge-slips', 'pay-charge-slips']

async function statusOf(table: 'charge_slips' | 'cases', id: number) {
  const row: { status: string } = await db.from(table).where('id', id).firstOrFail()
  return row.status
}

const base = (caseId: number) => `/navigate/cases/${caseId}/charge-slips`

async function slipIn(code: string, status: ChargeSlipStatus = 'pending') {
  const caseId = await caseIn(code, 'active')
  return { id: await insertChargeSlip(caseId, { status }), params: { caseId } }
}

async function validSlip(extra: Record<string, unknown> = {}) {
  const { provider } = await parties()
  return {
    provider_id: String(provider.id),
    invoice_number: 'INV-2026-0042',
    invoice_date: '2026-11-02',
    currency_code: 'MYR',
    amount_billed: '12,500.5',
    payment_method: 'wire-transfer',
    remarks: 'Room and board, 3 nights',
    ...extra,
  }
}

type TabRow = {
  id: number
  invoice_number: string
  status: string
  duplicate_of: string | null
  duplicate_elsewhere: 'invoice_number' | 'amount_and_date' | null
  barred_approver_id: number | null
  amount_approved: string | null
  over_guarantee_reason: string | null
}

async function caseNumberOf(caseId: number) {
  const row: { number: string } = await db.from('cases').where('id', caseId).firstOrFail()
  return row.number
}

async function tabRows(client: ApiClient, caseId: number, user: User) {
  const response = await client
    .get(`/navigate/cases/${caseId}?tab=charge-slips`)
    .loginAs(user)
    .withInertia()
  response.assertStatus(200)
  return (response.body().props as { chargeSlips: { rows: TabRow[] } }).chargeSlips.rows
}

function transition(
  client: ApiClient,
  caseId: number,
  id: number,
  name: string,
  user: User,
  form: Record<string, string>
) {
  return client
    .post(`${base(caseId)}/${id}/transitions/${name}`)
    .loginAs(user)
    .withCsrfToken()
    .header('referer', `/navigate/cases/${caseId}?tab=charge-slips`)
    .form(form)
    .redirects(0)
}

centerScopeContract({
  title: 'Case charge slips',
  prefix: '/navigate/cases/:caseId/charge-slips',
  parentParams: ['caseId'],
  table: 'charge_slips',
  makeRecord: (code) => slipIn(code),
  permissions: SUPERVISOR,
  params: { transition: 'approve' },
  // update, destroy, usage, restore, transition
  minimumRoutes: 5,
})

const caseOfSlip = new Map<number, number>()

/**
 * A slip's money agrees with itself: a decided one (approved, paid) approves at most what was
 * billed, at its fixed rate in the center's currency; an undecided one (pending, declined) has
 * no approved amount.
 */
async function slipAgrees(id: number, assert: Assert) {
  const slip = await db.from('charge_slips').where('id', id).firstOrFail()
  if (slip.status === 'pending' || slip.status === 'declined') {
    assert.isNull(slip.amount_approved, `slip ${id} ${slip.status} with an approved amount`)
    return
  }
  assert.isAtMost(Number(slip.amount_approved), Number(slip.amount_billed), `slip ${id}`)
  const atRate = await db.rawQuery('SELECT round(?::numeric * ?::numeric, 2)::text AS value', [
    slip.amount_approved,
    slip.rate_to_center,
  ])
  assert.equal(slip.approved_in_center, atRate.rows[0].value, `slip ${id}: amount at its rate`)
}

workflowContract({
  title: 'Charge slip status',
  workflow: chargeSlipWorkflow as never,
  table: 'charge_slips',
  path: (id, name) => `${base(caseOfSlip.get(id)!)}/${id}/transitions/${name}`,
  makeInState: async (state) => {
    const made = await slipIn('KUL', state as ChargeSlipStatus)
    caseOfSlip.set(made.id, made.params.caseId)
    return made.id
  },
  permissions: ['access-cases', 'view-case', 'access-charge-slips'],
  input: {
    amount_approved: '900',
    over_guarantee_reason: 'Emergency surgery beyond the guarantee',
    reason: 'Billed twice',
    payment_date: '2026-11-10',
    payment_reference: 'TT-20261110-01',
  },
  row: {
    permissions: ['update-case', 'update-charge-slip', 'delete-charge-slip', 'restore-charge-slip'],
    update: {
      path: (id) => `${base(caseOfSlip.get(id)!)}/${id}`,
      // Billed below the 900 the approval asks for: an approval after it is refused in words.
      input: () =>
        validSlip({
          invoice_number: `INV-RACE-${Math.random().toString(36).slice(2, 8)}`,
          amount_billed: '500',
        }),
      allowedIn: ['pending'],
    },
    destroy: { path: (id) => `${base(caseOfSlip.get(id)!)}/${id}`, allowedIn: ['pending'] },
    restore: (id) => `${base(caseOfSlip.get(id)!)}/${id}/restore`,
    consistent: slipAgrees,
  },
})

test.group('Charge slips: recording a bill on a case', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a slip is stored pending, with its case’s center and member, its amount a decimal', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    const user = await makeUser({ permissions: SLIP_PERMISSIONS, centers: ['KUL'] })
    const response = await client
      .post(base(caseId))
      .loginAs(user)
      .withCsrfToken()
      .form(await validSlip())
      .redirects(0)
    response.assertStatus(302)
    const slip = await db.from('charge_slips').where('case_id', caseId).firstOrFail()
    const owner = await db.from('cases').where('id', caseId).firstOrFail()
    assert.equal(slip.status, 'pending')
    assert.equal(slip.amount_billed, '12500.50')
    assert.equal(slip.center_id, await centerId('KUL'))
    assert.equal(slip.member_id, owner.member_id)
    assert.isNull(slip.amount_approved)
    const logged = await db
      .from('activity_logs')
      .where({ subject_type: 'charge_slip', subject_id: String(slip.id) })
    assert.isAtLeast(logged.length, 1)
  })

  test('bad input is refused beside each field, and nothing is stored', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    const otherCase = await caseIn('KUL')
    const user = await makeUser({ permissions: SLIP_PERMISSIONS, centers: ['KUL'] })
    const { provider } = await parties()
    const otherProvider: { id: number } = await db
      .from('providers')
      .whereNull('deleted_at')
      .whereNot('id', provider.id)
      .whereNot('status', 'black-listed')
      .firstOrFail()
    const theirGop = await insertGop(caseId, 'approved')
    await db.from('gops').where('id', theirGop).update({ provider_id: otherProvider.id })
    const pendingGop = await insertGop(caseId, 'pending')
    const elsewhereGop = await insertGop(otherCase, 'approved')
    const [elsewhereFile] = await db
      .insertQuery()
      .table('case_files')
      .insert({
        case_id: otherCase,
        original_name: 'invoice.pdf',
        storage_key: `test/${Date.now()}-${Math.random()}`,
        mime_type: 'application/pdf',
        size: 10,
        sha256: 'a'.repeat(64),
        created_at: new Date(),
      })
      .returning('id')
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ invoice_date: '2099-01-01' }, 'invoice_date', /cannot be in the future/],
      [{ amount_billed: '12.345' }, 'amount_billed', /amount such as/],
      [{ amount_billed: '0' }, 'amount_billed', /above zero/],
      [{ amount_billed: '1e9' }, 'amount_billed', /amount such as/],
      [{ payment_method: 'bitcoin' }, 'payment_method', /./],
      [{ invoice_number: '' }, 'invoice_number', /./],
      [{ invoice_number: 'x'.repeat(61) }, 'invoice_number', /./],
      [{ invoice_number: 'INV\u0000' }, 'invoice_number', /./],
      [{ currency_code: 'QQQ' }, 'currency_code', /./],
      [{ provider_id: '99999999999' }, 'provider_id', /./],
      [{ gop_id: String(theirGop) }, 'gop_id', /guarantees another provider/],
      [{ gop_id: String(pendingGop) }, 'gop_id', /pending/],
      [{ gop_id: String(elsewhereGop) }, 'gop_id', /this case’s GOPs/],
      [{ case_file_id: String(elsewhereFile.id) }, 'case_file_id', /this case’s files/],
    ]
    for (const [change, field, message] of cases) {
      const response = await client
        .post(base(caseId))
        .loginAs(user)
        .withCsrfToken()
        .header('referer', `/navigate/cases/${caseId}?tab=charge-slips`)
        .form(await validSlip(change))
        .redirects(0)
      response.assertStatus(302)
      const errors = (response.flashMessages() as { inputErrorsBag?: Record<string, string[]> })
        .inputErrorsBag
      assert.match(
        String(errors?.[field]?.[0] ?? ''),
        message,
        `${field} ${JSON.stringify(change)}`
      )
    }
    assert.lengthOf(await db.from('charge_slips').where('case_id', caseId), 0)
  })

  test('an approved slip is no longer edited or deleted; a pending one is', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    const approved = await insertChargeSlip(caseId, { status: 'approved' })
    const pending = await insertChargeSlip(caseId)
    const user = await makeUser({ permissions: SLIP_PERMISSIONS, centers: ['KUL'] })
    const edit = await client
      .put(`${base(caseId)}/${approved}`)
      .loginAs(user)
      .withCsrfToken()
      .form(await validSlip({ amount_billed: '1' }))
      .redirects(0)
    assert.oneOf(edit.status(), [302, 403])
    const kept = await db.from('charge_slips').where('id', approved).firstOrFail()
    assert.equal(kept.amount_billed, '1000.00')
    const removed = await client
      .delete(`${base(caseId)}/${pending}`)
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)
    removed.assertStatus(302)
    const gone = await db.from('charge_slips').where('id', pending).firstOrFail()
    assert.isNotNull(gone.deleted_at)
  })
})

test.group('Charge slips: cost containment', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the same provider’s invoice number, or amount and date on another case, is flagged', async ({
    client,
    assert,
  }) => {
    const first = await caseIn('KUL')
    const second = await caseIn('KUL')
    const original = await insertChargeSlip(first, {
      invoiceNumber: 'HOSP-77',
      billed: '3200.00',
      invoiceDate: '2026-10-01',
    })
    const sameNumber = await insertChargeSlip(second, { invoiceNumber: 'hosp-77' })
    const sameAmount = await insertChargeSlip(second, {
      billed: '3200.00',
      invoiceDate: '2026-10-01',
    })
    const clean = await insertChargeSlip(second, { billed: '10.00' })
    const user = await makeUser({ permissions: SLIP_PERMISSIONS, centers: ['KUL'] })
    const firstCase = await db.from('cases').where('id', first).firstOrFail()
    const secondCase = await db.from('cases').where('id', second).firstOrFail()

    const rows = await tabRows(client, second, user)
    const flag = (id: number) => rows.find((row) => row.id === id)?.duplicate_of
    assert.equal(flag(sameNumber), firstCase.number)
    assert.equal(flag(sameAmount), firstCase.number)
    assert.isNull(flag(clean))
    // The original sees its duplicates too.
    const firstRows = await tabRows(client, first, user)
    const [originalRow] = firstRows.filter((row) => row.id === original)
    assert.equal(originalRow.duplicate_of, secondCase.number)

    // A declined duplicate no longer flags the bill it copied.
    await db
      .from('charge_slips')
      .whereIn('id', [sameNumber, sameAmount])
      .update({ status: 'declined', decline_reason: 'Duplicate' })
    const afterRows = await tabRows(client, first, user)
    const [after] = afterRows.filter((row) => row.id === original)
    assert.isNull(after.duplicate_of)
  })

  test('a duplicate in a center the user does not work in is flagged without naming its case', async ({
    client,
    assert,
  }) => {
    const kulCase = await caseIn('KUL')
    const mnlCase = await caseIn('MNL')
    const kulNumber = await caseNumberOf(kulCase)
    await insertChargeSlip(kulCase, { invoiceNumber: 'HOSP-88', invoiceDate: '2026-09-09' })
    await insertChargeSlip(kulCase, { billed: '4321.00', invoiceDate: '2026-10-02' })
    const sameNumber = await insertChargeSlip(mnlCase, { invoiceNumber: 'hosp-88' })
    const sameAmount = await insertChargeSlip(mnlCase, {
      billed: '4321.00',
      invoiceDate: '2026-10-02',
    })
    const mnlOnly = await makeUser({ permissions: SUPERVISOR, centers: ['MNL'] })

    // The tab, the center's list and the dashboard: the approver learns a duplicate exists,
    // never the other center's case number.
    const pages = [
      `/navigate/cases/${mnlCase}?tab=charge-slips`,
      '/navigate/charge-slips',
      '/dashboard',
    ]
    for (const url of pages) {
      const response = await client.get(url).loginAs(mnlOnly).withInertia()
      response.assertStatus(200)
      assert.notInclude(JSON.stringify(response.body()), kulNumber, url)
    }
    const rows = await tabRows(client, mnlCase, mnlOnly)
    const flags = (id: number) => {
      const row = rows.find((one) => one.id === id)!
      return [row.duplicate_of, row.duplicate_elsewhere]
    }
    assert.deepEqual(flags(sameNumber), [null, 'invoice_number'])
    assert.deepEqual(flags(sameAmount), [null, 'amount_and_date'])
    const listed = await client.get('/navigate/charge-slips').loginAs(mnlOnly).withInertia()
    const listRow = (listed.body().props as { rows: TabRow[] }).rows.find(
      (row) => row.id === sameNumber
    )!
    assert.deepEqual([listRow.duplicate_of, listRow.duplicate_elsewhere], [null, 'invoice_number'])

    // Who works in both centers reads the case number, as before.
    const both = await makeUser({ permissions: SUPERVISOR, centers: ['MNL', 'KUL'] })
    await db
      .from('users')
      .where('id', both.id)
      .update({ current_center_id: await centerId('MNL') })
    const bothRows = await tabRows(client, mnlCase, both)
    const named = bothRows.find((row) => row.id === sameNumber)!
    assert.deepEqual([named.duplicate_of, named.duplicate_elsewhere], [kulNumber, null])

    // A duplicate the user may see is named before one they may not.
    const secondMnl = await caseIn('MNL')
    const secondNumber = await caseNumberOf(secondMnl)
    await insertChargeSlip(secondMnl, { invoiceNumber: 'HOSP-88' })
    const again = await tabRows(client, mnlCase, mnlOnly)
    const preferred = again.find((row) => row.id === sameNumber)!
    assert.deepEqual([preferred.duplicate_of, preferred.duplicate_elsewhere], [secondNumber, null])
  })

  test('approving above the GOPs needs a reason; with it the override is kept and logged', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    // 1,000.00 guaranteed to the provider (insertGop's amount), 600.00 already approved.
    const gop = await insertGop(caseId, 'approved')
    await insertChargeSlip(caseId, { status: 'approved', billed: '600.00' })
    const slip = await insertChargeSlip(caseId, { billed: '700.00' })
    const supervisor = await makeUser({ permissions: SUPERVISOR, centers: ['KUL'] })

    const refused = await transition(client, caseId, slip, 'approve', supervisor, {
      amount_approved: '500',
    })
    refused.assertStatus(302)
    const errors = (refused.flashMessages() as { inputErrorsBag: Record<string, string[]> })
      .inputErrorsBag
    assert.match(
      errors.over_guarantee_reason[0],
      /approved total to MYR 1,100\.00, above the MYR 1,000\.00 this provider's GOPs guarantee/
    )
    assert.equal(await statusOf('charge_slips', slip), 'pending')

    // Within the guarantee no reason is asked.
    const within = await insertChargeSlip(caseId, { billed: '300.00' })
    const fine = await transition(client, caseId, within, 'approve', supervisor, {
      amount_approved: '300',
    })
    fine.assertStatus(302)
    assert.equal(await statusOf('charge_slips', within), 'approved')

    const overridden = await transition(client, caseId, slip, 'approve', supervisor, {
      amount_approved: '500',
      over_guarantee_reason: 'Surgery extended; insurer agreed by phone',
    })
    overridden.assertStatus(302)
    const row = await db.from('charge_slips').where('id', slip).firstOrFail()
    assert.equal(row.status, 'approved')
    assert.equal(row.amount_approved, '500.00')
    assert.equal(row.over_guarantee_reason, 'Surgery extended; insurer agreed by phone')
    const entry = await db
      .from('activity_logs')
      .where({ subject_type: 'charge_slip', subject_id: String(slip), action: 'transition' })
      .firstOrFail()
    assert.equal(
      entry.properties.after.over_guarantee_reason,
      'Surgery extended; insurer agreed by phone'
    )
    const rows = await tabRows(client, caseId, supervisor)
    assert.equal(
      rows.find((one) => one.id === slip)?.over_guarantee_reason,
      'Surgery extended; insurer agreed by phone'
    )

    // Against a named GOP, only that GOP's guarantee counts.
    const named = await insertChargeSlip(caseId, { billed: '1200.00', gopId: gop })
    const againstGop = await transition(client, caseId, named, 'approve', supervisor, {
      amount_approved: '1200',
    })
    const gopErrors = (againstGop.flashMessages() as { inputErrorsBag: Record<string, string[]> })
      .inputErrorsBag
    assert.match(gopErrors.over_guarantee_reason[0], /its GOP guarantees/)
  })

  test('whoever recorded a bill does not approve it; the tab says so; a colleague does', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    const recorder = await makeUser({ permissions: SUPERVISOR, centers: ['KUL'] })
    const recorded = await client
      .post(base(caseId))
      .loginAs(recorder)
      .withCsrfToken()
      .form(await validSlip({ amount_billed: '100' }))
      .redirects(0)
    recorded.assertStatus(302)
    const slip = await db.from('charge_slips').where('case_id', caseId).firstOrFail()
    assert.equal(slip.created_by_id, recorder.id)
    const approval = { amount_approved: '100', over_guarantee_reason: 'No GOP needed' }
    const own = await transition(client, caseId, slip.id, 'approve', recorder, approval)
    assert.equal(
      (own.flashMessages() as { error?: string }).error,
      'You recorded invoice INV-2026-0042; someone else must approve it (four eyes).'
    )
    assert.equal(await statusOf('charge_slips', slip.id), 'pending')
    const [row] = await tabRows(client, caseId, recorder)
    assert.equal(row.barred_approver_id, recorder.id)
    const colleague = await makeUser({ permissions: SUPERVISOR, centers: ['KUL'] })
    await transition(client, caseId, slip.id, 'approve', colleague, approval)
    assert.equal(await statusOf('charge_slips', slip.id), 'approved')
  })

  test('nobody approves more than was billed', async ({ client, assert }) => {
    const caseId = await caseIn('KUL')
    const slip = await insertChargeSlip(caseId, { billed: '100.00' })
    const supervisor = await makeUser({ permissions: SUPERVISOR, centers: ['KUL'] })
    const response = await transition(client, caseId, slip, 'approve', supervisor, {
      amount_approved: '100.01',
      over_guarantee_reason: 'Any',
    })
    const errors = (response.flashMessages() as { inputErrorsBag: Record<string, string[]> })
      .inputErrorsBag
    assert.match(errors.amount_approved[0], /cannot be more than the MYR 100\.00 billed/)
    assert.equal(await statusOf('charge_slips', slip), 'pending')
  })

  test('the rate to the center’s currency is fixed on approval', async ({ client, assert }) => {
    const caseId = await caseIn('KUL')
    const slip = await insertChargeSlip(caseId, { currency: 'USD', billed: '250.00' })
    const supervisor = await makeUser({ permissions: SUPERVISOR, centers: ['KUL'] })
    const response = await transition(client, caseId, slip, 'approve', supervisor, {
      amount_approved: '200.00',
      over_guarantee_reason: 'No GOP on this case',
    })
    response.assertStatus(302)
    const rates: { code: string; rate_to_base: string }[] = await db
      .from('currencies')
      .whereIn('code', ['USD', 'MYR'])
      .select('code', 'rate_to_base')
    const rate = (code: string) => rates.find((one) => one.code === code)!.rate_to_base
    const row = await db.from('charge_slips').where('id', slip).firstOrFail()
    assert.equal(row.status, 'approved')
    assert.equal(row.center_currency_code, 'MYR')
    const expected = await db.rawQuery(
      'SELECT round(?::numeric * round(?::numeric / ?::numeric, 8), 2)::text AS value',
      ['200.00', rate('MYR'), rate('USD')]
    )
    assert.equal(row.approved_in_center, expected.rows[0].value)
  })
})

test.group('Charge slips: payment, the case header and closing', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('paying records the date and reference; the header adds billed, approved, paid', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    const approved = await insertChargeSlip(caseId, { status: 'approved', billed: '400.00' })
    await insertChargeSlip(caseId, { status: 'paid', billed: '250.25' })
    await insertChargeSlip(caseId, { billed: '100.00' })
    await insertChargeSlip(caseId, { status: 'declined', billed: '999.00' })
    const supervisor = await makeUser({ permissions: SUPERVISOR, centers: ['KUL'] })

    const missing = await transition(client, caseId, approved, 'pay', supervisor, {})
    const errors = (missing.flashMessages() as { inputErrorsBag: Record<string, string[]> })
      .inputErrorsBag
    assert.equal(errors.payment_date[0], 'Please enter the date it was paid.')
    assert.equal(errors.payment_reference[0], 'Please enter the payment reference.')

    const paid = await transition(client, caseId, approved, 'pay', supervisor, {
      payment_date: '2026-11-12',
      payment_reference: 'TT-99',
    })
    paid.assertStatus(302)
    const row = await db.from('charge_slips').where('id', approved).firstOrFail()
    assert.equal(row.status, 'paid')
    assert.equal(row.payment_reference, 'TT-99')
    assert.equal(row.paid_by_id, supervisor.id)

    const page = await client.get(`/navigate/cases/${caseId}`).loginAs(supervisor).withInertia()
    const { chargeSlipBalance } = page.body().props as { chargeSlipBalance: unknown }
    // Billed: every slip but the declined one; approved and paid at their fixed rates.
    assert.deepEqual(chargeSlipBalance, {
      currency: 'MYR',
      billed: '750.25',
      approved: '650.25',
      paid: '650.25',
      slips: 3,
      pending: 1,
      unpriced: 0,
    })
    const outsider = await makeUser({
      permissions: ['access-cases', 'view-case'],
      centers: ['KUL'],
    })
    const hidden = await client.get(`/navigate/cases/${caseId}`).loginAs(outsider).withInertia()
    assert.isNull((hidden.body().props as { chargeSlipBalance: unknown }).chargeSlipBalance)
  })

  test('a case in billing closes only once every slip is paid or declined', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL', 'billing')
    const slip = await insertChargeSlip(caseId, { status: 'approved', invoiceNumber: 'H-1' })
    await insertChargeSlip(caseId, { status: 'declined' })
    const user = await makeUser({
      permissions: [...SUPERVISOR, 'access-cases', 'update-case'],
      centers: ['KUL'],
    })
    const close = () =>
      client
        .post(`/navigate/cases/${caseId}/transitions/close`)
        .loginAs(user)
        .withCsrfToken()
        .header('referer', `/navigate/cases/${caseId}`)
        .form({ outcome: 'successful' })
        .redirects(0)
    const refused = await close()
    refused.assertStatus(302)
    assert.match(
      String(refused.flashMessages().error ?? ''),
      /has a charge slip not paid or declined \(invoice H-1, approved\)/
    )
    assert.equal(await statusOf('cases', caseId), 'billing')

    await db.from('charge_slips').where('id', slip).update({
      status: 'paid',
      payment_date: '2026-11-20',
      payment_reference: 'TT-2',
    })
    const closed = await close()
    closed.assertStatus(302)
    assert.equal(await statusOf('cases', caseId), 'closed')
  })
})

test.group('Charge slips: the center’s list', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  /** A day `days` before today on Kuala Lumpur's clock (the KUL center's zone). */
  const daysAgo = (days: number) => {
    const kl = new Date(Date.now() + 8 * 3600_000)
    kl.setUTCDate(kl.getUTCDate() - days)
    return kl.toISOString().slice(0, 10)
  }

  test('lists the current center’s slips only, filtered by status, aging and more, searched', async ({
    client,
    assert,
  }) => {
    const user = await makeUser({ permissions: SLIP_PERMISSIONS, centers: ['KUL', 'MNL'] })
    await db
      .from('users')
      .where('id', user.id)
      .update({ current_center_id: await centerId('KUL') })
    const kulCase = await caseIn('KUL')
    const fresh = await insertChargeSlip(kulCase, { invoiceDate: daysAgo(3) })
    const month = await insertChargeSlip(kulCase, {
      status: 'approved',
      invoiceDate: daysAgo(45),
      currency: 'USD',
    })
    const old = await insertChargeSlip(kulCase, {
      invoiceDate: daysAgo(120),
      invoiceNumber: 'ZETA-991',
    })
    const elsewhere = await insertChargeSlip(await caseIn('MNL'))
    // Among this test's slips (the demo data has its own in KUL).
    const mine = new Set([fresh, month, old, elsewhere])
    const list = async (qs: Record<string, unknown> = {}) => {
      const response = await client.get('/navigate/charge-slips').qs(qs).loginAs(user).withInertia()
      response.assertStatus(200)
      const rows = (response.body().props as { rows: { id: number }[] }).rows
      return rows.map((row) => row.id).filter((id) => mine.has(id))
    }
    const all = await list({ perPage: 100 })
    assert.sameMembers(all, [fresh, month, old])
    assert.deepEqual(await list({ filters: { status: ['approved'] } }), [month])
    assert.deepEqual(await list({ filters: { aging: ['0-30'] } }), [fresh])
    assert.deepEqual(await list({ filters: { aging: ['31-60'] } }), [month])
    assert.deepEqual(await list({ filters: { aging: ['90+'] } }), [old])
    assert.sameMembers(await list({ filters: { aging: ['0-30', '90+'] } }), [fresh, old])
    assert.deepEqual(await list({ filters: { currency: ['USD'] } }), [month])
    assert.sameMembers(await list({ filters: { invoice_date: `${daysAgo(50)}..${daysAgo(2)}` } }), [
      fresh,
      month,
    ])
    assert.deepEqual(await list({ q: 'zeta-9' }), [old])
    const owner: { number: string; last_name: string } = await db
      .from('cases')
      .join('members', 'members.id', 'cases.member_id')
      .where('cases.id', kulCase)
      .select('cases.number', 'members.last_name')
      .firstOrFail()
    assert.sameMembers(await list({ q: owner.number }), [fresh, month, old])
    assert.includeMembers(await list({ q: owner.last_name }), [fresh, month, old])
    // The unsearched total is the trigger-kept count.
    const response = await client.get('/navigate/charge-slips').loginAs(user).withInertia()
    const [{ total }] = await db
      .from('charge_slips')
      .where('center_id', await centerId('KUL'))
      .whereNull('deleted_at')
      .count('* as total')
    assert.equal((response.body().props as { meta: { total: number } }).meta.total, Number(total))
    // Hostile query values are dropped, never a 500.
    assert.isArray(
      await list({
        sort: '1;drop',
        q: 'x'.repeat(5000),
        filters: { status: ['x'], aging: ['-1'], provider: ['-1'], invoice_date: '9999-99-99..' },
      })
    )
  })

  test('needs access-charge-slips', async ({ client }) => {
    const user = await makeUser({ permissions: ['access-cases'], centers: ['KUL'] })
    const response = await client.get('/navigate/charge-slips').loginAs(user).withInertia()
    response.assertStatus(403)
  })
})

test.group('Charge slips: exact decimals', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  /** A deterministic pseudo-random sequence (the same amounts every run). */
  function sequence(seed: number) {
    let state = seed
    return () => {
      state = (state * 1103515245 + 12345) % 2147483648
      return state
    }
  }

  /** round(amount × rate, 2) half away from zero, in integers: cents × rate (8 decimals). */
  function centsAtRate(cents: bigint, rate: string): bigint {
    const [units, fraction = ''] = rate.split('.')
    const scaled = BigInt(units) * 100_000_000n + BigInt(fraction.padEnd(8, '0').slice(0, 8))
    const product = cents * scaled
    return (product + 50_000_000n) / 100_000_000n
  }

  const asAmount = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`

  test('10,000 random amounts in three currencies add up exactly, as exact arithmetic says', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    const owner: { center_id: number } = await db.from('cases').where('id', caseId).firstOrFail()
    const { provider } = await parties()
    const currencies = ['MYR', 'USD', 'THB']
    const rates = new Map<string, string>()
    for (const code of currencies) {
      const result = await db.rawQuery(
        `SELECT CASE WHEN ? = 'MYR' THEN 1::numeric ELSE round(
           (SELECT rate_to_base FROM currencies WHERE code = 'MYR')
           / (SELECT rate_to_base FROM currencies WHERE code = ?), 8) END::text AS rate`,
        [code, code]
      )
      rates.set(code, result.rows[0].rate)
    }
    const next = sequence(20261125)
    let billed = 0n
    let approved = 0n
    const rows = []
    for (let index = 0; index < 10_000; index++) {
      const currency = currencies[index % 3]
      // Up to 99,999,999.99: every digit of the cents matters.
      const cents = BigInt(next() % 10_000_000_000) + 1n
      const rate = rates.get(currency)!
      const inCenter = centsAtRate(cents, rate)
      billed += inCenter
      approved += inCenter
      rows.push({
        case_id: caseId,
        center_id: owner.center_id,
        provider_id: provider.id,
        invoice_number: `EXACT-${index}`,
        invoice_date: '2026-11-01',
        currency_code: currency,
        amount_billed: asAmount(cents),
        amount_approved: asAmount(cents),
        payment_method: 'cash',
        status: 'approved',
        rate_to_center: rate,
        center_currency_code: 'MYR',
        approved_in_center: db.raw('round(?::numeric * ?::numeric, 2)', [asAmount(cents), rate]),
        created_at: new Date(),
      })
    }
    for (let start = 0; start < rows.length; start += 1000) {
      await db.table('charge_slips').multiInsert(rows.slice(start, start + 1000))
    }
    const user = await makeUser({ permissions: SLIP_PERMISSIONS, centers: ['KUL'] })
    const page = await client.get(`/navigate/cases/${caseId}`).loginAs(user).withInertia()
    const { chargeSlipBalance } = page.body().props as {
      chargeSlipBalance: { billed: string; approved: string; slips: number }
    }
    assert.equal(chargeSlipBalance.slips, 10_000)
    assert.equal(chargeSlipBalance.approved, asAmount(approved))
    assert.equal(chargeSlipBalance.billed, asAmount(billed))
    // Each amount reads back as it was written, through the list as well.
    const listed = await client
      .get(`/navigate/cases/${caseId}`)
      .qs({ tab: 'charge-slips', chargeSlips: { perPage: 100, sort: 'invoice_number' } })
      .loginAs(user)
      .withInertia()
    const shown = (
      listed.body().props as {
        chargeSlips: { rows: { invoice_number: string; amount_billed: string }[] }
      }
    ).chargeSlips.rows
    for (const row of shown) {
      const index = Number(row.invoice_number.replace('EXACT-', ''))
      assert.equal(row.amount_billed, rows[index].amount_billed)
    }
    assert.isAbove(shown.length, 0)
  })
})

test.group('Charge slips: the dashboard panel', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('shows the center’s bills to handle, what waits for this user first', async ({
    client,
    assert,
  }) => {
    // A center of its own, so the demo data's slips stay out of the counts.
    const [center] = await db
      .table('centers')
      .insert({
        code: 'TST',
        name: 'Test center',
        time_zone: 'Asia/Kuala_Lumpur',
        currency_code: 'MYR',
        is_enabled: true,
        created_at: new Date(),
      })
      .returning('id')
    const owner = await caseIn('KUL')
    await db.from('cases').where('id', owner).update({ center_id: center.id })
    const pending = await insertChargeSlip(owner, { invoiceDate: '2026-10-01' })
    const older = await insertChargeSlip(owner, { invoiceDate: '2026-09-01' })
    const approved = await insertChargeSlip(owner, { status: 'approved' })
    await insertChargeSlip(owner, { status: 'paid' })
    await insertChargeSlip(await caseIn('KUL'))
    await db.from('charge_slips').where('case_id', owner).update({ center_id: center.id })
    const panelOf = async (permissions: Permission[]) => {
      const user = await makeUser({ permissions, centers: ['KUL'] })
      await db.table('center_user').insert({ center_id: center.id, user_id: user.id })
      await db.from('users').where('id', user.id).update({ current_center_id: center.id })
      const response = await client.get('/dashboard').loginAs(user).withInertia()
      response.assertStatus(200)
      return (
        response.body().props as {
          chargeSlips: { rows: { id: number }[]; pending: number; approved: number }
        }
      ).chargeSlips
    }
    const approver = await panelOf(['access-charge-slips', 'approve-charge-slips'])
    assert.deepEqual(
      approver.rows.map((row) => row.id),
      [older, pending, approved]
    )
    assert.equal(approver.pending, 2)
    assert.equal(approver.approved, 1)
    const payer = await panelOf(['access-charge-slips', 'pay-charge-slips'])
    assert.deepEqual(
      payer.rows.map((row) => row.id),
      [approved, older, pending]
    )
    const outsider = await panelOf(['access-cases'])
    assert.deepEqual(outsider, { rows: [], pending: 0, approved: 0 })
  })
})
