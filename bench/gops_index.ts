/**
 * The center's GOP list (navigate.guarantee-of-payments.index) with 3,000,000 GOPs over the
 * 2,000,000 cases of ten centers (issue 15): p50/p95 server time of each filter, search and sort
 * as the demo administrator working in Kuala Lumpur (a quarter of them), beside the raw SQL of
 * the same page and count sent straight to PostgreSQL. Target: every scenario p95 ≤ 50 ms.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/cases_bench \
 *     node --import @poppinss/ts-exec bench/gops_index.ts [requests per scenario, default 200]
 *   (BENCH_ONLY="status pending,member lim" times only those scenarios)
 *
 * 1. Migrates, tops the cases up (bench/seed_cases.ts, once), seeds the demo data (its
 *    providers and business entities), then the GOPs: one on odd cases, two on even ones, their
 *    center copied from the case as the app does; a closed or billing case's GOPs are mostly
 *    sent (some declined, some approved), an active case's pending, approved or sent, a pending
 *    case's pending; one sent GOP in a hundred is withdrawn. Numbers are the case's number with
 *    a suffix ("GOP-KUL-2025-000123-2"), unique per center as the app's are. Indexes are dropped
 *    for the load and made again; the trigger-kept counts see every batch.
 * 2. Starts the production build signed in and times the scenarios taking turns request by
 *    request after 5 warm-up rounds, as the page sends them (partial reloads of rows, meta and
 *    query; the default view a visit), beside the raw SQL (page and count).
 */
import type pg from 'pg'
import {
  MEMBERS_NAMED_LIM,
  monthAYearAgo,
  rawListSql,
  runCenterListBench,
  type ListScenario,
} from './center_list_bench.js'
import { seedGops } from './seed_documents.js'

async function scenariosFor(client: pg.Client, centerId: number): Promise<ListScenario[]> {
  const one = async <T>(sql: string, values: unknown[] = []) => {
    const { rows } = await client.query(sql, values)
    if (!rows[0]) throw new Error(`the bench data is missing: ${sql}`)
    return rows[0] as T
  }
  const provider = await one<{ id: number }>(
    `SELECT provider_id AS id FROM gops WHERE center_id = $1 GROUP BY provider_id
     ORDER BY count(*) DESC LIMIT 1`,
    [centerId]
  )
  const entity = await one<{ id: number }>(
    `SELECT business_entity_id AS id FROM gops WHERE center_id = $1 LIMIT 1`,
    [centerId]
  )
  const { year, month, range, from, to } = monthAYearAgo()
  const prefix = `GOP-KUL-${year}-0001`
  const members = MEMBERS_NAMED_LIM
  return [
    { name: 'default view (visit)', query: {}, where: 'true', values: [], visit: true },
    {
      name: 'status pending',
      query: { 'filters[status][]': 'pending' },
      where: `gops.status = 'pending'`,
      values: [],
    },
    {
      name: 'status sent',
      query: { 'filters[status][]': 'sent' },
      where: `gops.status = 'sent'`,
      values: [],
    },
    {
      name: 'provider (the busiest)',
      query: { 'filters[provider][]': String(provider.id) },
      where: 'gops.provider_id = $2',
      values: [provider.id],
    },
    {
      name: 'business entity',
      query: { 'filters[business_entity][]': String(entity.id) },
      where: 'gops.business_entity_id = $2',
      values: [entity.id],
    },
    {
      name: 'currency THB',
      query: { 'filters[currency][]': 'THB' },
      where: `gops.currency_code = 'THB'`,
      values: [],
    },
    {
      name: `issued ${year}-${month}`,
      query: { 'filters[created_at]': range },
      where: `gops.created_at >= ($2::date::timestamp AT TIME ZONE 'Asia/Kuala_Lumpur')
        AND gops.created_at < (($3::date + 1)::timestamp AT TIME ZONE 'Asia/Kuala_Lumpur')`,
      values: [from, to],
    },
    {
      name: `GOP number "${prefix}"`,
      query: { q: prefix },
      where: 'gops.number_key LIKE $2',
      values: [`${prefix.toLowerCase()}%`],
    },
    {
      name: 'member "lim"',
      query: { q: 'lim' },
      where: `gops.case_id IN (SELECT cases.id FROM cases WHERE cases.center_id = $1
        AND cases.member_id IN (SELECT members.id FROM members WHERE ${members}))`,
      values: [],
    },
    {
      name: 'sort by amount',
      query: { sort: '-amount' },
      where: 'true',
      values: [],
      order: 'gops.amount DESC, gops.id DESC',
    },
  ]
}

const rawSql = rawListSql(
  'gops',
  `JOIN cases ON cases.id = gops.case_id
    JOIN providers ON providers.id = gops.provider_id
    JOIN business_entities ON business_entities.id = gops.business_entity_id`,
  'cases.number, providers.name, business_entities.name',
  'gops.created_at DESC, gops.id DESC'
)

await runCenterListBench({
  path: '/navigate/guarantee-of-payments',
  component: 'navigate/guarantee_of_payments/index',
  table: 'gops',
  seed: seedGops,
  scenarios: scenariosFor,
  rawSql,
  targetMs: 50,
})
