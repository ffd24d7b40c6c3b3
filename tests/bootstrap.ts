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

/** Migrate once and load reference + demo data; each test group then runs in a rolled-back transaction. */
export const runnerHooks: Required<Pick<Config, 'setup' | 'teardown'>> = {
  setup: [() => testUtils.db().migrate(), () => testUtils.db().seed()],
  teardown: [],
}

export const configureSuite: Config['configureSuite'] = (suite) => {
  if (['browser', 'functional'].includes(suite.name)) {
    return suite.setup(async () => {
      const close = await testUtils.httpServer().start()
      // The live socket server on the same server, as the web process runs it, without its
      // background tick (tests/functional/live/ start it where they need it).
      const server = await app.container.make('server')
      const nodeServer = server.getNodeServer()
      if (nodeServer) await startLiveServer(nodeServer)
      return async () => {
        await stopLiveServer()
        await close()
      }
    })
  }
}
