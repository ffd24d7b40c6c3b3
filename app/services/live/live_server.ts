import type { Server as HttpServer } from 'node:http'
import type { Server as HttpsServer } from 'node:https'
import { setTimeout as sleep } from 'node:timers/promises'
import { Server, type Socket } from 'socket.io'
import app from '@adonisjs/core/services/app'
import emitter from '@adonisjs/core/services/emitter'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import type {
  LiveClientEvents,
  LiveEventName,
  LiveEvents,
  LiveRoom,
  LiveServerEvents,
  LiveWireEventName,
  LiveWireEvents,
  RecordChanged,
} from '#contracts/live_events'
import { ACCESS_VERSION_SQL } from '#services/access_cache'
import { setBroadcastEmitter, type BroadcastEmitter } from '#services/live/broadcast'
import { identify, type LiveIdentity } from '#services/live/handshake'
import { onLiveAccessChange, type AccessChange } from '#services/live/access_changes'
import { watchable } from '#services/live/watchables'
import { OUTBOX_BATCH, OutboxDispatcher } from '#services/outbox_dispatcher'
import { agentIdsIn, presenceTimings, stampAgents } from '#services/whatsapp/agent_presence'

/**
 * The live socket server (issue 30; shared/design/REALTIME.md; docs/architecture.md
 * "Processes"): Socket.IO on the web process's own HTTP server, websocket only, same origin.
 *
 * - A handshake is a page request's sign-in check (app/services/live/handshake.ts); a socket
 *   that fails it gets `connect_error` and its connection is closed.
 * - Rooms are the server's: `user:{id}`, `center:{id}` per enabled center, `agent:{id}` for
 *   holders of access-whatsapp, and a record's room (`contact:{id}`) on a `live.watch` the
 *   record's registered resolver places in one of the user's centers.
 * - A socket is asked again (rooms recomputed, or dropped) when its user's access may have
 *   changed: at once when this process or another instance says so (sign-out, sessions ended:
 *   app/services/live/access_changes.ts), within a tick when the access version moves (roles,
 *   centers, disabled, trashed: the triggers of the access cache), and every few minutes
 *   whatever happened (a session ended by another process, its idle lifetime over).
 * - The same tick claims the outbox's broadcast rows no commit of this process delivered.
 *
 * Connection state recovery stays off: a recovered socket would skip the handshake's check by
 * default, and a client learns what it missed from the notifications it asks for on reconnect.
 */

type InterServerEvents = { 'live:access': (change: AccessChange) => void }
type SocketData = {
  identity: LiveIdentity
  /** Watched records' rooms, with the center each record is in. */
  watched: Map<LiveRoom, number>
}
type LiveIo = Server<LiveClientEvents, LiveServerEvents, InterServerEvents, SocketData>
type LiveSocket = Socket<LiveClientEvents, LiveServerEvents, InterServerEvents, SocketData>

/** How often a web process looks (one statement), and how often it asks every socket again. */
export const liveTimings = app.inTest
  ? { tickMs: 200, recheckAllMs: 5_000 }
  : { tickMs: 1_000, recheckAllMs: 5 * 60_000 }

/** A center room's `record.changed` are gathered this long into one packet (see `recordBatchMs`). */
export const RECORD_BATCH_MS = 25

/** Records one socket may watch at once: a page shows one conversation, a few tabs at most. */
const MAX_WATCHED = 20

export interface LiveServerOptions {
  /**
   * Runs the tick (access version, broadcast rows left by others, periodic recheck). Off in the
   * in-process test server, whose statement-counting tests must not see a background query;
   * tests that need it call `startTicking()`.
   */
  tick?: boolean
  /** A Redis client (ioredis) for the streams adapter; without one, the in-memory adapter. */
  redis?: RedisClient | null
}

/** What the adapter needs of an ioredis client, and what names its channels apart. */
type RedisClient = { options: { keyPrefix?: string; db?: number } }

export class LiveServer {
  readonly io: LiveIo
  #clustered: boolean
  #ticking: AbortController | null = null
  #tickLoop: Promise<void> | null = null
  #lastVersion: string | null = null
  #lastRecheckAll = Date.now()
  #lastPresenceStamp = 0
  #rechecks: Promise<void> = Promise.resolve()
  #unsubscribe: (() => void) | null = null

