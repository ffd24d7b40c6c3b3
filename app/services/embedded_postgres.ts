import { createServer } from 'node:net'
import { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'

export interface EmbeddedPostgres {
  url: string
  stop(): Promise<void>
}

/** Asks the OS for a free loopback port. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port'))
      )
    })
  })
}

/**
 * Starts PGlite (a WASM build of PostgreSQL) behind a PostgreSQL wire-protocol socket, so the
 * app, ace commands and the queue worker all connect with the ordinary `pg` driver.
 *
 * `dataDir` keeps data on disk (npm start); without it the database lives in memory (tests).
 * Only this process may open the data directory, so everything else goes through the socket.
 * PGlite runs one transaction at a time; `maxConnections` must cover every pool that connects.
 */
export async function startEmbeddedPostgres(
  options: { dataDir?: string; port?: number; maxConnections?: number } = {}
): Promise<EmbeddedPostgres> {
  const db = options.dataDir ? await PGlite.create(options.dataDir) : await PGlite.create()
  const port = options.port ?? (await freePort())
  const server = new PGLiteSocketServer({
    db,
    host: '127.0.0.1',
    port,
    maxConnections: options.maxConnections ?? 40,
  })
  await server.start()
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    async stop() {
      await server.stop()
      await db.close()
    },
  }
}
