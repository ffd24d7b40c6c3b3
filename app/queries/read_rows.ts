import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { compileStatement, type LucidBuilder, type Statement } from '#queries/statement_shapes'

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
 * event listener on the builder, a runner and its connection promise, and compile the builder
 * again, per statement (bench/README.md, issue 28: a fifth of the app's own time on a list page).
 * What every statement must pass still applies: knex's client positions the placeholders, emits
 * its `query` event (the tests count statements by it) and runs the transaction guard
 * (app/services/transaction_guard.ts), and the pool hands out and takes back the connection.
 *
 * Inside a transaction the statement goes through the transaction's client, as any other: its
 * connection is the transaction's.
 */
export async function readRows<Row>(
  client: QueryClientContract,
  statement: Statement | LucidBuilder,
  options: { name?: string } = {}
): Promise<Row[]> {
  // A builder is compiled once per shape (app/queries/statement_shapes.ts).
  const { sql, bindings } = 'toSQL' in statement ? compileStatement(statement) : statement
  if (client.isTransaction) {
    const result: { rows: Row[] } = await client.rawQuery(sql, [...bindings] as never)
    return result.rows
  }
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
