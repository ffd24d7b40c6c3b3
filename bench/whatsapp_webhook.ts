/**
 * The WhatsApp webhook's acknowledgement (issue 31, shared/design/MESSAGING.md "Proof expected"):
 * p99 ≤ 200 ms at 100 webhook requests a second on this machine, the time from when Meta's
 * POST is due to the last byte of our 200.
 *
 *   createdb -h 127.0.0.1 -U postgres webhook_bench
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/webhook_bench \
 *     node --import @poppinss/ts-exec bench/whatsapp_webhook.ts \
 *     [--rounds 3] [--rate 100] [--seconds 20] [--warm 10] [--max-load 3 [--wait 10]]
 *     [--no-worker] [--drain 10]
 *
 * 1. Starts the fake Cloud API (app/services/whatsapp/fake_graph.ts) in this process, then
 *    migrates and seeds the database with `npm start`'s FAKE_GRAPH_* in the seeder's
 *    environment, so Settings › WhatsApp hold its URL, token and an app secret of the bench's
 *    own, and its business number → KUL, as `npm start` sets them (the media downloads and the
 *    template sync of the worker reach the fake).
 * 2. Starts the production build as `npm start` serves it (bench/harness.ts), the queue worker
 *    beside it (`ace.js queue:work`, unless `--no-worker`), and the floor
 *    (bench/bare_webhook_server.ts: a bare Node + `pg` handler checking the same signature and
 *    writing the same two rows in one transaction, and nothing else).
 * 3. Real webhooks: each body is an event as the Cloud API posts it, signed with the app secret
 *    over its exact bytes (and checked once with the app's own app/services/whatsapp/signature.ts
 *    before it is sent). The mix: three quarters new messages from many WhatsApp ids (each turn
 *    its own 800 senders, so most are new contacts: text in several languages, a few photos whose
 *    files the fake serves, locations, button and list replies, reactions, contact cards), one
 *    quarter statuses (delivered, read, a late `sent`) of outbound messages the turn seeds first.
 * 4. Open loop: the requests are due at a steady `--rate` a second for `--seconds`, each sent when
 *    due whatever the earlier ones are doing (Meta does not wait for our answers), and each
 *    latency counts from when it was due, so a server that falls behind is charged for it.
 *    `--warm` seconds of the same traffic first, untimed, on each server.
 * 5. Rounds (3 by default): the app and the floor each take a turn, alternating which goes
 *    first; after each turn the bench waits (up to `--drain` minutes) until the worker has
 *    processed every event of the turn and stored its photos, and reports how long that took
 *    after the turn's last request (a figure, not a target; the floor's rows wait for the
 *    worker's 2 s poll, the app's are handed to the queue by its commit). The next turn starts
 *    on an idle queue. Before each round the 1-minute load average must fall under `--max-load`
 *    (up to `--wait` minutes); the load is printed beside every figure.
 * 6. Prints every turn, then the median of the rounds (never a figure pooled over rounds), and
 *    the target against the app's median p99.
 */
