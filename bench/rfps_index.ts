/**
 * The center's request-for-payment list (navigate.request-for-payments.index) with 3,000,000
 * RFPs over the 2,000,000 cases of ten centers (issue 16): p50/p95 server time of each filter,
 * aging bucket, search and sort as the demo administrator working in Kuala Lumpur, beside the
 * raw SQL of the same page and count. Target: every scenario p95 ≤ 50 ms.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/cases_bench \
 *     node --import @poppinss/ts-exec bench/rfps_index.ts [requests per scenario, default 200]
 *
 * The RFPs: one on odd cases, two on even ones (fee-only: the list reads no lines but their
 * count), their center, member and client copied from the case, issued from the case's opening
 * up to five months later (never after today); a closed case's collected, a billing case's
 * approved or collected, an active case's pending or approved, a pending case's pending.
 */
import { performance } from 'node:perf_hooks'
import type pg from 'pg'
import {
  daysAgo,
  loadWithoutIndexes,
  MEMBERS_NAMED_LIM,
  monthAYearAgo,
  rawListSql,
  runCenterListBench,
  type ListScenario,
} from './center_list_bench.js'

const RFPS = 3_000_000

async function seedRfps(client: pg.Client) {
  const { rows } = await client.query<{ total: string }>(
    'SELECT count(*) AS total FROM request_for_payments'
  )
  if (Number(rows[0].total) >= RFPS) return
  const started = performance.now()
  await client.query('DELETE FROM request_for_payment_lines')
  await client.query('TRUNCATE request_for_payments CASCADE')
  await loadWithoutIndexes(client, 'request_for_payments', async () => {
    // The member is written from the case here, as the row trigger would, one row at a time.
    await client.query(
      'ALTER TABLE request_for_payments DISABLE TRIGGER request_for_payments_member_of_case'
    )
    const { rows: bounds } = await client.query<{ low: number; high: number }>(
      'SELECT min(id) AS low, max(id) AS high FROM cases'
    )
    const step = 200_000
    for (let first = bounds[0].low; first <= bounds[0].high; first += step) {
      await client.query(
        `INSERT INTO request_for_payments (case_id, center_id, member_id, client_id, number,
           currency_code, charges, service_fee, amount, issue_date, due_date, status,
           rate_to_center, center_currency_code, amount_in_center, approved_at, collected_on,
           collection_reference, collected_at, created_by_id, created_at, updated_at)
         SELECT c.id, c.center_id, c.member_id, c.client_id, 'RFP-' || c.number || '-' || g,
           (ARRAY['MYR', 'THB', 'SGD', 'USD', 'PHP'])[1 + (c.id + g) % 5],
           0, a.amount, a.amount, d.day, d.day + 30, s.status,
           CASE WHEN s.status <> 'pending' THEN 1 END,
           CASE WHEN s.status <> 'pending' THEN 'MYR' END,
           CASE WHEN s.status <> 'pending' THEN a.amount END,
           CASE WHEN s.status <> 'pending' THEN d.day + interval '2 days' END,
           CASE WHEN s.status = 'collected' THEN d.day + 25 END,
           CASE WHEN s.status = 'collected' THEN 'IN-' || c.id || '-' || g END,
           CASE WHEN s.status = 'collected' THEN d.day + interval '25 days' END,
           c.owner_id, d.day + interval '10 hours', d.day + interval '10 hours'
         FROM cases c
         CROSS JOIN LATERAL generate_series(1, 1 + (c.id + 1) % 2) AS g
         CROSS JOIN LATERAL (SELECT least(current_date,
           c.opened_at::date + ((c.id * 17 + g * 31) % 150)) AS day) AS d
         CROSS JOIN LATERAL (SELECT (150 + (c.id * 41 + g * 103) % 60000)::numeric(14, 2)
           + ((c.id + g) % 100) / 100.0 AS amount) AS a
         CROSS JOIN LATERAL (SELECT CASE
             WHEN c.status = 'closed' THEN 'collected'
             WHEN c.status = 'billing' THEN (ARRAY['approved', 'collected'])[1 + (c.id + g) % 2]
             WHEN c.status = 'active' THEN (ARRAY['pending', 'approved'])[1 + (c.id + g) % 2]
             ELSE 'pending' END AS status) AS s
         WHERE c.id BETWEEN $1 AND $2 AND c.deleted_at IS NULL`,
        [first, first + step - 1]
      )
      console.log(`  RFPs of cases ${first.toLocaleString('en')}…`)
    }
    await client.query(
      'ALTER TABLE request_for_payments ENABLE TRIGGER request_for_payments_member_of_case'
    )
  })
  console.log(`RFPs seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`)
}

