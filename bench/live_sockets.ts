/**
 * Live sockets at scale (issue 30): what 2,000 idle signed-in sockets cost the web process's
 * memory, and how fast 500 events a second reach them.
 *
 *   createdb -h 127.0.0.1 -U postgres live_bench
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/live_bench \
 *     node --import @poppinss/ts-exec bench/live_sockets.ts \
 *     [--rounds 3] [--sockets 2000] [--people 1400] [--centers 10] [--center-share 0.25]
 *     [--clients 2] [--rate 500] [--seconds 10] [--warm 5] [--long-disconnect [--minutes 5] [--missed 50]]
 *
 * The traffic model ("fanned out" as an operations center sees it):
 * - Sockets are people's tabs: `--people` bench users spread evenly over `--centers` bench
 *   centers (copies of the demo's KUL, one center each), socket g being person g mod people: with
 *   2,000 sockets and 1,400 people, 600 people have two tabs and 800 one; a center room holds
 *   the ~200 sockets of its ~140 people, a person's room their one or two.
 * - Events are what the app emits for its changes (app/services/record_changes.ts): every change
 *   of a center's record is ONE `record.changed` to that center's room, and raises 0–n
 *   notifications, each a `notification.new` to one person's room (`case.changed` to the case's
 *   owner when someone else changed it; the catalogue's task, approval, hand-over, report and
 *   WhatsApp alerts are one person's too). The headline takes one change to raise three alerts:
 *   `--center-share` 0.25 of the events go to a center room (round robin), 0.75 to a person's
 *   room (spread over everyone). Today's code raises at most one `case.changed` per change, so
 *   its own ratio is at most 1:1: the 0.5 row measures it. Worst case: every event to a center
 *   room (share 1), the run before issue 30's proof took as its only figure, with and without
 *   the live server gathering a room's changes for 25 ms (`recordBatchMs`). Without it is a
 *   reference, not a target: it shows what the gathering is for, and the app always gathers.
 *
 * 1. Migrates and seeds the database (demo data), adds the bench centers and people (the demo
 *    administrator's password and roles, their one center). Each person signs in once over
 *    HTTP; their cookie is used by their tabs.
 * 2. Starts the production build as `npm start` does (bench/harness.ts), with
 *    bench/live_probe.ts loaded to emit at a chosen rate from inside the web process: once to
 *    sign the people in (sessions are rows, so their cookies hold on later servers), then a
 *    fresh server per round (what one round's scenarios leave in the heap, RSS a process does
 *    not give back, would be the next round's "before").
 * 3. Each round, with fresh socket processes (`--clients` forked bench/live_socket_clients.ts,
 *    so the sockets' parsing is not the server's, nor this process's):
 *    - memory: a full GC and the server's RSS, then `--sockets` sockets opened (the handshake's
 *      real sign-in check), 5 s to settle, a full GC and the RSS again: the growth;
 *    - warm-up, not timed: `--warm` seconds of the headline on each path, so the measures meet
 *      a server that has run this code (as a long-running one has) and not the connect burst;
 *    - fan-out, once per scenario (SCENARIOS below): `--rate` events a second for `--seconds`,
 *      on the `emit` path (the live server's emit, what a delivered outbox row ends in) or the
 *      `outbox` path (a `broadcast()` row per event, committed as the app's changes commit
 *      them: a change's alerts and its center's `record.changed` in one transaction, see
 *      bench/live_probe.ts; delivered by the web process's after-commit nudge, the real path
 *      of a request's change): the latency of
 *      every receipt from the emit (or the commit) to the socket's handler, p50/p99/max over
 *      all receipts and the p99 of the notifications' alone, and any receipt missing.
 *    The 1-minute load average is read before and after each measure.
 * 4. Prints every round and the median of the rounds (never a figure pooled over rounds).
 *
 * `--long-disconnect` then measures the forced long disconnect once: a socket connects and
 * catches up, drops, `--missed` notifications are raised while it is away, it stays away
 * `--minutes`, then reconnects: the socket's connect and the catch-up request are timed, and
 * the catch-up must answer every missed notification.
 */
