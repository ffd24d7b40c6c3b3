import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/inertia'

/**
 * The asset version Inertia compares on every visit (a mismatch makes the browser reload the
 * page). Computed once here, at boot, from the built manifest: left to the library, it hashed
 * the whole manifest again on every request (issue 12). Without a build (the dev server serves
 * assets as they change) it is constant.
 */
function assetsVersion(): string {
  const manifest = app.makePath('public/assets/.vite/manifest.json')
  if (!app.inProduction || !existsSync(manifest)) return '1'
  return createHash('md5').update(readFileSync(manifest)).digest('hex')
}

const inertiaConfig = defineConfig({
  rootView: 'inertia_layout',
  assetsVersion: assetsVersion(),
  ssr: { enabled: false, entrypoint: 'inertia/ssr.tsx' },
})

export default inertiaConfig
