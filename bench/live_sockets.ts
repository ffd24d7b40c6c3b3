/**
 * Live sockets at scale (issue 30): what 2,000 idle signed-in sockets cost the web process's
 * memory, and how fast 500 events a second reach them.
 *
 *   createdb -h 127.0.0.1 -U postgres live_bench
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/live_bench \
 *     node --import @poppinss/ts-exec bench/live_sockets.ts \
 *     [--rounds 3] [--sockets 2000] [--centers 10] [--clients 2] [--rate 500] [--seconds 10]
 *     [--long-disconnect [--minutes 5] [--missed 50]]
 *
 * 1. Migrates and seeds the database (demo data), and adds `--centers` bench centers (copies of
 *    the demo's KUL) with one bench user each (the demo administrator's password and roles,
 *    only that center): a center room then holds sockets/centers sockets, as people spread over
 *    centers are. Each user signs in once over HTTP; their cookie is reused by every socket of
 *    theirs (a person with many tabs; a socket's cost does not depend on whose session it is).
 * 2. Starts the production build as `npm start` does (bench/harness.ts), with
 *    bench/live_probe.ts loaded to emit at a chosen rate from inside the web process.
 * 3. Each round, with fresh socket processes (`--clients` forked bench/live_socket_clients.ts,
 *    so the sockets' parsing is not the server's, nor this process's):
 *    - memory: a full GC and the server's RSS, then `--sockets` sockets opened (the handshake's
 *      real sign-in check), 5 s to settle, a full GC and the RSS again: the growth;
 *    - fan-out, once per path: `--rate` events a second for `--seconds`, taking turns over the
 *      center rooms, `emit` (the live server's emit, what a delivered outbox row ends in) and
 *      `outbox` (one `broadcast()` row committed per event and delivered by the web process's
 *      after-commit nudge, the real path of a request's change): the latency of every receipt
 *      from the emit (or the commit) to the socket's handler, p50/p99/max, and any receipt
 *      missing.
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
    'centers': { type: 'string', default: '10' },
    'clients': { type: 'string', default: '2' },
    'rate': { type: 'string', default: '500' },
    'seconds': { type: 'string', default: '10' },
    'long-disconnect': { type: 'boolean', default: false },
    'minutes': { type: 'string', default: '5' },
    'missed': { type: 'string', default: '50' },
  },
})
const ROUNDS = Number(options.rounds)
const SOCKETS = Number(options.sockets)
const CENTERS = Number(options.centers)
const CLIENTS = Number(options.clients)
const RATE = Number(options.rate)
const SECONDS = Number(options.seconds)
const SETTLE_MS = 5_000
const TARGETS = { rssMb: 100, p99Ms: 100 } as const
const BENCH_PASSWORD = 'Demo-Passw0rd!'

const load1 = () => loadavg()[0]
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const fixed = (value: number, digits = 1) => value.toFixed(digits)
const median = (values: number[]) => percentile(values, 50)

/** Bench centers and their one user each, made once per database (idempotent). */
async function benchUsers(databaseUrl: string) {
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
    const users: { id: number; email: string; centerId: number }[] = []
    for (let index = 1; index <= CENTERS; index++) {
      const code = `LB${String(index).padStart(2, '0')}`
      await client.query(
        `INSERT INTO centers (code, name, ${copied})
         SELECT $1::text, $2::text, ${copied} FROM centers WHERE upper(code) = 'KUL'
            AND NOT EXISTS (SELECT 1 FROM centers WHERE upper(code) = $1::text)`,
        [code, `Live bench ${index}`]
      )
      const center = await client.query<{ id: number }>(
        `SELECT id FROM centers WHERE upper(code) = $1 AND deleted_at IS NULL`,
        [code]
      )
      const centerId = center.rows[0].id
      const email = `live.bench.${index}@bench.test`
      await client.query(
        `INSERT INTO users (first_name, last_name, email, password, status, current_center_id,
                            created_at, updated_at)
         SELECT 'Live', $2::text, $1::text, password, 'enabled', $3, now(), now()
           FROM users WHERE email = 'admin@demo.test'
            AND NOT EXISTS (SELECT 1 FROM users WHERE email = $1::text)`,
        [email, `Bench ${index}`, centerId]
      )
      const user = await client.query<{ id: number }>(`SELECT id FROM users WHERE email = $1`, [
        email,
      ])
      const userId = user.rows[0].id
      await client.query(
        `INSERT INTO center_user (user_id, center_id) SELECT $1, $2
          WHERE NOT EXISTS (SELECT 1 FROM center_user WHERE user_id = $1)`,
        [userId, centerId]
      )
      await client.query(
        `INSERT INTO role_user (user_id, role_id)
         SELECT $1, role_id FROM role_user
          WHERE user_id = (SELECT id FROM users WHERE email = 'admin@demo.test')
            AND NOT EXISTS (SELECT 1 FROM role_user WHERE user_id = $1)`,
        [userId]
      )
      users.push({ id: userId, email, centerId })
    }
    return users
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

type Probe = { post: <T>(path: string) => Promise<T> }

function probeAt(port: number): Probe {
  return {
    async post<T>(path: string) {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, { method: 'POST' })
      if (!response.ok)
        throw new Error(`probe ${path}: ${response.status} ${await response.text()}`)
      return (await response.json()) as T
    },
  }
}

