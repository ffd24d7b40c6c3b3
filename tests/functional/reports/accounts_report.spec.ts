import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { addAmounts } from '#contracts/money'
import type { AccountRow } from '#reports/accounts_report'
import { caseIn, centerId, insertGop } from '#tests/helpers/gop_fixtures'
import { moneyByKey, reportPagesOf, seedCaseMoney } from '#tests/helpers/report_pages'

/**
 * The accounts report (issue 32): clients, providers and users with the cases the filters keep
 * and those cases' money; the totals equal SQL to the cent in several currencies, the filters
 * narrow the cases counted, hostile links never answer 5xx, the permission and the center
 * scope hold.
 */

const KEY = 'accounts'

const { reader, open, allRows, answersTo, statusFor } = reportPagesOf<AccountRow>(KEY)

/** KUL's live cases per account, as SQL counts them: what the rows' case counts must be. */
async function casesPer(column: 'client_id' | 'owner_id', where = 'true') {
  const { rows } = (await db.rawQuery(
    `SELECT ${column} AS id, count(*)::int AS cases FROM cases
      WHERE center_id = ? AND deleted_at IS NULL AND ${column} IS NOT NULL AND ${where}
      GROUP BY 1 ORDER BY 1`,
    [await centerId('KUL')]
  )) as { rows: { id: number; cases: number }[] }
  return rows
}

/** Documents of KUL's live cases summed per currency, as SQL does it. */
async function sqlPerCurrency(table: string, amount: string, where: string) {
  const { rows } = (await db.rawQuery(
    `SELECT d.currency_code AS currency, sum(${amount})::text AS amount FROM ${table} d
      JOIN cases ON cases.id = d.case_id AND cases.deleted_at IS NULL AND cases.center_id = ?
      WHERE d.deleted_at IS NULL AND ${where} GROUP BY 1 ORDER BY 1`,
    [await centerId('KUL')]
  )) as { rows: { currency: string; amount: string }[] }
  return rows.map((row) => ({ currency: row.currency, amount: addAmounts([row.amount]) }))
}

test.group('Accounts report: rows and totals equal SQL', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('clients: cases per client and money per currency and in MYR, to the cent', async ({
    client,
    assert,
  }) => {
    const { first } = await seedCaseMoney('paid')
    const user = await reader()
    const { status, props } = await open(client, user, '?type=client&perPage=100', true)
    assert.equal(status, 200)
    assert.deepEqual(props.refused, [])
    assert.lengthOf(Object.keys(props.filterLabels), 13)
    const rows = await allRows(client, user, '?type=client')
    assert.deepEqual(
      rows.map((row) => ({ id: row.id, cases: row.cases })).sort((a, b) => a.id - b.id),
      await casesPer('client_id')
    )
    const totals = props.totals!
    assert.equal(totals.rows, rows.length)
    const money = moneyByKey(totals)
    const issued = "d.status IN ('approved', 'sent') AND d.withdrawn_at IS NULL"
    assert.deepEqual(money.gop.perCurrency, await sqlPerCurrency('gops', 'd.amount', issued))
    assert.deepEqual(
      money.billed.perCurrency,
      await sqlPerCurrency('charge_slips', 'd.amount_billed', "d.status <> 'declined'")
    )
    assert.deepEqual(
      money.invoiced.perCurrency,
      await sqlPerCurrency('request_for_payments', 'd.amount', 'true')
    )
    assert.deepEqual(
      money.collected.perCurrency,
      await sqlPerCurrency('request_for_payments', 'd.amount', "d.status = 'collected'")
    )
    // In MYR: the sum of the rows, each document at its fixed rate, else today's (USD = 4 MYR).
    for (const key of ['gop', 'billed', 'invoiced', 'collected'] as const) {
      assert.equal(
        money[key].inCenter?.amount,
        addAmounts(rows.map((row) => row.measures[key]!.amount)),
        key
      )
    }
    const slips: { total: string } = await db
      .from('charge_slips as d')
      .join('cases', 'cases.id', 'd.case_id')
      .where('cases.center_id', await centerId('KUL'))
      .whereNull('cases.deleted_at')
      .whereNull('d.deleted_at')
      .whereNot('d.status', 'declined')
      .select(
        db.raw(`coalesce(sum(round(d.amount_billed * coalesce(d.rate_to_center,
          CASE WHEN d.currency_code = 'MYR' THEN 1 ELSE 4 END), 2)), 0)::text AS total`)
      )
      .firstOrFail()
    assert.equal(money.billed.inCenter?.amount, addAmounts([slips.total]))
    const owner: { client_id: number } = await db.from('cases').where('id', first).firstOrFail()
    const row = rows.find((candidate) => candidate.id === owner.client_id)!
    assert.isAtLeast(Number(row.measures.billed!.amount), 4938.25)
    assert.equal(
      totals.counts?.[0].value,
      rows.reduce((sum, next) => sum + next.cases, 0)
    )
  })

  test('providers: their own GOPs and bills; users: the cases they own', async ({
    client,
    assert,
  }) => {
    await seedCaseMoney('paid')
    const user = await reader()
    const providers = await allRows(client, user, '?type=provider')
    const { rows: expected } = (await db.rawQuery(
      `SELECT p.id, count(DISTINCT cases.id)::int AS cases FROM providers p
        JOIN cases ON cases.center_id = ? AND cases.deleted_at IS NULL AND (
          EXISTS (SELECT 1 FROM gops g WHERE g.case_id = cases.id AND g.provider_id = p.id AND g.deleted_at IS NULL)
          OR EXISTS (SELECT 1 FROM charge_slips s WHERE s.case_id = cases.id AND s.provider_id = p.id AND s.deleted_at IS NULL))
        GROUP BY 1 ORDER BY 1`,
      [await centerId('KUL')]
    )) as { rows: { id: number; cases: number }[] }
    assert.isAbove(expected.length, 0)
    assert.deepEqual(
      providers.map((row) => ({ id: row.id, cases: row.cases })).sort((a, b) => a.id - b.id),
      expected
    )
    assert.isTrue(providers.every((row) => row.measures.invoiced === null))
    const { props } = await open(client, user, '?type=provider', true)
    assert.deepEqual(
      props.totals!.money.map((measure) => measure.key),
      ['gop', 'billed']
    )
    const issued = "d.status IN ('approved', 'sent') AND d.withdrawn_at IS NULL"
    assert.deepEqual(
      props.totals!.money[0].perCurrency,
      await sqlPerCurrency('gops', 'd.amount', issued)
    )
    const users = await allRows(client, user, '?type=user')
    assert.deepEqual(
      users.map((row) => ({ id: row.id, cases: row.cases })).sort((a, b) => a.id - b.id),
      await casesPer('owner_id')
    )
  })
})

