/**
 * The center's task list (navigate.tasks.index) with 5,000,000 tasks over the 2,000,000 cases of
 * ten centers (issue 14): p50/p95 server time of each filter as the demo administrator working
 * in Kuala Lumpur (a quarter of the tasks), beside the raw SQL of the same page and count sent
 * straight to PostgreSQL. Target: "mine + overdue" p95 ≤ 50 ms at the server.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/tasks_bench \
 *     node --import @poppinss/ts-exec bench/tasks_index.ts [requests per scenario, default 200]
 *   (BENCH_ONLY="mine + overdue,overdue" times only those scenarios)
 *
 * 1. Migrates, tops the cases up (bench/seed_cases.ts, once), then the tasks: two or three per
 *    case, their center copied from the case as the app does; a closed or billing case's tasks
 *    are closed, others open and due from five days ago to five days ahead; one in fifty is the
 *    administrator's, the rest the case owner's. Indexes are dropped for the load and made again.
 * 2. Seeds the demo data, starts the production build signed in, and times the scenarios taking
 *    turns request by request after 5 warm-up rounds, filters sent as the page sends them
 *    (partial reloads of rows, meta and query), beside the raw SQL (page and count).
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
const TASKS = 5_000_000
const TARGET_MS = 50
const TITLES = [
  'Call the hospital for a medical update',
  'Send the guarantee of payment',
  'Get the discharge summary',
  'Arrange an interpreter',
  'Confirm the flight home',
  'Chase the medical report',
  'Check the policy coverage',
  'Book the ground ambulance',
]

async function seedTasks(client: pg.Client) {
  const { rows } = await client.query<{ total: string }>('SELECT count(*) AS total FROM tasks')
  if (Number(rows[0].total) >= TASKS) return
  const started = performance.now()
  const admin = await client.query<{ id: number }>(
    `SELECT id FROM users WHERE email = 'admin@demo.test'`
  )
  const adminId = admin.rows[0]?.id
  if (!adminId) throw new Error('the demo administrator is missing (run the demo seed once)')
  await client.query('BEGIN')
  try {
    await client.query(`SET LOCAL maintenance_work_mem = '512MB'`)
    await client.query('TRUNCATE tasks')
    const indexes = await client.query<{ name: string; definition: string }>(
      `SELECT indexrelid::regclass::text AS name, pg_get_indexdef(indexrelid) AS definition
       FROM pg_index WHERE indrelid = 'tasks'::regclass AND NOT indisprimary`
    )
    for (const index of indexes.rows) await client.query(`DROP INDEX ${index.name}`)
    const { rows: bounds } = await client.query<{ low: number; high: number }>(
      'SELECT min(id) AS low, max(id) AS high FROM cases'
    )
    const step = 200_000
    for (let first = bounds[0].low; first <= bounds[0].high; first += step) {
      // Two tasks on odd cases, three on even ones: 2.5 a case, 5M over 2M cases.
      await client.query(
        `INSERT INTO tasks (case_id, center_id, title, category, priority, status, closed_at,
           closed_by_id, assignee_id, due_at, due_time_zone, created_by_id, created_at, updated_at)
         SELECT c.id, c.center_id, ($1::text[])[1 + (c.id + g) % 8],
           (ARRAY['medical','specialty','security','billing'])[1 + (c.id + g) % 4],
           (ARRAY['low','normal','normal','high','urgent'])[1 + (c.id * 7 + g) % 5],
           CASE WHEN c.status IN ('closed', 'billing') THEN 'closed' ELSE 'open' END,
           CASE WHEN c.status IN ('closed', 'billing') THEN coalesce(c.closed_at, now()) END,
           CASE WHEN c.status IN ('closed', 'billing') THEN c.owner_id END,
           CASE WHEN (c.id + g) % 50 = 0 THEN $2::int ELSE c.owner_id END,
           CASE WHEN c.status IN ('closed', 'billing') THEN c.opened_at + g * interval '1 day'
             ELSE now() + (((c.id * 13 + g * 7) % 240) - 120) * interval '1 hour' END,
           'Asia/Kuala_Lumpur', c.owner_id, c.opened_at, c.opened_at
         FROM cases c CROSS JOIN LATERAL generate_series(1, 2 + (c.id % 2)) AS g
         WHERE c.id BETWEEN $3 AND $4`,
        [TITLES, adminId, first, first + step - 1]
      )
      console.log(`  tasks of cases ${first.toLocaleString('en')}…`)
    }
    for (const index of indexes.rows) await client.query(index.definition)
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK')
    throw error
  }
  await client.query('VACUUM (ANALYZE) tasks')
  console.log(`tasks seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`)
}

type TaskScenario = {
  name: string
  query: Record<string, string>
  /** The raw SQL's extra condition and its values (after the center, $1). */
  where: string
  values: unknown[]
  /** A full visit (every prop) rather than the list's partial reload. */
  visit?: boolean
}