  constructor(io: LiveIo, clustered: boolean) {
    this.io = io
    this.#clustered = clustered
    io.use((socket, next) => {
      void this.#authenticate(socket).then(
        (refusal) => {
          if (!refusal) return next()
          next(new Error(refusal))
          // What a browser's client does by itself, done for any client: the refused
          // connection does not stay open waiting for another namespace.
          setImmediate(() => socket.conn.close())
        },
        () => next(new Error('unavailable'))
      )
    })
    io.on('connection', (socket) => this.#connected(socket))
    io.on('live:access', (change) => this.#enqueue(change))
  }

  /**
   * How long a room's `record.changed` are gathered before one `record.changes` packet carries
   * them all (0: each goes out at once, alone). A packet to a center room is one frame per
   * socket in it; at a busy center's rate, gathering divides those frames while adding at most
   * this to an event's delivery, well inside the client's own 400 ms wait for a burst to settle.
   * Public so the bench (bench/live_probe.ts) can compare with and without.
   */
  recordBatchMs = RECORD_BATCH_MS
  /** The changes waiting per room, and the timer that sends them. */
  #gathering = new Map<LiveRoom, { changes: RecordChanged[]; timer: NodeJS.Timeout }>()

  /** Every emission of this process's broadcasts: to the room, on every instance. */
  readonly emit: BroadcastEmitter = <E extends LiveEventName>(
    room: LiveRoom,
    event: E,
    payload: LiveEvents[E]
  ) => {
    if (event === 'record.changed') {
      this.#gather(room, payload as RecordChanged)
      return
    }
    // Every other event goes on the wire under its own name, with its own payload.
    this.#send(
      room,
      event as Exclude<LiveEventName, 'record.changed'>,
      payload as LiveWireEvents[LiveWireEventName]
    )
  }