import { fork, type ChildProcess } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { io } from 'socket.io-client'
import type { LiveRoom } from '#contracts/live_events'
import { freePort } from '../app/services/embedded_postgres.js'
import {
  memoryOf,
  migrateAndSeed,
  percentile,
  requireDatabaseUrl,
  startSignedIn,
  type SignedInApp,
} from './harness.js'

const { values: options } = parseArgs({
  options: {
    'rounds': { type: 'string', default: '3' },
    'sockets': { type: 'string', default: '2000' },
    'people': { type: 'string', default: '1400' },
    'centers': { type: 'string', default: '10' },
    'center-share': { type: 'string', default: '0.25' },
    'clients': { type: 'string', default: '2' },
    'rate': { type: 'string', default: '500' },
    'seconds': { type: 'string', default: '10' },
    'warm': { type: 'string', default: '5' },
    'long-disconnect': { type: 'boolean', default: false },
    'minutes': { type: 'string', default: '5' },
    'missed': { type: 'string', default: '50' },
  },
})
const ROUNDS = Number(options.rounds)
const SOCKETS = Number(options.sockets)
const PEOPLE = Number(options.people)
const CENTERS = Number(options.centers)
const CENTER_SHARE = Number(options['center-share'])
const CLIENTS = Number(options.clients)
const RATE = Number(options.rate)
const SECONDS = Number(options.seconds)
const WARM_SECONDS = Number(options.warm)
const SETTLE_MS = 5_000
const TARGETS = { rssMb: 100, p99Ms: 100 } as const
const BENCH_PASSWORD = 'Demo-Passw0rd!'

const load1 = () => loadavg()[0]
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const fixed = (value: number, digits = 1) => value.toFixed(digits)
const median = (values: number[]) => percentile(values, 50)

type Person = { id: number; email: string; centerId: number }

/** Bench centers and their people (person i in center i mod centers), made once per database. */
async function benchPeople(databaseUrl: string): Promise<Person[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const columns = await client.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
        WHERE table_name = 'centers' AND table_schema = current_schema()
          AND column_name NOT IN ('id', 'code', 'name')
          AND is_generated = 'NEVER' AND column_default IS DISTINCT FROM 'nextval'`
    )
    const copied = columns.rows.map((row) => `"${row.column_name}"`).join(', ')
    for (let index = 1; index <= CENTERS; index++) {
      const code = `LB${String(index).padStart(2, '0')}`
      await client.query(
        `INSERT INTO centers (code, name, ${copied})
         SELECT $1::text, $2::text, ${copied} FROM centers WHERE upper(code) = 'KUL'
            AND NOT EXISTS (SELECT 1 FROM centers WHERE upper(code) = $1::text)`,
        [code, `Live bench ${index}`]
      )
    }
    // Set-based: 1,400 people are three statements, not 4,200.
    await client.query(
      `INSERT INTO users (first_name, last_name, email, password, status, current_center_id,
                          created_at, updated_at)
       SELECT 'Live', 'Person ' || n, 'live.person.' || n || '@bench.test', admin.password,
              'enabled', c.id, now(), now()
         FROM generate_series(1, $1::int) AS n
        CROSS JOIN (SELECT password FROM users WHERE email = 'admin@demo.test') AS admin
         JOIN centers c ON upper(c.code) = 'LB' || lpad((((n - 1) % $2::int) + 1)::text, 2, '0')
                       AND c.deleted_at IS NULL
        WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.email = 'live.person.' || n || '@bench.test')`,
      [PEOPLE, CENTERS]
    )
    const people = await client.query<{ id: number; email: string; center_id: number }>(
      `SELECT u.id, u.email, u.current_center_id AS center_id
         FROM generate_series(1, $1::int) AS n
         JOIN users u ON u.email = 'live.person.' || n || '@bench.test'
        ORDER BY n`,
      [PEOPLE]
    )
    const ids = people.rows.map((row) => row.id)
    await client.query(
      `INSERT INTO center_user (user_id, center_id)
       SELECT u.id, u.current_center_id FROM users u
        WHERE u.id = ANY($1::int[])
          AND NOT EXISTS (SELECT 1 FROM center_user cu WHERE cu.user_id = u.id)`,
      [ids]
    )
    await client.query(
      `INSERT INTO role_user (user_id, role_id)
       SELECT u.id, r.role_id FROM users u
        CROSS JOIN (SELECT role_id FROM role_user
                     WHERE user_id = (SELECT id FROM users WHERE email = 'admin@demo.test')) r
        WHERE u.id = ANY($1::int[])
          AND NOT EXISTS (SELECT 1 FROM role_user ru WHERE ru.user_id = u.id)`,
      [ids]
    )
    return people.rows.map((row) => ({ id: row.id, email: row.email, centerId: row.center_id }))
  } finally {
    await client.end()
  }
}

/** Signs a user in over HTTP, as the login form does; answers their cookie header. */
async function signIn(base: string, email: string) {
  const cookies = new Map<string, string>()
  const remember = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const index = pair.indexOf('=')
      cookies.set(pair.slice(0, index), pair.slice(index + 1))
    }
  }
  const header = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  remember(await fetch(`${base}/login`))
  const response = await fetch(`${base}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'cookie': header(),
      'content-type': 'application/json',
      'x-xsrf-token': decodeURIComponent(cookies.get('XSRF-TOKEN') ?? ''),
    },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  })
  remember(response)
  if (response.headers.get('location') !== '/dashboard') throw new Error(`${email}: sign-in failed`)
  return header()
}