test.group('Accounts report: filters narrow the cases counted', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('status, the period (Case Opened), client, evacuation, documents', async ({
    client,
    assert,
  }) => {
    const user = await reader()
    const closed = await allRows(client, user, '?type=client&filters[status]=closed')
    assert.deepEqual(
      closed.map((row) => ({ id: row.id, cases: row.cases })).sort((a, b) => a.id - b.id),
      await casesPer('client_id', "status = 'closed'")
    )
    const every = await allRows(client, user, '?type=client')
    const sum = (rows: AccountRow[]) => rows.reduce((total, row) => total + row.cases, 0)
    assert.isBelow(sum(closed), sum(every))
    // A period on the center's calendar (Kuala Lumpur, UTC+8).
    const kul = await centerId('KUL')
    const inPeriod = await caseIn('KUL', 'active')
    await db
      .from('cases')
      .where('id', inPeriod)
      .update({ opened_at: new Date('2026-01-14T16:30:00Z') })
    const period = await allRows(
      client,
      user,
      '?type=client&filters[case_opened]=2026-01-15..2026-01-15'
    )
    const { rows: expected } = (await db.rawQuery(
      `SELECT client_id AS id, count(*)::int AS cases FROM cases WHERE center_id = ?
        AND deleted_at IS NULL AND (opened_at AT TIME ZONE 'Asia/Kuala_Lumpur')::date = '2026-01-15'
        GROUP BY 1 ORDER BY 1`,
      [kul]
    )) as { rows: { id: number; cases: number }[] }
    assert.deepEqual(
      period.map((row) => ({ id: row.id, cases: row.cases })).sort((a, b) => a.id - b.id),
      expected
    )
    const one: { client_id: number } = await db.from('cases').where('id', inPeriod).firstOrFail()
    const byClient = await allRows(client, user, `?type=user&filters[client]=${one.client_id}`)
    const [ofClient] = await casesPer('client_id', `client_id = ${one.client_id}`)
    assert.equal(sum(byClient), ofClient.cases)
    const evacuations = await allRows(client, user, '?type=client&filters[evacuation]=yes')
    assert.deepEqual(
      evacuations.map((row) => ({ id: row.id, cases: row.cases })).sort((a, b) => a.id - b.id),
      await casesPer('client_id', 'is_evacuation')
    )
    await insertGop(inPeriod, 'approved')
    const withGop = await allRows(client, user, '?type=client&filters[gop]=approved')
    assert.deepEqual(
      withGop.map((row) => ({ id: row.id, cases: row.cases })).sort((a, b) => a.id - b.id),
      await casesPer(
        'client_id',
        "EXISTS (SELECT 1 FROM gops WHERE gops.case_id = cases.id AND gops.status = 'approved' AND gops.deleted_at IS NULL)"
      )
    )
  })

  test('hostile links are refused in words, never a 5xx', async ({ client, assert }) => {
    const user = await reader()
    const huge = 'x'.repeat(10_000)
    const answers = await answersTo(client, user, [
      '?type=nope',
      '?type[]=client',
      `?type=${huge}`,
      '?type=provider&filters[provider]=-1',
      `?type=user&filters[client]=${huge}`,
      '?filters[member]=%00',
      '?filters[case_opened]=2026-02-30..2026-03-01',
      '?filters[closed_duration]=forever',
      '?filters[gop][a]=b',
      '?sort=drop;table',
      '?sort=-cases',
      '?page=-1&perPage=100000',
      '?q=%00',
    ])
    for (const { query, status } of answers) assert.isBelow(status, 500, query)
    const { props } = await open(client, user, '?type=nope')
    assert.equal(props.refused[0].field, 'type')
  })
})

test.group('Accounts report: who sees what', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('403 without access-accounts-report', async ({ client, assert }) => {
    const { status } = await statusFor(client, ['access-case-report'])
    assert.equal(status, 403)
  })

  test('another center’s cases are never counted', async ({ client, assert }) => {
    const bkkCase = await caseIn('BKK', 'active')
    const owner: { client_id: number } = await db.from('cases').where('id', bkkCase).firstOrFail()
    const user = await reader(['KUL', 'BKK'])
    const rows = await allRows(client, user, '?type=client')
    const row = rows.find((candidate) => candidate.id === owner.client_id)
    const kul = await casesPer('client_id')
    const inKul = kul.find((entry) => entry.id === owner.client_id)
    assert.equal(row?.cases, inKul?.cases)
    assert.equal(
      rows.reduce((sum, next) => sum + next.cases, 0),
      kul.reduce((sum, next) => sum + next.cases, 0)
    )
  })
})
