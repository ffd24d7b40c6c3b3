import { assert } from '@japa/assert'
import { apiClient } from '@japa/api-client'
import { browserClient } from '@japa/browser-client'
import app from '@adonisjs/core/services/app'
import type { Config } from '@japa/runner/types'
import { pluginAdonisJS } from '@japa/plugin-adonisjs'
import testUtils from '@adonisjs/core/services/test_utils'
import { chromium } from 'playwright'
import { sessionApiClient } from '@adonisjs/session/plugins/api_client'
import { sessionBrowserClient } from '@adonisjs/session/plugins/browser_client'
import { authApiClient } from '@adonisjs/auth/plugins/api_client'
import { authBrowserClient } from '@adonisjs/auth/plugins/browser_client'
import { shieldApiClient } from '@adonisjs/shield/plugins/api_client'
import { inertiaApiClient } from '@adonisjs/inertia/plugins/api_client'
import '#tests/helpers/test_routes'
import { chromiumLaunch } from '#tests/helpers/chromium'
import { startLiveServer, stopLiveServer } from '#services/live/live_server'
import db from '@adonisjs/lucid/services/db'
import {
  assertNoBorrowedConnection,
  checkGroupEnd,
  describeRunEnd,
  withinBudget,
  type PoolState,
} from '#tests/helpers/run_end'

export const plugins: Config['plugins'] = [
  assert(),
  pluginAdonisJS(app),
  apiClient(),
  sessionApiClient(app),
  shieldApiClient(),
  authApiClient(app),
  inertiaApiClient(app),
  browserClient({
    runInSuites: ['browser'],
    // Debian's Chromium when present, else the one packaged on npm (tests/helpers/chromium.ts).
    launcher: async (options) => {
      const { env, ...launch } = await chromiumLaunch()
      return chromium.launch({
        ...options,
        ...launch,
        headless: true,
        ...(env ? { env: { ...process.env, ...env } } : {}),
      })
    },
  }),
  sessionBrowserClient(app),
  authBrowserClient(app),
]

/**
 * Migrate once and load reference + demo data; each test group then runs in a rolled-back
 * transaction. The cleanups run last first: after the last test, no connection may still be
 * borrowed, then the migrations are reverted, each within its budget (tests/helpers/run_end.ts).
 */
export const runnerHooks: Required<Pick<Config, 'setup' | 'teardown'>> = {
  setup: [
    async () => {
      describeRunEnd({ pool: poolState, databaseUrl: process.env.DATABASE_URL })
      const revert = await testUtils.db().migrate()
      return () => withinBudget('reverting the migrations', revert)
    },
    () => testUtils.db().seed(),
    () => () => assertNoBorrowedConnection(),
  ],
  teardown: [],
}

/** The app's pool (tarn, under knex): what the end of the run reports when it waits. */
function poolState(): PoolState | null {
  const knex = db.manager.get(db.primaryConnectionName)?.connection?.client
  const pool = (knex as { client?: { pool?: TarnPool } } | undefined)?.client?.pool
  if (!pool) return null
  return {
    used: pool.numUsed(),
    free: pool.numFree(),
    pendingAcquires: pool.numPendingAcquires(),
    pendingCreates: pool.numPendingCreates(),
  }
}

interface TarnPool {
  numUsed(): number
  numFree(): number
  numPendingAcquires(): number
  numPendingCreates(): number
}

export const configureSuite: Config['configureSuite'] = (suite) => {
  // A teardown's cleanup, registered before the group's own hooks: it runs after all of them
  // and names a group that left a connection borrowed.
  suite.onGroup((group) => group.teardown(() => () => checkGroupEnd(group.title)))
  if (['browser', 'functional'].includes(suite.name)) {
    return suite.setup(async () => {
      const close = await testUtils.httpServer().start()
      // The live socket server on the same server, as the web process runs it, without its
      // background tick (tests/functional/live/ start it where they need it).
      const server = await app.container.make('server')
      const nodeServer = server.getNodeServer()
      if (nodeServer) await startLiveServer(nodeServer)
      return () =>
        withinBudget('closing the test server', async () => {
          await stopLiveServer()
          await close()
        })
    })
  }
}
