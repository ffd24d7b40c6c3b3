/**
 * Streaming a list of a million rows (issue 28 §6): the members list, every row of it, read the
 * way an export replays it (app/queries/list_stream.ts, keyset batches), with the memory the
 * process holds while it does.
 *
 *   createdb -h 127.0.0.1 -U postgres assist_bench
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/assist_bench \
 *     node --expose-gc --import @poppinss/ts-exec bench/list_stream.ts [--rounds 3] [--batch 500]
 *
 * It migrates and seeds the database from the production build (bench/harness.ts), tops the
 * members up to 1,000,000 (bench/seed_members.ts), then boots the app in this process (as an
 * export worker would run) and, each round, streams the whole list twice, taking turns: sorted
 * by name (19k names over a million members: ties everywhere), and sorted by last update, newest
 * first, inside a transaction where a tenth of the members have none (the NULLs come first; the
 * seeded members share 11 update times, so the rest are ties of 100k rows each; rolled back
 * after, the stream reading through that transaction). Per round it prints the rows, the time,
 * the statement time of the first and the last tenth of the batches (a keyset batch costs the
 * same at the end of the list as at its start; an OFFSET would not), the heap still held after a
 * full collection at the start, a tenth of the way and the end, the highest heap seen (garbage
 * included), the resident memory at a tenth of the way and the highest after it, and the load
 * average beside it; then the median of the rounds.
 *
 * Target: memory flat, whatever the length: from a tenth of the way to the end, the heap held
 * grows by at most 4 MB and the resident memory by at most 16 MB.
 */
import 'reflect-metadata'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { Ignitor } from '@adonisjs/core'
import { APP_ROOT, importer } from '../bin/importer.js'
import { load, migrateAndSeed, percentile, requireDatabaseUrl } from './harness.js'
import { MEMBERS, seedMembers } from './seed_members.js'

const databaseUrl = requireDatabaseUrl()
const { values: options } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    batch: { type: 'string', default: '500' },
  },
})
const ROUNDS = Number(options.rounds)
const BATCH = Number(options.batch)
const TARGET_HELD_MB = 4
const TARGET_RSS_MB = 16

const collect = (globalThis as { gc?: () => void }).gc
if (!collect) {
  console.error('Run with node --expose-gc: the heap held is measured after full collections.')
  process.exit(1)
}

await migrateAndSeed()
const client = new pg.Client({ connectionString: databaseUrl })
await client.connect()
await seedMembers(client)
await client.query('VACUUM ANALYZE members')
const { rows: counted } = await client.query<{ live: string }>(
  'SELECT count(*) AS live FROM members WHERE deleted_at IS NULL'
)
const LIVE = Number(counted[0].live)
await client.end()

// The app in this process, as a worker runs it: its env, providers and preloads (the
// validators' rules are installed by start/validator.ts before any list module is loaded).
process.env.NODE_ENV = 'production'
process.env.LOG_LEVEL = 'warn'
const app = new Ignitor(APP_ROOT, { importer })
  .tap((created) => {
    created.booting(async () => {
      await import('#start/env')
    })
  })
  .createApp('console')
await app.init()
await app.boot()
await app.start(() => {})

const { streamList } = await import('#queries/list_stream')
const { runList } = await import('#queries/list_query')
const { parseListQuery } = await import('#queries/list_query_parser')
const { scopedList } = await import('#resources/scope')
const { membersResource } = await import('#resources/members')
const { actorOf } = await import('#services/actor')
const { currentCenterOf } = await import('#services/shared_user')
const { default: User } = await import('#models/user')
const { default: db } = await import('@adonisjs/lucid/services/db')
const { HttpContextFactory } = await import('@adonisjs/core/factories/http')

const user = await User.findByOrFail('email', 'admin@demo.test')
const center = await currentCenterOf(user)
const request = {
  ctx: new HttpContextFactory().create(),
  user,
  actor: await actorOf(user, { center }),
  center,
  params: {},
}
const members = scopedList(membersResource, request)

const mb = (bytes: number) => bytes / 1024 / 1024
function heldHeap() {
  collect!()
  collect!()
  return mb(process.memoryUsage().heapUsed)
}

type Round = {
  rows: number
  seconds: number
  firstTenthMs: number
  lastTenthMs: number
  heldStart: number
  heldTenth: number
  heldEnd: number
  peakHeap: number
  rssTenth: number
  peakRssAfterTenth: number
  loadBefore: string
  loadAfter: string
}

type Scenario = {
  name: string
  sort: string
  /** Run inside a transaction that first does this, and is rolled back after. */
  within?: string
}