type FanOut = {
  path: string
  p50: number
  p99: number
  max: number
  receipts: number
  expected: number
  achievedRate: number
  loadBefore: number
  loadAfter: number
}

async function fanOut(
  probe: Probe,
  clients: SocketProcess[],
  path: 'emit' | 'outbox',
  rooms: string[],
  socketsPerRoom: number[]
): Promise<FanOut> {
  const loadBefore = load1()
  const run = await probe.post<{ total: number; elapsedMs: number; started: number[] }>(
    `/fan-out?path=${path}&rate=${RATE}&seconds=${SECONDS}&rooms=${rooms.join(',')}`
  )
  const expected = Array.from(
    { length: run.total },
    (_, seq) => socketsPerRoom[seq % rooms.length]
  ).reduce((sum, value) => sum + value, 0)
  // A server that fell behind is still sending when the probe answers: every receipt of this
  // path is waited for (until none arrives for 3 s), or the next path's window would get them.
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
  for (const [index, client] of clients.entries()) {
    const file = join(tmpdir(), `live_bench_${process.pid}_${index}.bin`)
    await client.ask({ type: 'collect', file })
    const pairs = new Float64Array(readFileSync(file).buffer.slice(0))
    rmSync(file, { force: true })
    for (let at = 0; at < pairs.length; at += 2) {
      latencies.push(pairs[at + 1] - run.started[pairs[at]])
    }
  }
  return {
    path,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: percentile(latencies, 100),
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

async function round(
  app: SignedInApp,
  probe: Probe,
  cookies: string[],
  rooms: string[]
): Promise<Round> {
  const clients = Array.from({ length: CLIENTS }, () => new SocketProcess())
  try {
    await sleep(2_000)
    await probe.post('/gc')
    const loadBefore = load1()
    const rssBefore = memoryOf(app.pid).rss
    const started = performance.now()
    const connected = await Promise.all(
      clients.map((client, index) =>
        client.ask<{ count: number; refused: number }>({
          type: 'connect',
          base: app.base,
          cookies,
          // The sockets split evenly; the first processes take the remainder.
          sockets: Math.floor(SOCKETS / CLIENTS) + (index < SOCKETS % CLIENTS ? 1 : 0),
        })
      )
    )
    const connectSeconds = (performance.now() - started) / 1000
    await sleep(SETTLE_MS)
    await probe.post('/gc')
    const rssAfter = memoryOf(app.pid).rss
    const loadAfter = load1()
    // Every process opens its sockets over the users in turn: socket i is user i mod users'.
    const perRoom = rooms.map(() => 0)
    for (const [index] of clients.entries()) {
      const count = connected[index].count
      for (let socket = 0; socket < count; socket++) perRoom[socket % cookies.length]++
    }
    const fanOuts = [
      await fanOut(probe, clients, 'emit', rooms, perRoom),
      await fanOut(probe, clients, 'outbox', rooms, perRoom),
    ]
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
    // The server notices the closed sockets before the next round's "before".
    await sleep(3_000)
  }
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
      `  ${run.path.padEnd(6)} ${fixed(run.achievedRate, 0)} events/s: p50 ${fixed(run.p50)} ms, ` +
        `p99 ${fixed(run.p99)} ms, max ${fixed(run.max)} ms; ${run.receipts}/${run.expected} ` +
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
  const users = await benchUsers(databaseUrl)
  const probePort = await freePort()
  const app = await startSignedIn({
    preload: ['@poppinss/ts-exec', new URL('./live_probe.js', import.meta.url).href],
    env: { LIVE_PROBE_PORT: String(probePort) },
  })
  try {
    const probe = probeAt(probePort)
    const cookies: string[] = []
    for (const user of users) cookies.push(await signIn(app.base, user.email))
    const rooms = users.map((user) => `center:${user.centerId}`)
    console.log(
      `${SOCKETS} sockets over ${users.length} users (one center each), in ${CLIENTS} ` +
        `processes; ${RATE} events/s for ${SECONDS} s per path, round robin over their rooms`
    )
    const results: Round[] = []
    for (let index = 0; index < ROUNDS; index++) {
      const result = await round(app, probe, cookies, rooms)
      results.push(result)
      printRound(index, result)
    }
    const growth = median(results.map((result) => result.growth))
    console.log(
      `\nmedian of ${ROUNDS} rounds: RSS growth ${fixed(growth)} MB (target ≤ ${TARGETS.rssMb}: ` +
        `${growth <= TARGETS.rssMb ? 'met' : 'MISSED'}); loads ` +
        results.map((result) => fixed(result.loadBefore, 2)).join(', ')
    )
    for (const [pathIndex, path] of ['emit', 'outbox'].entries()) {
      const p99 = median(results.map((result) => result.fanOuts[pathIndex].p99))
      const p50 = median(results.map((result) => result.fanOuts[pathIndex].p50))
      console.log(
        `  ${path.padEnd(6)} p50 ${fixed(p50)} ms, p99 ${fixed(p99)} ms (target p99 ≤ ` +
          `${TARGETS.p99Ms}: ${p99 <= TARGETS.p99Ms ? 'met' : 'MISSED'}); loads ` +
          results.map((result) => fixed(result.fanOuts[pathIndex].loadBefore, 2)).join(', ')
      )
    }
    if (options['long-disconnect']) await longDisconnect(app, probe, users[0], cookies[0])
  } finally {
    app.stop()
  }
}

await main()
