import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { addAmounts } from '#contracts/money'
import type { AccountsPayableRow } from '#reports/accounts_payable_report'
import { caseIn } from '#tests/helpers/gop_fixtures'
import { insertChargeSlip } from '#tests/helpers/charge_slip_fixtures'
import {
  HOSTILE_REPORT_QUERIES,
  centerDay,
  centerRowIds,
  chartSum,
  fixRates,
  moneyByKey,
  ofCasesWhere,
  reportPagesOf,
  type SqlQuery,
} from '#tests/helpers/report_pages'

/**
 * The accounts payable report (issue 32): the charge slips still to pay (pending or approved),
 * aged by days past their invoice date on the center's calendar. Totals equal SQL to the cent in
 * several currencies, each filter narrows as stated, hostile links never answer 5xx, the
 * permission and the center scope hold.
 */

const KEY = 'accounts-payable'
type Row = AccountsPayableRow

const { reader, open, ids, allRows, answersTo, statusFor, acrossCenters } = reportPagesOf<Row>(KEY)

/** The KUL slips still to pay, by SQL. */
const payableIds = (where: (query: SqlQuery) => void = () => {}) =>
  centerRowIds('charge_slips', (query) => where(query.whereIn('status', ['pending', 'approved'])))

test.group('Accounts payable report: the page', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('opens with the slips to pay, the dimensions that apply, totals and the aging chart', async ({
    client,
    assert,
  }) => {
    const kase = await caseIn('KUL', 'billing')
    await insertChargeSlip(kase, { status: 'pending', invoiceDate: await centerDay(3) })
    const user = await reader()
    const { status, props } = await open(client, user, '', true)
    assert.equal(status, 200)
    assert.deepEqual(props.refused, [])
    assert.deepEqual(Object.values(props.filterLabels).sort(), [
      'Aging',
      'Case Billed',
      'Case Closed Duration',
      'Case Opened',
      'Charge Slip',
      'Client',
      'Evacuation',
      'Member',
      'Program',
      'Program Type',
      'Provider',
      'Status',
    ])
    assert.includeMembers(
      await payableIds(),
      props.rows.map((row) => row.id)
    )
    const payable = await payableIds()
    assert.equal(props.meta.total, payable.length)
    assert.equal(props.totals?.rows, props.meta.total)
    assert.deepEqual(
      props.chart?.points.map((point) => point.label),
      ['Current', '1–30 days', '31–60 days', '61–90 days', '> 90 days']
    )
    // The oldest invoices first.
    const dates = props.rows.map((row) => row.invoice_date)
    assert.deepEqual(dates, [...dates].sort())
  })
})