async function streamOnce(scenario: Scenario): Promise<Round> {
  const { query, errors } = await parseListQuery({ sort: scenario.sort }, members)
  if (errors.length > 0) throw new Error(JSON.stringify(errors))
  const trx = scenario.within ? await db.transaction() : null
  if (trx && scenario.within) await trx.rawQuery(scenario.within)
  const loadBefore = load()
  const heldStart = heldHeap()
  let heldTenth = Number.NaN
  let rssTenth = Number.NaN
  let peakHeap = heldStart
  let peakRssAfterTenth = 0
  let rows = 0
  const batchMs: number[] = []
  const started = performance.now()
  let asked = performance.now()
  try {
    const batches = streamList(members, query, {
      batchSize: BATCH,
      ...(trx ? { client: trx } : {}),
    })
    for await (const batch of batches) {
      batchMs.push(performance.now() - asked)
      rows += batch.length
      const memory = process.memoryUsage()
      peakHeap = Math.max(peakHeap, mb(memory.heapUsed))
      if (!Number.isNaN(rssTenth)) peakRssAfterTenth = Math.max(peakRssAfterTenth, mb(memory.rss))
      // A tenth of the way in: what is held then is what the stream needs; it must not grow.
      if (Number.isNaN(heldTenth) && rows >= MEMBERS / 10) {
        heldTenth = heldHeap()
        rssTenth = mb(process.memoryUsage().rss)
        peakRssAfterTenth = rssTenth
      }
      asked = performance.now()
    }
  } finally {
    await trx?.rollback()
  }
  const seconds = (performance.now() - started) / 1000
  const tenth = Math.max(1, Math.floor(batchMs.length / 10))
  return {
    rows,
    seconds,
    firstTenthMs: percentile(batchMs.slice(0, tenth), 50),
    lastTenthMs: percentile(batchMs.slice(-tenth), 50),
    heldStart,
    heldTenth,
    heldEnd: heldHeap(),
    peakHeap,
    rssTenth,
    peakRssAfterTenth,
    loadBefore,
    loadAfter: load(),
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

function line(round: Round) {
  return [
    `${round.rows.toLocaleString('en')} rows in ${round.seconds.toFixed(1)} s`,
    `batch p50 first tenth ${round.firstTenthMs.toFixed(1)} ms, last tenth ${round.lastTenthMs.toFixed(1)} ms`,
    `heap held ${round.heldStart.toFixed(1)} → ${round.heldTenth.toFixed(1)} → ${round.heldEnd.toFixed(1)} MB`,
    `peak heap ${round.peakHeap.toFixed(1)} MB`,
    `RSS at a tenth ${round.rssTenth.toFixed(0)} MB, highest after ${round.peakRssAfterTenth.toFixed(0)} MB`,
  ].join('; ')
}

const scenarios: Scenario[] = [
  { name: 'by name', sort: 'name' },
  {
    name: 'by last update, newest first, a tenth without one',
    sort: '-updated_at',
    within: 'UPDATE members SET updated_at = NULL WHERE id % 10 = 0',
  },
]
const results = new Map<string, Round[]>(scenarios.map((scenario) => [scenario.name, []]))

console.log(
  `Streaming ${MEMBERS.toLocaleString('en')} members in batches of ${BATCH}, ${ROUNDS} rounds`
)
for (let round = 1; round <= ROUNDS; round++) {
  for (const scenario of scenarios) {
    const measured = await streamOnce(scenario)
    results.get(scenario.name)!.push(measured)
    console.log(`round ${round} ${scenario.name}: ${line(measured)}`)
    console.log(`  ${measured.loadBefore} before, ${measured.loadAfter} after`)
  }
}

// For comparison: the last page of the same list read as a page is (OFFSET).
{
  const { query } = await parseListQuery({ sort: 'name' }, members)
  const perPage = 25
  const last = Math.ceil(LIVE / perPage)
  const timed: number[] = []
  for (let read = 0; read < 3; read++) {
    const started = performance.now()
    await runList(members, { ...query, page: last, perPage })
    timed.push(performance.now() - started)
  }
  console.log(
    `for comparison, page ${last.toLocaleString('en')} of ${perPage} by name (OFFSET ${((last - 1) * perPage).toLocaleString('en')}): ` +
      `${timed.map((ms) => ms.toFixed(0)).join(', ')} ms; ${load()}`
  )
}

let met = true
for (const scenario of scenarios) {
  const rounds = results.get(scenario.name)!
  const of = (pick: (round: Round) => number) => median(rounds.map(pick))
  const growth = of((round) => round.heldEnd - round.heldTenth)
  const rss = of((round) => round.peakRssAfterTenth - round.rssTenth)
  const ok = Math.abs(growth) <= TARGET_HELD_MB && rss <= TARGET_RSS_MB
  // Every live member, every round.
  met &&= ok && rounds.every((round) => round.rows === LIVE)
  console.log(
    `median of ${rounds.length} ${scenario.name}: ${of((round) => round.seconds).toFixed(1)} s; ` +
      `batch p50 first tenth ${of((round) => round.firstTenthMs).toFixed(1)} ms, last tenth ${of((round) => round.lastTenthMs).toFixed(1)} ms; ` +
      `heap held from a tenth to the end ${growth >= 0 ? '+' : ''}${growth.toFixed(2)} MB (target ±${TARGET_HELD_MB}); ` +
      `RSS from a tenth to the end +${rss.toFixed(1)} MB (target ≤ ${TARGET_RSS_MB}) ${ok ? 'met' : 'NOT MET'}`
  )
}
await app.terminate()
process.exit(met ? 0 : 1)
