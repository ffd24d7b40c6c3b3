/**
 * Test entry point. The database is, in order: TEST_DATABASE_URL, DATABASE_URL from the
 * environment, or an in-memory PGlite started in a child process and stopped after the run (pitfall 7).
 */
process.env.NODE_ENV = 'test'
// The tests sign in as the demo accounts, whatever DEMO_DATA a developer's .env holds.
process.env.DEMO_DATA = 'true'

import 'reflect-metadata'
import { Ignitor, prettyPrintError } from '@adonisjs/core'
import { configure, processCLIArgs, run } from '@japa/runner'
import { APP_ROOT, importer } from './importer.js'
import type { EmbeddedPostgres } from '../app/services/embedded_postgres.js'
import { spawnEmbeddedPostgres } from '../tests/helpers/embedded_postgres_child.js'

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
        () => app.terminate(),
        async () => {
          await embedded?.stop()
        },
      ]),
    })
  })
  .run(() => run())
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
