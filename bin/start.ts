/**
 * `npm start`: one command from a fresh clone to the app as users run it.
 *
 * 1. Creates .env from .env.example with a fresh APP_KEY when there is none.
 * 2. Builds the app for production into build/ on the first start and whenever the sources
 *    changed since the last build (bin/build.ts); otherwise reuses it.
 * 3. Without DATABASE_URL, serves the embedded PGlite database (data under storage/pgdata) from
 *    this process; ace commands, the web server and the worker reach it over a local socket.
 * 4. On the embedded database, runs the fake WhatsApp Graph server on loopback (kept up like the
 *    web server), and the seeder points Settings › WhatsApp at it unless they are configured.
 * 5. Migrates and seeds (both idempotent), then starts the built web server and a queue worker,
 *    and keeps them up: one that dies is started again after a wait (bin/supervisor.ts).
 * Ctrl-C stops every process it started, and the database last so nothing is lost.
 *
 * The built processes run with NODE_ENV=production (compiled server, bundled assets, no Vite dev
 * server) and read .env from this folder (ENV_PATH), so .env means the same as under
 * `npm run dev`. Demo data is a separate switch, DEMO_DATA: on unless it is set to false or
 * NODE_ENV is production in the environment or .env (a real deployment gets no demo sign-ins).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { resolve as resolvePath } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Env, EnvLoader, EnvParser } from '@adonisjs/core/env'
import { ensureEnvFile } from './ensure_env.js'
import {
  buildDir,
  ensureBuild,
  root,
  SERVER_ENV,
  SERVER_NODE_FLAGS,
  WORKER_NODE_FLAGS,
} from './build.js'
import {
  freePort,
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from '../app/services/embedded_postgres.js'
import { Supervised } from './supervisor.js'
import {
  NPM_START_DISPLAY_NUMBER,
  NPM_START_PHONE_NUMBER_ID,
  NPM_START_WABA_ID,
} from '../app/services/whatsapp/fake_graph_account.js'

/**
 * The values the app will see: the environment first, then the .env files the framework's own
 * loader picks for the current NODE_ENV (.env.local, .env.<NODE_ENV>, .env…), first file wins.
 */
async function readEnv(): Promise<(key: string) => string | undefined> {
  const files: Record<string, string | undefined> = {}
  for (const file of await new EnvLoader(root).load()) {
    if (!file.fileExists) continue
    const parsed = await new EnvParser(file.contents, pathToFileURL(root), {
      ignoreProcessEnv: true,
    }).parse()
    for (const [key, value] of Object.entries(parsed)) if (!(key in files)) files[key] = value
  }
  return (key) => process.env[key] || files[key] || undefined
}

const children = new Set<ChildProcess>()
/** The web server and the queue worker: restarted when they die, until Ctrl-C. */
const supervised: Supervised[] = []

/** Starts `node <args>` in `cwd`, its output on this terminal. */
function spawnNode(args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, args, { cwd, env, stdio: 'inherit' })
  children.add(child)
  child.once('exit', () => children.delete(child))
  return child
}

/** Runs `node <args>` in `cwd` to its end (the build, migrations, seeders); resolves its code. */
function run(args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; name: string }) {
  const child = spawnNode(args, options.cwd, options.env)
  return new Promise<number>((resolve) => {
    child.on('exit', (code) => resolve(code ?? 1))
  })
}

/**
 * Runs `node <args>` in `cwd` until Ctrl-C: a web server or worker that dies is started again
 * (a dead worker used to end the whole app). docs/decisions.md "Restarting what dies".
 */
function keepRunning(
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; name: string }
) {
  const kept = new Supervised({
    name: options.name,
    spawn: () => spawnNode(args, options.cwd, options.env),
  })
  supervised.push(kept)
  kept.start()
}

/**
 * The fake WhatsApp Graph server beside the app (docs/decisions.md "WhatsApp without a Meta
 * account"): on a loopback port chosen once, so a restart after a crash keeps the address the
 * settings name, with a token and app secret new each start (nothing to keep secret on disk).
 * Answers the environment the seeder needs to point Settings › WhatsApp at it, and its URL.
 */
async function startFakeGraph(
  read: (key: string) => string | undefined,
  env: NodeJS.ProcessEnv
): Promise<{ url: string; seederEnv: NodeJS.ProcessEnv }> {
  const port = Number(read('FAKE_GRAPH_PORT') ?? 0) || (await freePort())
  // The web server's own address, as the fake reaches it: a wildcard HOST is reached on loopback.
  const host = read('HOST') ?? 'localhost'
  const appHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host
  const secret = () => randomBytes(24).toString('base64url')
  const fakeEnv: NodeJS.ProcessEnv = {
    ...env,
    FAKE_GRAPH_PORT: String(port),
    FAKE_GRAPH_WEBHOOK_URL: `http://${appHost}:${read('PORT') ?? 3333}/webhooks/whatsapp`,
    FAKE_GRAPH_TOKEN: `fake-${secret()}`,
    FAKE_GRAPH_APP_SECRET: secret(),
    FAKE_GRAPH_WABA_ID: NPM_START_WABA_ID,
    FAKE_GRAPH_PHONE_NUMBER_ID: NPM_START_PHONE_NUMBER_ID,
    FAKE_GRAPH_DISPLAY_NUMBER: NPM_START_DISPLAY_NUMBER,
  }
  keepRunning(['bin/fake_graph.js'], { cwd: buildDir, env: fakeEnv, name: 'fake Graph server' })
  const url = `http://127.0.0.1:${port}`
  return {
    url,
    seederEnv: {
      FAKE_GRAPH_URL: url,
      FAKE_GRAPH_TOKEN: fakeEnv.FAKE_GRAPH_TOKEN,
      FAKE_GRAPH_APP_SECRET: fakeEnv.FAKE_GRAPH_APP_SECRET,
      FAKE_GRAPH_VERIFY_TOKEN: secret(),
    },
  }
}

