import { spawn, type ChildProcess } from 'node:child_process'
import { createServer, connect, type Server, type Socket } from 'node:net'
import pg from 'pg'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { MigrationRunner } from '@adonisjs/lucid/migration'
import type { PostgreConfig } from '@adonisjs/lucid/types/database'
import type { EmbeddedPostgres } from '#services/embedded_postgres'
import { spawnEmbeddedPostgres } from '#tests/helpers/embedded_postgres_child'

/**
 * The app as `bin/server.ts` serves it, in a child process, for what the in-process test server
 * cannot show: Node's own `clientError` answers, the database session store, the database
 * going away, and the embedded database shared by a web server and a queue worker, each with
 * its own pool, as `npm start` runs them (no test-wide transaction hiding a query that runs
 * outside its own). It runs against its own database, migrated here so the shared test database
 * is never touched: an in-memory PGlite by default, or, with `database: 'server-when-available'`
 * and a PostgreSQL server in TEST_DATABASE_URL, a database of its own created on that server.
 * Either is behind a TCP proxy the test can cut and restore: cutting it is the database
 * becoming unreachable (ECONNREFUSED on its port), restoring it is the database back.
 * Its web server and worker can be killed and started again (the outbox's crash tests).
 */

/**
 * Ports for servers the tests start, kept apart from other people's runs on this machine:
 * TEST_PORT_RANGE ("3370-3379") when set, else 3500-3599.
 */
const PORT_RANGE: [number, number] = (() => {
  const match = /^(\d+)-(\d+)$/.exec(process.env.TEST_PORT_RANGE ?? '')
  return match ? [Number(match[1]), Number(match[2])] : [3500, 3599]
})()

