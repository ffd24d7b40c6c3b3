import env from '#start/env'
import { defineConfig } from '@adonisjs/lucid'

/**
 * One PostgreSQL connection. `npm start` without DATABASE_URL sets it to the embedded PGlite
 * sidecar before this file is read; tests do the same with an in-memory PGlite (bin/test.ts).
 * `statement_timeout` is a `pg` client option (sent at connection start) that Lucid's type does
 * not list, hence the separate object. With PGlite a wait for another connection's transaction
 * happens before the statement runs; the embedded server logs such waits (pitfall 7).
 */
const pgConnection: { connectionString: string; statement_timeout: number } = {
  connectionString: env.get('DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/postgres'),
  statement_timeout: env.get('DB_STATEMENT_TIMEOUT_MS', 30_000),
}

const dbConfig = defineConfig({
  connection: 'postgres',
  prettyPrintDebugQueries: true,
  connections: {
    postgres: {
      client: 'pg',
      connection: pgConnection,
      pool: { min: 0, max: env.get('DB_POOL_MAX', 10) },
      migrations: { naturalSort: true, paths: ['database/migrations'] },
      seeders: { paths: ['database/seeders/main'] },
      schemaGeneration: {
        enabled: true,
        excludeTables: ['sessions', 'rate_limits', 'icd_live_counts'],
        rulesPaths: ['./database/schema_rules.js'],
      },
    },
  },
})

export default dbConfig
