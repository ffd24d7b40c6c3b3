/**
 * What every list benchmark shares: migrate and seed the database, start the app's production
 * build (build/, as `npm start` serves it) on a free loopback port, sign in as the demo
 * administrator, and time scenarios that take turns request by request (a burst of other work
 * on the machine lands on all of them alike), beside the raw SQL time of the same queries.
 */
import { loadavg, cpus, tmpdir } from 'node:os'
import { performance } from 'node:perf_hooks'
import { execFileSync, spawn } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { mkdtemp, symlink } from 'node:fs/promises'
import { join, resolve as resolvePath } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type pg from 'pg'
import { freePort } from '../app/services/embedded_postgres.js'
import { snapshotBuild } from '../bin/build.js'

export const WARM_UP = 5

export function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

export function format(values: number[]) {
  return [50, 95, 99].map((p) => `p${p} ${percentile(values, p).toFixed(1)}`).join(', ') + ' ms'
}

export function load() {
  return `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')} on ${cpus().length} CPUs`
}

export function requireDatabaseUrl() {
  const databaseUrl = process.env.DATABASE_URL
  if (!databaseUrl) {
    console.error('Set DATABASE_URL to a PostgreSQL database the benchmark may migrate and seed.')
    process.exit(1)
  }
  return databaseUrl
}

/** The app measured: this tree, or another checkout's root (BENCH_APP_ROOT, e.g. a baseline). */
export const appRoot = resolvePath(
  fileURLToPath(new URL('../', import.meta.url)),
  process.env.BENCH_APP_ROOT ?? ''
)

/** The database pool of the app, and of anything measured beside it (bare_list_server.ts). */
export const POOL_SIZE = Number(process.env.DB_POOL_MAX ?? 10)

/**
 * The environment of the built app, as `npm start` gives it (bin/start.ts): production, the
 * tree's .env read through ENV_PATH (the environment wins over it), demo data on.
 */
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  ENV_PATH: appRoot,
  DEMO_DATA: 'true',
  LOG_LEVEL: 'warn',
  APP_KEY: 'bench-only-app-key-0123456789abcdef',
  HOST: '127.0.0.1',
  DB_POOL_MAX: String(POOL_SIZE),
}

export interface AppBuild {
  /** A private copy of build/, removed when the bench exits. */
  dir: string
  /** The source hash it was built from (build/.source_hash). */
  hash: string
  /** The web server's Node flags, as `npm start` passes them (bin/build.ts). */
  nodeFlags: string[]
  /** The web server's environment beyond the app's, as `npm start` sets it (bin/build.ts). */
  serverEnv: Record<string, string>
}

let snapshot: Promise<AppBuild> | null = null

/**
 * The production build the benches run, as `npm start` serves it: build/ is brought up to date
 * with the sources (bin/build.ts's ensureBuild, under its lock), then copied, so that a rebuild
 * another process starts meanwhile (the tree is shared) cannot change or remove the files of
 * the server being measured. The copy lives in the system's temp folder, outside the tree (no
 * lint or type check sees it); its node_modules and storage are links to the app's.
 */
export function appBuild(): Promise<AppBuild> {
  snapshot ??= copyBuild()
  return snapshot
}

async function copyBuild(): Promise<AppBuild> {
  const builderUrl = pathToFileURL(join(appRoot, 'bin', 'build.ts')).href
  const builder = (await import(builderUrl)) as typeof import('../bin/build.js')
  const dir = await mkdtemp(join(tmpdir(), 'assist_bench_build_'))
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }))
  // Ctrl-C ends the bench through 'exit', so the copy goes too (the servers get the signal).
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130))
  // This tree's copier over the checkout's builder (a baseline's bin/build.ts may predate it).
  // build/storage links to the tree's storage/; the copy links there too.
  const hash = await snapshotBuild(dir, {
    builder,
    skip: (source) => source === join(builder.buildDir, 'storage'),
  })
  if (!hash) throw new Error('the build failed (see above)')
  await symlink(join(appRoot, 'storage'), join(dir, 'storage'), 'dir')
  await symlink(join(appRoot, 'node_modules'), join(dir, 'node_modules'), 'dir')
  // A baseline checkout from before the flags existed runs with Node's defaults.
  const nodeFlags = (builder as { SERVER_NODE_FLAGS?: string[] }).SERVER_NODE_FLAGS ?? []
  const serverEnv = (builder as { SERVER_ENV?: Record<string, string> }).SERVER_ENV ?? {}
  return { dir, hash, nodeFlags, serverEnv }
}

