import { createServer } from 'node:net'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm as pgTrgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'

export interface EmbeddedPostgres {
  url: string
  stop(): Promise<void>
}

/** Asks the OS for a free loopback port. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port'))
      )
    })
  })
}

interface QueuedMessage {
  handlerId: number
  message: Uint8Array
  onData: (data: Uint8Array) => void
  resolve: (bytes: number) => void
  reject: (error: unknown) => void
  queuedAt: number
}

const encoder = new TextEncoder()
const decoder = new TextDecoder()

function cStringEnd(message: Uint8Array, start: number) {
  const end = message.indexOf(0, start)
  if (end === -1) throw new Error('malformed protocol message')
  return end
}

/**
 * Prefixes the statement and portal names in one frontend message with the connection's
 * namespace. On a real server each connection has its own named statements; PGlite has one
 * backend for all, so two connections preparing "rlflx-get" would collide. The unnamed
 * statement/portal ('') is left alone: the exclusive queue already keeps it per connection.
 */
export function namespaceMessage(message: Uint8Array, prefix: string): Uint8Array {
  const type = message[0]
  // Offsets of the names to rename: Parse(statement), Bind(portal, statement),
  // Describe/Close(kind byte, name), Execute(portal).
  const nameStarts: number[] = []
  if (type === 0x50 || type === 0x45) {
    nameStarts.push(5)
  } else if (type === 0x42) {
    nameStarts.push(5, cStringEnd(message, 5) + 1)
  } else if (type === 0x44 || type === 0x43) {
    nameStarts.push(6)
  } else {
    return message
  }
  const parts: Uint8Array[] = [message.subarray(0, 5)]
  let cursor = 5
  for (const start of nameStarts) {
    parts.push(message.subarray(cursor, start))
    if (message[start] !== 0) parts.push(encoder.encode(prefix))
    cursor = start
  }
  parts.push(message.subarray(cursor))
  const length = parts.reduce((total, part) => total + part.length, 0)
  if (length === message.length) return message
  const rewritten = new Uint8Array(length)
  let offset = 0
  for (const part of parts) {
    rewritten.set(part, offset)
    offset += part.length
  }
  new DataView(rewritten.buffer).setInt32(1, length - 1)
  return rewritten
}

/**
 * The named prepared statement a frontend message creates or closes, already namespaced:
 * Parse's statement name, or a Close of a statement ('S'). Null for anything else and for the
 * unnamed statement.
 */
function statementNameOf(
  message: Uint8Array
): { name: string; action: 'prepare' | 'close' } | null {
  const type = message[0]
  let start: number
  let action: 'prepare' | 'close'
  if (type === 0x50) {
    start = 5
    action = 'prepare'
  } else if (type === 0x43 && message[5] === 0x53) {
    start = 6
    action = 'close'
  } else {
    return null
  }
  if (message[start] === 0) return null
  return { name: decoder.decode(message.subarray(start, cStringEnd(message, start))), action }
}

/** A simple Query message: 'Q', its length, the SQL and its terminating NUL. */
function simpleQuery(sql: string): Uint8Array {
  const text = encoder.encode(sql)
  const message = new Uint8Array(text.length + 6)
  message[0] = 0x51
  new DataView(message.buffer).setInt32(1, text.length + 5)
  message.set(text, 5)
  return message
}

/** The queue's own work (deallocating a closed connection's statements); no socket has it. */
const HOUSEKEEPING = 0

/** Message types after which a connection may hand the backend over (Sync, Query, Terminate). */
const HAND_OVER_TYPES = new Set([0x53, 0x51, 0x58])
const SLOW_WAIT_MS = 15_000

/**
 * PGlite is a single PostgreSQL backend shared by every socket connection, so the unnamed
 * prepared statement, the portal and the transaction are shared too. pglite-socket's own queue
 * interleaves single protocol messages of different connections outside a transaction, so one
 * connection's Parse can be followed by another's Query (which destroys the unnamed statement)
 * before its Bind: "unnamed prepared statement does not exist" under load.
 *
 * Here a connection owns the backend from its first message until a Sync or simple Query of it
 * completes with no transaction open; meanwhile other connections' messages wait, in order.
 * Named statements and portals get a per-connection prefix (namespaceMessage).
 * It implements the part of pglite-socket's queue interface its connection handlers call.
 */
export class ExclusiveSessionQueue {
  #queue: QueuedMessage[] = []
  #owner: number | null = null
  #running = false
  #warnedAt = 0
  /**
   * The named statements each connection has prepared. A real server frees them with the
   * connection's backend; here the backend outlives every connection, so they are deallocated
   * when it closes (else each new pooled connection would leave its set behind for good).
   */
  #statements = new Map<number, Set<string>>()

  constructor(private db: PGlite) {}

  enqueue(handlerId: number, raw: Uint8Array, onData: (data: Uint8Array) => void) {
    const message = namespaceMessage(raw, `c${handlerId}_`)
    this.#track(handlerId, message)
    return new Promise<number>((resolve, reject) => {
      this.#queue.push({ handlerId, message, onData, resolve, reject, queuedAt: Date.now() })
      void this.#pump()
    })
  }

