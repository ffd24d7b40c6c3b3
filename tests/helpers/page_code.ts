import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The URL the browser fetches a source module's code at (a page, say
 * `inertia/pages/dashboard/index.tsx`), for a test that holds it back: its bundle under
 * `/assets/` when the run serves a build (bin/test.ts, TEST_ASSETS_DIR), else the source itself
 * through Vite's dev server.
 */
export function moduleCodeUrl(source: string): RegExp {
  const assets = process.env.TEST_ASSETS_DIR
  if (!assets) return new RegExp(`/${escaped(source)}(\\?|$)`)
  const manifestFile = join(assets, 'assets', '.vite', 'manifest.json')
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
    string,
    { file: string }
  >
  const chunk = manifest[source]
  if (!chunk) throw new Error(`${source} is not in the build's manifest (${manifestFile})`)
  return new RegExp(`/assets/${escaped(chunk.file)}$`)
}