/** Runs `node <args>` in the build copy with the app's environment. */
function inBuild(build: AppBuild, args: string[], extra: NodeJS.ProcessEnv = {}) {
  execFileSync(process.execPath, args, {
    cwd: build.dir,
    env: { ...env, ...extra },
    stdio: 'ignore',
  })
}

/**
 * Migrations, then reference and demo data, from the build as `npm start` runs them; `seedEnv`
 * is the seeder's environment beyond the app's (npm start's FAKE_GRAPH_* for WhatsApp).
 */
export async function migrateAndSeed(seedEnv: NodeJS.ProcessEnv = {}) {
  await migrate()
  await seedDemo(seedEnv)
}

/** The migrations alone (a bench that must prepare its data before the demo seed). */
export async function migrate() {
  inBuild(await appBuild(), ['ace.js', 'migration:run', '--force'])
}

/** Reference and demo data (the main seeder), as `npm start` seeds them. */
export async function seedDemo(seedEnv: NodeJS.ProcessEnv = {}) {
  inBuild(await appBuild(), ['ace.js', 'db:seed'], seedEnv)
}

/**
 * The queue worker (`ace.js queue:work`, with the outbox's poll and timers) from the build, as
 * `npm start` runs it beside the web server; `stop()` it in a finally.
 */
export async function startWorker(
  extra: NodeJS.ProcessEnv = {}
): Promise<{ pid: number; stop: () => void }> {
  const build = await appBuild()
  const worker = spawn(process.execPath, ['ace.js', 'queue:work'], {
    cwd: build.dir,
    env: { ...env, ...extra },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let errors = ''
  worker.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)))
  worker.once('exit', (code, signal) => {
    if (signal !== 'SIGKILL')
      console.error(`the queue worker exited (${code ?? signal}):\n${errors}`)
  })
  return { pid: worker.pid!, stop: () => void worker.kill('SIGKILL') }
}

export interface SignedInApp {
  base: string
  /** Inertia request headers of the signed-in administrator. */
  headers: Record<string, string>
  /** The server process, for its memory (/proc/<pid>/status). */
  pid: number
  stop: () => void
}

export interface StartOptions {
  /** Modules loaded into the server before the app (`node --import`), e.g. bench/sql_probe.ts. */
  preload?: string[]
  env?: NodeJS.ProcessEnv
  /** Node flags instead of the ones `npm start` passes (to compare them). */
  nodeFlags?: string[]
  /** A command the server runs under (valgrind's callgrind, to count its instructions). */
  wrapper?: string[]
}

