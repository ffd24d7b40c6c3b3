/**
 * Test entry point. The database is, in order: TEST_DATABASE_URL, DATABASE_URL from the
 * environment, or an in-memory PGlite started in a child process and stopped after the run (pitfall 7).
 */
process.env.NODE_ENV = 'test'
// The tests sign in as the demo accounts, whatever DEMO_DATA a developer's .env holds.
process.env.DEMO_DATA = 'true'

import 'reflect-metadata'
import { rmSync } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Ignitor, prettyPrintError } from '@adonisjs/core'
import { configure, processCLIArgs, run } from '@japa/runner'
import { APP_ROOT, importer } from './importer.js'
import type { EmbeddedPostgres } from '../app/services/embedded_postgres.js'
import { spawnEmbeddedPostgres } from '../tests/helpers/embedded_postgres_child.js'
import { openResources, withinBudget } from '../tests/helpers/run_end.js'
import { buildDir, ensureBuild, nodeRunner, snapshotBuild } from './build.js'
import { ensureEnvFile } from './ensure_env.js'

// The browser assets: a copy of the production build's public/ (built first when the sources
// changed, as `npm start` does), served as production serves them (app/services/test_assets.ts).
// TEST_ASSETS=dev runs Vite's dev server instead, as does a failed build.
// Only a run that includes the browser suite loads them: a functional or unit run does not wait
// for a build (suites named on the command line; none named is all of them).
const SUITES = ['unit', 'functional', 'browser']
const namedSuites = process.argv.slice(2).filter((arg) => SUITES.includes(arg))
const runsBrowser = namedSuites.length === 0 || namedSuites.includes('browser')
if (runsBrowser && process.env.TEST_ASSETS !== 'dev' && !process.env.TEST_ASSETS_DIR) {
  // Built as `npm run build` builds, so that `npm start` may serve it: never with this run's
  // NODE_ENV=test (the bundles would be React's development build) or its other settings.
  ensureEnvFile()
  const buildEnv = { ...process.env }
  delete buildEnv.NODE_ENV
  delete buildEnv.DEMO_DATA
  const builder = { buildDir, ensureBuild: () => ensureBuild(nodeRunner(buildEnv)) }
  const copy = await mkdtemp(join(tmpdir(), 'assist_test_assets_'))
  process.once('exit', () => rmSync(copy, { recursive: true, force: true }))
  const copied = await snapshotBuild(copy, { from: 'public', builder }).catch((error: Error) => {
    console.error(error.message)
    return null
  })
  if (copied) process.env.TEST_ASSETS_DIR = copy
  else console.error('No build to serve (above): the tests run on Vite’s dev server.')
}

let embedded: EmbeddedPostgres | null = null
if (process.env.TEST_DATABASE_URL) {
  process.env.DATABASE_URL = process.env.TEST_DATABASE_URL
} else if (!process.env.DATABASE_URL) {
  embedded = await spawnEmbeddedPostgres()
  process.env.DATABASE_URL = embedded.url
  // PGlite runs one statement at a time; a small pool keeps waits short.
  process.env.DB_POOL_MAX = process.env.DB_POOL_MAX ?? '2'
}

new Ignitor(APP_ROOT, { importer })
  .tap((app) => {
    app.booting(async () => {
      await import('#start/env')
    })
    app.listen('SIGTERM', () => app.terminate())
    app.listenIf(app.managedByPm2, 'SIGINT', () => app.terminate())
  })
  .testRunner()
  .configure(async (app) => {
    const { runnerHooks, ...config } = await import('../tests/bootstrap.js')
    processCLIArgs(process.argv.splice(2))
    configure({
      ...app.rcFile.tests,
      ...config,
      setup: runnerHooks.setup,
      teardown: runnerHooks.teardown.concat([
        () => withinBudget('terminating the app', () => app.terminate()),
        () => withinBudget('stopping the embedded database', async () => embedded?.stop()),
      ]),
    })
  })
  .run(() => run())
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
  .finally(() => {
    // A run ends on its own once its teardowns have closed everything. Something a failed group
    // setup left open (a fake server, a child process) would keep it alive until CI's guard
    // kills it, 20 minutes later and with no word of why: name what is open and end with the
    // run's own result. The timer is unref'd, so a run that closes cleanly never waits for it.
    setTimeout(() => {
      console.error(`The test run has ended but these keep the process alive: ${openResources()}`)
      process.exit()
    }, 30_000).unref()
  })
