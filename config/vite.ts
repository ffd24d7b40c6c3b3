import { join } from 'node:path'
import { defineConfig } from '@adonisjs/vite'
import { builtTestAssets } from '#services/test_assets'

// A test run serving a build's assets reads that copy's manifest (app/services/test_assets.ts).
const testPublic = builtTestAssets()
const buildDirectory = testPublic ? join(testPublic, 'assets') : 'public/assets'

export default defineConfig({
  buildDirectory,
  manifestFile: join(buildDirectory, '.vite/manifest.json'),
  assetsUrl: '/assets',
  scriptAttributes: { defer: true },
})
