import { AsyncLocalStorage } from 'node:async_hooks'
import { QueryClient } from '@adonisjs/lucid/database'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/**
 * Refuses a query that runs outside the transaction it was written inside (issue 27).
 *
 * Inside `db.transaction(async (trx) => …)` every query must go through `trx`. One through the
 * global `db`, or a model read without `{ client: trx }`, takes another pooled connection: on
 * PostgreSQL it silently reads around the transaction (it does not see the transaction's own
 * writes), and on the embedded database, which serves one transaction at a time, it waits for
 * the transaction that waits for it, and the whole app stops answering. A search cannot find
 * them all (the query can be three calls away, in a shared helper), so the library refuses them
 * when they run: the query fails at once with the SQL named, in every environment, and the test
 * suite runs every transaction it covers through this check.
 *
 * How: each transaction opened with a callback runs it in an async scope that knows its own
 * knex client (and those of the transactions it is nested in); knex's `query()` refuses a
 * query from that scope on any other client while the scope is open. Transaction control
 * statements (BEGIN, SAVEPOINT, COMMIT…) of a transaction being opened inside the scope pass.
 * A transaction opened without a callback (`await db.transaction()`, the tests' global one) has
 * no scope: what runs inside it is not checked, which is why the app opens none that way.
 */

/** The knex-level client a query runs on (knex's own object; only identity is used). */
type KnexClient = object

interface Scope {
  clients: ReadonlySet<KnexClient>
  open: boolean
}

export class QueryOutsideTransaction extends Error {
  constructor(sql: string) {
    super(
      `A query ran outside the transaction it was written in; pass the transaction's client ` +
        `(trx, or { client: trx } to a model) to it. The query: ${sql.slice(0, 300)}`
    )
    this.name = 'QueryOutsideTransaction'
  }
}

const scopes = new AsyncLocalStorage<Scope>()
const CONTROL = /^\s*(BEGIN|START TRANSACTION|SAVEPOINT|RELEASE SAVEPOINT|ROLLBACK|COMMIT)\b/i

type QueryFn = (this: KnexClient, connection: unknown, query: unknown) => Promise<unknown>
type TransactionFn = (
  this: unknown,
  callback?: unknown,
  options?: unknown
) => Promise<TransactionClientContract | unknown>

const patched = new WeakSet<object>()

function sqlOf(query: unknown): string {
  if (typeof query === 'string') return query
  const sql = (query as { sql?: unknown } | null)?.sql
  return typeof sql === 'string' ? sql : ''
}

/**
 * knex's client class. A connection taken from the pool inside a scope is refused before it is
 * taken: on the embedded database even opening a new connection waits for the transaction.
 * `query()` (every statement passes there) refuses one on another transaction's client (the
 * tests' global transaction). A transaction's own client answers `acquireConnection` itself.
 */
function guardKnexClient(knexClient: KnexClient) {
  const prototype = Object.getPrototypeOf(knexClient) as {
    query: QueryFn
    acquireConnection: (this: KnexClient) => Promise<unknown>
  }
  if (patched.has(prototype)) return
  patched.add(prototype)
  const acquireConnection = prototype.acquireConnection
  prototype.acquireConnection = function guardedAcquireConnection() {
    if (scopes.getStore()?.open) {
      return Promise.reject(new QueryOutsideTransaction('(a connection taken from the pool)'))
    }
    return acquireConnection.call(this)
  }
  const query = prototype.query
  prototype.query = function guardedQuery(connection, queryParam) {
    const refusal = queryRefusal(this, sqlOf(queryParam))
    if (refusal) return Promise.reject(refusal)
    return query.call(this, connection, queryParam)
  }
}

/**
 * The refusal of a statement about to run on `knexClient`, or null when it may run: inside an
 * open scope, only on the scope's own clients. knex's `query()` asks it for every statement;
 * app/queries/read_rows.ts, which sends its reads to the connection itself, asks it too.
 */