test.group('Accounts payable report: totals to the cent', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('per currency and in the center currency, equal to SQL and to the rows', async ({
    client,
    assert,
  }) => {
    await fixRates({ USD: '0.25', EUR: '0.2', MYR: '1' })
    const kase = await caseIn('KUL', 'billing')
    const pendingUsd = await insertChargeSlip(kase, {
      billed: '1234.56',
      currency: 'USD',
      status: 'pending',
      invoiceDate: await centerDay(100),
    })
    await insertChargeSlip(kase, {
      billed: '0.01',
      status: 'approved',
      invoiceDate: await centerDay(0),
    })
    await insertChargeSlip(kase, {
      billed: '77.77',
      currency: 'EUR',
      invoiceDate: await centerDay(45),
    })
    const paid = await insertChargeSlip(kase, { billed: '999.99', status: 'paid' })
    const declined = await insertChargeSlip(kase, { billed: '555.55', status: 'declined' })
    // An approved slip at a rate fixed on approval that differs from today's.
    const fixed = await insertChargeSlip(kase, {
      billed: '100.00',
      currency: 'USD',
      status: 'approved',
      invoiceDate: await centerDay(70),
    })
    await db
      .from('charge_slips')
      .where('id', fixed)
      .update({ amount_approved: '90.00', rate_to_center: '4.1', approved_in_center: '369.00' })

    const user = await reader()
    const { props } = await open(client, user, '?perPage=100', true)
    const every = await payableIds()
    assert.notInclude(every, paid)
    assert.notInclude(every, declined)
    assert.equal(props.totals!.rows, every.length)
    const bySql = async (where: string) => {
      const { rows } = (await db.rawQuery(
        `SELECT currency_code AS currency, sum(coalesce(amount_approved, amount_billed))::text AS amount
          FROM charge_slips WHERE id = ANY(?::int[]) AND ${where}
          GROUP BY currency_code ORDER BY currency_code`,
        [`{${every.join(',')}}`]
      )) as { rows: { currency: string; amount: string }[] }
      return rows
    }
    const money = moneyByKey(props.totals!)
    assert.deepEqual(money.to_pay.perCurrency, await bySql('true'))
    assert.deepEqual(money.approved.perCurrency, await bySql("status = 'approved'"))
    assert.includeMembers(
      money.to_pay.perCurrency.map((part) => part.currency),
      ['EUR', 'MYR', 'USD']
    )
    // In MYR: approved at their fixed amount in the center, pending at today's rate
    // (USD → MYR = 1 / 0.25 = 4, EUR → MYR = 5).
    const inCenter: { total: string } = await db
      .from('charge_slips')
      .whereIn('id', every)
      .select(
        db.raw(`coalesce(sum(coalesce(approved_in_center, round(amount_billed *
          CASE currency_code WHEN 'MYR' THEN 1 WHEN 'USD' THEN 4 WHEN 'EUR' THEN 5 END, 2))), 0)::text AS total`)
      )
      .firstOrFail()
    assert.equal(money.to_pay.inCenter?.amount, addAmounts([inCenter.total]))
    // The rows of every page add up to the same totals.
    const rows = await allRows(client, user, '')
    assert.equal(
      money.to_pay.inCenter?.amount,
      addAmounts(rows.map((row) => row.to_pay_in_center ?? '0'))
    )
    const mine = rows.find((row) => row.id === pendingUsd)!
    assert.equal(mine.to_pay, '1234.56')
    assert.equal(mine.to_pay_in_center, '4938.24')
    assert.equal(mine.aging, 'over_90')
    assert.equal(mine.days_past_due, 100)
    assert.equal(rows.find((row) => row.id === fixed)!.to_pay_in_center, '369.00')
    // More than 90 days past due: on or before the day 91 days ago.
    const old: { total: string } = await db
      .from('charge_slips')
      .whereIn('id', every)
      .where('invoice_date', '<=', await centerDay(91))
      .select(
        db.raw(`coalesce(sum(coalesce(approved_in_center, round(amount_billed *
          CASE currency_code WHEN 'MYR' THEN 1 WHEN 'USD' THEN 4 WHEN 'EUR' THEN 5 END, 2))), 0)::text AS total`)
      )
      .firstOrFail()
    assert.equal(money.over_90.inCenter?.amount, addAmounts([old.total]))
    // The chart's buckets hold the same money, in whole units.
    assert.approximately(chartSum(props.chart!), Number(money.to_pay.inCenter!.amount), 5)
  })
})

