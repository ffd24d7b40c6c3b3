/**
 * Loaded into the app's server process (`node --import @poppinss/ts-exec --import
 * bench/live_probe.ts bin/server.js`) by bench/live_sockets.ts: the app has no route that emits
 * at a chosen rate, so this module drives the live server's own code from inside the web
 * process, on a loopback control port (LIVE_PROBE_PORT) only the bench knows:
 *
 * - `POST /fan-out` with `{ path: 'emit'|'outbox', rate, seconds, rooms, batchMs? }`: `rate`
 *   events a second for `seconds`, event `seq` going to `rooms[seq % rooms.length]` (the bench's
 *   traffic model decides the sequence): a center room gets a `record.changed` whose `recordId`
 *   is seq + 1, a user's room a `notification.new` whose `id` is seq + 1. `emit` calls the
 *   broadcast emitter the socket server registered (what delivering one outbox row ends in: the
 *   live server's emit, which gathers a center room's changes for `recordBatchMs` and sends
 *   anything else at once); `outbox` commits the events as the app's changes commit them: a
 *   change's alerts and its center's `record.changed` are `broadcast()` rows of one
 *   transaction (the events up to and including a center event; with every event to a center
 *   room, one each), delivered by this process's after-commit nudge, as a request's change is.
 *   A change's transaction starts when its last event is due; its events' start is its commit.
 *   `batchMs`, when given, sets the live server's gathering window for this run and after it.
 *   Answers each event's start (the instant before the emit, or the commit's after-commit hook,
 *   which runs before the nudge's) on the clock the socket clients read.
 * - `POST /notify?user=…&count=…`: `count` notifications for a person, each `notify()` in its own
 *   committed transaction (the long-disconnect measure).
 * - `POST /gc`: a full collection (the server runs with --expose-gc), so the memory compared
 *   before and after connecting is what is held, not garbage not yet collected.
 *
 * The modules are the build's own (imported by their path in the build, so they are the very
 * instances the app loaded). Nothing here runs unless the bench loads it.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { LiveMessage, LiveRoom } from '#contracts/live_events'

type BroadcastModule = typeof import('#services/live/broadcast')
type LiveServerModule = typeof import('#services/live/live_server')
type NotificationsModule = typeof import('#services/notifications')
type Db = (typeof import('@adonisjs/lucid/services/db'))['default']

const port = Number(process.env.LIVE_PROBE_PORT ?? 0)

/** Wall-clock milliseconds with the monotonic clock's resolution, comparable across processes. */
export const now = () => performance.timeOrigin + performance.now()

const fromBuild = <T>(path: string) =>
  import(pathToFileURL(join(process.cwd(), path)).href) as Promise<T>

type FanOutRequest = {
  path: 'emit' | 'outbox'
  rate: number
  seconds: number
  rooms: LiveRoom[]
  batchMs?: number
}

/** Event `seq` to its room: a center's `record.changed`, a person's `notification.new`. */
function messageFor(seq: number, room: LiveRoom): LiveMessage {
  const at = new Date().toISOString()
  if (room.startsWith('user:')) {
    return {
      room,
      event: 'notification.new',
      payload: {
        id: seq + 1,
        kind: 'case.changed',
        title: 'Case KUL-2026-000123 changed',
        body: 'Bench approved a GOP on case KUL-2026-000123.',
        link: '/navigate/cases/123',
        sound: null,
        createdAt: at,
      },
    }
  }
  return {
    room,
    event: 'record.changed',
    payload: {
      centerId: Number(room.split(':')[1]),
      resource: 'cases',
      recordId: seq + 1,
      caseId: seq + 1,
      action: 'updated',
      by: { id: 1, name: 'Bench' },
      at,
    },
  }
}

async function fanOut(request: FanOutRequest) {
  const live = await fromBuild<BroadcastModule>('app/services/live/broadcast.js')
  const { liveServer } = await fromBuild<LiveServerModule>('app/services/live/live_server.js')
  const server = liveServer()
  const { default: db } = (await import('@adonisjs/lucid/services/db')) as { default: Db }
  const { path, rate, seconds, rooms } = request
  const emit = live.broadcastEmitter()
  if (!emit || !server || rooms.length === 0 || !(rate > 0) || !(seconds > 0)) {
    throw new Error('no socket server, or no rooms, rate or seconds')
  }
  if (typeof request.batchMs === 'number') server.recordBatchMs = request.batchMs
  const total = Math.round(rate * seconds)
  const started = new Float64Array(total)
  const first = now()
  let pending: Promise<unknown>[] = []
  let change: { seq: number; message: LiveMessage }[] = []
  for (let seq = 0; seq < total; seq++) {
    // Paced by the schedule, not by the previous event: a slow event does not slow the rate.
    const due = first + (seq * 1000) / rate
    const wait = due - now()
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait))
    const message = messageFor(seq, rooms[seq % rooms.length])
    if (path === 'emit') {
      started[seq] = now()
      emit(message.room, message.event, message.payload)
    } else {
      change.push({ seq, message })
      // A change closes at its center event (or at the end): its alerts and its record.changed
      // commit together, as one change's transaction carries them in the app.
      if (message.room.startsWith('center:') || seq === total - 1) {
        const events = change
        change = []
        pending.push(
          db.transaction(async (trx) => {
            trx.after('commit', () => {
              const at = now()
              for (const event of events) started[event.seq] = at
            })
            for (const event of events) await live.broadcast(trx, event.message)
          })
        )
      }
      if (pending.length >= 64) {
        await Promise.all(pending)
        pending = []
      }
    }
  }
  await Promise.all(pending)
  return { total, elapsedMs: now() - first, started: [...started] }
}

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return JSON.parse(Buffer.concat(chunks).toString('utf8'))
}

async function notifyMany(url: URL) {
  const notifications = await fromBuild<NotificationsModule>('app/services/notifications.js')
  const { default: db } = (await import('@adonisjs/lucid/services/db')) as { default: Db }
  const userId = Number(url.searchParams.get('user'))
  const count = Number(url.searchParams.get('count'))
  const ids: number[] = []
  for (let index = 0; index < count; index++) {
    const id = await db.transaction((trx) =>
      notifications.notify(trx, {
        userId,
        kind: 'case.changed',
        title: `Missed ${index + 1}`,
        body: 'Raised while the socket was away.',
        link: null,
      })
    )
    if (id !== null) ids.push(id)
  }
  return { ids }
}

async function answer(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://probe')
  try {
    let body: unknown
    if (url.pathname === '/fan-out') body = await fanOut((await bodyOf(request)) as FanOutRequest)
    else if (url.pathname === '/notify') body = await notifyMany(url)
    else if (url.pathname === '/gc') {
      const collect = (globalThis as { gc?: () => void }).gc
      collect?.()
      body = { collected: Boolean(collect) }
    } else {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  } catch (error) {
    response.writeHead(500).end(error instanceof Error ? error.message : String(error))
  }
}

if (port > 0) {
  createServer((request, response) => void answer(request, response)).listen(port, '127.0.0.1')
}
