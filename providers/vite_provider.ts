import ViteProvider from '@adonisjs/vite/vite_provider'
import { builtTestAssets } from '#services/test_assets'

/**
 * Vite's own provider, except that a test run serving a build's assets (app/services/test_assets.ts)
 * starts no dev server: the manifest in that copy answers the page's asset tags.
 */
export default class AppViteProvider extends ViteProvider {
  async start() {
    if (builtTestAssets()) return
    await super.start()
  }
}