async function portIsFree(port: number) {
  return new Promise<boolean>((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

const handedOut = new Set<number>()

/** A port a stopped app no longer uses, free for the next one (a narrow TEST_PORT_RANGE). */
function releasePorts(ports: Iterable<number>) {
  for (const port of ports) handedOut.delete(port)
}

export async function freePortInRange(): Promise<number> {
  const [first, last] = PORT_RANGE
  const start = first + Math.floor(Math.random() * (last - first + 1))
  for (let step = 0; step <= last - first; step++) {
    const port = first + ((start - first + step) % (last - first + 1))
    if (!handedOut.has(port) && (await portIsFree(port))) {
      handedOut.add(port)
      return port
    }
  }
  throw new Error(`no free port in ${first}-${last}`)
}

/** A TCP proxy to the database that can be cut (every connection dropped, port closed). */
export class DatabaseLink {
  #server: Server | null = null
  #sockets = new Set<Socket>()

  constructor(
    private targetPort: number,
    readonly port: number,
    /** The PostgreSQL server in TEST_DATABASE_URL need not be on this machine's loopback. */
    private targetHost = '127.0.0.1'
  ) {}

  async open() {
    const server = createServer((client) => {
      const upstream = connect(this.targetPort, this.targetHost)
      for (const socket of [client, upstream]) {
        this.#sockets.add(socket)
        socket.on('close', () => this.#sockets.delete(socket))
        socket.on('error', () => {
          client.destroy()
          upstream.destroy()
        })
      }
      client.pipe(upstream).pipe(client)
    })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(this.port, '127.0.0.1', () => resolve())
    })
    this.#server = server
  }

  /** The database becomes unreachable: open connections break, new ones are refused. */
  async cut() {
    const server = this.#server
    if (!server) return
    this.#server = null
    const closed = new Promise<void>((resolve) => server.close(() => resolve()))
    for (const socket of this.#sockets) socket.destroy()
    await closed
  }
}

/** A process of the app the test may kill, or wait for, and start again. */
export interface ServedProcess {
  /** The one running now. */
  pid(): number | undefined
  /** Whether it is running (not exited). */
  running(): boolean
  /** Resolves once the one running now has exited (killed by the test, or at a kill point). */
  exited(): Promise<void>
  /** SIGKILL, as a crash: no handler runs, nothing is cleaned up. Resolves once it is gone. */
  kill(): Promise<void>
  /** Starts it again (after it exited), with these variables added for this run only. */
  start(env?: Record<string, string>): Promise<void>
}

export interface ServedApp {
  base: string
  port: number
  databaseLink: DatabaseLink
  /** The child's own database, for the test to read and seed. */
  connection: string
  /** The web server. */
  server: ServedProcess
  /** The queue worker (options.worker); its methods throw without one. */
  worker: ServedProcess
  /** What the children printed, to explain a failure. */
  output(): string
  /**
   * Another instance of the app on the same database (as behind a load balancer), with its own
   * process and caches; stopped with this one.
   */
  anotherInstance(): Promise<{ base: string; output(): string }>
  stop(): Promise<void>
}

/** What the app's processes share: the database, real sessions, quiet logs. */
function processEnv(databaseUrl: string, env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    SESSION_DRIVER: 'database',
    DB_POOL_MAX: '2',
    DB_STATEMENT_TIMEOUT_MS: '10000',
    LOG_LEVEL: 'error',
    ...env,
  }
}

/** A child process whose output is kept (the last 20,000 characters) to explain a failure. */
function spawnKept(args: string[], env: NodeJS.ProcessEnv) {
  let printed = ''
  const child = spawn(process.execPath, args, {
    cwd: app.makePath(),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString()).slice(-20_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  return { child, output: () => printed }
}

/** `node ace <command>` to its end, as `npm start` runs migrations and seeders. */
async function ace(command: string[], env: NodeJS.ProcessEnv) {
  const { child, output } = spawnKept(['ace.js', ...command], env)
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  if (code !== 0) throw new Error(`node ace ${command.join(' ')} exited ${code}:\n${output()}`)
}

/** Starts `bin/server.ts` on `port` against `databaseUrl` and waits until it answers. */
async function spawnServer(
  port: number,
  databaseUrl: string,
  env: Record<string, string>,
  hmrPort?: number
) {
  const url = `http://127.0.0.1:${port}`
  const vitePort = hmrPort ?? (await freePortInRange())
  const { child, output } = spawnKept(['--import', '@poppinss/ts-exec', 'bin/server.ts'], {
    ...processEnv(databaseUrl, env),
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: url,
    // Pages render through Vite's dev server (no build needed), its HMR socket on our port.
    DEV_MODE: 'true',
    VITE_HMR_PORT: String(vitePort),
    ...env,
  })
  try {
    await waitUntilServing(url, child, output)
  } catch (error) {
    await stopChild(child)
    throw error
  }
  return { child, base: url, output, hmrPort: vitePort }
}

async function migrate(connection: string) {
  const runner = new MigrationRunner(db, app, { direction: 'up', connectionName: connection })
  // Not runner.close(): it closes every connection, the tests' own included.
  await runner.run()
  if (runner.error) throw runner.error
}

async function waitUntilServing(base: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited:\n${output()}`)
    try {
      await fetch(`${base}/login`, { redirect: 'manual', signal: AbortSignal.timeout(5000) })
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  throw new Error(`the app did not start:\n${output()}`)
}

const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null

function exitOf(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
  })
}

function stopChild(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    const timer = setTimeout(() => child.kill('SIGKILL'), 8000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

export interface ServedAppOptions {
  /** Variables added or overridden (TRUSTED_PROXIES…) for every process of the app. */
  env?: Record<string, string>
  /** Runs the seeders (`node ace db:seed`: reference data, and demo data unless DEMO_DATA=false). */
  seed?: boolean
  /** Runs a queue worker (`node ace queue:work`) beside the web server, on the database queue. */
  worker?: boolean
  /** Variables for the first web server only (OUTBOX_KILL_AT…), not for its restarts. */
  serverEnv?: Record<string, string>
  /** Variables for the first worker only (OUTBOX_KILL_AT…), not for its restarts. */
  workerEnv?: Record<string, string>
  /**
   * Where the app's own database runs. `embedded` (the default): an in-memory PGlite, the
   * database `npm start` runs on, which most served-app tests are about. `server-when-available`:
   * a database of its own on the PostgreSQL server TEST_DATABASE_URL names (CI's), as production
   * runs several processes on one server; PGlite when the run has no server (a bare `npm test`).
   */
  database?: 'embedded' | 'server-when-available'
}

let served = 0

/** The served app's own database, wherever it runs. */
interface OwnDatabase {
  /** Its address, straight: for the test's connection, the migrations and the seeders. */
  url: string
  /** Where the proxy forwards to. */
  host: string
  port: number
  /** Its address through the proxy on `linkPort`: for the app's processes, so a cut reaches them. */
  through(linkPort: number): string
  /** Stopped (PGlite) or dropped (a server's). */
  remove(): Promise<void>
}

async function embeddedDatabase(): Promise<OwnDatabase> {
  const database: EmbeddedPostgres = await spawnEmbeddedPostgres({ maxConnections: 20 })
  return {
    url: database.url,
    host: '127.0.0.1',
    port: Number(new URL(database.url).port),
    through: (linkPort) => `postgres://postgres@127.0.0.1:${linkPort}/postgres?sslmode=disable`,
    remove: () => database.stop(),
  }
}

/**
 * TEST_DATABASE_URL when it names a PostgreSQL server, else null. Only that variable counts:
 * bin/test.ts puts the run's in-memory PGlite in DATABASE_URL, which holds one database only.
 */
function testServer(): URL | null {
  const raw = process.env.TEST_DATABASE_URL
  if (!raw || !URL.canParse(raw)) return null
  const url = new URL(raw)
  return url.protocol === 'postgres:' || url.protocol === 'postgresql:' ? url : null
}

const quoted = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`

/** Whether a process of this machine still runs (EPERM: it does, as another user's). */
function processRuns(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** One statement-level session on the server (CREATE and DROP DATABASE refuse a transaction). */
async function onServer<T>(server: URL, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: server.href })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

let createdOnServer = 0

/**
 * `<test database>_served_<pid>_<n>` on the server: the test database itself cannot serve, its
 * groups run in a global transaction the app's processes would never see. A database a killed
 * run left (its pid no longer running) is dropped first, so they do not pile up on CI's server.
 */
async function serverDatabase(server: URL): Promise<OwnDatabase> {
  const prefix = `${decodeURIComponent(server.pathname.slice(1)) || 'postgres'}_served_`
  const name = `${prefix}${process.pid}_${++createdOnServer}`
  // PostgreSQL would silently cut a longer name, and a cut name would not be found to drop.
  if (Buffer.byteLength(name) > 63) throw new Error(`the served database name is too long: ${name}`)
  await onServer(server, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [prefix]
    )
    for (const { datname } of rows) {
      const owner = /^(\d+)_\d+$/.exec(datname.slice(prefix.length))
      const leftover = datname === name || (owner !== null && !processRuns(Number(owner[1])))
      if (!leftover) continue
      // Not WITH (FORCE): a run on another machine (its pid unknown here) may be using it; a
      // killed run's connections ended with it (its children's went through its proxy).
      try {
        await client.query(`DROP DATABASE IF EXISTS ${quoted(datname)}`)
      } catch (error) {
        if ((error as { code?: unknown }).code !== '55006') throw error
      }
    }
    // CREATE DATABASE copies template1 and fails while another session (another run's CREATE
    // DATABASE) is on it; that lasts a moment.
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE ${quoted(name)}`)
        return
      } catch (error) {
        const inUse = (error as { code?: unknown }).code === '55006'
        if (!inUse || attempt === 10) throw error
        await new Promise((resolve) => setTimeout(resolve, 300))
      }
    }
  })
  const own = new URL(server.href)
  own.pathname = `/${encodeURIComponent(name)}`
  return {
    url: own.href,
    // URL keeps an IPv6 host in brackets; a socket connects to the bare address.
    host: own.hostname.replace(/^\[(.*)\]$/, '$1') || '127.0.0.1',
    port: Number(own.port || 5432),
    through(linkPort) {
      const via = new URL(own.href)
      via.hostname = '127.0.0.1'
      via.port = String(linkPort)
      return via.href
    },
    remove: () =>
      onServer(server, async (client) => {
        await client.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`)
      }),
  }
}

/**
 * Makes the app's own database (options.database), migrates it (and seeds it), opens the proxy
 * and starts `bin/server.ts` on it with the database session store (and a queue worker).
 */
export async function startServedApp(options: ServedAppOptions = {}): Promise<ServedApp> {
  let database: OwnDatabase | null = null
  let child: ChildProcess | null = null
  let databaseLink: DatabaseLink | null = null
  const workers: ChildProcess[] = []
  /** The ports this app holds, given back when it stops. */
  const taken: number[] = []
  const connection = `served_app_${process.pid}_${++served}`
  const env = {
    ...(options.worker ? { QUEUE_DRIVER: 'database' } : {}),
    ...options.env,
  }
  try {
    const server = options.database === 'server-when-available' ? testServer() : null
    database = server ? await serverDatabase(server) : await embeddedDatabase()
    const base = app.config.get<{ connections: { postgres: PostgreConfig } }>('database')
    db.manager.add(connection, {
      ...base.connections.postgres,
      connection: { connectionString: database.url },
      pool: { min: 0, max: 2 },
    })
    await migrate(connection)
    if (options.seed) await ace(['db:seed'], processEnv(database.url, env))

    databaseLink = new DatabaseLink(database.port, await freePortInRange(), database.host)
    taken.push(databaseLink.port)
    await databaseLink.open()
    const port = await freePortInRange()
    taken.push(port)
    const databaseUrl = database.through(databaseLink.port)
    const first = await spawnServer(port, databaseUrl, { ...env, ...options.serverEnv })
    taken.push(first.hmrPort)
    child = first.child
    const outputs = [first.output]
    const spawnWorker = (extra: Record<string, string> = {}) => {
      const worker = spawnKept(
        ['ace.js', 'queue:work'],
        processEnv(databaseUrl, { ...env, ...extra })
      )
      workers.push(worker.child)
      outputs.push(worker.output)
      return worker.child
    }
    if (options.worker) spawnWorker(options.workerEnv)
    const others: ChildProcess[] = []

    const started = { child, database, databaseLink }
    const currentWorker = () => {
      const last = workers.at(-1)
      if (!last) throw new Error('this app was started without a worker (options.worker)')
      return last
    }
    return {
      base: first.base,
      port,
      databaseLink,
      connection,
      server: {
        pid: () => started.child.pid,
        running: () => isRunning(started.child),
        exited: () => exitOf(started.child),
        async kill() {
          started.child.kill('SIGKILL')
          await exitOf(started.child)
        },
        async start(extra = {}) {
          const again = await spawnServer(port, databaseUrl, { ...env, ...extra }, first.hmrPort)
          started.child = again.child
          outputs.push(again.output)
        },
      },
      worker: {
        pid: () => currentWorker().pid,
        running: () => isRunning(currentWorker()),
        exited: () => exitOf(currentWorker()),
        async kill() {
          const worker = currentWorker()
          worker.kill('SIGKILL')
          await exitOf(worker)
        },
        async start(extra = {}) {
          spawnWorker(extra)
        },
      },
      output: () => outputs.map((output) => output()).join('\n--- next process ---\n'),
      async anotherInstance() {
        const otherPort = await freePortInRange()
        const other = await spawnServer(otherPort, databaseUrl, env)
        taken.push(otherPort, other.hmrPort)
        others.push(other.child)
        return { base: other.base, output: other.output }
      },
      async stop() {
        await Promise.all([...others, ...workers].map((other) => stopChild(other)))
        await stopChild(started.child)
        await started.databaseLink.cut()
        await db.manager.close(connection, true)
        await started.database.remove()
        releasePorts(taken)
      },
    }
  } catch (error) {
    await Promise.all(workers.map((worker) => stopChild(worker)))
    if (child) await stopChild(child)
    await databaseLink?.cut()
    if (db.manager.has(connection)) await db.manager.close(connection, true)
    await database?.remove()
    releasePorts(taken)
    throw error
  }
}
