import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import { CaseFactory } from '#factories/case_factory'
import { MemberFactory } from '#factories/member_factory'
import { addAmounts } from '#contracts/money'
import type { Option } from '#contracts/list'
import type { CaseRow } from '#reports/case_report'
import { makeUser } from '#tests/helpers/users'
import { caseIn, centerId, insertGop } from '#tests/helpers/gop_fixtures'
import { insertChargeSlip, insertRfp } from '#tests/helpers/charge_slip_fixtures'
import { statementsDuring } from '#tests/helpers/statements'
import {
  HOSTILE_REPORT_QUERIES,
  centerRowIds,
  moneyByKey,
  reportPagesOf,
  seedCaseMoney,
  type ReportProps,
  type SqlQuery,
} from '#tests/helpers/report_pages'

/**
 * The case report (issue 32): what it shows equals what SQL says, each SPEC.md §3 dimension
 * narrows it as stated, hostile links are refused in words (never a 5xx), the permission and
 * the center scope hold.
 */

type Row = CaseRow

const KEY = 'case'

const {
  reader,
  open,
  ids: allIds,
  allRows,
  answersTo,
  statusFor,
  acrossCenters,
} = reportPagesOf<Row>(KEY)

/** KUL's live cases that `narrow` keeps, by SQL. */
const kulCaseIds = (narrow?: (query: SqlQuery) => void) => centerRowIds('cases', narrow)

test.group('Case report: the page', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('opens with the preview, the filters SPEC.md names, totals and chart', async ({
    client,
    assert,
  }) => {
    const user = await reader()
    const { status, props } = await open(client, user, '', true)
    assert.equal(status, 200)
    assert.deepEqual(props.refused, [])
    assert.isAbove(props.rows.length, 0)
    assert.deepEqual(Object.values(props.filterLabels).sort(), [
      'Case Billed',
      'Case Closed Duration',
      'Case Opened',
      'Charge Slip',
      'Client',
      'Evacuation',
      'Guarantee of Payment',
      'Member',
      'Program',
      'Program Type',
      'Provider',
      'Request For Payment',
      'Status',
    ])
    assert.equal(props.totals?.rows, props.meta.total)
    assert.equal(props.chart?.points.length, 12)
  })
})

/** A partial reload of the page as the browser's list sends it, asking for `props` only. */
async function reload(client: ApiClient, user: User, query: string, props: string[]) {
  let response: Awaited<ReturnType<ReturnType<ApiClient['get']>['withInertia']>> | undefined
  const sent = await statementsDuring(async () => {
    response = await client
      .get(`/reports/case${query}`)
      .loginAs(user)
      .withInertia()
      .header('X-Inertia-Partial-Component', 'reports/show')
      .header('X-Inertia-Partial-Data', props.join(','))
  })
  return { status: response!.status(), props: response!.body().props as ReportProps<Row>, sent }
}

/** The totals' statement groups each measure's documents by currency; the chart's, the weeks. */
const TOTALS_SQL = /group by d\.currency_code/i
const CHART_SQL = /date_trunc\('week'/i

test.group('Case report: what a reload counts', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('another page or order reloads the rows alone; a filter counts the totals again', async ({
    client,
    assert,
  }) => {
    const user = await reader()
    await insertGop(await caseIn('KUL', 'billing'), 'approved')
    const rows = ['rows', 'meta', 'query', 'refused']

    // What the preview's list asks for when it sorts or turns a page (report_page.tsx).
    for (const query of ['?sort=number', '?perPage=10&page=2', '?sort=-closed_at&perPage=25']) {
      const paged = await reload(client, user, query, rows)
      assert.equal(paged.status, 200)
      assert.isArray(paged.props.rows)
      assert.notProperty(paged.props, 'totals')
      assert.notProperty(paged.props, 'chart')
      assert.isFalse(
        paged.sent.some((sql) => TOTALS_SQL.test(sql) || CHART_SQL.test(sql)),
        query
      )
    }

    // A filter change asks for them too: counted over the filtered rows, in the same answer.
    const filtered = await reload(client, user, '?filters[status][]=billing', [
      ...rows,
      'totals',
      'chart',
    ])
    assert.equal(filtered.status, 200)
    assert.equal(filtered.props.totals?.rows, filtered.props.meta.total)
    assert.equal(filtered.props.chart?.points.length, 12)
    assert.isTrue(filtered.sent.some((sql) => TOTALS_SQL.test(sql)))
    assert.isTrue(filtered.sent.some((sql) => CHART_SQL.test(sql)))
  })
})