/** Starts the built app (build/bin/server.js) and signs in; `stop()` it in a finally. */
export async function startSignedIn(options: StartOptions = {}): Promise<SignedInApp> {
  const build = await appBuild()
  const port = await freePort()
  const preload = (options.preload ?? []).flatMap((module) => ['--import', module])
  const [command, ...wrapperArgs] = [...(options.wrapper ?? []), process.execPath]
  const server = spawn(
    command,
    [...wrapperArgs, ...(options.nodeFlags ?? build.nodeFlags), ...preload, 'bin/server.js'],
    {
      cwd: build.dir,
      env: {
        ...build.serverEnv,
        ...env,
        ...options.env,
        PORT: String(port),
        APP_URL: `http://127.0.0.1:${port}`,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    }
  )
  // The end of what the server wrote to stderr, to tell why it stopped.
  let errors = ''
  server.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)))
  const stop = () => void server.kill('SIGKILL')
  const base = `http://127.0.0.1:${port}`
  try {
    let ready = false
    // Two minutes: on a busy machine, the first start takes a while.
    for (let attempt = 0; attempt < (options.wrapper ? 1200 : 240) && !ready; attempt++) {
      if (server.exitCode !== null) {
        throw new Error(`the app exited (${server.exitCode}):\n${errors}`)
      }
      try {
        const probe = await fetch(`${base}/login`)
        ready = probe.ok
        if (!ready) throw new Error(`/login answered ${probe.status}`)
      } catch (error) {
        if (error instanceof Error && error.message.startsWith('/login')) throw error
        await new Promise((resolve) => setTimeout(resolve, 500))
      }
    }
    if (!ready) throw new Error('the app did not answer on /login within two minutes')
    const cookies = new Map<string, string>()
    const remember = (response: Response) => {
      for (const cookie of response.headers.getSetCookie()) {
        const [pair] = cookie.split(';')
        const index = pair.indexOf('=')
        cookies.set(pair.slice(0, index), pair.slice(index + 1))
      }
    }
    const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    remember(await fetch(`${base}/login`))
    const signIn = await fetch(`${base}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'cookie': cookieHeader(),
        'content-type': 'application/json',
        'x-xsrf-token': decodeURIComponent(cookies.get('XSRF-TOKEN') ?? ''),
      },
      body: JSON.stringify({ email: 'admin@demo.test', password: 'Demo-Passw0rd!' }),
    })
    remember(signIn)
    if (signIn.headers.get('location') !== '/dashboard') throw new Error('sign-in failed')
    const dashboard = await fetch(`${base}/dashboard`, {
      headers: { 'cookie': cookieHeader(), 'x-inertia': 'true' },
    })
    const { version } = (await dashboard.json()) as { version: string }
    return {
      base,
      headers: { 'cookie': cookieHeader(), 'x-inertia': 'true', 'x-inertia-version': version },
      pid: server.pid!,
      stop,
    }
  } catch (error) {
    stop()
    throw error
  }
}

export interface Scenario {
  name: string
  query: Record<string, string>
}

/** Request times per scenario, the scenarios taking turns. */
export async function timeRequests(
  app: SignedInApp,
  path: string,
  scenarios: Scenario[],
  iterations: number
) {
  const http = scenarios.map(() => [] as number[])
  for (let round = 0; round < iterations + WARM_UP; round++) {
    for (const [index, scenario] of scenarios.entries()) {
      const url = `${app.base}${path}?${new URLSearchParams(scenario.query)}`
      const started = performance.now()
      const response = await fetch(url, { headers: app.headers })
      await response.arrayBuffer()
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
      if (round >= WARM_UP) http[index].push(performance.now() - started)
    }
  }
  return http
}

/** Raw SQL time of one scenario's queries, sent straight to PostgreSQL. */
export async function timeSql(
  client: pg.Client,
  iterations: number,
  run: (client: pg.Client) => Promise<unknown>
) {
  const raw: number[] = []
  for (let round = 0; round < iterations + WARM_UP; round++) {
    const started = performance.now()
    await run(client)
    if (round >= WARM_UP) raw.push(performance.now() - started)
  }
  return raw
}

export function report(name: string, http: number[], raw: number[]) {
  console.log(`${name.padEnd(34)} request ${format(http)} | raw SQL ${format(raw)}`)
}

/** A process's resident memory now and its peak (VmHWM), in MB, from /proc. */
export function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const field = (name: string) =>
    Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))?.[1]) / 1024
  return { rss: field('VmRSS'), peak: field('VmHWM') }
}

/** Resets a process's VmHWM to its current RSS (Linux ≥ 4.0); false where that is refused. */
export function resetPeak(pid: number) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5')
    return true
  } catch {
    return false
  }
}
