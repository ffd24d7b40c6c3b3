/**
 * What every list benchmark shares: migrate and seed the database, start the app in production
 * mode on a free loopback port, sign in as the demo administrator, and time scenarios that take
 * turns request by request (a burst of other work on the machine lands on all of them alike),
 * beside the raw SQL time of the same queries.
 */
import { loadavg, cpus } from 'node:os'
import { performance } from 'node:perf_hooks'
import { execFileSync, spawn } from 'node:child_process'
import type pg from 'pg'
import { freePort } from '../app/services/embedded_postgres.js'

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

const env = {
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  APP_KEY: 'bench-only-app-key-0123456789abcdef',
  HOST: '127.0.0.1',
}

/** Migrations, then reference and demo data (demo sign-ins are skipped in production mode). */
export function migrateAndSeed() {
  execFileSync(
    process.execPath,
    ['--import', '@poppinss/ts-exec', 'ace.js', 'migration:run', '--force'],
    { env, stdio: 'ignore' }
  )
  execFileSync(process.execPath, ['--import', '@poppinss/ts-exec', 'ace.js', 'db:seed'], {
    env: { ...env, NODE_ENV: 'development' },
    stdio: 'ignore',
  })
}

export interface SignedInApp {
  base: string
  /** Inertia request headers of the signed-in administrator. */
  headers: Record<string, string>
  stop: () => void
}

/** Starts the built app and signs in; `stop()` it in a finally. */
export async function startSignedIn(): Promise<SignedInApp> {
  const port = await freePort()
  const server = spawn(process.execPath, ['--import', '@poppinss/ts-exec', 'bin/server.ts'], {
    env: { ...env, PORT: String(port), APP_URL: `http://127.0.0.1:${port}` },
    stdio: 'ignore',
  })
  const stop = () => void server.kill('SIGKILL')
  const base = `http://127.0.0.1:${port}`
  try {
    let ready = false
    // Two minutes: on a busy machine, compiling the app on start takes a while.
    for (let attempt = 0; attempt < 240 && !ready; attempt++) {
      try {
        const probe = await fetch(`${base}/login`)
        ready = probe.ok
        // Production mode renders with the built assets' manifest.
        if (!ready) throw new Error(`/login answered ${probe.status}: run npm run build first`)
      } catch (error) {
        if (error instanceof Error && error.message.includes('npm run build')) throw error
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