test.group('Accounts payable report: each filter narrows as stated', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('aging buckets on the center’s calendar, slip status, provider, member', async ({
    client,
    assert,
  }) => {
    const user = await reader()
    const kase = await caseIn('KUL', 'billing')
    const today = await insertChargeSlip(kase, { invoiceDate: await centerDay(0) })
    const thirty = await insertChargeSlip(kase, { invoiceDate: await centerDay(30) })
    const thirtyOne = await insertChargeSlip(kase, { invoiceDate: await centerDay(31) })
    const ninetyOne = await insertChargeSlip(kase, {
      invoiceDate: await centerDay(91),
      status: 'approved',
    })
    const current = await ids(client, user, '?filters[aging]=current')
    assert.include(current, today)
    assert.notInclude(current, thirty)
    const first = await ids(client, user, '?filters[aging]=1_30')
    assert.include(first, thirty)
    assert.notInclude(first, thirtyOne)
    assert.include(await ids(client, user, '?filters[aging]=31_60'), thirtyOne)
    const over = await ids(client, user, '?filters[aging]=over_90')
    assert.include(over, ninetyOne)
    const day91 = await centerDay(91)
    assert.deepEqual(over, await payableIds((q) => q.where('invoice_date', '<=', day91)))
    const two = await ids(client, user, '?filters[aging][]=current&filters[aging][]=over_90')
    assert.sameMembers(two, [...current, ...over])

    assert.deepEqual(
      await ids(client, user, '?filters[charge_slip]=approved'),
      await payableIds((q) => q.where('status', 'approved'))
    )
    const slip: { provider_id: number; member_id: number } = await db
      .from('charge_slips')
      .where('id', today)
      .firstOrFail()
    assert.deepEqual(
      await ids(client, user, `?filters[provider]=${slip.provider_id}`),
      await payableIds((q) => q.where('provider_id', slip.provider_id))
    )
    assert.deepEqual(
      await ids(client, user, `?filters[member]=${slip.member_id}`),
      await payableIds((q) => q.where('member_id', slip.member_id))
    )
    const ofMember = await payableIds((q) => q.where('member_id', slip.member_id))
    const every = await payableIds()
    assert.isBelow(ofMember.length, every.length)
  })

  test('the case’s dimensions: status, client, opened day', async ({ client, assert }) => {
    const user = await reader()
    const active = await caseIn('KUL', 'active')
    const billing = await caseIn('KUL', 'billing')
    const onActive = await insertChargeSlip(active)
    const onBilling = await insertChargeSlip(billing)
    const byStatus = await ids(client, user, '?filters[status]=active')
    assert.include(byStatus, onActive)
    assert.notInclude(byStatus, onBilling)
    const ofCases = (where: (cases: SqlQuery) => void) => payableIds(ofCasesWhere(where))
    assert.deepEqual(byStatus, await ofCases((c) => c.where('status', 'active')))
    const owner: { client_id: number } = await db.from('cases').where('id', active).firstOrFail()
    assert.deepEqual(
      await ids(client, user, `?filters[client]=${owner.client_id}`),
      await ofCases((c) => c.where('client_id', owner.client_id))
    )
    // Opened 15 Jan 2026 09:00 in Kuala Lumpur.
    await db
      .from('cases')
      .where('id', billing)
      .update({ opened_at: new Date('2026-01-15T01:00:00Z') })
    const opened = await ids(client, user, '?filters[case_opened]=2026-01-15..2026-01-15')
    assert.include(opened, onBilling)
    assert.notInclude(opened, onActive)
  })
})

test.group('Accounts payable report: hostile links', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('refused in plain words, never a 5xx', async ({ client, assert }) => {
    const user = await reader()
    const queries = [...HOSTILE_REPORT_QUERIES, '?filters[charge_slip]=paid']
    for (const { query, status } of await answersTo(client, user, queries)) {
      assert.isBelow(status, 500, query)
    }
    // A paid slip is not to pay: the value is not offered and said so.
    const paid = await open(client, user, '?filters[charge_slip]=paid')
    assert.deepEqual(paid.props.refused, [
      {
        field: 'filters.charge_slip',
        message: 'Charge Slip: a value that is not offered was left out.',
      },
    ])
    const payable = await payableIds()
    assert.equal(paid.props.meta.total, payable.length)
  })
})

test.group('Accounts payable report: who sees what', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('403 without access-accounts-payable-report', async ({ client, assert }) => {
    const { status } = await statusFor(client, ['access-charge-slips'])
    assert.equal(status, 403)
  })

  test('another center’s slips never appear', async ({ client, assert }) => {
    const bkkSlip = await insertChargeSlip(await caseIn('BKK', 'billing'))
    const { kul, kulTotalRows, bkk } = await acrossCenters(client)
    assert.notInclude(kul, bkkSlip)
    assert.deepEqual(kul, await payableIds())
    assert.equal(kulTotalRows, kul.length)
    assert.include(bkk, bkkSlip)
    assert.notInclude(bkk, kul[0])
  })
})