import { spawn } from 'node:child_process'
import { createHash, createHmac, randomBytes } from 'node:crypto'
import http from 'node:http'
import { cpus, loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { performance } from 'node:perf_hooks'
import { readFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import pg from 'pg'
import { freePort } from '../app/services/embedded_postgres.js'
import { startFakeGraph, type FakeGraph } from '../app/services/whatsapp/fake_graph.js'
import {
  NPM_START_DISPLAY_NUMBER,
  NPM_START_PHONE_NUMBER_ID,
  NPM_START_WABA_ID,
} from '../app/services/whatsapp/fake_graph_account.js'
import { validSignature } from '../app/services/whatsapp/signature.js'
import {
  appRoot,
  migrateAndSeed,
  percentile,
  POOL_SIZE,
  requireDatabaseUrl,
  startSignedIn,
  startWorker,
} from './harness.js'

const { values: options } = parseArgs({
  options: {
    'rounds': { type: 'string', default: '3' },
    'rate': { type: 'string', default: '100' },
    'seconds': { type: 'string', default: '20' },
    'warm': { type: 'string', default: '10' },
    'max-load': { type: 'string' },
    'wait': { type: 'string', default: '10' },
    'no-worker': { type: 'boolean', default: false },
    'drain': { type: 'string', default: '10' },
  },
})
const ROUNDS = Number(options.rounds)
const RATE = Number(options.rate)
const SECONDS = Number(options.seconds)
const WARM_SECONDS = Number(options.warm)
const MAX_LOAD = options['max-load'] === undefined ? null : Number(options['max-load'])
const WAIT_MINUTES = Number(options.wait)
const WORKER = !options['no-worker']
const DRAIN_MINUTES = Number(options.drain)
const TARGET_P99_MS = 200
/** New senders per turn: with 2,000 requests, three quarters messages, most are new contacts. */
const SENDERS = 800
/** Outbound messages seeded per turn for the statuses to move. */
const OUTBOUND = 220

const APP_SECRET = `bench-${randomBytes(12).toString('hex')}`
const ACCESS_TOKEN = `bench-${randomBytes(12).toString('hex')}`

const load1 = () => loadavg()[0]
const fixed = (value: number, digits = 1) => value.toFixed(digits)
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Waits for the load average to fall under --max-load; false when it did not in time. */
async function awaitQuiet() {
  if (MAX_LOAD === null) return true
  const until = performance.now() + WAIT_MINUTES * 60_000
  while (load1() >= MAX_LOAD) {
    if (performance.now() >= until) return false
    await sleep(10_000)
  }
  return true
}

/** A process's CPU time so far (user + system), in seconds, from /proc. */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  // utime and stime are fields 14 and 15 of the whole line (11 and 12 after the name).
  return (Number(fields[11]) + Number(fields[12])) / 100
}

/** A small deterministic generator, so each turn's mix is the same for the app and the floor. */
function random(seed: number) {
  let state = seed >>> 0 || 1
  return () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return (state >>> 0) / 0x1_00_00_00_00
  }
}

const TEXTS = [
  'Hello, I need help, my father was admitted to hospital in Bangkok',
  'Selamat pagi, saya perlukan surat jaminan untuk Hospital Pantai',
  'My policy number is P-00731042, can you check if dental is covered?',
  'สวัสดีครับ ผมต้องการความช่วยเหลือ',
  'The hospital asks for a guarantee of payment before surgery 🙏',
  'Is there a clinic near KLCC open now?',
  'Thank you!',
  'ok',
  'I sent the bill yesterday, any update on the claim?',
  'Can someone call me back please? +60 12-345 6789',
  'Magandang umaga po, kailangan ko ng tulong',
  'We are at the emergency room now',
]

type Body = { bytes: Buffer; signature: string }

/** Signs exactly these bytes as Meta does (X-Hub-Signature-256). */
function signed(event: unknown): Body {
  const bytes = Buffer.from(JSON.stringify(event))
  const signature = `sha256=${createHmac('sha256', APP_SECRET).update(bytes).digest('hex')}`
  return { bytes, signature }
}

function envelope(value: Record<string, unknown>) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: NPM_START_WABA_ID,
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: {
                display_phone_number: NPM_START_DISPLAY_NUMBER,
                phone_number_id: NPM_START_PHONE_NUMBER_ID,
              },
              ...value,
            },
          },
        ],
      },
    ],
  }
}

let wamidSequence = 0
const wamid = () =>
  `wamid.HBgL${(++wamidSequence).toString(36).padStart(8, '0')}${randomBytes(9).toString('base64url')}`

/** What a turn sends, and the outbound messages its statuses are about. */
type Turn = { label: string; bodies: Body[]; outbound: { waId: string; wamid: string }[] }

