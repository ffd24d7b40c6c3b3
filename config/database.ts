import env from '#start/env'
import { defineConfig } from '@adonisjs/lucid'
import { pgTypes } from '#services/pg_timestamps'

/**
 * One PostgreSQL connection. `npm start` without DATABASE_URL sets it to the embedded PGlite
 * sidecar before this file is read; tests do the same with an in-memory PGlite (bin/test.ts).
 * `statement_timeout` (sent at connection start) and `types` are `pg` client options that
 * Lucid's type does not list, hence the separate object. With PGlite a wait for another
 * connection's transaction happens before the statement runs; the embedded server logs such
 * waits (pitfall 7).
 */
const pgConnection: {
  connectionString: string
  statement_timeout: number
  types: typeof pgTypes
} = {
  connectionString: env.get('DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/postgres'),
  statement_timeout: env.get('DB_STATEMENT_TIMEOUT_MS', 30_000),
  // pg's type parsers, but dates and timestamps read without regular expressions (issue 12).
  types: pgTypes,
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