  #track(handlerId: number, message: Uint8Array) {
    const statement = statementNameOf(message)
    if (!statement) return
    let names = this.#statements.get(handlerId)
    if (statement.action === 'close') {
      names?.delete(statement.name)
      return
    }
    if (!names) this.#statements.set(handlerId, (names = new Set()))
    names.add(statement.name)
  }

  getQueueLength() {
    return this.#queue.length
  }

  /** Called when a connection closes (pglite-socket's detach, once or twice). */
  clearQueueForHandler(handlerId: number) {
    this.#queue = this.#queue.filter((item) => {
      if (item.handlerId !== handlerId) return true
      item.reject(new Error('Handler disconnected'))
      return false
    })
    this.#deallocate(handlerId)
  }

  /**
   * Queues a DEALLOCATE of each statement the closed connection left. One simple query per
   * name: a name whose Parse failed does not exist, and its error must not skip the others.
   * They wait their turn like any connection's messages, so no one's transaction is cut into.
   */
  #deallocate(handlerId: number) {
    const names = this.#statements.get(handlerId)
    this.#statements.delete(handlerId)
    for (const name of names ?? []) {
      const message = simpleQuery(`DEALLOCATE "${name.replaceAll('"', '""')}"`)
      this.#queue.push({
        handlerId: HOUSEKEEPING,
        message,
        onData: () => {},
        resolve: () => {},
        reject: () => {},
        queuedAt: Date.now(),
      })
    }
    if (names?.size) void this.#pump()
  }

  /** A connection that drops mid-transaction must not leave the shared backend in it. */
  async clearTransactionIfNeeded(handlerId: number) {
    if (this.#owner !== handlerId) return
    if (this.db.isInTransaction()) await this.db.exec('ROLLBACK')
    this.#owner = null
    void this.#pump()
  }

  #next(): QueuedMessage | undefined {
    if (this.#owner === null) return this.#queue.shift()
    const index = this.#queue.findIndex((item) => item.handlerId === this.#owner)
    if (index === -1) {
      this.#warnIfStarved()
      return undefined
    }
    return this.#queue.splice(index, 1)[0]
  }

  /** Pitfall 7: a transaction held while another connection waits looks like a hang; say so. */
  #warnIfStarved() {
    const oldest = this.#queue[0]
    const now = Date.now()
    if (oldest && now - oldest.queuedAt > SLOW_WAIT_MS && now - this.#warnedAt > SLOW_WAIT_MS) {
      this.#warnedAt = now
      console.warn(
        `[embedded postgres] connection #${this.#owner} has held the database for over ${SLOW_WAIT_MS / 1000}s while ${this.#queue.length} message(s) wait. A query outside its transaction?`
      )
    }
  }

  async #pump() {
    if (this.#running) return
    this.#running = true
    try {
      for (let item = this.#next(); item; item = this.#next()) {
        this.#owner = item.handlerId
        const current = item
        try {
          let bytes = 0
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(current.message, {
              onRawData: (data) => {
                bytes += data.length
                current.onData(data)
              },
            })
          )
          current.resolve(bytes)
        } catch (error) {
          current.reject(error)
        }
        // The startup packet has no type byte (its first byte is a length byte, 0).
        const type = current.message[0]
        if ((type === 0 || HAND_OVER_TYPES.has(type)) && !this.db.isInTransaction()) {
          this.#owner = null
        }
      }
    } finally {
      this.#running = false
    }
    if (this.#queue.length > 0 && this.#owner === null) void this.#pump()
  }
}

/**
 * Starts PGlite (a WASM build of PostgreSQL) behind a PostgreSQL wire-protocol socket, so the
 * app, ace commands and the queue worker all connect with the ordinary `pg` driver.
 *
 * `dataDir` keeps data on disk (npm start); without it the database lives in memory (tests).
 * Only this process may open the data directory, so everything else goes through the socket.
 * `maxConnections` must cover every pool that connects (web + worker + ace).
 */
export async function startEmbeddedPostgres(
  options: { dataDir?: string; port?: number; maxConnections?: number } = {}
): Promise<EmbeddedPostgres> {
  // The contrib extensions the migrations create (pg_trgm: the global search's trigram indexes)
  // must be loaded into PGlite before any connection asks for them.
  const extensions = { pg_trgm: pgTrgm }
  const db = options.dataDir
    ? await PGlite.create(options.dataDir, { extensions })
    : await PGlite.create({ extensions })
  // Without a port the server binds port 0 and the OS picks: asking for a free port first and
  // binding it after PGlite's start, seconds later, is a race any other socket of a busy
  // machine can win (the likeliest reason a CI run's database child exited before giving its
  // address, docs/decisions.md "Browser tests run on the production bundles").
  const server = new PGLiteSocketServer({
    db,
    host: '127.0.0.1',
    port: options.port ?? 0,
    maxConnections: options.maxConnections ?? 40,
  })
  let port = options.port ?? 0
  server.addEventListener('listening', (event) => {
    const detail = (event as CustomEvent<{ port?: unknown }>).detail
    if (typeof detail.port === 'number') port = detail.port
  })
  // Connection handlers read the queue from the server when they are created, so swapping it
  // before start() puts every connection on the exclusive queue (pglite-socket is pinned).
  ;(server as unknown as { queryQueue: ExclusiveSessionQueue }).queryQueue =
    new ExclusiveSessionQueue(db)
  await server.start()
  if (port === 0) throw new Error('the embedded database did not say which port it listens on')
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    async stop() {
      await server.stop()
      await db.close()
    },
  }
}