let stopping = false
let database: EmbeddedPostgres | null = null

async function shutdown(exitCode = 0) {
  if (stopping) return
  stopping = true
  console.log('\nStopping…')
  // Supervised ones first, so none is started again; then whatever else runs. By PID: `ace
  // serve` style processes can ignore a polite signal (pitfall 10).
  await Promise.all(supervised.map((one) => one.stop()))
  const exits = [...children].map(
    (child) =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        const timer = setTimeout(() => child.kill('SIGKILL'), 8000)
        child.once('exit', () => {
          clearTimeout(timer)
          resolve()
        })
        child.kill('SIGTERM')
      })
  )
  await Promise.all(exits)
  if (database) await database.stop()
  process.exit(exitCode)
}

async function main() {
  process.on('SIGINT', () => void shutdown(0))
  process.on('SIGTERM', () => void shutdown(0))

  ensureEnvFile()
  // The build runs exactly as `npm run build` would: from the root, in the user's environment.
  const buildEnv = { ...process.env }
  // NODE_ENV as the user configured it decides the demo data; the processes below always run
  // the production build, so every other value is read as they will read it.
  const configuredNodeEnv = (await readEnv())('NODE_ENV')
  process.env.NODE_ENV = 'production'
  const read = await readEnv()

  const built = await ensureBuild((args, name) => run(args, { cwd: root, env: buildEnv, name }))
  if (!built) {
    console.error('The build failed (see above); fix it, or use `npm run dev` meanwhile.')
    return shutdown(1)
  }

  // Read with the app's own rule (true/false/1/0), so a bad value stops here, named.
  const demoSetting = Env.schema.boolean.optional()('DEMO_DATA', read('DEMO_DATA'))
  const demo = demoSetting ?? configuredNodeEnv !== 'production'
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    // The built app's root is build/; its .env files are this folder's.
    ENV_PATH: resolvePath(root, process.env.ENV_PATH ?? ''),
    DEMO_DATA: String(demo),
  }
  const databaseUrl = read('DATABASE_URL')
  if (databaseUrl) {
    env.DATABASE_URL = databaseUrl
  } else {
    const dataDir = `${root}storage/pgdata`
    mkdirSync(dataDir, { recursive: true })
    const pglitePort = read('PGLITE_PORT')
    database = await startEmbeddedPostgres({
      dataDir,
      port: pglitePort ? Number(pglitePort) : undefined,
    })
    env.DATABASE_URL = database.url
    env.DB_POOL_MAX = env.DB_POOL_MAX ?? '4'
    console.log(`Embedded PostgreSQL (PGlite) serving storage/pgdata at ${database.url}`)
  }

  // The built processes run in build/, their app root: some paths are read from the working
  // folder (the queue's job files) and must be the built ones.
  const inBuild = (name: string) => ({ cwd: buildDir, env, name })
  // The embedded database is a local install's own sandbox, so it gets the fake WhatsApp; a
  // DATABASE_URL may be a shared or real database, whose settings a start must never move.
  const fake = databaseUrl ? null : await startFakeGraph(read, env)
  if ((await run(['ace.js', 'migration:run', '--force'], inBuild('migrations'))) !== 0) {
    return shutdown(1)
  }
  const seed = { ...inBuild('seeders'), env: { ...env, ...fake?.seederEnv } }
  if ((await run(['ace.js', 'db:seed'], seed)) !== 0) return shutdown(1)

  keepRunning([...SERVER_NODE_FLAGS, 'bin/server.js'], {
    ...inBuild('web server'),
    env: { ...SERVER_ENV, ...env },
  })
  keepRunning([...WORKER_NODE_FLAGS, 'ace.js', 'queue:work'], {
    ...inBuild('queue worker'),
    env: { ...SERVER_ENV, ...env },
  })

  const url = read('APP_URL') ?? `http://localhost:${read('PORT') ?? 3333}`
  console.log(`
  Assist Back-office is starting at ${url}
  ${
    demo
      ? `Demo sign-ins (demo accounts only; password Demo-Passw0rd!):
    admin@demo.test       Administrator, centers KUL, BKK, MNL
    supervisor@demo.test  Supervisor, centers KUL, BKK
    agent@demo.test       Agent, center KUL`
      : 'No demo data (DEMO_DATA=false, or NODE_ENV=production): no demo accounts are created.'
  }
  ${
    fake
      ? `WhatsApp without a Meta account: a fake Graph server runs at ${fake.url}
  (see the WhatsApp line above). A member's message into the app:
    curl -X POST ${fake.url}/_fake/inbound -H 'content-type: application/json' \\
      -d '{"from":"60123450002","name":"Daniel Tan","text":"Hello from WhatsApp"}'
  What the app sent back: curl ${fake.url}/_fake/sent`
      : 'WhatsApp: Settings › WhatsApp (no fake Graph server with DATABASE_URL).'
  }
  This is the production build; \`npm run dev\` serves the sources with live reload.
  Press Ctrl-C to stop.
`)
}

main().catch(async (error) => {
  console.error(error)
  await shutdown(1)
})
