import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { addAmounts } from '#contracts/money'
import type { AccountsReceivableRow } from '#reports/accounts_receivable_report'
import { caseIn } from '#tests/helpers/gop_fixtures'
import { insertRfp } from '#tests/helpers/charge_slip_fixtures'
import {
  HOSTILE_REPORT_QUERIES,
  centerDay,
  centerRowIds,
  chartSum,
  fixRates,
  moneyByKey,
  reportPagesOf,
  type SqlQuery,
} from '#tests/helpers/report_pages'

/**
 * The accounts receivable report (issue 32): the RFPs still to collect (pending or approved),
 * aged by days past their due date on the center's calendar. Totals equal SQL to the cent in
 * several currencies, each filter narrows as stated, hostile links never answer 5xx, the
 * permission and the center scope hold.
 */

const KEY = 'accounts-receivable'
type Row = AccountsReceivableRow

const { reader, open, ids, allRows, answersTo, statusFor, acrossCenters } = reportPagesOf<Row>(KEY)

/** An RFP to collect, due `daysAgo` days ago. */
async function rfpDue(
  caseId: number,
  daysAgo: number,
  facts: Parameters<typeof insertRfp>[1] = {}
) {
  const id = await insertRfp(caseId, facts)
  await db
    .from('request_for_payments')
    .where('id', id)
    .update({ issue_date: await centerDay(daysAgo + 30), due_date: await centerDay(daysAgo) })
  return id
}

/** The KUL RFPs still to collect, by SQL. */
const receivableIds = (where: (query: SqlQuery) => void = () => {}) =>
  centerRowIds('request_for_payments', (query) =>
    where(query.whereIn('status', ['pending', 'approved']))
  )

test.group('Accounts receivable report: the page', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('opens with the RFPs to collect, the dimensions that apply, totals and the aging chart', async ({
    client,
    assert,
  }) => {
    await rfpDue(await caseIn('KUL', 'billing'), 10)
    const user = await reader()
    const { status, props } = await open(client, user, '', true)
    assert.equal(status, 200)
    assert.deepEqual(props.refused, [])
    assert.deepEqual(Object.values(props.filterLabels).sort(), [
      'Aging',
      'Case Billed',
      'Case Closed Duration',
      'Case Opened',
      'Client',
      'Evacuation',
      'Member',
      'Program',
      'Program Type',
      'Request For Payment',
      'Status',
    ])
    const receivable = await receivableIds()
    assert.includeMembers(
      receivable,
      props.rows.map((row) => row.id)
    )
    assert.equal(props.meta.total, receivable.length)
    assert.equal(props.totals?.rows, props.meta.total)
    assert.lengthOf(props.chart!.points, 5)
    // The longest overdue first.
    const dates = props.rows.map((row) => row.due_date)
    assert.deepEqual(dates, [...dates].sort())
  })
})

test.group('Accounts receivable report: totals to the cent', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('per currency and in the center currency, equal to SQL and to the rows', async ({
    client,
    assert,
  }) => {
    await fixRates({ USD: '0.25', EUR: '0.2', MYR: '1' })
    const kase = await caseIn('KUL', 'billing')
    const usd = await rfpDue(kase, 95, { amount: '333.33', currency: 'USD' })
    await rfpDue(kase, -5, { amount: '0.01', status: 'approved' })
    await rfpDue(kase, 40, { amount: '10.10', currency: 'EUR', status: 'approved' })
    // Approved at a fixed rate that is not today's.
    const fixed = await rfpDue(kase, 2, { amount: '100.00', currency: 'USD', status: 'approved' })
    await db
      .from('request_for_payments')
      .where('id', fixed)
      .update({ rate_to_center: '4.2', amount_in_center: '420.00' })
    const collected = await rfpDue(kase, 50, { amount: '999.99', status: 'collected' })

    const user = await reader()
    const { props } = await open(client, user, '', true)
    const every = await receivableIds()
    assert.notInclude(every, collected)
    assert.equal(props.totals!.rows, every.length)
    const bySql = async (where: string) => {
      const { rows } = (await db.rawQuery(
        `SELECT currency_code AS currency, sum(amount)::text AS amount FROM request_for_payments
          WHERE id = ANY(?::int[]) AND ${where} GROUP BY currency_code ORDER BY currency_code`,
        [`{${every.join(',')}}`]
      )) as { rows: { currency: string; amount: string }[] }
      return rows
    }
    const inCenterBySql = async (where: string) => {
      const { rows } = (await db.rawQuery(
        `SELECT coalesce(sum(coalesce(amount_in_center, round(amount *
            CASE currency_code WHEN 'MYR' THEN 1 WHEN 'USD' THEN 4 WHEN 'EUR' THEN 5 END, 2))), 0)::text
            AS total
          FROM request_for_payments WHERE id = ANY(?::int[]) AND ${where}`,
        [`{${every.join(',')}}`]
      )) as { rows: { total: string }[] }
      return addAmounts([rows[0].total])
    }
    const money = moneyByKey(props.totals!)
    assert.deepEqual(money.to_collect.perCurrency, await bySql('true'))
    assert.includeMembers(
      money.to_collect.perCurrency.map((part) => part.currency),
      ['EUR', 'MYR', 'USD']
    )
    assert.deepEqual(money.approved.perCurrency, await bySql("status = 'approved'"))
    assert.equal(money.to_collect.inCenter?.amount, await inCenterBySql('true'))
    assert.equal(money.approved.inCenter?.amount, await inCenterBySql("status = 'approved'"))
    const today = await centerDay(0)
    assert.equal(money.past_due.inCenter?.amount, await inCenterBySql(`due_date < '${today}'`))
    const rows = await allRows(client, user, '')
    assert.equal(
      money.to_collect.inCenter?.amount,
      addAmounts(rows.map((row) => row.amount_in_center ?? '0'))
    )
    const usdRow = rows.find((row) => row.id === usd)!
    assert.equal(usdRow.amount_in_center, '1333.32')
    assert.equal(usdRow.days_past_due, 95)
    assert.equal(usdRow.aging, 'over_90')
    assert.equal(rows.find((row) => row.id === fixed)!.amount_in_center, '420.00')
    assert.approximately(chartSum(props.chart!), Number(money.to_collect.inCenter!.amount), 5)
  })
})

