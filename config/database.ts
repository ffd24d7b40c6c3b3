import env from '#start/env'
import { defineConfig } from '@adonisjs/lucid'

interface PgConnection {
  query(sql: string, callback: (error: Error | null) => void): void
}

/**
 * One PostgreSQL connection. `npm start` without DATABASE_URL sets it to the embedded PGlite
 * sidecar before this file is read; tests do the same with an in-memory PGlite (bin/test.ts).
 * The statement timeout turns a query that waits on PGlite's single transaction into an error
 * instead of a hang (ARCHITECTURE pitfall 7).
 */
const statementTimeout = env.get('DB_STATEMENT_TIMEOUT_MS', 30_000)

const dbConfig = defineConfig({
  connection: 'postgres',
  prettyPrintDebugQueries: true,
  connections: {
    postgres: {
      client: 'pg',
      connection: {
        connectionString: env.get('DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/postgres'),
      },
      pool: {
        min: 0,
        max: env.get('DB_POOL_MAX', 10),
        afterCreate: (connection: PgConnection, done: (error: Error | null) => void) => {
          connection.query(`SET statement_timeout = ${Number(statementTimeout)}`, done)
        },
      },
      migrations: { naturalSort: true, paths: ['database/migrations'] },
      seeders: { paths: ['database/seeders/main'] },
      schemaGeneration: { enabled: true, excludeTables: ['sessions', 'rate_limits'] },
    },
  },
})

export default dbConfig