function scenariosFor(adminId: number, agentId: number): TaskScenario[] {
  const overdue = `tasks.status = 'open' AND tasks.due_at < now()`
  return [
    { name: 'default view (visit)', query: {}, where: 'true', values: [], visit: true },
    {
      name: 'mine + overdue',
      query: { 'filters[mine][]': 'yes', 'filters[overdue][]': 'yes' },
      where: `tasks.assignee_id = $2 AND ${overdue}`,
      values: [adminId],
    },
    {
      name: 'mine',
      query: { 'filters[mine][]': 'yes' },
      where: 'tasks.assignee_id = $2',
      values: [adminId],
    },
    { name: 'overdue', query: { 'filters[overdue][]': 'yes' }, where: overdue, values: [] },
    {
      name: 'status open',
      query: { 'filters[status][]': 'open' },
      where: `tasks.status = 'open'`,
      values: [],
    },
    {
      name: 'category billing',
      query: { 'filters[category][]': 'billing' },
      where: `tasks.category = 'billing'`,
      values: [],
    },
    {
      name: 'assignee (an agent)',
      query: { 'filters[assignee][]': String(agentId) },
      where: 'tasks.assignee_id = $2',
      values: [agentId],
    },
    {
      name: 'title "discharge"',
      query: { q: 'discharge' },
      where: `tasks.title_search @@ to_tsquery('simple', 'discharge:*')`,
      values: [],
    },
  ]
}

/** The page and count the list runs, as raw SQL (center $1). */
function rawSql(scenario: TaskScenario) {
  const where = `WHERE tasks.center_id = $1 AND tasks.deleted_at IS NULL AND ${scenario.where}`
  return {
    page: `SELECT tasks.*, cases.number, a.first_name, a.last_name, b.first_name, b.last_name
      FROM tasks LEFT JOIN cases ON cases.id = tasks.case_id
      LEFT JOIN users a ON a.id = tasks.assignee_id LEFT JOIN users b ON b.id = tasks.closed_by_id
      ${where} ORDER BY tasks.due_at, tasks.id LIMIT 25`,
    // The list's count reads no joined column, so PostgreSQL drops the left joins.
    count: `SELECT count(*) FROM tasks ${where}`,
  }
}

async function timeList(app: SignedInApp, scenarios: TaskScenario[]) {
  const http = scenarios.map(() => [] as number[])
  for (let round = 0; round < iterations + WARM_UP; round++) {
    for (const [index, scenario] of scenarios.entries()) {
      const url = `${app.base}/navigate/tasks?${new URLSearchParams(scenario.query)}`
      const headers: Record<string, string> = {
        ...app.headers,
        'x-requested-with': 'XMLHttpRequest',
      }
      if (!scenario.visit) {
        headers['x-inertia-partial-component'] = 'navigate/tasks/index'
        headers['x-inertia-partial-data'] = 'rows,meta,query'
      }
      const started = performance.now()
      const response = await fetch(url, { headers })
      const body = await response.text()
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
      if (round >= WARM_UP) http[index].push(performance.now() - started)
      if (round === 0) {
        const { props } = JSON.parse(body) as { props: { meta?: { total: number } } }
        console.log(`  ${scenario.name}: ${props.meta?.total ?? '?'} tasks`)
      }
    }
  }
  return http
}

const client = new pg.Client({ connectionString: databaseUrl })
await client.connect()
try {
  await migrate()
  await seedCases(client)
  // Before the demo seed, whose demo tasks would otherwise read every case to give them theirs.
  await seedTasks(client)
  await seedDemo()
  const kul = await client.query<{ id: number }>(`SELECT id FROM centers WHERE code = 'KUL'`)
  const centerId = kul.rows[0].id
  const admin = await client.query<{ id: number }>(
    `SELECT id FROM users WHERE email = 'admin@demo.test'`
  )
  await client.query('UPDATE users SET current_center_id = $1 WHERE id = $2', [
    centerId,
    admin.rows[0].id,
  ])
  const agent = await client.query<{ id: number }>(
    `SELECT id FROM users WHERE email = 'agent1.kul@bench.test'`
  )
  // BENCH_ONLY="mine + overdue,mine" times those scenarios alone (a quicker second look).
  const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim())
  const scenarios = scenariosFor(admin.rows[0].id, agent.rows[0].id).filter(
    (scenario) => !only || only.includes(scenario.name)
  )
  const app = await startSignedIn()
  try {
    console.log(`timing ${iterations} requests per scenario (${load()})`)
    const http = await timeList(app, scenarios)
    console.log(load())
    for (const [index, scenario] of scenarios.entries()) {
      const sql = rawSql(scenario)
      const raw = await timeSql(client, Math.min(iterations, 50), async (db) => {
        await db.query(sql.page, [centerId, ...scenario.values])
        await db.query(sql.count, [centerId, ...scenario.values])
      })
      const p95 = percentile(http[index], 95)
      const verdict =
        scenario.name === 'mine + overdue' ? (p95 <= TARGET_MS ? ' MET' : ' MISSED') : ''
      console.log(
        `${scenario.name.padEnd(24)} request ${format(http[index])} | raw SQL ${format(raw)}${verdict}`
      )
    }
  } finally {
    app.stop()
  }
} finally {
  await client.end()
}