/** One turn's requests (`count`), its own senders and outbound messages, in a fixed mix. */
function buildTurn(label: string, seed: number, count: number, fake: FakeGraph): Turn {
  const next = random(seed)
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]
  const stamp = `${Date.now() % 1e6}`.padStart(6, '0')
  const senders = Array.from({ length: SENDERS }, (_, index) => ({
    waId: `60${String(seed % 100).padStart(2, '0')}${stamp}${String(index).padStart(3, '0')}`,
    name: `Member ${seed}-${index}`,
  }))
  const outbound = Array.from({ length: OUTBOUND }, (_, index) => ({
    waId: `61${String(seed % 100).padStart(2, '0')}${stamp}${String(index).padStart(3, '0')}`,
    wamid: wamid(),
  }))
  // Each outbound message's statuses, in Meta's order, with now and then a late `sent`.
  const statusQueue: { wamid: string; status: string; recipient: string }[] = []
  for (const message of outbound) {
    const steps = next() < 0.15 ? ['delivered', 'read', 'sent'] : ['delivered', 'read']
    for (const status of steps) {
      statusQueue.push({ wamid: message.wamid, status, recipient: message.waId })
    }
  }
  let statusAt = 0
  const now = () => String(Math.floor(Date.now() / 1000))
  const bodies: Body[] = []
  for (let index = 0; index < count; index++) {
    const roll = next()
    if (roll < 0.25 && statusAt < statusQueue.length) {
      // A status event: usually one status, sometimes the next two together.
      const batch = statusQueue.slice(statusAt, statusAt + (next() < 0.2 ? 2 : 1))
      statusAt += batch.length
      bodies.push(
        signed(
          envelope({
            statuses: batch.map((entry) => ({
              id: entry.wamid,
              status: entry.status,
              timestamp: now(),
              recipient_id: entry.recipient,
              ...(entry.status === 'sent'
                ? {
                    conversation: { id: `conv-${entry.recipient}`, origin: { type: 'service' } },
                    pricing: { billable: true, pricing_model: 'CBP', category: 'service' },
                  }
                : {}),
            })),
          })
        )
      )
      continue
    }
    const sender = pick(senders)
    const kind = next()
    let message: Record<string, unknown>
    if (kind < 0.8) message = { type: 'text', text: { body: pick(TEXTS) } }
    else if (kind < 0.87) {
      // A photo of the insurance card: a file the fake keeps, named by its media id and hash.
      const bytes = randomBytes(2048 + Math.floor(next() * 6000))
      const id = fake.addMedia(bytes, 'image/jpeg')
      message = {
        type: 'image',
        image: {
          id,
          mime_type: 'image/jpeg',
          sha256: createHash('sha256').update(bytes).digest('hex'),
          ...(next() < 0.5 ? { caption: 'My insurance card' } : {}),
        },
      }
    } else if (kind < 0.91) {
      message = {
        type: 'location',
        location: { latitude: 3.1579, longitude: 101.7116, name: 'KLCC', address: 'Kuala Lumpur' },
      }
    } else if (kind < 0.95) {
      message = {
        type: 'interactive',
        interactive: {
          type: 'button_reply',
          button_reply: { id: 'call-me', title: 'Yes, call me' },
        },
      }
    } else if (kind < 0.98) {
      message = { type: 'reaction', reaction: { message_id: wamid(), emoji: '\u{1F44D}' } }
    } else {
      message = {
        type: 'contacts',
        contacts: [
          {
            name: { formatted_name: 'Dr Lim', first_name: 'Lim' },
            phones: [{ phone: '+60 12-345 6789', type: 'CELL', wa_id: '60123456789' }],
          },
        ],
      }
    }
    bodies.push(
      signed(
        envelope({
          contacts: [{ profile: { name: sender.name }, wa_id: sender.waId }],
          messages: [{ from: sender.waId, id: wamid(), timestamp: now(), ...message }],
        })
      )
    )
  }
  // The app's own check, once per body: a body the app would refuse measures nothing.
  for (const body of bodies) {
    if (!validSignature(body.bytes, body.signature, APP_SECRET)) {
      throw new Error('a bench body is not signed as the app checks it')
    }
  }
  return { label, bodies, outbound }
}