test.group('Accounts receivable report: each filter narrows as stated', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('aging on the center’s calendar, RFP status, client, member, case status', async ({
    client,
    assert,
  }) => {
    const user = await reader()
    const billing = await caseIn('KUL', 'billing')
    const notDue = await rfpDue(billing, -3)
    const dueToday = await rfpDue(billing, 0)
    const one = await rfpDue(billing, 1)
    const sixty = await rfpDue(billing, 60, { status: 'approved' })
    const sixtyOne = await rfpDue(billing, 61)
    const today0 = await centerDay(0)
    const current = await ids(client, user, '?filters[aging]=current')
    assert.includeMembers(current, [notDue, dueToday])
    assert.notInclude(current, one)
    assert.deepEqual(current, await receivableIds((q) => q.where('due_date', '>=', today0)))
    const thirtyOne = await ids(client, user, '?filters[aging]=31_60')
    assert.include(thirtyOne, sixty)
    assert.notInclude(thirtyOne, sixtyOne)
    assert.include(await ids(client, user, '?filters[aging]=61_90'), sixtyOne)
    assert.include(await ids(client, user, '?filters[aging]=1_30'), one)

    assert.deepEqual(
      await ids(client, user, '?filters[rfp]=approved'),
      await receivableIds((q) => q.where('status', 'approved'))
    )
    const rfp: { client_id: number; member_id: number } = await db
      .from('request_for_payments')
      .where('id', one)
      .firstOrFail()
    assert.deepEqual(
      await ids(client, user, `?filters[client]=${rfp.client_id}`),
      await receivableIds((q) => q.where('client_id', rfp.client_id))
    )
    assert.deepEqual(
      await ids(client, user, `?filters[member]=${rfp.member_id}`),
      await receivableIds((q) => q.where('member_id', rfp.member_id))
    )
    const active = await rfpDue(await caseIn('KUL', 'active'), 5)
    const byStatus = await ids(client, user, '?filters[status]=billing')
    assert.include(byStatus, one)
    assert.notInclude(byStatus, active)
  })
})

test.group('Accounts receivable report: hostile links', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('refused in plain words, never a 5xx', async ({ client, assert }) => {
    const user = await reader()
    const queries = [...HOSTILE_REPORT_QUERIES, '?filters[rfp]=collected', '?sort=-amount']
    for (const { query, status } of await answersTo(client, user, queries)) {
      assert.isBelow(status, 500, query)
    }
    const collected = await open(client, user, '?filters[rfp]=collected')
    assert.deepEqual(collected.props.refused, [
      {
        field: 'filters.rfp',
        message: 'Request For Payment: a value that is not offered was left out.',
      },
    ])
  })
})

test.group('Accounts receivable report: who sees what', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('403 without access-accounts-receivable-report', async ({ client, assert }) => {
    const permissions = ['access-request-for-payments', 'access-accounts-payable-report'] as const
    const { status } = await statusFor(client, [...permissions])
    assert.equal(status, 403)
  })

  test('another center’s RFPs never appear', async ({ client, assert }) => {
    const bkkRfp = await rfpDue(await caseIn('BKK', 'billing'), 10)
    const { kul, kulTotalRows, bkk } = await acrossCenters(client)
    assert.notInclude(kul, bkkRfp)
    assert.deepEqual(kul, await receivableIds())
    assert.equal(kulTotalRows, kul.length)
    assert.include(bkk, bkkRfp)
    assert.notInclude(bkk, kul[0])
  })
})