export function queryRefusal(knexClient: KnexClient, sql: string): QueryOutsideTransaction | null {
  const scope = scopes.getStore()
  if (!scope?.open || scope.clients.has(knexClient)) return null
  const transacting = (knexClient as { transacting?: boolean }).transacting === true
  // A transaction being opened, committed or rolled back inside the scope (a nested one).
  if (transacting && CONTROL.test(sql)) return null
  return new QueryOutsideTransaction(sql)
}

/** The knex client behind a Lucid transaction (its `knexClient` is knex's transactor). */
function knexClientOf(transaction: TransactionClientContract): KnexClient {
  return (transaction.knexClient as unknown as { client: KnexClient }).client
}

/**
 * Wraps a Lucid client class's `transaction()`: with a callback, the callback runs in a scope
 * that holds the new transaction's knex client. The transaction class (not exported by Lucid)
 * is wrapped the first time one of its instances is seen, so nested transactions get scopes.
 */
function guardTransactions(prototype: { transaction: TransactionFn }) {
  if (patched.has(prototype)) return
  patched.add(prototype)
  const transaction = prototype.transaction
  prototype.transaction = async function guardedTransaction(callback, options) {
    const own = (this as { getWriteClient(): { client: KnexClient } }).getWriteClient().client
    // Before any transaction exists: knex captures `query()` when it opens one.
    guardKnexClient(own)
    // `db.transaction()` inside a transaction takes another connection (on PostgreSQL) or is a
    // savepoint of the tests' global transaction: refused alike, so the tests see what
    // production would do. One nested in the scope's own (`trx.transaction()`) passes.
    const parent = scopes.getStore()
    if (parent?.open && !parent.clients.has(own)) {
      throw new QueryOutsideTransaction('(a new transaction, opened outside the current one)')
    }
    if (typeof callback !== 'function') {
      const opened = (await transaction.call(this, callback, options)) as TransactionClientContract
      guardTransactions(Object.getPrototypeOf(opened))
      confirmCommits(opened)
      return opened
    }
    const work = callback as (trx: TransactionClientContract) => Promise<unknown>
    return transaction.call(
      this,
      async (trx: TransactionClientContract) => {
        guardTransactions(Object.getPrototypeOf(trx))
        guardKnexClient(knexClientOf(trx))
        confirmCommits(trx)
        const inherited = parent?.open ? parent.clients : []
        const scope: Scope = { clients: new Set([...inherited, knexClientOf(trx)]), open: true }
        try {
          return await scopes.run(scope, () => work(trx))
        } finally {
          // Work the callback started and did not wait for may run after the commit, freely.
          scope.open = false
        }
      },
      options
    )
  }
}

/** knex's transactor, as far as a commit's outcome goes. */
type KnexTransactor = {
  commit(value?: unknown): Promise<unknown>
  executionPromise?: Promise<unknown>
}

/**
 * A COMMIT that fails (a deferred constraint, the connection lost while committing) must fail
 * the write. knex's `commit()` resolves either way: it catches the failure and rejects only the
 * transaction's execution promise, which Lucid's `commit()` never awaits, so the request said
 * "saved" and the after-commit hooks ran for nothing that was saved. Awaiting that promise once
 * the commit has answered (it is settled by then) makes the failure Lucid's: it throws before
 * its after-commit hooks, and the request answers an error.
 */
function confirmCommits(transaction: TransactionClientContract) {
  const transactor = transaction.knexClient as unknown as KnexTransactor
  const commit = transactor.commit
  transactor.commit = async function confirmedCommit(value?: unknown) {
    const answer = await commit.call(transactor, value)
    await transactor.executionPromise
    return answer
  }
}

/** Installed once per process, before any transaction opens (providers/transaction_guard_provider.ts). */
export function installTransactionGuard() {
  guardTransactions(QueryClient.prototype as unknown as { transaction: TransactionFn })
}
