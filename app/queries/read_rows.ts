import pg from 'pg'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { queryRefusal } from '#services/transaction_guard'

/** A statement as knex writes it: `?` placeholders and their values, in order. */
export type Statement = { sql: string; bindings: readonly unknown[] }

/** `?, ?, ?`: the placeholders of a list of `count` values, as knex writes an `in (…)`. */
export function placeholders(count: number) {
  return count > 0 ? `${'?, '.repeat(count - 1)}?` : ''
}

/** A Lucid or knex query builder, compiled by its own `toSQL()`. */
type Compilable = { toSQL(): Statement }

/** A pooled `pg` connection as knex hands it out (knex tags it with its ids). */
type Connection = pg.ClientBase & { __knexUid?: string; __knexTxId?: string }

/** What this module uses of knex's client (the dialect's, behind Lucid's query client). */
type KnexClient = {
  acquireConnection(): Promise<Connection>
  releaseConnection(connection: Connection): unknown
  positionBindings(sql: string): string
  emit(event: 'query' | 'query-error', ...data: unknown[]): boolean
}

/**
 * Each statement text with its `?` placeholders numbered by knex's own rule ($1, $2…; `\?` is a
 * literal question mark), remembered: a page sends the same few texts on every request (the
 * values differ, the text does not), and numbering re-reads the whole text each time. Bounded:
 * texts are the app's own, a few hundred shapes; past the bound it starts again.
 */
const positioned = new Map<string, string>()
const MAX_POSITIONED = 2000

function positionedText(client: KnexClient, sql: string) {
  let text = positioned.get(sql)
  if (text === undefined) {
    text = client.positionBindings(sql)
    if (positioned.size >= MAX_POSITIONED) positioned.clear()
    positioned.set(sql, text)
  }
  return text
}

/**
 * The rows of one read statement, sent on a connection of the pool without Lucid's and knex's
 * query runners, and without knex's `client.query`: for a statement already compiled those build
 * a reporter, an event listener on the builder, a runner and its connection promise, and (knex's
 * `query` with pg's) two copies of the statement's config per statement (bench/README.md,
 * issue 28). What every statement owes is done here as knex does it: the placeholders numbered
 * by knex's rule, knex's `query` event emitted (the tests count statements by it) with the same
 * shape, the transaction guard asked (app/services/transaction_guard.ts), a failure emitted as
 * `query-error` and named with its SQL, and the connection handed out and taken back by the pool.
 *
 * Inside a transaction the client is the transaction's: it hands out the transaction's own
 * connection and takes nothing back, as it does for knex's runner.
 */
export async function readRows<Row>(
  client: QueryClientContract,
  statement: Statement | Compilable,
  options: { name?: string } = {}
): Promise<Row[]> {
  const { sql, bindings } = 'toSQL' in statement ? statement.toSQL() : statement
  const knexClient = client.getReadClient().client as unknown as KnexClient
  const refusal = queryRefusal(knexClient, sql)
  if (refusal) throw refusal
  const connection = await knexClient.acquireConnection()
  try {
    const text = positionedText(knexClient, sql)
    const values = [...bindings]
    // knex's event names the connection and transaction by the ids it gave the connection.
    const ids = { __knexUid: connection.__knexUid, __knexTxId: connection.__knexTxId }
    knexClient.emit('query', { ...ids, sql: text, bindings: values })
    try {
      const rows = await new Promise<pg.QueryResultRow[]>((resolve, reject) => {
        const done = (error: Error | undefined, result: pg.QueryResult) =>
          error ? reject(error) : resolve(result.rows)
        // A text and its values, unless named (PostgreSQL then parses and plans it once per
        // connection): pg copies a config object, property by property, per statement.
        const query = options.name
          ? new pg.Query({ name: options.name, text, values }, done)
          : new pg.Query(text, values, done)
        void connection.query(query)
      })
      return rows as Row[]
    } catch (error) {
      // As knex's runner reports a failed statement (its default names the SQL with its values
      // written in; the values are left out here: they can hold what a person typed).
      knexClient.emit('query-error', error, { ...ids, sql: text, bindings: values })
      if (error instanceof Error) error.message = `${text} - ${error.message}`
      throw error
    }
  } finally {
    // Synchronous in knex (the promise it returns is already settled), as Lucid's runner calls it.
    void knexClient.releaseConnection(connection)
  }
}
