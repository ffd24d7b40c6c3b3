import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { EmbeddedPostgres } from '../../app/services/embedded_postgres.js'

/**
 * The same database in a child process (bin/embedded_postgres.ts), for the tests: the process
 * that runs them never loads PGlite's WebAssembly (see that file for why).
 */
export async function spawnEmbeddedPostgres(
  options: { maxConnections?: number } = {}
): Promise<EmbeddedPostgres> {
  const script = fileURLToPath(new URL('../../bin/embedded_postgres.ts', import.meta.url))
  const child = fork(script, [], {
    execArgv: ['--import', '@poppinss/ts-exec'],
    env: { ...process.env, EMBEDDED_PG_MAX_CONNECTIONS: String(options.maxConnections ?? 40) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => {
      const sent = message as { url?: unknown }
      if (typeof sent.url === 'string') resolve(sent.url)
      else reject(new Error('the embedded database sent no address'))
    })
    // Its own stderr (inherited) says why; the signal tells a crash or a kill from an error.
    child.once('exit', (code, signal) =>
      reject(new Error(`the embedded database exited before it listened (${signal ?? code})`))
    )
    child.once('error', reject)
  })
  return {
    url,
    stop() {
      return new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
        child.once('exit', () => {
          clearTimeout(timer)
          resolve()
        })
        child.send('stop')
      })
    },
  }
}
