/**
 * What the benches of a center's document list share (GOPs, charge slips, …): the database
 * migrated, the demo data seeded and the cases topped up (bench/seed_cases.ts), the documents
 * loaded by the bench with the table's indexes dropped meanwhile, then the production build
 * started signed in as the demo administrator working in Kuala Lumpur, and each scenario timed
 * taking turns request by request after the warm-up rounds, as the page sends it (a partial
 * reload of rows, meta and query; the default view a whole visit), beside the raw SQL of the
 * same page and count. Prints one table with each scenario's p95 against the target.
 *
 * BENCH_ONLY="status pending,member lim" times only those scenarios; BENCH_VERBOSE prints every
 * percentile.
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

export type ListScenario = {
  name: string
  query: Record<string, string>
  /** The raw SQL's extra condition and its values (after the center, $1). */
  where: string
  values: unknown[]
  order?: string
  /** A full visit (every prop) rather than the list's partial reload. */
  visit?: boolean
}

export interface CenterListBench {
  /** The list's URL path and its page component. */
  path: string
  component: string
  /** The documents' table (vacuumed before timing). */
  table: string
  /** Loads the documents unless they are there already. */
  seed: (client: pg.Client) => Promise<void>
  scenarios: (client: pg.Client, centerId: number) => Promise<ListScenario[]>
  /** The page and the count the list runs, as raw SQL (center $1). */
  rawSql: (scenario: ListScenario) => { page: string; count: string }
  targetMs: number
}

/**
 * Loads a table with its secondary indexes dropped, then makes them again (a bulk load into
 * indexed millions is several times slower), in one transaction with the load.
 */
export async function loadWithoutIndexes(
  client: pg.Client,
  table: string,
  loadRows: () => Promise<void>,
  /** Runs once the indexes are made again, in the same transaction. */
  afterIndexes: () => Promise<void> = async () => {}
) {
  await client.query('BEGIN')
  try {
    await client.query(`SET LOCAL maintenance_work_mem = '512MB'`)
    const indexes = await client.query<{ name: string; definition: string }>(
      `SELECT indexrelid::regclass::text AS name, pg_get_indexdef(indexrelid) AS definition
       FROM pg_index WHERE indrelid = $1::regclass AND NOT indisprimary`,
      [table]
    )
    for (const index of indexes.rows) await client.query(`DROP INDEX ${index.name}`)
    await loadRows()
    for (const index of indexes.rows) await client.query(index.definition)
    await afterIndexes()
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK')
    throw error
  }
  await client.query(`VACUUM (ANALYZE) ${table}`)
}

async function timeList(
  app: SignedInApp,
  bench: CenterListBench,
  scenarios: ListScenario[],
  iterations: number
) {
  const http = scenarios.map(() => [] as number[])
  const totals: string[] = scenarios.map(() => '')
  for (let round = 0; round < iterations + WARM_UP; round++) {
    for (const [index, scenario] of scenarios.entries()) {
      const url = `${app.base}${bench.path}?${new URLSearchParams(scenario.query)}`
      const headers: Record<string, string> = {
        ...app.headers,
        'x-requested-with': 'XMLHttpRequest',
      }
      if (!scenario.visit) {
        headers['x-inertia-partial-component'] = bench.component
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

export async function runCenterListBench(bench: CenterListBench) {
  const databaseUrl = requireDatabaseUrl()
  const iterations = Number(process.argv[2] ?? 200)
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await migrate()
    // The demo data first: on a new database the members it tops up need its clients, and on
    // one with millions of cases each demo seeder does nothing (its table has rows already).
    await seedDemo()
    await seedCases(client)
    await bench.seed(client)
    // As autovacuum would leave a settled table: a migration that rewrote every row leaves as
    // many dead rows and stale statistics, and the plans follow them.
    await client.query(`VACUUM (ANALYZE) ${bench.table}`)
    const kul = await client.query<{ id: number }>(`SELECT id FROM centers WHERE code = 'KUL'`)
    const centerId = kul.rows[0].id
    await client.query(`UPDATE users SET current_center_id = $1 WHERE email = 'admin@demo.test'`, [
      centerId,
    ])
    const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim())
    const all = await bench.scenarios(client, centerId)
    const scenarios = all.filter((scenario) => !only || only.includes(scenario.name))
    const app = await startSignedIn()
    try {
      console.log(`timing ${iterations} requests per scenario (${load()})`)
      const { http, totals } = await timeList(app, bench, scenarios, iterations)
      console.log(load())
      console.log(
        '\n| scenario | matches | request p50 | request p95 | raw SQL p50 | raw SQL p95 | target (p95) |'
      )
      console.log('| --- | --- | --- | --- | --- | --- | --- |')
      let missed = 0
      for (const [index, scenario] of scenarios.entries()) {
        const sql = bench.rawSql(scenario)
        const raw = await timeSql(client, Math.min(iterations, 50), async (db) => {
          await db.query(sql.page, [centerId, ...scenario.values])
          await db.query(sql.count, [centerId, ...scenario.values])
        })
        const p95 = percentile(http[index], 95)
        if (p95 > bench.targetMs) missed++
        const ms = (value: number) => `${value.toFixed(1)} ms`
        const verdict = p95 <= bench.targetMs ? 'met' : 'MISSED'
        console.log(
          `| ${scenario.name} | ${totals[index]} | ${ms(percentile(http[index], 50))} | ${ms(p95)} | ` +
            `${ms(percentile(raw, 50))} | ${ms(percentile(raw, 95))} | ≤ ${bench.targetMs} ms ${verdict} |`
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
}

/** A day `days` before today, on Kuala Lumpur's clock (the center's, as the lists count). */
export function daysAgo(days: number) {
  const day = new Date(Date.now() + 8 * 3_600_000)
  day.setUTCDate(day.getUTCDate() - days)
  return day.toISOString().slice(0, 10)
}

/** This month a year ago, as a list's date-range filter writes it ("2025-11-01..2025-11-30"). */
export function monthAYearAgo() {
  const now = new Date()
  const year = now.getUTCFullYear() - 1
  const month = String(now.getUTCMonth() + 1).padStart(2, '0')
  const lastDay = new Date(Date.UTC(year, now.getUTCMonth() + 1, 0)).getUTCDate()
  const from = `${year}-${month}-01`
  const to = `${year}-${month}-${lastDay}`
  return { year, month, from, to, range: `${from}..${to}` }
}

/** The member search "lim" as the lists run it (name, first name, policy start or part). */
export const MEMBERS_NAMED_LIM = `(members.deleted_at IS NULL AND (members.name_key LIKE 'lim%'
  OR members.first_name_key LIKE 'lim%' OR members.policy_key LIKE 'lim%'
  OR members.policy_key LIKE '%lim%'))`

/**
 * The page and count a center list runs, as raw SQL (center $1): the table's rows with the names
 * its page shows joined, in the scenario's order or the list's default.
 */
export function rawListSql(table: string, joins: string, names: string, defaultOrder: string) {
  return (scenario: ListScenario) => {
    const where = `WHERE ${table}.center_id = $1 AND ${table}.deleted_at IS NULL
      AND ${scenario.where}`
    return {
      page: `SELECT ${table}.*, ${names} FROM ${table} ${joins}
        ${where} ORDER BY ${scenario.order ?? defaultOrder} LIMIT 25`,
      count: `SELECT count(*) FROM ${table} ${where}`,
    }
  }
}