  #send(room: LiveRoom, event: LiveWireEventName, payload: LiveWireEvents[LiveWireEventName]) {
    // Socket.IO types an emit's arguments by the event's parameters; the map above has them.
    const emitOne = this.io.to(room).emit.bind(this.io.to(room)) as (
      name: LiveWireEventName,
      data: LiveWireEvents[LiveWireEventName]
    ) => boolean
    emitOne(event, payload)
  }

  /** The first change of a quiet room opens its window; the window's end sends them together. */
  #gather(room: LiveRoom, change: RecordChanged) {
    if (this.recordBatchMs <= 0) {
      this.#send(room, 'record.changes', { changes: [change] })
      return
    }
    const open = this.#gathering.get(room)
    if (open) {
      open.changes.push(change)
      return
    }
    const timer = setTimeout(() => this.#flush(room), this.recordBatchMs)
    this.#gathering.set(room, { changes: [change], timer })
  }

  #flush(room: LiveRoom) {
    const open = this.#gathering.get(room)
    if (!open) return
    this.#gathering.delete(room)
    clearTimeout(open.timer)
    this.#send(room, 'record.changes', { changes: open.changes })
  }

  /** The refusal's reason, or null when the socket may connect. */
  async #authenticate(socket: LiveSocket): Promise<string | null> {
    let identity: LiveIdentity | null
    try {
      identity = await identify(socket.request)
    } catch (error) {
      logger.warn({ err: error }, 'live: a handshake could not be checked')
      return 'unavailable'
    }
    if (!identity) return 'unauthorized'
    socket.data.identity = identity
    socket.data.watched = new Map()
    return null
  }

  #connected(socket: LiveSocket) {
    void socket.join(socket.data.identity.rooms)
    socket.on('live.watch', (request, ack) => {
      const answer = typeof ack === 'function' ? ack : () => {}
      this.#watch(socket, request).then(
        (ok) => answer({ ok }),
        (error) => {
          logger.warn({ err: error }, 'live: a watch request failed')
          answer({ ok: false })
        }
      )
    })
    socket.on('live.unwatch', (request) => {
      const room = watchRoom(request)
      if (!room) return
      socket.data.watched.delete(room)
      void socket.leave(room)
    })
  }

  /** Joins the record's room when its center is one of the user's; refuses anything else. */
  async #watch(socket: LiveSocket, request: unknown): Promise<boolean> {
    const room = watchRoom(request)
    const centerOf = watchable((request as { kind?: unknown } | null)?.kind)
    if (!room || !centerOf) return false
    if (socket.data.watched.has(room)) return true
    if (socket.data.watched.size >= MAX_WATCHED) return false
    const centerId = await centerOf((request as { id: number }).id)
    // Asked again after the wait: the socket may be gone, or its user's centers changed.
    if (!socket.connected || centerId === null) return false
    if (!socket.data.identity.centerIds.includes(centerId)) return false
    socket.data.watched.set(room, centerId)
    await socket.join(room)
    return true
  }

  /** An access change said here: acted on here, and passed on to the other instances. */
  accessChanged(change: AccessChange) {
    if (this.#clustered) this.io.serverSideEmit('live:access', change)
    this.#enqueue(change)
  }

  /** Rechecks run one after another, so two never recompute one socket's rooms at once. */
  #enqueue(change: AccessChange) {
    this.#rechecks = this.#rechecks
      .then(() => this.recheck(change))
      .catch((error) => logger.error({ err: error }, 'live: rechecking sockets failed'))
  }

  /** Resolves once the rechecks asked so far are done (the tests wait on it). */
  settled() {
    return this.#rechecks
  }

  /**
   * Asks the concerned sockets again: an ended session's are dropped; the others are checked as
   * a new handshake would be (once per session) and dropped or moved to their rooms of now. A
   * check that fails (the database away) leaves the sockets as they were, to the next check.
   */
  async recheck(change: AccessChange) {
    const sockets = [...this.io.of('/').sockets.values()].filter((socket) => {
      if ('sessionEnded' in change) return socket.data.identity.sessionId === change.sessionEnded
      if ('userId' in change) return socket.data.identity.userId === change.userId
      return true
    })
    if ('sessionEnded' in change) {
      for (const socket of sockets) socket.disconnect(true)
      return
    }
    const bySession = new Map<string, LiveSocket[]>()
    for (const socket of sockets) {
      const group = bySession.get(socket.data.identity.sessionId)
      if (group) group.push(socket)
      else bySession.set(socket.data.identity.sessionId, [socket])
    }
    for (const group of bySession.values()) {
      let identity: LiveIdentity | null
      try {
        identity = await identify(group[0].request)
      } catch (error) {
        logger.warn({ err: error }, 'live: a socket could not be checked again; kept for now')
        continue
      }
      for (const socket of group) this.#apply(socket, identity)
    }
  }

  #apply(socket: LiveSocket, identity: LiveIdentity | null) {
    if (!socket.connected) return
    const before = socket.data.identity
    if (!identity || identity.userId !== before.userId) {
      socket.disconnect(true)
      return
    }
    const now = new Set<LiveRoom>(identity.rooms)
    for (const room of before.rooms) if (!now.has(room)) void socket.leave(room)
    for (const [room, centerId] of socket.data.watched) {
      if (identity.centerIds.includes(centerId)) continue
      socket.data.watched.delete(room)
      void socket.leave(room)
    }
    socket.data.identity = identity
    void socket.join(identity.rooms)
  }

  /**
   * The web process's tick: one statement reads the access version and whether broadcast rows
   * are waiting; the rows are claimed only when there are some, and the sockets asked again only
   * when the version moved (or every few minutes).
   */
  startTicking(timings = liveTimings) {
    if (this.#ticking) return
    const stopped = new AbortController()
    this.#ticking = stopped
    const dispatcher = new OutboxDispatcher({ kinds: ['broadcast'] })
    const tick = async () => {
      const result: { rows: { version: string | number | null; due: boolean }[] } =
        await db.rawQuery(
          `SELECT ${ACCESS_VERSION_SQL} AS version, EXISTS (
             SELECT 1 FROM outbox_messages
              WHERE delivered_at IS NULL AND kind = 'broadcast' AND available_at <= now()
                AND (claimed_until IS NULL OR claimed_until < now())) AS due`
        )
      const [row] = result.rows
      const version = String(row?.version ?? '')
      const now = Date.now()
      if (this.#lastVersion !== null && version !== this.#lastVersion) {
        this.#lastRecheckAll = now
        this.#enqueue({ everyone: true })
      } else if (now - this.#lastRecheckAll >= timings.recheckAllMs) {
        this.#lastRecheckAll = now
        this.#enqueue({ everyone: true })
      }
      this.#lastVersion = version
      if (row?.due) {
        while (!stopped.signal.aborted && (await dispatcher.deliverDue()) >= OUTBOX_BATCH) {}
      }
      // Issue 31: the WhatsApp agents whose sockets this process holds are still there; the
      // worker returns the unanswered contacts of agents no process stamped for a minute
      // (app/services/whatsapp/agent_presence.ts).
      if (now - this.#lastPresenceStamp >= presenceTimings.stampEveryMs) {
        this.#lastPresenceStamp = now
        await stampAgents(this.agentsHere())
      }
    }
    this.#tickLoop = (async () => {
      while (!stopped.signal.aborted) {
        try {
          await tick()
        } catch (error) {
          logger.warn({ err: error }, 'live: a tick failed; the next one runs as usual')
        }
        await sleep(timings.tickMs, undefined, { signal: stopped.signal }).catch(() => {})
      }
    })()
  }

  /** The WhatsApp agents with a socket open on this process. */
  agentsHere(): number[] {
    return agentIdsIn(
      [...this.io.of('/').sockets.values()].flatMap((socket) => socket.data.identity.rooms)
    )
  }

  async stopTicking() {
    this.#ticking?.abort()
    await this.#tickLoop
    this.#ticking = null
    this.#tickLoop = null
  }

  listenForSignOuts() {
    this.#unsubscribe = emitter.on('session_auth:logged_out', ({ sessionId }) => {
      if (sessionId) this.accessChanged({ sessionEnded: sessionId })
    })
  }

  /**
   * Disconnects every socket and closes the engine, leaving the HTTP server to its owner
   * (`io.close()` would close it too: shared/design/ARCHITECTURE.md pitfall 8).
   */
  async close() {
    this.#unsubscribe?.()
    await this.stopTicking()
    await this.#rechecks
    // What was gathered was committed: it goes out before the sockets are closed.
    for (const room of [...this.#gathering.keys()]) this.#flush(room)
    this.io.disconnectSockets(true)
    this.io.engine.close()
    const adapter = this.io.of('/').adapter as { close?: () => unknown }
    await adapter.close?.()
  }
}

/** The room of a watch request, or null for anything that is not a well-formed one. */
function watchRoom(request: unknown): LiveRoom | null {
  if (typeof request !== 'object' || request === null) return null
  const { kind, id } = request as { kind?: unknown; id?: unknown }
  if (!watchable(kind)) return null
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) return null
  return `${kind as 'contact'}:${id}`
}

