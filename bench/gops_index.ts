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
import pg from 'pg'
import {
  format,
  load,
  migrate,
  percentile,
  requireDatabaseUrl,
  seedDemo,
  startSignedIn,
  timeSql,
  WARM_UP,
  type SignedInApp,
} from './harness.js'
import { seedCases } from './seed_cases.js'

const databaseUrl = requireDatabaseUrl()
const iterations = Number(process.argv[2] ?? 200)
const GOPS = 3_000_000
const TARGET_MS = 50

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
  await client.query('BEGIN')
  try {
    await client.query(`SET LOCAL maintenance_work_mem = '512MB'`)
    await client.query('DELETE FROM gop_withdrawals')
    await client.query('DELETE FROM gop_revisions')
    await client.query('TRUNCATE gops CASCADE')
    const indexes = await client.query<{ name: string; definition: string }>(
      `SELECT indexrelid::regclass::text AS name, pg_get_indexdef(indexrelid) AS definition
       FROM pg_index WHERE indrelid = 'gops'::regclass AND NOT indisprimary`
    )
    for (const index of indexes.rows) await client.query(`DROP INDEX ${index.name}`)
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
    for (const index of indexes.rows) await client.query(index.definition)
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK')
    throw error
  }
  await client.query('VACUUM (ANALYZE) gops')
  console.log(`GOPs seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`)
}

type GopScenario = {
  name: string
  query: Record<string, string>
  /** The raw SQL's extra condition and its values (after the center, $1). */
  where: string
  values: unknown[]
  order?: string
  /** A full visit (every prop) rather than the list's partial reload. */
  visit?: boolean
}

async function scenariosFor(client: pg.Client, centerId: number): Promise<GopScenario[]> {
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
  const now = new Date()
  const year = now.getUTCFullYear() - 1
  const month = String(now.getUTCMonth() + 1).padStart(2, '0')
  const lastDay = new Date(Date.UTC(year, now.getUTCMonth() + 1, 0)).getUTCDate()
  const range = `${year}-${month}-01..${year}-${month}-${lastDay}`
  const prefix = `GOP-KUL-${year}-0001`
  const members = `(members.deleted_at IS NULL AND (members.name_key LIKE 'lim%'
    OR members.first_name_key LIKE 'lim%' OR members.policy_key LIKE 'lim%'))`
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
      values: [range.split('..')[0], range.split('..')[1]],
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

/** The page and count the list runs, as raw SQL (center $1). */
function rawSql(scenario: GopScenario) {
  const where = `WHERE gops.center_id = $1 AND gops.deleted_at IS NULL AND ${scenario.where}`
  return {
    page: `SELECT gops.*, cases.number, providers.name, business_entities.name
      FROM gops JOIN cases ON cases.id = gops.case_id
      JOIN providers ON providers.id = gops.provider_id
      JOIN business_entities ON business_entities.id = gops.business_entity_id
      ${where} ORDER BY ${scenario.order ?? 'gops.created_at DESC, gops.id DESC'} LIMIT 25`,
    count: `SELECT count(*) FROM gops ${where}`,
  }
}

async function timeList(app: SignedInApp, scenarios: GopScenario[]) {
  const http = scenarios.map(() => [] as number[])
  const totals: string[] = scenarios.map(() => '')
  for (let round = 0; round < iterations + WARM_UP; round++) {
    for (const [index, scenario] of scenarios.entries()) {
      const url = `${app.base}/navigate/guarantee-of-payments?${new URLSearchParams(scenario.query)}`
      const headers: Record<string, string> = {
        ...app.headers,
        'x-requested-with': 'XMLHttpRequest',
      }
      if (!scenario.visit) {
        headers['x-inertia-partial-component'] = 'navigate/guarantee_of_payments/index'
        headers['x-inertia-partial-data'] = 'rows,meta,query'
      }
      const started = performance.now()
      const response = await fetch(url, { headers })
      const body = await response.text()
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
      if (round >= WARM_UP) http[index].push(performance.now() - started)
      if (round === 0) {
        const { props } = JSON.parse(body) as { props: { meta?: { total: number } } }
        totals[index] = (props.meta?.total ?? 0).toLocaleString('en')
      }
    }
  }
  return { http, totals }
}

const client = new pg.Client({ connectionString: databaseUrl })
await client.connect()
try {
  await migrate()
  await seedCases(client)
  await seedDemo()
  await seedGops(client)
  // As autovacuum would leave a settled table: a migration that rewrote every row (038's
  // backfill) leaves as many dead rows and stale statistics, and the plans follow them.
  await client.query('VACUUM (ANALYZE) gops')
  const kul = await client.query<{ id: number }>(`SELECT id FROM centers WHERE code = 'KUL'`)
  const centerId = kul.rows[0].id
  await client.query(`UPDATE users SET current_center_id = $1 WHERE email = 'admin@demo.test'`, [
    centerId,
  ])
  const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim())
  const all = await scenariosFor(client, centerId)
  const scenarios = all.filter((scenario) => !only || only.includes(scenario.name))
  const app = await startSignedIn()
  try {
    const before = load()
    console.log(`timing ${iterations} requests per scenario (${before})`)
    const { http, totals } = await timeList(app, scenarios)
    console.log(load())
    console.log(
      '\n| scenario | matches | request p50 | request p95 | raw SQL p50 | raw SQL p95 | target (p95) |'
    )
    console.log('| --- | --- | --- | --- | --- | --- | --- |')
    let missed = 0
    for (const [index, scenario] of scenarios.entries()) {
      const sql = rawSql(scenario)
      const raw = await timeSql(client, Math.min(iterations, 50), async (db) => {
        await db.query(sql.page, [centerId, ...scenario.values])
        await db.query(sql.count, [centerId, ...scenario.values])
      })
      const p95 = percentile(http[index], 95)
      if (p95 > TARGET_MS) missed++
      const ms = (value: number) => `${value.toFixed(1)} ms`
      console.log(
        `| ${scenario.name} | ${totals[index]} | ${ms(percentile(http[index], 50))} | ${ms(p95)} | ` +
          `${ms(percentile(raw, 50))} | ${ms(percentile(raw, 95))} | ≤ ${TARGET_MS} ms ${p95 <= TARGET_MS ? 'met' : 'MISSED'} |`
      )
      if (process.env.BENCH_VERBOSE) console.log(`  ${format(http[index])}`)
    }
    console.log(missed === 0 ? '\nEvery target met.' : `\n${missed} target(s) missed.`)
  } finally {
    app.stop()
  }
} finally {
  await client.end()
}
