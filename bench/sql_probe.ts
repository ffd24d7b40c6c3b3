/**
 * Loaded into the app's server process (`node --import @poppinss/ts-exec --import
 * bench/sql_probe.ts bin/server.js`) by bench/request_cost.ts, in a separate run that is not
 * timed: every statement a `pg` client of the process sends is appended to the file named by
 * BENCH_SQL_LOG, one JSON line each ({ text, values }). The bench sends requests one at a time
 * and reads what each one added, so it can count the statements per request and check that the
 * bare handler runs the very SQL of the app's list.
 *
 * It patches `pg.Client.prototype.query`, which knex (so Lucid, sessions, everything) calls for
 * each statement; the app itself is not changed. A synchronous append keeps the lines in the
 * order the statements were sent and on disk before the response reaches the bench.
 */
import { appendFileSync } from 'node:fs'
import pg from 'pg'

export type ProbedStatement = { text: string; values: unknown[] }

const file = process.env.BENCH_SQL_LOG

type Query = (this: pg.Client, ...args: unknown[]) => unknown

function statementOf(config: unknown, values: unknown): ProbedStatement {
  if (typeof config === 'string') {
    return { text: config, values: Array.isArray(values) ? values : [] }
  }
  const shaped = (config ?? {}) as { text?: unknown; values?: unknown }
  const bound = Array.isArray(shaped.values) ? shaped.values : Array.isArray(values) ? values : []
  return { text: String(shaped.text ?? ''), values: bound }
}

if (file) {
  const prototype = pg.Client.prototype as unknown as { query: Query }
  const original = prototype.query
  prototype.query = function (this: pg.Client, ...args: unknown[]) {
    appendFileSync(file, `${JSON.stringify(statementOf(args[0], args[1]))}\n`)
    return original.apply(this, args)
  }
}