/** What SQL says the KUL cases' documents add up to, per currency and in MYR (rate 1 here). */
async function sqlTotals(ids: number[]) {
  const sum = async (table: string, amount: string, where: string) => {
    const { rows } = (await db.rawQuery(
      `SELECT currency_code AS currency, sum(${amount})::text AS amount FROM ${table}
        WHERE case_id = ANY(?::int[]) AND deleted_at IS NULL AND ${where}
        GROUP BY currency_code ORDER BY currency_code`,
      [`{${ids.join(',')}}`]
    )) as { rows: { currency: string; amount: string }[] }
    return rows
  }
  return {
    gop: await sum('gops', 'amount', "status IN ('approved', 'sent') AND withdrawn_at IS NULL"),
    billed: await sum('charge_slips', 'amount_billed', "status <> 'declined'"),
    invoiced: await sum('request_for_payments', 'amount', 'true'),
  }
}

test.group('Case report: totals to the cent', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('per currency and in the center currency, equal to SQL and to the rows', async ({
    client,
    assert,
  }) => {
    // Several currencies, with rates fixed on approval and today's rates for pending ones.
    const { first } = await seedCaseMoney('approved')

    const user = await reader()
    const { props } = await open(client, user, '?perPage=100', true)
    const ids = await kulCaseIds()
    assert.equal(props.totals!.rows, ids.length)
    const expected = await sqlTotals(ids)
    for (const measure of props.totals!.money) {
      const key = measure.key as keyof typeof expected
      assert.deepEqual(measure.perCurrency, expected[key], `${measure.label} per currency`)
    }
    // In MYR: each document at its fixed rate, else today's (USD → MYR = 1 / 0.25 = 4).
    const measures = moneyByKey(props.totals!)
    const money = {
      gop: measures.gop.inCenter?.amount,
      billed: measures.billed.inCenter?.amount,
      invoiced: measures.invoiced.inCenter?.amount,
    }
    const gopInCenter: { total: string } = await db
      .from('gops')
      .whereIn('case_id', ids)
      .whereNull('deleted_at')
      .whereIn('status', ['approved', 'sent'])
      .whereNull('withdrawn_at')
      .select(db.raw('coalesce(sum(amount_in_center), 0)::text AS total'))
      .firstOrFail()
    assert.equal(money.gop, addAmounts([gopInCenter.total]))
    const slips: { total: string } = await db
      .from('charge_slips')
      .whereIn('case_id', ids)
      .whereNull('deleted_at')
      .whereNot('status', 'declined')
      .select(
        db.raw(`coalesce(sum(round(amount_billed * coalesce(rate_to_center,
          CASE WHEN currency_code = 'MYR' THEN 1 ELSE 4 END), 2)), 0)::text AS total`)
      )
      .firstOrFail()
    assert.equal(money.billed, addAmounts([slips.total]))
    // The rows of every page add up to the same totals.
    const rows = await allRows(client, user, '')
    assert.equal(money.gop, addAmounts(rows.map((row) => row.gop_total)))
    assert.equal(money.billed, addAmounts(rows.map((row) => row.billed_total)))
    assert.equal(money.invoiced, addAmounts(rows.map((row) => row.invoiced_total)))
    const firstRow = rows.find((row) => row.id === first)!
    // 1234.56 USD × 4 + 0.01 MYR.
    assert.equal(firstRow.billed_total, '4938.25')
    assert.equal(firstRow.invoiced_total, '1333.32')
  })
})

