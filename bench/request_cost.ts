/**
 * The cost of a request (issue 12): the app's production build and a bare Node + `pg` handler
 * (bench/bare_list_server.ts: the same list SQL, the same list props, nothing else) answer the
 * same two list partial reloads, measured side by side in one run, so the figures are ratios
 * taken under the same conditions:
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/assist_bench \
 *     node --import @poppinss/ts-exec bench/request_cost.ts \
 *     [--rounds 3] [--seconds 10] [--connections 32] [--requests 200] [--jit 15] [--wrk]
 *     [--instructions [--warm 2500] [--counted 60] [--windows 5]]
 *
 * 1. Migrates and seeds the database and tops the members up to a million (seed_members.ts).
 * 2. Counts the statements each request sends: the app and the floor run once with
 *    bench/sql_probe.ts loaded (not timed), a few requests each. The floor's statements must be
 *    among the app's, and its rows, meta and query equal to the app's, or the bench stops (the
 *    floor would not be the same page); the app's other statements are its framework work.
 * 3. Starts both again without the probe, reads the app's resident memory at rest after a few
 *    hundred requests, puts each server under `--jit` seconds of untimed load per scenario (so
 *    both run the code V8 optimises in a long-running server) and, in alternating rounds (the
 *    app first in odd rounds, the floor first in even ones), measures for each scenario: the p50 of requests sent
 *    one at a time, then requests per second and p99 with `--connections` connections for
 *    `--seconds` after 2 s of warm-up, and the list's SQL alone sent straight to PostgreSQL.
 *    The app's peak memory under load is read from /proc (VmHWM reset before each load through
 *    /proc/<pid>/clear_refs, else sampled).
 * 4. Prints one table with the issue's targets, and the load average before and after: the
 *    machine is shared, and the floor moves with the load as much as the app does.
 *
 * `--wrk` then measures each load once more with wrk beside this Node load generator, to show
 * whether the generator limits the figures. `--instructions` measures nothing by the clock:
 * both servers run under valgrind's callgrind, and after `--warm` requests (so the JIT has
 * optimised what a long-running server would have) it counts the instructions each executes
 * per request of each scenario (bench/instruction_count.ts). Those counts move far less than
 * the clock whatever else the machine does: the figure to compare a
 * change by on a busy machine, the median of `--windows` windows of `--counted` requests. The app is signed in as the demo administrator and
 * sends Inertia's partial-reload headers; the floor gets the same headers and ignores them.
 */
import { spawn } from 'node:child_process'
import { readFileSync, statSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { isDeepStrictEqual, parseArgs } from 'node:util'
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { freePort } from '../app/services/embedded_postgres.js'
import {
  appBuild,
  appRoot,
  memoryOf,
  migrateAndSeed,
  percentile,
  resetPeak,
  POOL_SIZE,
  requireDatabaseUrl,
  startSignedIn,
  type SignedInApp,
} from './harness.js'
import { seedMembers } from './seed_members.js'
import { defaultPageSize, floorList, readDatesAsText } from './bare_list_server.js'
import { sequential, underLoad, wrk, type Endpoint } from './http_load.js'
import {
  callgrindAvailable,
  callgrindEnv,
  callgrindWrapper,
  instructionsPerRequest,
} from './instruction_count.js'
import type { ProbedStatement } from './sql_probe.js'

const { values: options } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    requests: { type: 'string', default: '200' },
    wrk: { type: 'boolean', default: false },
    instructions: { type: 'boolean', default: false },
    warm: { type: 'string', default: '2500' },
    counted: { type: 'string', default: '60' },
    windows: { type: 'string', default: '5' },
    jit: { type: 'string', default: '15' },
  },
})
const ROUNDS = Number(options.rounds)
const SECONDS = Number(options.seconds)
const CONNECTIONS = Number(options.connections)
const REQUESTS = Number(options.requests)
const WARM_UP_MS = 2000
/** Seconds of untimed load per scenario and server before the rounds (`--jit`). */
const JIT_WARM_UP_S = Number(options.jit)

/** Issue 12's figures ("before"), for the table printed beside them. */
type Figures = {
  sql: number
  appP50: number
  bareP50: number
  appRps: number
  bareRps: number
  appP99: number
  bareP99: number
}

