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
import type pg from 'pg'
import {
  daysAgo,
  MEMBERS_NAMED_LIM,
  monthAYearAgo,
  rawListSql,
  runCenterListBench,
  type ListScenario,
} from './center_list_bench.js'
import { seedRfps } from './seed_documents.js'

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
