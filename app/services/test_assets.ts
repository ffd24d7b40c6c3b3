import app from '@adonisjs/core/services/app'

/**
 * Where the test run's browser assets come from. bin/test.ts copies a production build's
 * `public/` folder (brought up to date with the sources as `npm start` does) and names the copy
 * in TEST_ASSETS_DIR; the in-process test server then serves the bundles from it through the
 * manifest, as production does, instead of starting Vite's dev server. Under the dev server every
 * page load of a browser test fetched and transformed hundreds of modules one by one: a test
 * spent most of its ~10 s waiting for them.
 *
 * Only the test environment reads it: the apps the tests spawn (`bin/server.ts`, DEV_MODE) keep
 * their dev server. `null`: no copy (TEST_ASSETS=dev, or the build failed), the dev server runs.
 */
export function builtTestAssets(): string | null {
  if (app.getEnvironment() !== 'test') return null
  return process.env.TEST_ASSETS_DIR || null
}
