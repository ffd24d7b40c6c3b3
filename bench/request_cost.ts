/**
 * The cost of a request (issue 12, measured as issue 28 asks): the app's production build and a
 * bare Node + `pg` handler (bench/bare_list_server.ts: the same SQL, the same response bytes,
 * nothing else) answer the same partial reloads, measured in turns that alternate quickly, so
 * the figures are differences and ratios taken under the same conditions:
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/assist_bench \
 *     node --import @poppinss/ts-exec bench/request_cost.ts \
 *     [--rounds 3] [--requests 200] [--seconds 10] [--slices 10] [--connections 32] [--jit 15]
 *     [--max-load 3 [--wait 10]] [--wrk] [--instructions [--warm 2500] [--counted 60] [--windows 5]]
 *
 * The pages: an ICD search, a member search at a million members, the case list's default view
 * at two million cases (bench/seed_cases.ts, 500,000 live in the administrator's center) and a
 * case's tasks tab (2,000 open tasks), each as the browser reloads it.
 *
 * 1. Migrates and seeds the database, and tops it up as bench/cases_index.ts does.
 * 2. Runs both servers once with bench/sql_probe.ts loaded (not timed) and a few requests per
 *    page: the floor's statements must be among the app's and its answer byte for byte the
 *    app's, or the bench stops (the floor would not be the same page). The app's statements
 *    beyond the floor's are the framework's work (and any the app reads and does not send).
 * 3. Starts both again without the probe, reads the app's resident memory at rest, puts each
 *    server under `--jit` seconds of untimed load per page (so both run the code V8 optimises
 *    in a long-running server), then in `--rounds` rounds measures each page:
 *    - Δ: `--requests` requests one at a time to each server, taking turns request by request
 *      (bench/http_load.ts interleaved): app p50 − floor p50, both taken over the same seconds;
 *    - E and the p99 under `--connections` closed loops: `--seconds` of measured load per server
 *      in `--slices` slices, the servers taking turns slice by slice (alternatingLoad), so a
 *      change in the machine's load lands on both: E = app rps / floor rps, and app p99 ÷
 *      floor p99, printed with its parts, 1/E and the tail shape (Round.shape);
 *    - the page's SQL and shaping alone, sent by this process as the floor sends them.
 *    The 1-minute load average is read before and after each page of each round.
 * 4. Prints every round and the median of the rounds (never a figure pooled over rounds: one
 *    slow round of either server would move it), and each target against the median.
 *
 * `--wrk` then measures each load once more with wrk beside this Node load generator, to show
 * whether the generator limits the figures. `--instructions` measures nothing by the clock:
 * both servers run under valgrind's callgrind, and after `--warm` requests (so the JIT has
 * optimised what a long-running server would have) it counts the instructions each executes
 * per request of each page (bench/instruction_count.ts). Those counts move far less than the
 * clock whatever else the machine does: the figure to compare a change by on a busy machine,
 * the median of `--windows` windows of `--counted` requests. The app is signed in as the demo
 * administrator and sends Inertia's partial-reload headers; the floor gets the same headers
 * and ignores them.
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { cpus, loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { freePort } from '../app/services/embedded_postgres.js'
import {
  appBuild,
  appRoot,
  memoryOf,
  migrate,
  percentile,
  resetPeak,
  POOL_SIZE,
  requireDatabaseUrl,
  seedDemo,
  startSignedIn,
  type SignedInApp,
} from './harness.js'
import { openedCases, seedCaseRecords, seedCases } from './seed_cases.js'
import {
  BENCH_USER,
  floorContext,
  floorPage,
  readDatesAsText,
  type FloorContext,
} from './bare_list_server.js'
import {
  alternatingLoad,
  interleaved,
  sequential,
  underLoad,
  wrk,
  type Endpoint,
} from './http_load.js'
import {
  callgrindAvailable,
  callgrindEnv,
  callgrindWrapper,
  instructionsPerRequest,
} from './instruction_count.js'
import type { ProbedStatement } from './sql_probe.js'

const { values: options } = parseArgs({
  options: {
    'rounds': { type: 'string', default: '3' },
    'requests': { type: 'string', default: '200' },
    'seconds': { type: 'string', default: '10' },
    'slices': { type: 'string', default: '10' },
    'connections': { type: 'string', default: '32' },
    'wrk': { type: 'boolean', default: false },
    'instructions': { type: 'boolean', default: false },
    'warm': { type: 'string', default: '2500' },
    'counted': { type: 'string', default: '60' },
    'windows': { type: 'string', default: '5' },
    'jit': { type: 'string', default: '15' },
    'max-load': { type: 'string' },
    'wait': { type: 'string', default: '10' },
    // Some of the pages only, by key (icd, members, cases, tasks): a quicker look at one change.
    'pages': { type: 'string' },
  },
})
const ROUNDS = Number(options.rounds)
const REQUESTS = Number(options.requests)
const SECONDS = Number(options.seconds)
const SLICES = Number(options.slices)
const CONNECTIONS = Number(options.connections)
/** Untimed load at the start of each slice: the other server's turn left the loops idle. */
const SETTLE_MS = 300
/** Seconds of untimed load per page and server before the rounds (`--jit`). */
const JIT_WARM_UP_S = Number(options.jit)
/**
 * `--max-load`: before each round, wait (up to `--wait` minutes) for the 1-minute load average
 * to fall under it; a round that starts above it anyway says so. The bench's own servers,
 * PostgreSQL and load generator keep two CPUs busy, so the load right after a round is 2–3.
 */
