import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import StaticMiddleware from '@adonisjs/static/static_middleware'
import { builtTestAssets } from '#services/test_assets'

/** Everything public/ serves lives under this prefix (the built assets: config/vite.ts). */
const ASSETS_PREFIX = '/assets/'

let files: StaticMiddleware | null = null

/** public/, or the copy of a build's public/ a test run serves (app/services/test_assets.ts). */
async function staticFiles() {
  const testPublic = builtTestAssets()
  if (!testPublic) return app.container.make(StaticMiddleware)
  return new StaticMiddleware(testPublic, app.config.get('static'))
}

/**
 * The static-file server, asked only for the assets' own URLs. In front of every request it
 * looked for a file on disk for each page URL first (a stat per page view, issue 12); page
 * URLs never name a file, so they go straight on.
 */
export default class StaticAssetsMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (!ctx.request.url().startsWith(ASSETS_PREFIX)) return next()
    files ??= await staticFiles()
    return files.handle(ctx, next)
  }
}