const scenarios: { name: string; path: string; component: string; issue: Figures }[] = [
  {
    name: 'ICD "fracture femur", sort title',
    path: '/manage/icds?q=fracture%20femur&sort=title',
    component: 'manage/icds/index',
    issue: {
      sql: 2.2,
      appP50: 7.5,
      bareP50: 2.7,
      appRps: 236,
      bareRps: 738,
      appP99: 188,
      bareP99: 63,
    },
  },
  {
    name: 'members "lim" at 1M',
    path: '/accounts/members?q=lim',
    component: 'accounts/members/index',
    issue: {
      sql: 1.9,
      appP50: 7.9,
      bareP50: 1.9,
      appRps: 237,
      bareRps: 700,
      appP99: 175,
      bareP99: 68,
    },
  },
]

/** The props a partial reload of the list asks for (inertia LIST_RELOAD_PROPS). */
const LIST_PROPS = 'rows,meta,query'

/** A server under measurement: where it listens, what it is sent, its process. */
type Server = { name: 'app' | 'bare'; pid: number; base: string; headers: Record<string, string> }

const bareScript = fileURLToPath(new URL('./bare_list_server.ts', import.meta.url))
// Named .js, as the project's imports are: ts-exec finds the .ts beside it from every folder.
const probeModule = new URL('./sql_probe.js', import.meta.url).href

/** The partial-reload request of a scenario, as Inertia's client sends it. */
function endpoint(server: Server, component: string): Endpoint {
  return {
    base: server.base,
    headers: {
      ...server.headers,
      'accept': 'text/html, application/xhtml+xml',
      'x-requested-with': 'XMLHttpRequest',
      'x-inertia-partial-component': component,
      'x-inertia-partial-data': LIST_PROPS,
    },
  }
}

/**
 * Starts the floor with the app's pool size and waits until it answers; `wrapper` is a command
 * it runs under (callgrind).
 */