/** The turn's outbound messages (each a contact of its own), as a send leaves them: `sent`. */
async function seedOutbound(client: pg.Client, centerId: number, turn: Turn) {
  await client.query(
    `WITH input AS (
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS input (wa_id text, wamid text)
     ), contacts AS (
       INSERT INTO whatsapp_contacts (center_id, phone_number_id, wa_id, full_name, status,
                                      queued_at, closed_at, created_at, updated_at)
       SELECT $2, $3, input.wa_id, 'Bench ' || input.wa_id, 'closed', now(), now(), now(), now()
         FROM input
       ON CONFLICT (phone_number_id, wa_id) DO UPDATE SET updated_at = now()
       RETURNING id, wa_id
     )
     INSERT INTO whatsapp_messages (contact_id, center_id, wamid, direction, type, body, status,
                                    status_at, sent_at, created_at, updated_at)
     SELECT contacts.id, $2, input.wamid, 'outbound', 'text', 'We are on it.', 'sent', now(),
            now(), now(), now()
       FROM input JOIN contacts ON contacts.wa_id = input.wa_id`,
    [
      JSON.stringify(turn.outbound.map((entry) => ({ wa_id: entry.waId, wamid: entry.wamid }))),
      centerId,
      NPM_START_PHONE_NUMBER_ID,
    ]
  )
}

type Sent = {
  /** From when each request was due to the last byte of its answer, in ms. */
  latencies: number[]
  /** How late the generator sent each request after it was due, in ms. */
  lags: number[]
  statuses: Map<number, number>
  elapsedMs: number
}

/** One POST, its answer read; resolves with the status when the last byte has come. */
function post(agent: http.Agent, url: URL, body: Body) {
  return new Promise<number>((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': String(body.bytes.length),
          'x-hub-signature-256': body.signature,
          'user-agent': 'facebookexternalua',
        },
      },
      (response) => {
        response.on('error', reject)
        response.on('end', () => resolve(response.statusCode ?? 0))
        response.resume()
      }
    )
    request.on('error', reject)
    request.end(body.bytes)
  })
}

/**
 * Open loop: request i is due at start + i / rate and sent then, however many are still
 * unanswered (new connections are opened as needed); each latency counts from when it was due.
 */
async function openLoop(base: string, bodies: Body[], rate: number): Promise<Sent> {
  const url = new URL('/webhooks/whatsapp', base)
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1000, maxFreeSockets: 64 })
  const interval = 1000 / rate
  const latencies: number[] = Array.from({ length: bodies.length })
  const lags: number[] = Array.from({ length: bodies.length })
  const statuses = new Map<number, number>()
  const pending: Promise<void>[] = []
  const start = performance.now() + 20
  let index = 0
  try {
    await new Promise<void>((resolve) => {
      const tick = () => {
        const now = performance.now()
        while (index < bodies.length && start + index * interval <= now) {
          const due = start + index * interval
          const which = index
          lags[which] = performance.now() - due
          pending.push(
            post(agent, url, bodies[which]).then(
              (status) => {
                latencies[which] = performance.now() - due
                statuses.set(status, (statuses.get(status) ?? 0) + 1)
              },
              () => {
                latencies[which] = performance.now() - due
                statuses.set(0, (statuses.get(0) ?? 0) + 1)
              }
            )
          )
          index += 1
        }
        if (index >= bodies.length) return resolve()
        setTimeout(tick, Math.max(0, start + index * interval - performance.now()))
      }
      tick()
    })
    await Promise.all(pending)
  } finally {
    agent.destroy()
  }
  return { latencies, lags, statuses, elapsedMs: performance.now() - start }
}

type Server = { name: 'app' | 'floor'; base: string; pid: number }

type TurnResult = {
  server: 'app' | 'floor'
  p50: number
  p95: number
  p99: number
  max: number
  answered: string
  ok: boolean
  rate: number
  lagP99: number
  loadBefore: number
  loadAfter: number
  /** CPU seconds the server (and the worker) spent during the turn. */
  serverCpu: number
  workerCpu: number | null
  /** From the turn's last request to every event processed and every photo stored, in s. */
  drainS: number | null
  processed: string
}