async function scenariosFor(client: pg.Client, centerId: number): Promise<ListScenario[]> {
  const busiest = await client.query<{ id: number }>(
    `SELECT client_id AS id FROM request_for_payments WHERE center_id = $1 GROUP BY client_id
     ORDER BY count(*) DESC LIMIT 1`,
    [centerId]
  )
  if (!busiest.rows[0]) throw new Error('the bench data is missing: no RFPs in KUL')
  const clientId = busiest.rows[0].id
  const { year, month, range, from, to } = monthAYearAgo()
  const prefix = `RFP-KUL-${year}-0001`
  const members = MEMBERS_NAMED_LIM
  const rfp = 'request_for_payments'
  return [
    { name: 'default view (visit)', query: {}, where: 'true', values: [], visit: true },
    {
      name: 'status pending',
      query: { 'filters[status][]': 'pending' },
      where: `${rfp}.status = 'pending'`,
      values: [],
    },
    {
      name: 'status approved (to collect)',
      query: { 'filters[status][]': 'approved' },
      where: `${rfp}.status = 'approved'`,
      values: [],
    },
    {
      name: 'client (the busiest)',
      query: { 'filters[client][]': String(clientId) },
      where: `${rfp}.client_id = $2`,
      values: [clientId],
    },
    {
      name: 'currency USD',
      query: { 'filters[currency][]': 'USD' },
      where: `${rfp}.currency_code = 'USD'`,
      values: [],
    },
    {
      name: 'aging 61–90 days',
      query: { 'filters[aging][]': '61-90' },
      where: `${rfp}.issue_date BETWEEN $2 AND $3`,
      values: [daysAgo(90), daysAgo(61)],
    },
    {
      name: 'approved, aging over 90 days',
      query: { 'filters[aging][]': '90+', 'filters[status][]': 'approved' },
      where: `${rfp}.status = 'approved' AND ${rfp}.issue_date <= $2`,
      values: [daysAgo(91)],
    },
    {
      name: `issued ${year}-${month}`,
      query: { 'filters[issue_date]': range },
      where: `${rfp}.issue_date >= $2 AND ${rfp}.issue_date < $3::date + 1`,
      values: [from, to],
    },
    {
      name: `RFP number "${prefix}"`,
      query: { q: prefix },
      where: `${rfp}.number_key LIKE $2`,
      values: [`${prefix.toLowerCase()}%`],
    },
    {
      name: 'member "lim"',
      query: { q: 'lim' },
      where: `${rfp}.member_id IN (SELECT members.id FROM members WHERE ${members})`,
      values: [],
    },
    {
      name: 'sort by amount',
      query: { sort: '-amount' },
      where: 'true',
      values: [],
      order: `${rfp}.amount DESC, ${rfp}.id DESC`,
    },
    {
      name: 'sort by due date',
      query: { sort: 'due_date' },
      where: 'true',
      values: [],
      order: `${rfp}.due_date, ${rfp}.id`,
    },
  ]
}

const rawSql = rawListSql(
  'request_for_payments',
  `JOIN cases ON cases.id = request_for_payments.case_id
    JOIN clients ON clients.id = request_for_payments.client_id`,
  'cases.number, clients.name',
  'request_for_payments.issue_date DESC, request_for_payments.id DESC'
)

await runCenterListBench({
  path: '/navigate/request-for-payments',
  component: 'navigate/request_for_payments/index',
  table: 'request_for_payments',
  seed: seedRfps,
  scenarios: scenariosFor,
  rawSql,
  targetMs: 50,
})