test.group('Case report: each filter narrows as stated', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('status, client, program, program type, member, evacuation', async ({ client, assert }) => {
    const user = await reader()
    const sample: {
      client_id: number
      program_id: number | null
      member_id: number
    } = await db
      .from('cases')
      .where('center_id', await centerId('KUL'))
      .whereNotNull('program_id')
      .whereNull('deleted_at')
      .firstOrFail()
    const program: { program_type_id: number } = await db
      .from('programs')
      .where('id', sample.program_id!)
      .firstOrFail()
    const checks: [string, (query: ReturnType<typeof db.from>) => void][] = [
      ['?filters[status][]=closed', (q) => q.where('status', 'closed')],
      [`?filters[client]=${sample.client_id}`, (q) => q.where('client_id', sample.client_id)],
      [`?filters[program]=${sample.program_id}`, (q) => q.where('program_id', sample.program_id!)],
      [
        `?filters[program_type]=${program.program_type_id}`,
        (q) =>
          q.whereIn(
            'program_id',
            db.from('programs').where('program_type_id', program.program_type_id).select('id')
          ),
      ],
      [`?filters[member]=${sample.member_id}`, (q) => q.where('member_id', sample.member_id)],
      ['?filters[evacuation]=yes', (q) => q.where('is_evacuation', true)],
      ['?filters[evacuation]=no', (q) => q.where('is_evacuation', false)],
    ]
    for (const [query, where] of checks) {
      const expected = await kulCaseIds(where)
      assert.deepEqual(await allIds(client, user, query), expected, query)
      const every = await kulCaseIds()
      assert.isBelow(expected.length, every.length, `${query} narrows`)
    }
  })

  test('documents: provider, GOP, charge slip and RFP states, and none', async ({
    client,
    assert,
  }) => {
    const user = await reader()
    const withGop = await caseIn('KUL', 'active')
    const withSlip = await caseIn('KUL', 'billing')
    await insertGop(withGop, 'approved')
    const provider: { provider_id: number } = await db
      .from('gops')
      .where('case_id', withGop)
      .firstOrFail()
    await insertChargeSlip(withSlip, { status: 'paid' })
    await insertRfp(withSlip, { status: 'collected' })
    const gopIds = await allIds(client, user, '?filters[gop]=approved')
    assert.include(gopIds, withGop)
    assert.notInclude(gopIds, withSlip)
    assert.deepEqual(
      gopIds,
      await kulCaseIds((q) =>
        q.whereIn(
          'id',
          db.from('gops').where('status', 'approved').whereNull('deleted_at').select('case_id')
        )
      )
    )
    const noGop = await allIds(client, user, '?filters[gop]=none')
    assert.include(noGop, withSlip)
    assert.notInclude(noGop, withGop)
    assert.include(await allIds(client, user, '?filters[charge_slip]=paid'), withSlip)
    assert.notInclude(await allIds(client, user, '?filters[charge_slip]=paid'), withGop)
    assert.include(await allIds(client, user, '?filters[rfp]=collected'), withSlip)
    const byProvider = await allIds(client, user, `?filters[provider]=${provider.provider_id}`)
    assert.includeMembers(byProvider, [withGop, withSlip])
    assert.deepEqual(
      byProvider,
      await kulCaseIds((q) =>
        q.where((inner) =>
          inner
            .whereIn(
              'id',
              db
                .from('gops')
                .where('provider_id', provider.provider_id)
                .whereNull('deleted_at')
                .select('case_id')
            )
            .orWhereIn(
              'id',
              db
                .from('charge_slips')
                .where('provider_id', provider.provider_id)
                .whereNull('deleted_at')
                .select('case_id')
            )
        )
      )
    )
  })

  test('opened and billed days, closed duration buckets', async ({ client, assert }) => {
    const user = await reader()
    const kul = await centerId('KUL')
    // Opened 15 Jan 2026 09:00 KUL (01:00 UTC), billed 20 Jan, closed after 7 days 23 hours.
    const quick = await CaseFactory.merge({ centerId: kul }).apply('closed').create()
    await db
      .from('cases')
      .where('id', quick.id)
      .update({
        opened_at: new Date('2026-01-15T01:00:00Z'),
        billed_at: new Date('2026-01-20T01:00:00Z'),
        closed_at: new Date('2026-01-23T00:00:00Z'),
      })
    // Exactly 8 days: "8–30".
    const eight = await CaseFactory.merge({ centerId: kul }).apply('closed').create()
    await db
      .from('cases')
      .where('id', eight.id)
      .update({
        opened_at: new Date('2026-01-14T15:59:00Z'),
        closed_at: new Date('2026-01-22T15:59:00Z'),
      })
    const opened = await allIds(client, user, '?filters[case_opened]=2026-01-15..2026-01-15')
    assert.include(opened, quick.id)
    // 15:59 UTC on the 14th is 23:59 on the 14th in Kuala Lumpur.
    assert.notInclude(opened, eight.id)
    assert.include(
      await allIds(client, user, '?filters[case_opened]=2026-01-14..2026-01-14'),
      eight.id
    )
    assert.deepEqual(await allIds(client, user, '?filters[case_billed]=2026-01-20..2026-01-20'), [
      quick.id,
    ])
    const upTo7 = await allIds(client, user, '?filters[closed_duration]=up_to_7')
    const eightTo30 = await allIds(client, user, '?filters[closed_duration]=8_to_30')
    assert.include(upTo7, quick.id)
    assert.notInclude(upTo7, eight.id)
    assert.include(eightTo30, eight.id)
    assert.deepEqual(
      upTo7,
      await kulCaseIds((q) => q.whereRaw("closed_at - opened_at < interval '8 days'"))
    )
    assert.deepEqual(
      await allIds(client, user, '?filters[closed_duration]=over_90'),
      await kulCaseIds((q) => q.whereRaw("closed_at - opened_at >= interval '91 days'"))
    )
  })
})

