/**
 * Runs the embedded PostgreSQL (PGlite) in a process of its own and tells its parent where it
 * listens (an IPC message `{ url }`), until the parent says `stop` or goes away.
 *
 * Why a process of its own: V8 has aborted a test run while freeing PGlite's WebAssembly code
 * ("Check failed: jit_page_->allocations_.erase(addr) == 1" in UnregisterWasmAllocation, Node
 * 24). A crash here is the database going away, which the suite reports as failures; in the
 * test runner it killed the whole run with no result.
 */
import { startEmbeddedPostgres } from '../app/services/embedded_postgres.js'

const maxConnections = Number(process.env.EMBEDDED_PG_MAX_CONNECTIONS) || undefined
const database = await startEmbeddedPostgres({ maxConnections })

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  await database.stop().catch(() => {})
  process.exit(0)
}

process.on('message', (message) => {
  if (message === 'stop') void stop()
})
process.on('disconnect', () => void stop())
process.on('SIGTERM', () => void stop())
process.send?.({ url: database.url })