const MAX_LOAD = options['max-load'] === undefined ? null : Number(options['max-load'])
const WAIT_MINUTES = Number(options.wait)

/** Waits for the load average to fall under MAX_LOAD; false when it did not in time. */
async function awaitQuiet() {
  if (MAX_LOAD === null) return true
  const until = performance.now() + WAIT_MINUTES * 60_000
  while (loadavg()[0] >= MAX_LOAD) {
    if (performance.now() >= until) return false
    await new Promise((resolve) => setTimeout(resolve, 10_000))
  }
  return true
}

/** Issue 28's targets, each held by the median of the rounds. */
const TARGETS = { delta: 1.5, efficiency: 0.65, tail: 1.4, frameworkStatements: 2 } as const

/** A page both servers answer: a partial reload, as Inertia's client sends it. */
type Page = { key: string; name: string; path: string; component: string; only: string }

/** The props a partial reload of a list asks for (inertia LIST_RELOAD_PROPS). */
const LIST_PROPS = 'rows,meta,query'

function pagesFor(tasksCaseId: number): Page[] {
  return [
    {
      key: 'icd',
      name: 'ICD "fracture femur", sort title',
      path: '/manage/icds?q=fracture%20femur&sort=title',
      component: 'manage/icds/index',
      only: LIST_PROPS,
    },
    {
      key: 'members',
      name: 'members "lim" at 1M',
      path: '/accounts/members?q=lim',
      component: 'accounts/members/index',
      only: LIST_PROPS,
    },
    {
      key: 'cases',
      name: 'case list at 2M (500k in center)',
      path: '/navigate/cases',
      component: 'navigate/cases/index',
      only: LIST_PROPS,
    },
    {
      // The tab's table reloading itself (a sort, a page, a search): only its prop.
      key: 'tasks',
      name: 'case tasks tab (2,000 open)',
      path: `/navigate/cases/${tasksCaseId}?tab=tasks`,
      component: 'navigate/cases/view',
      only: 'tasks',
    },
  ]
}

/** A server under measurement: where it listens, what it is sent, its process. */
type Server = { name: 'app' | 'bare'; pid: number; base: string; headers: Record<string, string> }

const bareScript = fileURLToPath(new URL('./bare_list_server.ts', import.meta.url))
// Named .js, as the project's imports are: ts-exec finds the .ts beside it from every folder.
const probeModule = new URL('./sql_probe.js', import.meta.url).href

/** The partial-reload request of a page, as Inertia's client sends it. */
function endpoint(server: Server, page: Page): Endpoint {
  return {
    base: server.base,
    headers: {
      ...server.headers,
      'accept': 'text/html, application/xhtml+xml',
      'x-requested-with': 'XMLHttpRequest',
      'x-inertia-partial-component': page.component,
      'x-inertia-partial-data': page.only,
    },
  }
}

