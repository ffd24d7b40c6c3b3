/**
 * ICD index speed: p50/p95/p99 server time of GET /manage/icds (Inertia JSON) with and without a
 * search term, beside the raw SQL time of the same total and page queries.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/assist_bench \
 *     node --import @poppinss/ts-exec bench/icds_index.ts [requests per scenario, default 200]
 *
 * It migrates and seeds the given database (the full ICD table), starts the app in production
 * mode on a free loopback port, signs in as the demo administrator, and prints one line per
 * scenario. The scenarios take turns request by request, so a burst of other work on the machine
 * lands on all of them alike; the load average is printed too, as a busy machine moves the p95
 * more than anything measured here. Target (issue 3): under 50 ms server time per page, at p95,
 * on PostgreSQL.
 */
import { loadavg, cpus } from 'node:os'
import { performance } from 'node:perf_hooks'
import { execFileSync, spawn } from 'node:child_process'
import pg from 'pg'
import { freePort } from '../app/services/embedded_postgres.js'
import { icdSearchClause, SORT_ICD_MATCHES_UP_TO } from '../app/resources/icds.js'

const databaseUrl = process.env.DATABASE_URL
if (!databaseUrl) {
  console.error('Set DATABASE_URL to a PostgreSQL database the benchmark may migrate and seed.')
  process.exit(1)
}
const iterations = Number(process.argv[2] ?? 200)
const WARM_UP = 5
const scenarios: { name: string; query: Record<string, string> }[] = [
  { name: 'no search', query: {} },
  { name: 'code prefix "S72.0"', query: { q: 'S72.0' } },
  { name: 'title words "fracture femur"', query: { q: 'fracture femur' } },
  { name: 'chapter filter + sort by title', query: { 'filters[chapter]': '19', 'sort': 'title' } },
  // 3k matches, all late in the code order (T codes): what walking the sort index does worst.
  { name: 'title word "poisoning"', query: { q: 'poisoning' } },
  // A first keystroke: 41k matches, the biggest count a search asks for.
  { name: 'title word "a"', query: { q: 'a' } },
]

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

function format(values: number[]) {
  return [50, 95, 99].map((p) => `p${p} ${percentile(values, p).toFixed(1)}`).join(', ') + ' ms'
}

function load() {
  return `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')} on ${cpus().length} CPUs`
}

const env = {
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  APP_KEY: 'bench-only-app-key-0123456789abcdef',
  HOST: '127.0.0.1',
}
execFileSync(
  process.execPath,
  ['--import', '@poppinss/ts-exec', 'ace.js', 'migration:run', '--force'],
  { env, stdio: 'ignore' }
)
// Production mode skips demo users; the bench signs in as a user it creates here.
execFileSync(process.execPath, ['--import', '@poppinss/ts-exec', 'ace.js', 'db:seed'], {
  env: { ...env, NODE_ENV: 'development' },
  stdio: 'ignore',
})

