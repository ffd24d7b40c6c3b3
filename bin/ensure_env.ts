/**
 * Creates .env from .env.example with a fresh APP_KEY when there is none, so a fresh clone can
 * start, build and run codegen without a manual step. Never overwrites an existing .env.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../', import.meta.url))
export const envPath = `${root}.env`

export function ensureEnvFile() {
  if (existsSync(envPath)) return
  const example = readFileSync(`${root}.env.example`, 'utf8')
  const key = randomBytes(32).toString('base64url')
  writeFileSync(envPath, example.replace(/^APP_KEY=.*$/m, `APP_KEY=${key}`))
  console.log('Created .env with a new APP_KEY.')
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  ensureEnvFile()
}