/** A forked socket process, spoken to by request and answer. */
class SocketProcess {
  #child: ChildProcess
  #waiting: ((message: { type: string } & Record<string, unknown>) => void) | null = null

  constructor() {
    this.#child = fork(new URL('./live_socket_clients.ts', import.meta.url), [], {
      execArgv: ['--import', '@poppinss/ts-exec'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    this.#child.on('message', (message: { type: string } & Record<string, unknown>) => {
      const waiting = this.#waiting
      this.#waiting = null
      waiting?.(message)
    })
  }

  ask<T>(command: Record<string, unknown>): Promise<T> {
    return new Promise((resolve) => {
      this.#waiting = (message) => resolve(message as T)
      this.#child.send(command)
    })
  }

  close() {
    return new Promise<void>((resolve) => {
      this.#child.once('exit', () => resolve())
      this.#child.send({ type: 'close' })
    })
  }
}

type Probe = { post: <T>(path: string, body?: unknown) => Promise<T> }

function probeAt(port: number): Probe {
  return {
    async post<T>(path: string, body?: unknown) {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, {
        method: 'POST',
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      if (!response.ok)
        throw new Error(`probe ${path}: ${response.status} ${await response.text()}`)
      return (await response.json()) as T
    },
  }
}

/** One fan-out measure: which events go where, by which path. */
type Scenario = {
  label: string
  path: 'emit' | 'outbox'
  /** The share of the events that go to a center room (the rest: one person's room). */
  centerShare: number
  /** The live server's gathering window for center rooms' changes. */
  batchMs: number
}

const SCENARIOS: Scenario[] = [
  { label: 'headline emit', path: 'emit', centerShare: CENTER_SHARE, batchMs: 25 },
  { label: 'headline outbox', path: 'outbox', centerShare: CENTER_SHARE, batchMs: 25 },
  { label: 'share 0.5 emit', path: 'emit', centerShare: 0.5, batchMs: 25 },
  { label: 'worst emit, 25 ms', path: 'emit', centerShare: 1, batchMs: 25 },
  { label: 'worst emit, no batch', path: 'emit', centerShare: 1, batchMs: 0 },
]

/**
 * The room of each event: a center's (round robin over the centers) at `share` of them, evenly
 * placed, else a person's (stepping through everyone by a stride prime to their number, so
 * consecutive alerts are for people of different centers).
 */
function roomsFor(share: number, total: number, centers: number[], people: Person[]): LiveRoom[] {
  const rooms: LiveRoom[] = []
  let centerTurn = 0
  let personTurn = 0
  const stride = [7919, 104729, 1299709].find((prime) => people.length % prime !== 0) ?? 1
  for (let seq = 0; seq < total; seq++) {
    if (Math.floor((seq + 1) * share) > Math.floor(seq * share)) {
      rooms.push(`center:${centers[centerTurn++ % centers.length]}`)
    } else {
      rooms.push(`user:${people[(personTurn++ * stride) % people.length].id}`)
    }
  }
  return rooms
}

type FanOut = {
  label: string
  p50: number
  p99: number
  max: number
  /** The p99 of the receipts of `notification.new` alone (none in the worst case). */
  alertP99: number | null
  receipts: number
  expected: number
  achievedRate: number
  loadBefore: number
  loadAfter: number
}

async function fanOut(
  probe: Probe,
  clients: SocketProcess[],
  scenario: Scenario,
  rooms: LiveRoom[],
  socketsIn: Map<string, number>,
  seconds = SECONDS
): Promise<FanOut> {
  const loadBefore = load1()
  const run = await probe.post<{ total: number; elapsedMs: number; started: number[] }>(
    '/fan-out',
    { path: scenario.path, rate: RATE, seconds, rooms, batchMs: scenario.batchMs }
  )
  const expected = rooms
    .slice(0, run.total)
    .reduce((sum, room) => sum + (socketsIn.get(room) ?? 0), 0)
  // A server that fell behind is still sending when the probe answers: every receipt of this
  // scenario is waited for (until none arrives for 3 s), or the next one's window would get them.
  let counted = -1
  let stillSince = performance.now()
  while (performance.now() - stillSince < 3_000) {
    await sleep(250)
    const counts = await Promise.all(
      clients.map((client) => client.ask<{ receipts: number }>({ type: 'count' }))
    )
    const sum = counts.reduce((total, entry) => total + entry.receipts, 0)
    if (sum >= expected) break
    if (sum !== counted) stillSince = performance.now()
    counted = sum
  }
  const latencies: number[] = []
  const alerts: number[] = []
  for (const [index, client] of clients.entries()) {
    const file = join(tmpdir(), `live_bench_${process.pid}_${index}.bin`)
    await client.ask({ type: 'collect', file })
    const pairs = new Float64Array(readFileSync(file).buffer.slice(0))
    rmSync(file, { force: true })
    for (let at = 0; at < pairs.length; at += 2) {
      const seq = pairs[at]
      const latency = pairs[at + 1] - run.started[seq]
      latencies.push(latency)
      if (rooms[seq].startsWith('user:')) alerts.push(latency)
    }
  }
  return {
    label: scenario.label,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: percentile(latencies, 100),
    alertP99: alerts.length > 0 ? percentile(alerts, 99) : null,
    receipts: latencies.length,
    expected,
    achievedRate: run.total / (run.elapsedMs / 1000),
    loadBefore,
    loadAfter: load1(),
  }
}

type Round = {
  rssBefore: number
  rssAfter: number
  growth: number
  connectSeconds: number
  refused: number
  loadBefore: number
  loadAfter: number
  fanOuts: FanOut[]
}

async function round(cookies: string[], people: Person[], centers: number[]): Promise<Round> {
  // A fresh server each round: what the previous round's scenarios left in its heap (RSS a
  // process does not give back) would otherwise be the next round's "before".
  const { app, probe } = await startApp()
  const clients = Array.from({ length: CLIENTS }, () => new SocketProcess())
  try {
    await sleep(2_000)
    await probe.post('/gc')
    const loadBefore = load1()
    const rssBefore = memoryOf(app.pid).rss
    const started = performance.now()
    // The sockets split evenly; the first processes take the remainder.
    const shares = clients.map(
      (_, index) => Math.floor(SOCKETS / CLIENTS) + (index < SOCKETS % CLIENTS ? 1 : 0)
    )
    const connected = await Promise.all(
      clients.map((client, index) =>
        client.ask<{ count: number; refused: number }>({
          type: 'connect',
          base: app.base,
          cookies,
          sockets: shares[index],
          offset: shares.slice(0, index).reduce((sum, share) => sum + share, 0),
        })
      )
    )
    const connectSeconds = (performance.now() - started) / 1000
    await sleep(SETTLE_MS)
    await probe.post('/gc')
    const rssAfter = memoryOf(app.pid).rss
    const loadAfter = load1()
    // Socket g of the bench is person g mod people; it is in their room and their center's.
    const socketsIn = new Map<string, number>()
    const add = (room: string) => socketsIn.set(room, (socketsIn.get(room) ?? 0) + 1)
    for (const [index, entry] of connected.entries()) {
      const offset = shares.slice(0, index).reduce((sum, share) => sum + share, 0)
      for (let socket = 0; socket < entry.count; socket++) {
        const person = people[(offset + socket) % people.length]
        add(`user:${person.id}`)
        add(`center:${person.centerId}`)
      }
    }
    // Untimed: each path run for a few seconds first, as a server that has been up a while has
    // run it (the JIT's work, the pool's connections), and away from the connect burst.
    const warmTotal = Math.round(RATE * WARM_SECONDS)
    for (const scenario of SCENARIOS.slice(0, 2)) {
      const rooms = roomsFor(scenario.centerShare, warmTotal, centers, people)
      await fanOut(probe, clients, scenario, rooms, socketsIn, WARM_SECONDS)
    }
    const total = Math.round(RATE * SECONDS)
    const fanOuts: FanOut[] = []
    for (const scenario of SCENARIOS) {
      const rooms = roomsFor(scenario.centerShare, total, centers, people)
      fanOuts.push(await fanOut(probe, clients, scenario, rooms, socketsIn))
    }
    return {
      rssBefore,
      rssAfter,
      growth: rssAfter - rssBefore,
      connectSeconds,
      refused: connected.reduce((sum, entry) => sum + entry.refused, 0),
      loadBefore,
      loadAfter,
      fanOuts,
    }
  } finally {
    await Promise.all(clients.map((client) => client.close()))
    app.stop()
  }
}

/** The production build with bench/live_probe.ts loaded, on a probe port of its own. */
async function startApp(): Promise<{ app: SignedInApp; probe: Probe }> {
  const probePort = await freePort()
  const app = await startSignedIn({
    preload: ['@poppinss/ts-exec', new URL('./live_probe.js', import.meta.url).href],
    env: { LIVE_PROBE_PORT: String(probePort) },
  })
  return { app, probe: probeAt(probePort) }
}

function printRound(index: number, result: Round) {
  console.log(
    `round ${index + 1}: RSS ${fixed(result.rssBefore)} → ${fixed(result.rssAfter)} MB, ` +
      `growth ${fixed(result.growth)} MB for ${SOCKETS} sockets (${result.refused} refused, ` +
      `connected in ${fixed(result.connectSeconds)} s), load ${fixed(result.loadBefore, 2)} → ` +
      `${fixed(result.loadAfter, 2)}`
  )
  for (const run of result.fanOuts) {
    console.log(
      `  ${run.label.padEnd(20)} ${fixed(run.achievedRate, 0)} events/s: p50 ${fixed(run.p50)} ` +
        `ms, p99 ${fixed(run.p99)} ms, max ${fixed(run.max)} ms, alerts' p99 ` +
        `${run.alertP99 === null ? '–' : `${fixed(run.alertP99)} ms`}; ${run.receipts}/${run.expected} ` +
        `receipts; load ${fixed(run.loadBefore, 2)} → ${fixed(run.loadAfter, 2)}`
    )
  }
}

/** The forced long disconnect, measured once (see the header). */
async function longDisconnect(
  app: SignedInApp,
  probe: Probe,
  user: { id: number },
  cookie: string
) {
  const minutes = Number(options.minutes)
  const missedCount = Number(options.missed)
  const catchUp = async (after: number) => {
    const response = await fetch(`${app.base}/notifications/catch-up?after=${after}`, {
      headers: { cookie, accept: 'application/json' },
    })
    if (!response.ok) throw new Error(`the catch-up answered ${response.status}`)
    return (await response.json()) as { notifications: { id: number }[]; more: boolean }
  }
  const socket = io(app.base, {
    transports: ['websocket'],
    extraHeaders: { cookie, origin: app.base },
    forceNew: true,
    reconnection: false,
  })
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
  const standing = await catchUp(0)
  const lastHeld = Math.max(0, ...standing.notifications.map((notification) => notification.id))
  socket.disconnect()
  const { ids } = await probe.post<{ ids: number[] }>(
    `/notify?user=${user.id}&count=${missedCount}`
  )
  console.log(
    `\nlong disconnect: ${ids.length} notifications raised while away; waiting ${minutes} min…`
  )
  await sleep(minutes * 60_000)
  const loadBefore = load1()
  const started = performance.now()
  socket.connect()
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
  const connectedMs = performance.now() - started
  const answer = await catchUp(lastHeld)
  const totalMs = performance.now() - started
  socket.disconnect()
  const returned = new Set(answer.notifications.map((notification) => notification.id))
  const all = ids.every((id) => returned.has(id))
  console.log(
    `long disconnect (${minutes} min): reconnect ${fixed(connectedMs)} ms + catch-up = ` +
      `${fixed(totalMs)} ms; ${ids.filter((id) => returned.has(id)).length}/${ids.length} ` +
      `missed notifications returned${all ? '' : ' (SOME MISSING)'}; more=${answer.more}; ` +
      `load ${fixed(loadBefore, 2)} → ${fixed(load1(), 2)} (target: all within 2,000 ms)`
  )
}

async function main() {
  const databaseUrl = requireDatabaseUrl()
  console.log('Migrating and seeding…')
  await migrateAndSeed()
  const people = await benchPeople(databaseUrl)
  const centers = [...new Set(people.map((person) => person.centerId))]
  // Sessions are rows: the cookies signed in here hold on every server started after.
  const cookies: string[] = new Array<string>(people.length)
  const signInStarted = performance.now()
  const { app: signing } = await startApp()
  try {
    // A few sign-ins at a time: each is a password hash on the server.
    for (let first = 0; first < people.length; first += 4) {
      await Promise.all(
        people.slice(first, first + 4).map(async (person, index) => {
          cookies[first + index] = await signIn(signing.base, person.email)
        })
      )
    }
  } finally {
    signing.stop()
  }
  console.log(
    `${people.length} people signed in in ${fixed((performance.now() - signInStarted) / 1000)} ` +
      `s; ${SOCKETS} sockets (socket g is person g mod ${people.length}) over ${centers.length} ` +
      `centers, in ${CLIENTS} processes; ${RATE} events/s for ${SECONDS} s per scenario after ` +
      `${WARM_SECONDS} s untimed per path; a fresh server per round`
  )
  const results: Round[] = []
  for (let index = 0; index < ROUNDS; index++) {
    const result = await round(cookies, people, centers)
    results.push(result)
    printRound(index, result)
  }
  const growth = median(results.map((result) => result.growth))
  console.log(
    `\nmedian of ${ROUNDS} rounds: RSS growth ${fixed(growth)} MB (target ≤ ${TARGETS.rssMb}: ` +
      `${growth <= TARGETS.rssMb ? 'met' : 'MISSED'}); loads ` +
      results.map((result) => fixed(result.loadBefore, 2)).join(', ')
  )
  for (const [index, scenario] of SCENARIOS.entries()) {
    const runs = results.map((result) => result.fanOuts[index])
    const p99 = median(runs.map((run) => run.p99))
    const p50 = median(runs.map((run) => run.p50))
    const rate = median(runs.map((run) => run.achievedRate))
    const alerts = runs.flatMap((run) => (run.alertP99 === null ? [] : [run.alertP99]))
    console.log(
      `  ${scenario.label.padEnd(20)} ${fixed(rate, 0)} events/s, p50 ${fixed(p50)} ms, p99 ` +
        `${fixed(p99)} ms (${
          scenario.batchMs === 0
            ? 'a reference, not a target: the app gathers'
            : `target p99 ≤ ${TARGETS.p99Ms}: ${p99 <= TARGETS.p99Ms ? 'met' : 'MISSED'}`
        })` +
        `${alerts.length > 0 ? `, alerts' p99 ${fixed(median(alerts))} ms` : ''}; loads ` +
        runs.map((run) => fixed(run.loadBefore, 2)).join(', ')
    )
  }
  if (options['long-disconnect']) {
    const { app, probe } = await startApp()
    try {
      await longDisconnect(app, probe, people[0], cookies[0])
    } finally {
      app.stop()
    }
  }
}

await main()