/**
 * The asset version the app's Inertia answers with, computed from the build's manifest as
 * config/inertia.ts does at boot; the floor is given it, as the app computes it once.
 */
function assetVersion(buildDir: string) {
  const manifest = readFileSync(join(buildDir, 'public/assets/.vite/manifest.json'))
  return createHash('md5').update(manifest).digest('hex')
}

/**
 * Starts the floor with the app's pool size and waits until it answers `probePath`; `wrapper` is
 * a command it runs under (callgrind).
 */
async function startBare(
  databaseUrl: string,
  probePath: string,
  extraEnv: NodeJS.ProcessEnv = {},
  preload = false,
  wrapper: string[] = []
) {
  const port = await freePort()
  const { dir } = await appBuild()
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
        FLOOR_ASSET_VERSION: assetVersion(dir),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    }
  )
  const base = `http://127.0.0.1:${port}`
  const stop = () => void child.kill('SIGKILL')
  for (let attempt = 0; attempt < (wrapper.length > 0 ? 600 : 120); attempt++) {
    if (child.exitCode !== null) throw new Error(`the bare handler exited (${child.exitCode})`)
    const answered = await fetch(`${base}${probePath}`).then(
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

/** What each of `count` requests sent to PostgreSQL, and the bytes of the last answer. */
async function probe(server: Server, log: string, page: Page, count = 5) {
  const target = endpoint(server, page)
  await sequential(target, page.path, 0, 3)
  const perRequest: ProbedStatement[][] = []
  let body = Buffer.alloc(0)
  for (let index = 0; index < count; index++) {
    const offset = statSync(log).size
    const response = await fetch(new URL(page.path, target.base), { headers: target.headers })
    if (response.status !== 200) throw new Error(`${server.name} ${page.path}: ${response.status}`)
    body = Buffer.from(await response.arrayBuffer())
    // Work the app finishes after answering (a session write) lands here too.
    await new Promise((resolve) => setTimeout(resolve, 150))
    perRequest.push(statementsSince(log, offset))
  }
  return { perRequest, body }
}

/** Of the probed requests' statements, the fewest (the latest of equals). */
function fewest(perRequest: ProbedStatement[][]) {
  return perRequest.reduce((best, statements) =>
    statements.length <= best.length ? statements : best
  )
}

/** Where two answers first differ, with the text around it; null when they are the same bytes. */
function byteDifference(app: Buffer, bare: Buffer): string | null {
  if (app.equals(bare)) return null
  let at = 0
  while (at < app.length && at < bare.length && app[at] === bare[at]) at++
  const around = (body: Buffer) =>
    JSON.stringify(body.subarray(Math.max(0, at - 80), at + 80).toString('utf8'))
  return (
    `${app.length} bytes against ${bare.length}, first different at byte ${at}:\n` +
    `  app  …${around(app)}…\n  bare …${around(bare)}…`
  )
}

const sameStatement = (a: ProbedStatement, b: ProbedStatement) =>
  a.text === b.text && JSON.stringify(a.values) === JSON.stringify(b.values)

/** "select sessions", "update sessions": the statement's verb and first table. */
function describe(statement: ProbedStatement) {
  const verb = statement.text.trim().split(/\s+/)[0].toLowerCase()
  const table = statement.text.match(/\b(?:from|update|into)\s+"?(\w+)"?/i)?.[1] ?? '?'
  return `${verb} ${table}`
}

type StatementCount = {
  total: [number, number]
  page: number
  beyond: string[]
  bytes: number
}

/**
 * Step 2: counts each page's statements per request in a probed run of both servers, and stops
 * the bench when the floor no longer runs the app's SQL or answers other bytes.
 */
async function countStatements(databaseUrl: string, pages: Page[]): Promise<StatementCount[]> {
  const { dir } = await appBuild()
  const appLog = `${dir}/app_sql.log`
  const bareLog = `${dir}/bare_sql.log`
  writeFileSync(appLog, '')
  writeFileSync(bareLog, '')
  const app = await startSignedIn({
    preload: ['@poppinss/ts-exec', probeModule],
    env: { BENCH_SQL_LOG: appLog },
  })
  const bare = await startBare(databaseUrl, pages[0].path, { BENCH_SQL_LOG: bareLog }, true)
  try {
    const counts: StatementCount[] = []
    for (const page of pages) {
      const ofApp = await probe(appServer(app), appLog, page)
      const ofBare = await probe(
        { name: 'bare', pid: bare.pid, base: bare.base, headers: {} },
        bareLog,
        page
      )
      // The request whose window holds the fewest statements: the web process's once-a-second
      // tick (the access version and the outbox's due broadcasts) lands in some windows, and
      // is no request's work.
      const last = fewest(ofApp.perRequest)
      const floor = fewest(ofBare.perRequest)
      const missing = floor.filter(
        (statement) => !last.some((sent) => sameStatement(sent, statement))
      )
      if (missing.length > 0) {
        throw new Error(
          `${page.name}: the bare handler sends SQL the app does not; update ` +
            `bench/bare_list_server.ts.\nThe app sent:\n${last.map((s) => JSON.stringify(s)).join('\n')}\n` +
            `The floor sent, not in the app's:\n${missing.map((s) => JSON.stringify(s)).join('\n')}`
        )
      }
      const differs = byteDifference(ofApp.body, ofBare.body)
      if (differs) {
        throw new Error(
          `${page.name}: the bare handler's answer is not the app's; update ` +
            `bench/bare_list_server.ts.\n${differs}`
        )
      }
      const beyond = last.filter(
        (sent) => !floor.some((statement) => sameStatement(sent, statement))
      )
      const sizes = ofApp.perRequest.map((statements) => statements.length)
      counts.push({
        total: [Math.min(...sizes), Math.max(...sizes)],
        page: last.length - beyond.length,
        beyond: beyond.map(describe),
        bytes: ofApp.body.length,
      })
    }
    return counts
  } finally {
    app.stop()
    bare.stop()
  }
}

/** The page's statements and shaping alone, sent by this process as the floor sends them. */
async function timePageSql(pool: pg.Pool, page: Page, context: FloorContext, count: number) {
  const url = new URL(page.path, 'http://floor')
  const times: number[] = []
  for (let index = 0; index < count + 10; index++) {
    const started = performance.now()
    await floorPage(pool, url, context)
    if (index >= 10) times.push(performance.now() - started)
  }
  return times
}

/** One page measured in one round. */
type Round = {
  /** The 1-minute load average before and after the page's measurements. */
  load: [number, number]
  appP50: number
  bareP50: number
  /** app p50 − floor p50, interleaved. */
  delta: number
  /** The median of the per-pair differences (app − floor), beside it. */
  pairedDelta: number
  appRps: number
  bareRps: number
  efficiency: number
  appP99: number
  bareP99: number
  tail: number
  /**
   * The p99 ratio apart from throughput: (app p99 ÷ app mean) ÷ (floor p99 ÷ floor mean).
   * Under closed loops the mean latency is the connections ÷ rps for either server (Little's
   * law), so the p99 ratio is about this × 1/E: above 1, the app's slow requests are slower
   * than its throughput explains; at or below 1, the p99 ratio is E's alone (bench/README.md).
   */
  shape: number
  sql: number
  appPeak: number
}

const ms = (value: number) => `${value.toFixed(1)} ms`
const mb = (value: number) => `${value.toFixed(0)} MB`
const pct = (value: number) => `${(value * 100).toFixed(0)}%`
const ratio = (value: number) => `${value.toFixed(2)}×`
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
const loadNow = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')
const mark = (ok: boolean) => (ok ? 'met' : 'MISSED')

/** Step 3 for one page in one round: Δ interleaved, then E and p99 in alternating slices. */
async function measure(
  app: Server,
  bare: Server,
  page: Page,
  round: number,
  pool: pg.Pool,
  context: FloorContext
): Promise<Round> {
  const loadBefore = loadavg()[0]
  // Either server first, by round: whatever the first of a pair meets, each meets as often.
  const [first, second] = round % 2 === 1 ? [app, bare] : [bare, app]
  const pairs = await interleaved(
    [endpoint(first, page), endpoint(second, page)],
    page.path,
    REQUESTS
  )
  const appTimes = first === app ? pairs.a : pairs.b
  const bareTimes = first === app ? pairs.b : pairs.a
  const reset = resetPeak(app.pid)
  let sampled = memoryOf(app.pid).rss
  const timer = setInterval(() => {
    sampled = Math.max(sampled, memoryOf(app.pid).rss)
  }, 100)
  let loads: Awaited<ReturnType<typeof alternatingLoad>>
  try {
    loads = await alternatingLoad([endpoint(first, page), endpoint(second, page)], page.path, {
      connections: CONNECTIONS,
      slices: SLICES,
      sliceMs: (SECONDS * 1000) / SLICES,
      settleMs: SETTLE_MS,
    })
  } finally {
    clearInterval(timer)
  }
  const appPeak = reset ? Math.max(memoryOf(app.pid).peak, sampled) : sampled
  const [appLoad, bareLoad] = first === app ? loads : [loads[1], loads[0]]
  const sql = await timePageSql(pool, page, context, REQUESTS)
  const appP50 = percentile(appTimes, 50)
  const bareP50 = percentile(bareTimes, 50)
  const appP99 = percentile(appLoad.latencies, 99)
  const bareP99 = percentile(bareLoad.latencies, 99)
  return {
    load: [loadBefore, loadavg()[0]],
    appP50,
    bareP50,
    delta: appP50 - bareP50,
    pairedDelta: median(appTimes.map((time, index) => time - bareTimes[index])),
    appRps: appLoad.rps,
    bareRps: bareLoad.rps,
    efficiency: appLoad.rps / bareLoad.rps,
    appP99,
    bareP99,
    tail: appP99 / bareP99,
    shape: appP99 / mean(appLoad.latencies) / (bareP99 / mean(bareLoad.latencies)),
    sql: percentile(sql, 50),
    appPeak,
  }
}

const databaseUrl = requireDatabaseUrl()
{
  // As bench/cases_index.ts prepares its data: the demo seed gives the cases their tab records
  // only while case_incidents is empty, reading every case to do so (out of memory at two
  // million), so the bench's own records come first.
  await migrate()
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await seedCaseRecords(client)
    await seedDemo()
    await seedCases(client)
  } finally {
    await client.end()
  }
}
const setup = new pg.Client({ connectionString: databaseUrl })
await setup.connect()
// The demo administrator works in Kuala Lumpur, whatever a previous session switched to, and
// the tasks tab is that of a case there that bench/seed_cases.ts gave 2,000 open tasks.
const { rows: kul } = await setup.query<{ id: number }>(
  `SELECT id FROM centers WHERE upper(code) = 'KUL' AND deleted_at IS NULL`
)
await setup.query(
  `UPDATE users SET current_center_id = $1 WHERE email = $2 AND current_center_id IS DISTINCT FROM $1`,
  [kul[0].id, BENCH_USER]
)
const [tasksCase] = await openedCases(setup, kul[0].id)
await setup.end()
const pages = pagesFor(tasksCase).filter(
  (page) => !options.pages || options.pages.split(',').includes(page.key)
)

const build = await appBuild()
console.log(
  `Request cost (issues 12 and 28): ${appRoot}, build ${build.hash.slice(0, 12)}, pool ${POOL_SIZE}, ` +
    `${ROUNDS} rounds; per page and round ${REQUESTS} requests one at a time to each server, ` +
    `taking turns, then ${SECONDS} s of load per server at ${CONNECTIONS} connections in ` +
    `${SLICES} alternating slices (each after ${SETTLE_MS} ms untimed).`
)

/**
 * `--instructions`: both servers under callgrind, warmed up, then the instructions each runs per
 * request of each page, and the app's as a multiple of the floor's.
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
  const bareProcess = await startBare(
    databaseUrl,
    pages[0].path,
    callgrindEnv,
    false,
    callgrindWrapper('bare')
  )
  const app = appServer(appProcess)
  const bare = bareServer(bareProcess, app)
  try {
    console.log('\n| page | app instructions per request | bare | app ÷ bare |\n|---|---|---|---|')
    for (const page of pages) {
      // The two servers count their own instructions: they may run side by side.
      const [ofApp, ofBare] = await Promise.all(
        [app, bare].map(async (server) => {
          const target = endpoint(server, page)
          await sequential(target, page.path, 0, warm)
          const perWindow: number[] = []
          for (let round = 0; round < WINDOWS; round++) {
            perWindow.push(
              await instructionsPerRequest(server.name, server.pid, async () => {
                await sequential(target, page.path, counted, 0)
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
        `| ${page.name} | ${figure(ofApp)} | ${figure(ofBare)} | ` +
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

console.log(
  '\nStatements per request and the answers compared byte for byte (a probed, untimed run)…'
)
const statements = await countStatements(databaseUrl, pages)

readDatesAsText()
const sqlPool = new pg.Pool({ connectionString: databaseUrl, max: 2 })
const context = await floorContext(sqlPool)
const appProcess = await startSignedIn()
const bareProcess = await startBare(databaseUrl, pages[0].path)
const app = appServer(appProcess)
const bare = bareServer(bareProcess, app)
const rounds: Round[][] = pages.map(() => [])
let idle = { app: 0, bare: 0 }
let idleAfter = 0
const loadBefore = loadNow()
let loadAfter = ''
const wrkLines: string[] = []
try {
  // Warm-up: every code path and connection used, then the app's memory at rest.
  for (const page of pages) {
    await interleaved([endpoint(app, page), endpoint(bare, page)], page.path, 0, 100)
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
    for (const page of pages) {
      for (const server of [app, bare]) {
        await underLoad(endpoint(server, page), page.path, {
          connections: CONNECTIONS,
          warmUpMs: 0,
          durationMs: JIT_WARM_UP_S * 1000,
        })
      }
    }
  }

  for (let round = 1; round <= ROUNDS; round++) {
    if (!(await awaitQuiet())) {
      console.log(`round ${round} starts at a load of ${loadNow()}, over --max-load ${MAX_LOAD}`)
    }
    for (const [index, page] of pages.entries()) {
      const measured = await measure(app, bare, page, round, sqlPool, context)
      rounds[index].push(measured)
      console.log(
        `round ${round}  ${page.name.padEnd(34)} load ${measured.load.map((value) => value.toFixed(2)).join(' → ')} | ` +
          `p50 app ${ms(measured.appP50)} bare ${ms(measured.bareP50)} Δ ${ms(measured.delta)} | ` +
          `rps app ${measured.appRps.toFixed(0)} bare ${measured.bareRps.toFixed(0)} E ${pct(measured.efficiency)} | ` +
          `p99 app ${ms(measured.appP99)} bare ${ms(measured.bareP99)} ${ratio(measured.tail)} ` +
          `(1/E ${ratio(1 / measured.efficiency)} × shape ${measured.shape.toFixed(2)}) | ` +
          `SQL ${ms(measured.sql)} | peak ${mb(measured.appPeak)}`
      )
    }
  }
  loadAfter = loadNow()
  await new Promise((resolve) => setTimeout(resolve, 3000))
  idleAfter = memoryOf(app.pid).rss

  if (options.wrk) {
    console.log('\nLoad generator check: this Node generator, then wrk (-t2), same load…')
    for (const page of pages) {
      for (const server of [app, bare]) {
        const target = endpoint(server, page)
        const node = await underLoad(target, page.path, {
          connections: CONNECTIONS,
          warmUpMs: 2000,
          durationMs: SECONDS * 1000,
        })
        const measured = await wrk(target, page.path, {
          connections: CONNECTIONS,
          seconds: SECONDS,
        })
        wrkLines.push(
          `${page.name.padEnd(34)} ${server.name.padEnd(4)} node ${node.rps.toFixed(0)} rps, ` +
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

console.log(`
Every round, then the median of the rounds (each column's own median). Load average before
${loadBefore}, after ${loadAfter}, on ${cpus().length} CPUs shared with other work; "load" is the
1-minute average before → after each page's measurements.`)
for (const [index, page] of pages.entries()) {
  const of = rounds[index]
  const mid = (pick: (round: Round) => number) => median(of.map(pick))
  console.log(`
${page.name} (${page.path}, ${statements[index].bytes.toLocaleString('en')} bytes, the same from both)

| round | load | app p50 | bare p50 | Δ (paired) | app rps | bare rps | E | app p99 | bare p99 | p99 ratio | tail shape | page SQL |
|---|---|---|---|---|---|---|---|---|---|---|---|---|`)
  const line = (label: string, load: string, pick: (f: (round: Round) => number) => number) =>
    console.log(
      `| ${label} | ${load} | ${ms(pick((r) => r.appP50))} | ${ms(pick((r) => r.bareP50))} | ` +
        `${ms(pick((r) => r.delta))} (${ms(pick((r) => r.pairedDelta))}) | ` +
        `${pick((r) => r.appRps).toFixed(0)} | ${pick((r) => r.bareRps).toFixed(0)} | ` +
        `${pct(pick((r) => r.efficiency))} | ${ms(pick((r) => r.appP99))} | ` +
        `${ms(pick((r) => r.bareP99))} | ${ratio(pick((r) => r.tail))} | ` +
        `${pick((r) => r.shape).toFixed(2)} | ${ms(pick((r) => r.sql))} |`
    )
  for (const [nth, round] of of.entries()) {
    line(`${nth + 1}`, round.load.map((value) => value.toFixed(2)).join(' → '), (pick) =>
      pick(round)
    )
  }
  line('median', '', mid)
}

const statementLine = (count: StatementCount) => {
  const total = count.total[0] === count.total[1] ? `${count.total[0]}` : count.total.join('–')
  return `${total} = ${count.page} of the page + ${count.beyond.length} beyond the floor's (${count.beyond.join(', ')})`
}
console.log(`
Targets (issue 28), each against the median of the ${ROUNDS} rounds:`)
let missed = 0
for (const [index, page] of pages.entries()) {
  const of = rounds[index]
  const delta = median(of.map((round) => round.delta))
  const efficiency = median(of.map((round) => round.efficiency))
  const tail = median(of.map((round) => round.tail))
  const count = statements[index]
  const checks = [
    delta <= TARGETS.delta,
    efficiency >= TARGETS.efficiency,
    tail <= TARGETS.tail,
    count.beyond.length <= TARGETS.frameworkStatements,
  ]
  missed += checks.filter((ok) => !ok).length
  console.log(`  ${page.name}
    Δ = app p50 − bare p50 = ${ms(delta).padEnd(10)} target ≤ ${TARGETS.delta} ms     ${mark(checks[0])}   (rounds ${of.map((round) => ms(round.delta)).join(', ')})
    E = app rps / bare rps = ${pct(efficiency).padEnd(10)} target ≥ ${pct(TARGETS.efficiency)}       ${mark(checks[1])}   (rounds ${of.map((round) => pct(round.efficiency)).join(', ')})
    app p99 / bare p99     = ${ratio(tail).padEnd(10)} target ≤ ${TARGETS.tail}×      ${mark(checks[2])}   (rounds ${of.map((round) => ratio(round.tail)).join(', ')})
      ≈ 1/E × tail shape, the shape's median ${median(of.map((round) => round.shape)).toFixed(2)} (rounds ${of.map((round) => round.shape.toFixed(2)).join(', ')}; 1 = the floor's)
    statements per request: ${statementLine(count)}; target ≤ ${TARGETS.frameworkStatements} of framework work ${mark(checks[3])}`)
}
const peak = Math.max(...rounds.flat().map((round) => round.appPeak))
console.log(`  App memory (server process)
    idle RSS after warm-up = ${mb(idle.app).padEnd(10)} target ≤ 150 MB    ${mark(idle.app <= 150)}   (at rest after the loads: ${mb(idleAfter)})
    peak RSS at ${CONNECTIONS} conns    = ${mb(peak).padEnd(10)} target ≤ 250 MB    ${mark(peak <= 250)}
  (bare handler at rest: ${mb(idle.bare)})`)
console.log(missed === 0 ? '\nEvery target met.' : `\n${missed} target(s) missed.`)
if (wrkLines.length > 0) console.log(`\nLoad generator check:\n${wrkLines.join('\n')}`)