/**
 * A handshake from a browser carries its page's origin: only this site's is accepted, so a page
 * of another site (which a browser would send the session cookie for, same-site or not) cannot
 * open a socket in the user's name. A request with no Origin is not a browser's cross-site one.
 */
function sameOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (!origin) return true
  try {
    return new URL(origin).host === host
  } catch {
    return false
  }
}

let running: LiveServer | null = null

export function liveServer(): LiveServer | null {
  return running
}

/** Starts the socket server on the web process's HTTP server (providers/live_provider.ts). */
export async function startLiveServer(
  nodeServer: HttpServer | HttpsServer,
  options: LiveServerOptions = {}
): Promise<LiveServer> {
  if (running) return running
  const io: LiveIo = new Server(nodeServer, {
    transports: ['websocket'],
    serveClient: false,
    // What a client sends is a watch request: a few dozen bytes.
    maxHttpBufferSize: 16_384,
    allowRequest: (request, callback) =>
      callback(null, sameOrigin(request.headers.origin, request.headers.host)),
  })
  const redis = options.redis ?? null
  if (redis) {
    const { createAdapter } = await import('@socket.io/redis-streams-adapter')
    // Channels are not per database in Redis: named after the prefix and the database, so two
    // apps on one Redis never hear each other.
    const name = `${redis.options.keyPrefix ?? ''}${redis.options.db ?? 0}:live`
    io.adapter(createAdapter(redis, { streamName: 'live', channelPrefix: name }))
  }
  const server = new LiveServer(io, Boolean(redis))
  server.listenForSignOuts()
  onLiveAccessChange((change) => server.accessChanged(change))
  setBroadcastEmitter(server.emit)
  if (options.tick) server.startTicking()
  running = server
  return server
}

export async function stopLiveServer() {
  const server = running
  if (!server) return
  running = null
  setBroadcastEmitter(null)
  onLiveAccessChange(null)
  await server.close()
}