/** Waits until every event after `marks` is processed and no photo after it is pending. */
async function drain(client: pg.Client, marks: { event: number; message: number }) {
  const until = performance.now() + DRAIN_MINUTES * 60_000
  for (;;) {
    const { rows } = await client.query<{ events: string; waiting: string; media: string }>(
      `SELECT (SELECT count(*) FROM whatsapp_webhook_events WHERE id > $1) AS events,
              (SELECT count(*) FROM whatsapp_webhook_events WHERE id > $1
                  AND status <> 'processed') AS waiting,
              (SELECT count(*) FROM whatsapp_messages WHERE id > $2
                  AND media_status = 'pending') AS media`,
      [marks.event, marks.message]
    )
    const [row] = rows
    const left = Number(row.waiting) + Number(row.media)
    if (left === 0) return { done: true, events: Number(row.events), left: 0 }
    if (performance.now() >= until) return { done: false, events: Number(row.events), left }
    await sleep(100)
  }
}

async function marksNow(client: pg.Client) {
  const { rows } = await client.query<{ event: string | null; message: string | null }>(
    `SELECT (SELECT max(id) FROM whatsapp_webhook_events) AS event,
            (SELECT max(id) FROM whatsapp_messages) AS message`
  )
  return { event: Number(rows[0].event ?? 0), message: Number(rows[0].message ?? 0) }
}