const port = await freePort()
const server = spawn(process.execPath, ['--import', '@poppinss/ts-exec', 'bin/server.ts'], {
  env: { ...env, PORT: String(port), APP_URL: `http://127.0.0.1:${port}` },
  stdio: 'ignore',
})
const base = `http://127.0.0.1:${port}`
try {
  let ready = false
  // Two minutes: on a busy machine, compiling the app on start takes a while.
  for (let attempt = 0; attempt < 240 && !ready; attempt++) {
    try {
      const probe = await fetch(`${base}/login`)
      ready = probe.ok
      // Production mode renders with the built assets' manifest.
      if (!ready) throw new Error(`/login answered ${probe.status}: run npm run build first`)
    } catch (error) {
      if (error instanceof Error && error.message.includes('npm run build')) throw error
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  }
  if (!ready) throw new Error('the app did not answer on /login within two minutes')
  const cookies = new Map<string, string>()
  const remember = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const index = pair.indexOf('=')
      cookies.set(pair.slice(0, index), pair.slice(index + 1))
    }
  }
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  remember(await fetch(`${base}/login`))
  const signIn = await fetch(`${base}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'cookie': cookieHeader(),
      'content-type': 'application/json',
      'x-xsrf-token': decodeURIComponent(cookies.get('XSRF-TOKEN') ?? ''),
    },
    body: JSON.stringify({ email: 'admin@demo.test', password: 'Demo-Passw0rd!' }),
  })
  remember(signIn)
  if (signIn.headers.get('location') !== '/dashboard') throw new Error('sign-in failed')
  const dashboard = await fetch(`${base}/dashboard`, {
    headers: { 'cookie': cookieHeader(), 'x-inertia': 'true' },
  })
  const version = (await dashboard.json()) as { version: string }

  const headers = {
    'cookie': cookieHeader(),
    'x-inertia': 'true',
    'x-inertia-version': version.version,
  }
  console.log(`ICD index, ${iterations} requests per scenario, taking turns (${load()})`)
  const http = scenarios.map(() => [] as number[])
  for (let round = 0; round < iterations + WARM_UP; round++) {
    for (const [index, scenario] of scenarios.entries()) {
      const url = `${base}/manage/icds?${new URLSearchParams(scenario.query)}`
      const started = performance.now()
      const response = await fetch(url, { headers })
      await response.arrayBuffer()
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
      if (round >= WARM_UP) http[index].push(performance.now() - started)
    }
  }

  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  for (const [index, scenario] of scenarios.entries()) {
    const sql = sqlFor(scenario.query)
    const raw: number[] = []
    for (let round = 0; round < iterations + WARM_UP; round++) {
      const started = performance.now()
      const { rows } = await client.query<{ total: string | null }>(sql.total, sql.totalValues)
      await client.query(sql.page(Number(rows[0].total ?? 0)), sql.values)
      if (round >= WARM_UP) raw.push(performance.now() - started)
    }
    console.log(
      `${scenario.name.padEnd(34)} request ${format(http[index])} | raw SQL ${format(raw)}`
    )
  }
  await client.end()
  console.log(`(${load()})`)
} finally {
  server.kill('SIGKILL')
}

/**
 * The total and page queries the list runs for each scenario (app/resources/icds.ts and
 * app/queries/list_query.ts); keep them in step with the app, or the raw column means nothing.
 */
function sqlFor(query: Record<string, string>) {
  const where = ['deleted_at IS NULL']
  const values: unknown[] = []
  const clause = query.q ? icdSearchClause(query.q) : null
  if (clause) {
    values.push(clause.binding)
    where.push(clause.sql.replace('?', `$${values.length}`))
  }
  const chapter = query['filters[chapter]'] ? Number(query['filters[chapter]']) : null
  if (chapter !== null) {
    values.push(chapter)
    where.push(`chapter IN ($${values.length})`)
  }
  const order = query.sort === 'title' ? 'title ASC, id ASC' : 'code_key ASC, id ASC'
  const condition = where.join(' AND ')
  const columns = 'id, code, title, chapter, billable, updated_at, deleted_at'
  // An unsearched total comes from the counts the triggers keep; a search counts its matches.
  const counts = `SELECT sum(live) AS total FROM icd_live_counts`
  const total = clause
    ? `SELECT count(*) AS total FROM icds WHERE ${condition}`
    : chapter !== null
      ? `${counts} WHERE chapter IN ($1)`
      : counts
  const totalValues = clause ? values : chapter !== null ? [chapter] : []
  // A small title search reads its matches through a fenced subquery, then sorts them.
  const fenced = `(SELECT icds.* FROM icds WHERE ${condition} OFFSET 0) AS icds`
  const page = (found: number) =>
    clause?.kind === 'words' && found <= SORT_ICD_MATCHES_UP_TO
      ? `SELECT ${columns} FROM ${fenced} ORDER BY ${order} LIMIT 25`
      : `SELECT ${columns} FROM icds WHERE ${condition} ORDER BY ${order} LIMIT 25`
  return { total, totalValues, page, values }
}
