/**
 * ICD index speed: p50/p95 server time of GET /manage/icds (Inertia JSON) with and without a
 * search term, beside the raw SQL time of the same page and count queries.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/assist_bench \
 *     node --import @poppinss/ts-exec bench/icds_index.ts [iterations]
 *
 * It migrates and seeds the given database (the full ICD table), starts the app in-process on a
 * free loopback port, signs in as the demo administrator, and prints one line per scenario.
 * Target (issue 3): under 50 ms server time per page on PostgreSQL.
 */
import { performance } from 'node:perf_hooks'
import { execFileSync, spawn } from 'node:child_process'
import pg from 'pg'
import { freePort } from '../app/services/embedded_postgres.js'
import { icdSearchClause } from '../app/resources/icds.js'

const databaseUrl = process.env.DATABASE_URL
if (!databaseUrl) {
  console.error('Set DATABASE_URL to a PostgreSQL database the benchmark may migrate and seed.')
  process.exit(1)
}
const iterations = Number(process.argv[2] ?? 50)
const scenarios: { name: string; query: Record<string, string> }[] = [
  { name: 'no search', query: {} },
  { name: 'code prefix "S72.0"', query: { q: 'S72.0' } },
  { name: 'title words "fracture femur"', query: { q: 'fracture femur' } },
  { name: 'chapter filter + sort by title', query: { 'filters[chapter]': '19', 'sort': 'title' } },
]

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

function format(values: number[]) {
  return `p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms`
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
  for (let attempt = 0; attempt < 60 && !ready; attempt++) {
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

  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  console.log(`ICD index, ${iterations} requests per scenario (after 5 warm-up requests)`)
  for (const scenario of scenarios) {
    const url = `${base}/manage/icds?${new URLSearchParams(scenario.query)}`
    const http: number[] = []
    for (let index = 0; index < iterations + 5; index++) {
      const started = performance.now()
      const response = await fetch(url, {
        headers: {
          'cookie': cookieHeader(),
          'x-inertia': 'true',
          'x-inertia-version': version.version,
        },
      })
      await response.arrayBuffer()
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
      if (index >= 5) http.push(performance.now() - started)
    }
    const sql = sqlFor(scenario.query)
    const raw: number[] = []
    for (let index = 0; index < iterations + 5; index++) {
      const started = performance.now()
      await client.query(sql.page, sql.values)
      await client.query(sql.count, sql.values)
      if (index >= 5) raw.push(performance.now() - started)
    }
    console.log(`${scenario.name.padEnd(34)} request ${format(http)} | raw SQL ${format(raw)}`)
  }
  await client.end()
} finally {
  server.kill('SIGKILL')
}

/** The same page and count queries the list helper builds for each scenario. */
function sqlFor(query: Record<string, string>) {
  const where = ['deleted_at IS NULL']
  const values: unknown[] = []
  const clause = query.q ? icdSearchClause(query.q) : null
  if (clause) {
    values.push(clause.binding)
    where.push(clause.sql.replace('?', `$${values.length}`))
  }
  if (query['filters[chapter]']) {
    values.push(Number(query['filters[chapter]']))
    where.push(`chapter = $${values.length}`)
  }
  const order = query.sort === 'title' ? 'title ASC, id ASC' : 'code_key ASC, id ASC'
  const condition = where.join(' AND ')
  return {
    page: `SELECT id, code, title, chapter, billable, updated_at, deleted_at FROM icds WHERE ${condition} ORDER BY ${order} LIMIT 25`,
    count: `SELECT count(*) FROM icds WHERE ${condition}`,
    values,
  }
}