test.group('Case report: hostile links', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('refused in plain words, never a 5xx', async ({ client, assert }) => {
    const user = await reader()
    const huge = 'x'.repeat(10_000)
    const answers = await answersTo(client, user, [
      ...HOSTILE_REPORT_QUERIES,
      '?filters[closed_duration]=forever',
      '?filters[evacuation][]=maybe',
      `?filters[gop]=${huge}`,
      '?filters[status]=%00',
    ])
    for (const { query, status, rows } of answers) {
      assert.isBelow(status, 500, query)
      if (status === 200) assert.isArray(rows, query)
    }
    const unknown = await open(client, user, '?filters[closed_duration]=forever')
    assert.deepEqual(unknown.props.refused, [
      {
        field: 'filters.closed_duration',
        message: 'Case Closed Duration: a value that is not offered was left out.',
      },
    ])
    const badDate = await open(client, user, '?filters[case_opened]=2026-02-30..2026-03-01')
    assert.match(badDate.props.refused[0].message, /^Case Opened: Please give the dates/)
    const every = await kulCaseIds()
    assert.equal(badDate.props.meta.total, every.length)
  })
})

test.group('Case report: who sees what', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('403 without access-case-report, and the menu hides it', async ({ client, assert }) => {
    const { status, user } = await statusFor(client, ['access-cases'])
    assert.equal(status, 403)
    // The menu reads the shared permissions (its filter: tests/unit/client/navigation_filter.spec.ts).
    const shared = async (who: User) => {
      const page = await client.get('/dashboard').loginAs(who).withInertia()
      const props = page.body().props as { user: { permission: string[] } }
      return props.user.permission
    }
    assert.include(await shared(await reader()), 'access-case-report')
    assert.notInclude(await shared(user), 'access-case-report')
  })

  test('another center’s cases never appear; a user of two sees the current one', async ({
    client,
    assert,
  }) => {
    const bkkCase = await caseIn('BKK', 'active')
    const { kul, kulTotalRows, bkk } = await acrossCenters(client)
    assert.notInclude(kul, bkkCase)
    assert.deepEqual(kul, await kulCaseIds())
    // Its totals count the current center only.
    assert.equal(kulTotalRows, kul.length)
    // Switched to BKK, the same user sees BKK's cases and no longer KUL's.
    assert.include(bkk, bkkCase)
    assert.deepEqual(bkk, await centerRowIds('cases', undefined, { center: 'BKK' }))
  })
})