async function startBare(
  databaseUrl: string,
  extraEnv: NodeJS.ProcessEnv = {},
  preload = false,
  wrapper: string[] = []
) {
  const port = await freePort()
  const [command, ...wrapperArgs] = [...wrapper, process.execPath]
  const child = spawn(
    command,
    [
      ...wrapperArgs,
      '--import',
      '@poppinss/ts-exec',
      ...(preload ? ['--import', probeModule] : []),
      bareScript,
    ],
    {
      cwd: fileURLToPath(new URL('../', import.meta.url)),
      env: {
        ...process.env,
        ...extraEnv,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        DB_POOL_MAX: String(POOL_SIZE),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    }
  )
  const base = `http://127.0.0.1:${port}`
  const stop = () => void child.kill('SIGKILL')
  for (let attempt = 0; attempt < (wrapper.length > 0 ? 600 : 120); attempt++) {
    if (child.exitCode !== null) throw new Error(`the bare handler exited (${child.exitCode})`)
    const answered = await fetch(`${base}${scenarios[0].path}`).then(
      (response) => response.status,
      () => null
    )
    if (answered === 200) return { pid: child.pid!, base, stop }
    if (answered !== null) throw new Error(`the bare handler answered ${answered}`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  stop()
  throw new Error('the bare handler did not answer in time')
}

/** The floor gets the app's very request (cookie and Inertia headers), which it ignores. */
const bareServer = (floor: { pid: number; base: string }, app: Server): Server => ({
  name: 'bare',
  pid: floor.pid,
  base: floor.base,
  headers: app.headers,
})

const appServer = (app: SignedInApp): Server => ({
  name: 'app',
  pid: app.pid,
  base: app.base,
  headers: app.headers,
})

function statementsSince(file: string, offset: number): ProbedStatement[] {
  return readFileSync(file)
    .subarray(offset)
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ProbedStatement)
}

/** What each of `count` requests sent to PostgreSQL, and the props of the last answer. */
async function probe(server: Server, log: string, component: string, path: string, count = 5) {
  const target = endpoint(server, component)
  await sequential(target, path, 0, 3)
  const perRequest: ProbedStatement[][] = []
  let props: unknown = null
  for (let index = 0; index < count; index++) {
    const offset = statSync(log).size
    const response = await fetch(new URL(path, target.base), { headers: target.headers })
    if (response.status !== 200) throw new Error(`${server.name} ${path}: ${response.status}`)
    props = ((await response.json()) as { props: unknown }).props
    // Work the app finishes after answering (a session write) lands here too.
    await new Promise((resolve) => setTimeout(resolve, 150))
    perRequest.push(statementsSince(log, offset))
  }
  return { perRequest, props }
}

/**
 * Where the floor's list props differ from the app's (its partial reload also carries the shared
 * props, which the floor leaves out), or null when rows, meta and query are equal.
 */
function listDifference(app: unknown, bare: unknown): string | null {
  const ofApp = (app ?? {}) as Record<string, unknown>
  const ofBare = (bare ?? {}) as Record<string, unknown>
  for (const key of LIST_PROPS.split(',')) {
    if (isDeepStrictEqual(ofApp[key], ofBare[key])) continue
    const appRows = Array.isArray(ofApp[key]) ? (ofApp[key] as unknown[]) : [ofApp[key]]
    const bareRows = Array.isArray(ofBare[key]) ? (ofBare[key] as unknown[]) : [ofBare[key]]
    const at = appRows.findIndex((row, index) => !isDeepStrictEqual(row, bareRows[index]))
    const index = at === -1 ? appRows.length : at
    return (
      `${key}[${index}]: app ${JSON.stringify(appRows[index])}, ` +
      `bare ${JSON.stringify(bareRows[index])}`
    )
  }
  return null
}

const sameStatement = (a: ProbedStatement, b: ProbedStatement) =>
  a.text === b.text && JSON.stringify(a.values) === JSON.stringify(b.values)

/** "select sessions", "update sessions": the statement's verb and first table. */
function describe(statement: ProbedStatement) {
  const verb = statement.text.trim().split(/\s+/)[0].toLowerCase()
  const table = statement.text.match(/\b(?:from|update|into)\s+"?(\w+)"?/i)?.[1] ?? '?'
  return `${verb} ${table}`
}

type StatementCount = { total: [number, number]; list: number; framework: string[] }

/**
 * Step 2: counts each scenario's statements per request in a probed run of both servers, and
 * stops the bench when the floor no longer runs the app's list SQL or answers other rows.
 */
async function countStatements(databaseUrl: string): Promise<StatementCount[]> {
  const { dir } = await appBuild()
  const appLog = `${dir}/app_sql.log`
  const bareLog = `${dir}/bare_sql.log`
  writeFileSync(appLog, '')
  writeFileSync(bareLog, '')
  const app = await startSignedIn({
    preload: ['@poppinss/ts-exec', probeModule],
    env: { BENCH_SQL_LOG: appLog },
  })
  const bare = await startBare(databaseUrl, { BENCH_SQL_LOG: bareLog }, true)
  try {
    const counts: StatementCount[] = []
    for (const scenario of scenarios) {
      const ofApp = await probe(appServer(app), appLog, scenario.component, scenario.path)
      const ofBare = await probe(
        { name: 'bare', pid: bare.pid, base: bare.base, headers: {} },
        bareLog,
        scenario.component,
        scenario.path
      )
      const last = ofApp.perRequest.at(-1)!
      const floor = ofBare.perRequest.at(-1)!
      const missing = floor.filter(
        (statement) => !last.some((sent) => sameStatement(sent, statement))
      )
      if (missing.length > 0) {
        throw new Error(
          `${scenario.name}: the bare handler sends SQL the app does not; update ` +
            `bench/bare_list_server.ts.\nThe app sent:\n${last.map((s) => JSON.stringify(s)).join('\n')}\n` +
            `The floor sent, not in the app's:\n${missing.map((s) => JSON.stringify(s)).join('\n')}`
        )
      }
      const differs = listDifference(ofApp.props, ofBare.props)
      if (differs) {
        throw new Error(
          `${scenario.name}: the bare handler's list differs from the app's (${differs}); ` +
            `update bench/bare_list_server.ts.`
        )
      }
      const framework = last.filter(
        (sent) => !floor.some((statement) => sameStatement(sent, statement))
      )
      const sizes = ofApp.perRequest.map((statements) => statements.length)
      counts.push({
        total: [Math.min(...sizes), Math.max(...sizes)],
        list: last.length - framework.length,
        framework: framework.map(describe),
      })
    }
    return counts
  } finally {
    app.stop()
    bare.stop()
  }
}

/** Resident memory of a process, in MB: now, and its peak since start or the last reset. */
/** The load, with the process's memory peak while it lasted. */
async function loadWithPeak(server: Server, component: string, path: string) {
  const reset = resetPeak(server.pid)
  let sampled = memoryOf(server.pid).rss
  const timer = setInterval(() => {
    sampled = Math.max(sampled, memoryOf(server.pid).rss)
  }, 100)
  try {
    const result = await underLoad(endpoint(server, component), path, {
      connections: CONNECTIONS,
      warmUpMs: WARM_UP_MS,
      durationMs: SECONDS * 1000,
    })
    const peak = reset ? Math.max(memoryOf(server.pid).peak, sampled) : sampled
    return { ...result, peak }
  } finally {
    clearInterval(timer)
  }
}

/** The list's statements alone, sent by this process as the floor sends them. */
async function timeListSql(pool: pg.Pool, path: string, perPage: number, count: number) {
  const url = new URL(path, 'http://floor')
  const times: number[] = []
  for (let index = 0; index < count + 10; index++) {
    const started = performance.now()
    await floorList(pool, url, perPage)
    if (index >= 10) times.push(performance.now() - started)
  }
  return times
}

type Samples = {
  appSeq: number[]
  bareSeq: number[]
  appRps: number[]
  bareRps: number[]
  appLat: number[]
  bareLat: number[]
  sql: number[]
  appPeak: number
}

const ms = (value: number) => `${value.toFixed(1)} ms`
const mb = (value: number) => `${value.toFixed(0)} MB`
const pct = (value: number) => `${(value * 100).toFixed(0)}%`
const median = (values: number[]) => percentile(values, 50)
const loadNow = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')
const mark = (ok: boolean) => (ok ? 'met' : 'MISSED')

const databaseUrl = requireDatabaseUrl()
await migrateAndSeed()
{
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  await seedMembers(client)
  await client.end()
}
const build = await appBuild()
console.log(
  `Request cost (issue 12): ${appRoot}, build ${build.hash.slice(0, 12)}, pool ${POOL_SIZE}, ` +
    `${ROUNDS} alternating rounds, ${REQUESTS} requests one at a time, ${SECONDS} s at ` +
    `${CONNECTIONS} connections after ${WARM_UP_MS / 1000} s of warm-up.`
)

/**
 * `--instructions`: both servers under callgrind, warmed up, then the instructions each runs per
 * request of each scenario, and the app's as a multiple of the floor's.
 */
async function countInstructions() {
  if (!callgrindAvailable())
    throw new Error('--instructions needs valgrind (apt-get install valgrind)')
  const warm = Number(options.warm)
  const counted = Number(options.counted)
  const WINDOWS = Number(options.windows)
  console.log(
    `\nInstructions per request (callgrind): ${warm} requests of warm-up, then ${counted} counted ` +
      `one at a time, in ${WINDOWS} windows; each server in its own process.`
  )
  const appProcess = await startSignedIn({ wrapper: callgrindWrapper('app'), env: callgrindEnv })
  const bareProcess = await startBare(databaseUrl, callgrindEnv, false, callgrindWrapper('bare'))
  const app = appServer(appProcess)
  const bare = bareServer(bareProcess, app)
  try {
    console.log('\n| page | app instructions per request | bare | app ÷ bare |\n|---|---|---|---|')
    for (const scenario of scenarios) {
      // The two servers count their own instructions: they may run side by side.
      const [ofApp, ofBare] = await Promise.all(
        [app, bare].map(async (server) => {
          const target = endpoint(server, scenario.component)
          await sequential(target, scenario.path, 0, warm)
          const perWindow: number[] = []
          for (let round = 0; round < WINDOWS; round++) {
            perWindow.push(
              await instructionsPerRequest(server.name, server.pid, async () => {
                await sequential(target, scenario.path, counted, 0)
                return counted
              })
            )
          }
          return perWindow
        })
      )
      // A window that holds a full garbage collection or a burst of optimising counts more
      // than the others: the median of the windows, and their range beside it.
      const figure = (values: number[]) =>
        `${(median(values) / 1e6).toFixed(2)} M (${(Math.min(...values) / 1e6).toFixed(2)}–` +
        `${(Math.max(...values) / 1e6).toFixed(2)})`
      console.log(
        `| ${scenario.name} | ${figure(ofApp)} | ${figure(ofBare)} | ` +
          `${(median(ofApp) / median(ofBare)).toFixed(2)}× |`
      )
    }
  } finally {
    appProcess.stop()
    bareProcess.stop()
  }
}

if (options.instructions) {
  await countInstructions()
  process.exit(0)
}

console.log('\nStatements per request (a probed, untimed run)…')
const statements = await countStatements(databaseUrl)

readDatesAsText()
const sqlPool = new pg.Pool({ connectionString: databaseUrl, max: 2 })
const perPage = await defaultPageSize(sqlPool)
const appProcess = await startSignedIn()
const bareProcess = await startBare(databaseUrl)
const app = appServer(appProcess)
const bare = bareServer(bareProcess, app)
const samples: Samples[] = scenarios.map(() => ({
  appSeq: [],
  bareSeq: [],
  appRps: [],
  bareRps: [],
  appLat: [],
  bareLat: [],
  sql: [],
  appPeak: 0,
}))
let idle = { app: 0, bare: 0 }
let idleAfter = 0
const loadBefore = loadNow()
let loadAfter = ''
const wrkLines: string[] = []
try {
  // Warm-up: every code path and connection used, then the app's memory at rest.
  for (const scenario of scenarios) {
    for (const server of [app, bare]) {
      await sequential(endpoint(server, scenario.component), scenario.path, 0, 100)
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 3000))
  idle = { app: memoryOf(app.pid).rss, bare: memoryOf(bare.pid).rss }
  console.log(
    `\nAt rest after warm-up: app RSS ${mb(idle.app)}, bare ${mb(idle.bare)}. ` +
      `Load average ${loadBefore} on ${cpus().length} CPUs (shared).`
  )
  // Then each server under the load for a while (untimed), as a server that has run for an hour
  // has been: V8 optimises a function after a few thousand calls, and a page calls most of the
  // app's once, so a round measured within its first thousands of requests measures the
  // compiler too (a tenth of the app's instructions: bench/instruction_count.ts).
  if (JIT_WARM_UP_S > 0) {
    for (const scenario of scenarios) {
      for (const server of [app, bare]) {
        await underLoad(endpoint(server, scenario.component), scenario.path, {
          connections: CONNECTIONS,
          warmUpMs: 0,
          durationMs: JIT_WARM_UP_S * 1000,
        })
      }
    }
  }

  for (let round = 1; round <= ROUNDS; round++) {
    for (const [index, scenario] of scenarios.entries()) {
      const into = samples[index]
      const order = round % 2 === 1 ? [app, bare] : [bare, app]
      const line: string[] = [`round ${round}  ${scenario.name.padEnd(34)}`]
      for (const server of order) {
        const times = await sequential(
          endpoint(server, scenario.component),
          scenario.path,
          REQUESTS
        )
        const loaded = await loadWithPeak(server, scenario.component, scenario.path)
        if (server.name === 'app') {
          into.appSeq.push(...times)
          into.appRps.push(loaded.rps)
          into.appLat.push(...loaded.latencies)
          into.appPeak = Math.max(into.appPeak, loaded.peak)
        } else {
          into.bareSeq.push(...times)
          into.bareRps.push(loaded.rps)
          into.bareLat.push(...loaded.latencies)
        }
        line.push(
          `${server.name} p50 ${ms(median(times))}, ${loaded.rps.toFixed(0)} rps, ` +
            `p99 ${ms(percentile(loaded.latencies, 99))}` +
            (server.name === 'app' ? `, peak ${mb(loaded.peak)}` : '')
        )
      }
      const sql = await timeListSql(sqlPool, scenario.path, perPage, REQUESTS)
      into.sql.push(...sql)
      line.push(`SQL ${ms(median(sql))}`)
      console.log(line.join(' | '))
    }
  }
  loadAfter = loadNow()
  await new Promise((resolve) => setTimeout(resolve, 3000))
  idleAfter = memoryOf(app.pid).rss

  if (options.wrk) {
    console.log('\nLoad generator check: this Node generator, then wrk (-t2), same load…')
    for (const scenario of scenarios) {
      for (const server of [app, bare]) {
        const target = endpoint(server, scenario.component)
        const node = await underLoad(target, scenario.path, {
          connections: CONNECTIONS,
          warmUpMs: WARM_UP_MS,
          durationMs: SECONDS * 1000,
        })
        const measured = await wrk(target, scenario.path, {
          connections: CONNECTIONS,
          seconds: SECONDS,
        })
        wrkLines.push(
          `${scenario.name.padEnd(34)} ${server.name.padEnd(4)} node ${node.rps.toFixed(0)} rps, ` +
            `p99 ${ms(percentile(node.latencies, 99))} | ` +
            (measured
              ? `wrk ${measured.rps.toFixed(0)} rps, p50 ${ms(measured.p50)}, p99 ${ms(measured.p99)}` +
                (measured.non2xx ? `, ${measured.non2xx} non-2xx` : '')
              : 'wrk not installed (apt-get install wrk)')
        )
        console.log(wrkLines.at(-1))
      }
    }
  }
} finally {
  appProcess.stop()
  bareProcess.stop()
  await sqlPool.end()
}

const rows = scenarios.map((scenario, index) => {
  const s = samples[index]
  const appP50 = median(s.appSeq)
  const bareP50 = median(s.bareSeq)
  const appRps = s.appRps.reduce((a, b) => a + b, 0) / s.appRps.length
  const bareRps = s.bareRps.reduce((a, b) => a + b, 0) / s.bareRps.length
  const appP99 = percentile(s.appLat, 99)
  const bareP99 = percentile(s.bareLat, 99)
  return {
    scenario,
    sql: median(s.sql),
    appP50,
    bareP50,
    delta: appP50 - bareP50,
    appRps,
    bareRps,
    efficiency: appRps / bareRps,
    appP99,
    bareP99,
    tail: appP99 / bareP99,
    peak: s.appPeak,
    statements: statements[index],
  }
})

console.log(`
Results (${ROUNDS} rounds pooled: p50 and p99 over every request, rps the mean of the rounds).
Load average before ${loadBefore}, after ${loadAfter}, on ${cpus().length} CPUs shared with other
work: the floor slows with the load as the app does, but compare runs made at a similar load.

| page | SQL of the list | app p50 (1 conn) | bare p50 | app rps at ${CONNECTIONS} conns | bare rps | app p99 at ${CONNECTIONS} | bare p99 |
|---|---|---|---|---|---|---|---|`)
for (const row of rows) {
  console.log(
    `| ${row.scenario.name} | ${ms(row.sql)} | ${ms(row.appP50)} | ${ms(row.bareP50)} | ` +
      `${row.appRps.toFixed(0)} | ${row.bareRps.toFixed(0)} | ${ms(row.appP99)} | ${ms(row.bareP99)} |`
  )
}

const statementLine = (count: StatementCount) => {
  const total = count.total[0] === count.total[1] ? `${count.total[0]}` : count.total.join('–')
  return `${total} = ${count.list} of the list + ${count.framework.length} of framework work (${count.framework.join(', ')})`
}
console.log(`
Targets (issue 12):`)
for (const row of rows) {
  console.log(`  ${row.scenario.name}
    Δ = app p50 − bare p50 = ${ms(row.delta).padEnd(10)} target ≤ 2 ms       ${mark(row.delta <= 2)}
    E = app rps / bare rps = ${pct(row.efficiency).padEnd(10)} target ≥ 50%       ${mark(row.efficiency >= 0.5)}
    app p99 / bare p99     = ${`${row.tail.toFixed(2)}×`.padEnd(10)} target ≤ 1.5×      ${mark(row.tail <= 1.5)}
    statements per request: ${statementLine(row.statements)}; target ≤ 2 of framework work ${mark(row.statements.framework.length <= 2)}`)
}
const peak = Math.max(...rows.map((row) => row.peak))
console.log(`  App memory (server process)
    idle RSS after warm-up = ${mb(idle.app).padEnd(10)} target ≤ 150 MB    ${mark(idle.app <= 150)}   (at rest after the loads: ${mb(idleAfter)})
    peak RSS at ${CONNECTIONS} conns    = ${mb(peak).padEnd(10)} target ≤ 250 MB    ${mark(peak <= 250)}
  (bare handler at rest: ${mb(idle.bare)})`)
if (wrkLines.length > 0) console.log(`\nLoad generator check:\n${wrkLines.join('\n')}`)
