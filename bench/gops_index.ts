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
import { performance } from 'node:perf_hooks'
import type pg from 'pg'
import {
  loadWithoutIndexes,
  MEMBERS_NAMED_LIM,
  monthAYearAgo,
  rawListSql,
  runCenterListBench,
  type ListScenario,
} from './center_list_bench.js'

const GOPS = 3_000_000

async function seedGops(client: pg.Client) {
  const { rows } = await client.query<{ total: string }>('SELECT count(*) AS total FROM gops')
  if (Number(rows[0].total) >= GOPS) return
  const started = performance.now()
  const parties = await client.query<{ providers: number[]; entities: number[] }>(
    `SELECT (SELECT array_agg(id ORDER BY id) FROM providers
               WHERE deleted_at IS NULL AND status <> 'black-listed') AS providers,
            (SELECT array_agg(id ORDER BY id) FROM business_entities
               WHERE deleted_at IS NULL) AS entities`
  )
  const { providers, entities } = parties.rows[0]
  if (!providers?.length || !entities?.length) {
    throw new Error('the demo providers and business entities are missing (seed the demo first)')
  }
  await client.query('DELETE FROM gop_withdrawals')
  await client.query('DELETE FROM gop_revisions')
  await client.query('TRUNCATE gops CASCADE')
  await loadWithoutIndexes(client, 'gops', async () => {
    const { rows: bounds } = await client.query<{ low: number; high: number }>(
      'SELECT min(id) AS low, max(id) AS high FROM cases'
    )
    const step = 200_000
    for (let first = bounds[0].low; first <= bounds[0].high; first += step) {
      await client.query(
        `INSERT INTO gops (case_id, center_id, number, provider_id, business_entity_id,
             currency_code, amount, services_covered, admission_date, valid_until, status,
             revision, rate_to_center, center_currency_code, amount_in_center, decline_reason,
             approved_at, sent_at, withdrawn_at, created_by_id, created_at, updated_at)
           SELECT c.id, c.center_id, 'GOP-' || c.number || '-' || g,
             ($1::int[])[1 + (c.id * 7 + g) % array_length($1::int[], 1)],
             ($2::int[])[1 + (c.id + g) % array_length($2::int[], 1)],
             (ARRAY['MYR', 'THB', 'SGD', 'USD', 'PHP'])[1 + (c.id + g) % 5],
             1000 + (c.id * 37 + g * 101) % 200000, 'Inpatient treatment',
             c.incident_date, c.incident_date + 30, s.status, 1,
             CASE WHEN s.status IN ('approved', 'sent') THEN 1 END,
             CASE WHEN s.status IN ('approved', 'sent') THEN 'MYR' END,
             CASE WHEN s.status IN ('approved', 'sent')
               THEN 1000 + (c.id * 37 + g * 101) % 200000 END,
             CASE WHEN s.status = 'declined' THEN 'Not covered by the policy' END,
             CASE WHEN s.status IN ('approved', 'sent') THEN c.opened_at + interval '2 hours' END,
             CASE WHEN s.status = 'sent' THEN c.opened_at + interval '3 hours' END,
             CASE WHEN s.status = 'sent' AND c.id % 100 = 0 THEN c.opened_at + interval '5 days' END,
             c.owner_id, c.opened_at + g * interval '1 hour', c.opened_at + g * interval '1 hour'
           FROM cases c
           CROSS JOIN LATERAL generate_series(1, 1 + (c.id + 1) % 2) AS g
           CROSS JOIN LATERAL (SELECT CASE
               WHEN c.status IN ('closed', 'billing') THEN
                 (ARRAY['sent', 'sent', 'sent', 'sent', 'sent', 'sent', 'sent', 'sent',
                        'declined', 'approved'])[1 + (c.id + g) % 10]
               WHEN c.status = 'active' THEN (ARRAY['pending', 'approved', 'sent'])[1 + (c.id + g) % 3]
               ELSE 'pending' END AS status) AS s
           WHERE c.id BETWEEN $3 AND $4 AND c.deleted_at IS NULL`,
        [providers, entities, first, first + step - 1]
      )
      console.log(`  GOPs of cases ${first.toLocaleString('en')}…`)
    }
  })
  console.log(`GOPs seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`)
}

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