test.group('Case report: the member picker', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('finds members by name or policy with a case in the center, named', async ({
    client,
    assert,
  }) => {
    const user = await reader()
    const ours = await MemberFactory.merge({ firstName: 'Quilla', lastName: 'Zarkovy' }).create()
    const trashed = await MemberFactory.merge({ firstName: 'Quinn', lastName: 'Zarkovy' }).create()
    const elsewhere = await MemberFactory.merge({
      firstName: 'Quade',
      lastName: 'Zarkovy',
    }).create()
    const none = await MemberFactory.merge({ firstName: 'Quest', lastName: 'Zarkovy' }).create()
    await CaseFactory.merge({ centerId: await centerId('KUL'), memberId: ours.id }).create()
    await CaseFactory.merge({ centerId: await centerId('KUL'), memberId: trashed.id }).create()
    await db.from('members').where('id', trashed.id).update({ deleted_at: new Date() })
    await CaseFactory.merge({ centerId: await centerId('BKK'), memberId: elsewhere.id }).create()
    void none

    const search = async (q: string) => {
      const response = await client
        .get(`/reports/case/lookups/member?${new URLSearchParams({ q })}`)
        .loginAs(user)
      assert.equal(response.status(), 200)
      return (response.body() as { options: Option[] }).options
    }
    const label = `Zarkovy, Quilla (${ours.policyNumber})`
    // By surname, either name order and the policy number: only the member with a KUL case.
    for (const q of ['zarkov', 'Quilla Zark', 'zarkovy, quilla', ours.policyNumber]) {
      assert.deepEqual(await search(q), [{ value: String(ours.id), label }], q)
    }
    assert.deepEqual(await search(''), [])
    assert.deepEqual(await search('\u0000'), [])

    // The page says where its member filter searches; a link's member is named in its options.
    const { props } = await open(client, user, `?filters[member]=${ours.id}`)
    const list = props.list as typeof props.list & { lookups?: Record<string, string> }
    assert.deepEqual(list.lookups, { member: '/reports/case/lookups/member' })
    assert.deepEqual(list.filters.member, [{ value: String(ours.id), label }])
    assert.deepEqual(props.query.filters.member, [String(ours.id)])
  })

  test('guarded like the report; other filters and hostile input answer plainly', async ({
    client,
    assert,
  }) => {
    const user = await reader()
    for (const dimension of ['status', 'client', 'nope', '%00', 'constructor', '__proto__']) {
      const response = await client.get(`/reports/case/lookups/${dimension}?q=a`).loginAs(user)
      assert.equal(response.status(), 404, dimension)
    }
    for (const query of ['q[]=a&q[]=b', 'q[x]=1', `q=${'z'.repeat(5000)}`, 'q=%F0%9F']) {
      const response = await client.get(`/reports/case/lookups/member?${query}`).loginAs(user)
      assert.equal(response.status(), 200, query)
    }
    const stranger = await makeUser({ permissions: [], centers: ['KUL'] })
    const refused = await client.get('/reports/case/lookups/member?q=a').loginAs(stranger)
    assert.equal(refused.status(), 403)
    const signedOut = await client.get('/reports/case/lookups/member?q=a').redirects(0)
    assert.oneOf(signedOut.status(), [302, 401])
  })
})
