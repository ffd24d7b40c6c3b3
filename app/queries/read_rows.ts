import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/** A statement as knex writes it: `?` placeholders and their values, in order. */
export type Statement = { sql: string; bindings: readonly unknown[] }

/** A Lucid or knex query builder, compiled by its own `toSQL()`. */
type Compilable = { toSQL(): Statement }

/** What this module uses of knex's client (the dialect's, behind Lucid's query client). */
type KnexClient = {
  acquireConnection(): Promise<unknown>
  releaseConnection(connection: unknown): unknown
  query(
    connection: unknown,
    statement: { sql: string; bindings: unknown[]; options?: { name: string } }
  ): Promise<{ response: { rows: unknown[] } }>
}

/**
 * The rows of one read statement, sent by knex's client on a connection of the pool, without
 * Lucid's query runner and knex's: for a statement already compiled those build a reporter, an
 * event listener on the builder, a runner and its connection promise, per statement
 * (bench/README.md, issue 28).
 * What every statement must pass still applies: knex's client positions the placeholders, emits
 * its `query` event (the tests count statements by it) and runs the transaction guard
 * (app/services/transaction_guard.ts), and the pool hands out and takes back the connection.
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
  const connection = await knexClient.acquireConnection()
  try {
    const result = await knexClient.query(connection, {
      sql,
      bindings: [...bindings],
      ...(options.name ? { options: { name: options.name } } : {}),
    })
    return result.response.rows as Row[]
  } finally {
    // Synchronous in knex (the promise it returns is already settled), as Lucid's runner calls it.
    void knexClient.releaseConnection(connection)
  }
}