async function runTurn(
  server: Server,
  turn: Turn,
  client: pg.Client,
  centerId: number,
  workerPid: number | null
): Promise<TurnResult> {
  await seedOutbound(client, centerId, turn)
  const marks = await marksNow(client)
  const loadBefore = load1()
  const serverCpu = cpuSeconds(server.pid)
  const workerCpu = workerPid === null ? 0 : cpuSeconds(workerPid)
  const sent = await openLoop(server.base, turn.bodies, RATE)
  const lastAnswer = performance.now()
  const loadAfter = load1()
  const serverSpent = cpuSeconds(server.pid) - serverCpu
  let drainS: number | null = null
  let processed = 'no worker'
  if (workerPid !== null) {
    const drained = await drain(client, marks)
    drainS = drained.done ? (performance.now() - lastAnswer) / 1000 : null
    processed = drained.done
      ? `${drained.events} events processed`
      : `${drained.left} of ${drained.events} still waiting after ${DRAIN_MINUTES} min`
  }
  const answered = [...sent.statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${count}×${status === 0 ? 'no answer' : status}`)
    .join(', ')
  return {
    server: server.name,
    p50: percentile(sent.latencies, 50),
    p95: percentile(sent.latencies, 95),
    p99: percentile(sent.latencies, 99),
    max: percentile(sent.latencies, 100),
    answered,
    ok: sent.statuses.get(200) === turn.bodies.length,
    rate: turn.bodies.length / (sent.elapsedMs / 1000),
    lagP99: percentile(sent.lags, 99),
    loadBefore,
    loadAfter,
    serverCpu: serverSpent,
    workerCpu: workerPid === null ? null : cpuSeconds(workerPid) - workerCpu,
    drainS,
    processed,
  }
}

function printTurn(round: number, result: TurnResult) {
  console.log(
    `round ${round} ${result.server.padEnd(5)} ${fixed(result.rate, 1)} req/s: p50 ` +
      `${fixed(result.p50)}, p95 ${fixed(result.p95)}, p99 ${fixed(result.p99)}, max ` +
      `${fixed(result.max)} ms (${result.answered}; generator lag p99 ${fixed(result.lagP99)} ` +
      `ms) | CPU server ${fixed(result.serverCpu)} s` +
      `${result.workerCpu === null ? '' : `, worker ${fixed(result.workerCpu)} s`} | queue ` +
      `${result.drainS === null ? result.processed : `drained ${fixed(result.drainS)} s after the last answer (${result.processed})`}` +
      ` | load ${fixed(result.loadBefore, 2)} → ${fixed(result.loadAfter, 2)}`
  )
}

/** The floor (bench/bare_webhook_server.ts) with the app's pool size. */
async function startFloor(databaseUrl: string) {
  const port = await freePort()
  const child = spawn(
    process.execPath,
    ['--import', '@poppinss/ts-exec', 'bench/bare_webhook_server.ts'],
    {
      cwd: fileURLToPath(new URL('../', import.meta.url)),
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        DB_POOL_MAX: String(POOL_SIZE),
        WEBHOOK_APP_SECRET: APP_SECRET,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    }
  )
  const base = `http://127.0.0.1:${port}`
  const stop = () => void child.kill('SIGKILL')
  for (let attempt = 0; attempt < 120; attempt++) {
    if (child.exitCode !== null) throw new Error(`the floor exited (${child.exitCode})`)
    const answered = await fetch(`${base}/health`).then(
      (response) => response.status,
      () => null
    )
    if (answered === 200) return { base, pid: child.pid!, stop }
    await sleep(500)
  }
  stop()
  throw new Error('the floor did not answer in time')
}

async function main() {
  const databaseUrl = requireDatabaseUrl()
  const fake = await startFakeGraph({
    appSecret: APP_SECRET,
    accessToken: ACCESS_TOKEN,
    wabaId: NPM_START_WABA_ID,
    numbers: [
      { phoneNumberId: NPM_START_PHONE_NUMBER_ID, displayPhoneNumber: NPM_START_DISPLAY_NUMBER },
    ],
  })
  console.log('Migrating and seeding (Settings › WhatsApp pointed at the fake, as npm start does)…')
  await migrateAndSeed({
    FAKE_GRAPH_URL: fake.url,
    FAKE_GRAPH_TOKEN: ACCESS_TOKEN,
    FAKE_GRAPH_APP_SECRET: APP_SECRET,
    FAKE_GRAPH_VERIFY_TOKEN: `bench-${randomBytes(8).toString('hex')}`,
  })
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const numbers = await client.query<{ value: { phone_number_id: string; center_id: number }[] }>(
    `SELECT value FROM settings WHERE key = 'whatsapp_numbers'`
  )
  const mapped = numbers.rows[0]?.value.find(
    (number) => number.phone_number_id === NPM_START_PHONE_NUMBER_ID
  )
  if (!mapped) throw new Error('Settings › WhatsApp do not map the bench number to a center')
  const centerId = mapped.center_id

  // The photos the worker stores go to the tree's storage/drive (the build links its storage
  // there): the bench's own are removed at the end.
  const startMarks = await marksNow(client)
  const appProcess = await startSignedIn()
  const floorProcess = await startFloor(databaseUrl)
  const worker = WORKER ? await startWorker() : null
  const servers: Server[] = [
    { name: 'app', base: appProcess.base, pid: appProcess.pid },
    { name: 'floor', base: floorProcess.base, pid: floorProcess.pid },
  ]
  const count = Math.round(RATE * SECONDS)
  let seed = 1
  const rounds: TurnResult[][] = []
  const loadStart = load1()
  try {
    console.log(
      `${RATE} signed webhooks a second for ${SECONDS} s per turn (${count} requests), open loop, ` +
        `after ${WARM_SECONDS} s untimed per server; ${ROUNDS} rounds, app and floor alternating; ` +
        `worker ${WORKER ? 'running' : 'off'}; load average ${loadavg()
          .map((value) => fixed(value, 2))
          .join(' ')} on ${cpus().length} CPUs (shared)`
    )
    // Untimed: each server runs the path (the JIT, the pool's connections), then the queue drains.
    for (const server of servers) {
      const warm = buildTurn('warm', seed++, Math.round(RATE * WARM_SECONDS), fake)
      const result = await runTurn(server, warm, client, centerId, worker?.pid ?? null)
      if (!result.ok) throw new Error(`${server.name} refused the warm-up: ${result.answered}`)
      console.log(
        `warm-up ${server.name}: p99 ${fixed(result.p99)} ms, ${result.answered}; ${result.processed}`
      )
    }
    for (let round = 1; round <= ROUNDS; round++) {
      if (!(await awaitQuiet())) {
        console.log(
          `round ${round} starts at a load of ${fixed(load1(), 2)}, over --max-load ${MAX_LOAD}`
        )
      }
      const order = round % 2 === 1 ? servers : [servers[1], servers[0]]
      const results: TurnResult[] = []
      for (const server of order) {
        const turn = buildTurn(`round ${round}`, seed++, count, fake)
        const result = await runTurn(server, turn, client, centerId, worker?.pid ?? null)
        printTurn(round, result)
        if (!result.ok) throw new Error(`${server.name} answered ${result.answered}`)
        results.push(result)
      }
      rounds.push(results)
    }
  } finally {
    appProcess.stop()
    floorProcess.stop()
    worker?.stop()
    const stored = await client.query<{ media_path: string }>(
      `SELECT media_path FROM whatsapp_messages WHERE id > $1 AND media_path IS NOT NULL`,
      [startMarks.message]
    )
    // Each under its contact's folder (whatsapp/<center>/<contact>/<message>), the bench's own.
    for (const { media_path: path } of stored.rows) {
      await rm(join(appRoot, 'storage', 'drive', dirname(path)), { recursive: true, force: true })
    }
    await client.end()
    await fake.close()
  }

  const of = (name: 'app' | 'floor') =>
    rounds.map((results) => results.find((result) => result.server === name)!)
  const row = (label: string, turn: TurnResult) =>
    `| ${label} | ${turn.server} | ${fixed(turn.rate, 1)} | ${fixed(turn.p50)} | ${fixed(turn.p95)} | ` +
    `${fixed(turn.p99)} | ${fixed(turn.max)} | ${fixed(turn.serverCpu)} | ` +
    `${turn.drainS === null ? '–' : fixed(turn.drainS)} | ${fixed(turn.loadBefore, 2)} → ${fixed(turn.loadAfter, 2)} |`
  console.log(`
Every turn, then the median of the rounds (each column's own). Load average at the start
${fixed(loadStart, 2)}, at the end ${fixed(load1(), 2)}, on ${cpus().length} CPUs shared with other work.

| round | server | req/s | p50 ms | p95 ms | p99 ms | max ms | server CPU s | queue drained s after | load |
|---|---|---|---|---|---|---|---|---|---|`)
  for (const [index, results] of rounds.entries()) {
    for (const result of results) console.log(row(String(index + 1), result))
  }
  for (const name of ['app', 'floor'] as const) {
    const turns = of(name)
    const mid = (pick: (turn: TurnResult) => number) => median(turns.map(pick))
    const drains = turns.flatMap((turn) => (turn.drainS === null ? [] : [turn.drainS]))
    console.log(
      `| median | ${name} | ${fixed(
        mid((t) => t.rate),
        1
      )} | ${fixed(mid((t) => t.p50))} | ` +
        `${fixed(mid((t) => t.p95))} | ${fixed(mid((t) => t.p99))} | ${fixed(mid((t) => t.max))} | ` +
        `${fixed(mid((t) => t.serverCpu))} | ${drains.length > 0 ? fixed(median(drains)) : '–'} | |`
    )
  }
  const appP99 = median(of('app').map((turn) => turn.p99))
  const floorP99 = median(of('floor').map((turn) => turn.p99))
  console.log(
    `\nTarget (MESSAGING.md): acknowledgement p99 ≤ ${TARGET_P99_MS} ms at ${RATE} requests/s: ` +
      `app median p99 ${fixed(appP99)} ms (rounds ${of('app')
        .map((turn) => fixed(turn.p99))
        .join(
          ', '
        )}) ${appP99 <= TARGET_P99_MS ? 'met' : 'MISSED'}; the floor's ${fixed(floorP99)} ms`
  )
}

await main()
