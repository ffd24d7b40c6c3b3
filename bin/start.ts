/**
 * `npm start`: one command from a fresh clone to a running app.
 *
 * 1. Creates .env from .env.example with a fresh APP_KEY when there is none.
 * 2. Without DATABASE_URL, serves the embedded PGlite database (data under storage/pgdata) from
 *    this process; ace commands, the web server and the worker reach it over a local socket.
 * 3. Migrates and seeds (both idempotent), then starts the web server and a queue worker.
 * Ctrl-C stops every process it started, and the database last so nothing is lost.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { ensureEnvFile, envPath } from './ensure_env.js'
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../app/services/embedded_postgres.js'

const root = fileURLToPath(new URL('../', import.meta.url))

/** Reads KEY=VALUE lines; enough to learn the few values this launcher needs. */
function readEnvFile(): Record<string, string> {
  const values: Record<string, string> = {}
  for (const line of readFileSync(envPath, 'utf8').split('\n')) {
    const match = line.match(/^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/)
    if (match) values[match[1]] = match[2].replace(/^['"]|['"]$/g, '')
  }
  return values
}

const children = new Set<ChildProcess>()

function run(args: string[], env: NodeJS.ProcessEnv, name: string, keepAlive = false) {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: 'inherit' })
  children.add(child)
  return new Promise<number>((resolve) => {
    child.on('exit', (code, signal) => {
      children.delete(child)
      if (keepAlive && !stopping) {
        console.error(`${name} exited (${signal ?? code}); stopping.`)
        void shutdown(1)
      }
      resolve(code ?? 1)
    })
  })
}

let stopping = false
let database: EmbeddedPostgres | null = null

async function shutdown(exitCode = 0) {
  if (stopping) return
  stopping = true
  console.log('\nStopping…')
  // Stop by PID: `ace serve` style processes can ignore a polite signal (pitfall 10).
  const exits = [...children].map(
    (child) =>
      new Promise<void>((resolve) => {
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
  ensureEnvFile()
  const fileEnv = readEnvFile()
  const env: NodeJS.ProcessEnv = { ...process.env }
  const databaseUrl = process.env.DATABASE_URL || fileEnv.DATABASE_URL
  if (databaseUrl) {
    env.DATABASE_URL = databaseUrl
  } else {
    const dataDir = `${root}storage/pgdata`
    mkdirSync(dataDir, { recursive: true })
    database = await startEmbeddedPostgres({
      dataDir,
      port: fileEnv.PGLITE_PORT ? Number(fileEnv.PGLITE_PORT) : undefined,
    })
    env.DATABASE_URL = database.url
    env.DB_POOL_MAX = env.DB_POOL_MAX ?? '4'
    console.log(`Embedded PostgreSQL (PGlite) serving storage/pgdata at ${database.url}`)
  }

  process.on('SIGINT', () => void shutdown(0))
  process.on('SIGTERM', () => void shutdown(0))

  const ace = ['--import', '@poppinss/ts-exec', 'ace.js']
  if ((await run([...ace, 'migration:run', '--force'], env, 'migrations')) !== 0) return shutdown(1)
  if ((await run([...ace, 'db:seed'], env, 'seeders')) !== 0) return shutdown(1)

  const production = (process.env.NODE_ENV || fileEnv.NODE_ENV) === 'production'
  // Outside production the web server compiles assets on the fly (Vite dev middleware).
  const webEnv = production ? env : { ...env, DEV_MODE: 'true' }
  void run(['--import', '@poppinss/ts-exec', 'bin/server.ts'], webEnv, 'web server', true)
  void run([...ace, 'queue:work'], env, 'queue worker', true)

  const url = process.env.APP_URL || fileEnv.APP_URL || 'http://localhost:3333'
  console.log(`
  Assist Back-office is starting at ${url}
  ${
    production
      ? 'Production mode: no demo accounts are created.'
      : `Demo sign-ins (demo accounts only; password Demo-Passw0rd!):
    admin@demo.test       Administrator, centers KUL, BKK, MNL
    supervisor@demo.test  Supervisor, centers KUL, BKK
    agent@demo.test       Agent, center KUL`
  }
  Press Ctrl-C to stop.
`)
}

main().catch(async (error) => {
  console.error(error)
  await shutdown(1)
})
