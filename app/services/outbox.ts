import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { randomUUID } from 'node:crypto'
import logger from '@adonisjs/core/services/logger'
import { deliveryTimings } from '#config/queue'
import type { ClaimedMessage } from '#services/outbox_dispatcher'
import { killPoint } from '#services/outbox_kill_points'
import type { LiveEventName, LiveRoom } from '#contracts/live_events'

/**
 * The outbox (issue 28): what must follow a change is written in the change's own transaction,
 * so the two commit together or not at all. A crash after the commit loses nothing: a dispatcher
 * (app/services/outbox_dispatcher.ts) delivers every row at least once, and each consumer is
 * idempotent (a second delivery finds its work done and does nothing).
 *
 * Right after the commit, the process that made the change delivers its own rows at once (the
 * nudge below), so a letter does not wait for a poll; the queue worker polls for the rest (a web
 * process that died between the commit and its nudge, a failed delivery's retry).
 */

/**
 * What a row asks for: a queue job, by its name, with its payload; or a live broadcast (issue
 * 30, app/services/live/broadcast.ts), by its event's name, with its room and payload. A new
 * kind goes here, in the dispatcher's table of deliverers and in the table's kind check.
 */
export type OutboxEntry =
  | { kind: 'job'; name: string; payload: Record<string, unknown> }
  | { kind: 'broadcast'; name: LiveEventName; payload: BroadcastPayload }

/** A broadcast row's payload: where it goes and what it carries (the event's own payload). */
export type BroadcastPayload = { room: LiveRoom; data: Record<string, unknown> }
export type OutboxKind = OutboxEntry['kind']

/** A queue job class whose payload is P (SendTransmission: { transmissionId }). */
export type JobClass<P> = (abstract new (...args: never[]) => Job<P>) & {
  name: string
  options?: JobOptions
}

/** A queue job as an outbox entry, its payload typed by the job's own. */
export function jobEntry<P extends Record<string, unknown>>(
  job: JobClass<P>,
  payload: P
): OutboxEntry {
  // The name the queue locates the class by (Job.dispatch's own rule).
  return { kind: 'job', name: job.options?.name || job.name, payload }
}

/**
 * The transaction a change runs in, or a plain error: an outbox row written outside one would
 * be exactly the "after the commit" the outbox exists to avoid.
 */
export function asTransaction(client: unknown): TransactionClientContract {
  const candidate = client as { isTransaction?: unknown } | null
  if (candidate?.isTransaction === true) return client as TransactionClientContract
  throw new Error('An outbox row is written in the transaction of the change it follows.')
}

/**
 * What each open transaction added, delivered together once it commits: the ids of rows to
 * claim, and the rows written already held by this process (`claim`, its broadcasts).
 */
type Added = { ids: number[]; held: ClaimedMessage[]; claim: string | null }
const added = new WeakMap<TransactionClientContract, Added>()

/**
 * Records, in the change's transaction, what must follow it; returns the row's id. `subject`
 * names what it is about ("transmission:12"), so a sweeper can tell whether something is on its
 * way. After the commit this process delivers the row itself, before `db.transaction()` returns
 * (Lucid awaits its after-commit hooks); a rollback takes the row with it.
 *
 * `held`: the row is written claimed by this process for `broadcastLeaseMs` (a web process's
 * live broadcast), so its commit's delivery needs no claim statement first and no other
 * dispatcher takes it meanwhile; if the process dies after the commit, the lease lapses and
 * the row is claimed and delivered like any other.
 *
 * `availableAt`: the row is not delivered before then (issue 31: a contact's return to the
 * queue at its reply deadline). A persisted delayed job: it survives any restart, and no claim
 * takes it early, since every claim compares it with the database's clock. The commit's own
 * delivery leaves it for the worker's poll like any row not yet due.
 */
export async function add(
  trx: TransactionClientContract,
  entry: OutboxEntry,
  options: { subject?: string; held?: boolean; availableAt?: Date } = {}
): Promise<number> {
  let pending = added.get(trx)
  if (!pending) {
    pending = { ids: [], held: [], claim: null }
    added.set(trx, pending)
    const mine = pending
    trx.after('commit', () => nudge(mine))
  }
  // Only an outermost transaction's commit is the change's: a savepoint's "commit" comes before
  // it, and an emit then would announce what may still roll back (its rows wait for a claim).
  const held = options.held === true && !isNested(trx)
  if (held) pending.claim ??= randomUUID()
  const [row]: { id: number | string }[] = await trx
    .insertQuery()
    .table('outbox_messages')
    .insert({
      kind: entry.kind,
      name: entry.name,
      payload: JSON.stringify(entry.payload),
      subject: options.subject?.slice(0, 100) ?? null,
      ...(options.availableAt ? { available_at: options.availableAt } : {}),
      ...(held
        ? {
            claimed_by: pending.claim,
            // The clock's now, not the transaction's start: the lease counts from the write.
            claimed_until: trx.raw(`clock_timestamp() + ? * interval '1 millisecond'`, [
              deliveryTimings.broadcastLeaseMs,
            ]),
            attempts: 1,
          }
        : {}),
    })
    .returning('id')
  const id = Number(row.id)
  if (held) pending.held.push({ ...entry, id, attempts: 1 })
  else pending.ids.push(id)
  return id
}

/** A savepoint inside another transaction (knex names the one it is nested in). */
function isNested(trx: TransactionClientContract): boolean {
  const transactor = trx.knexClient as unknown as { parentTransaction?: unknown }
  return Boolean(transactor.parentTransaction)
}

/**
 * The commit's own delivery: the rows it holds at once, the others claimed first. Its failure
 * is not the change's: the rows stay for the next poll (and a failed delivery keeps its error
 * on the row), so it is logged, never thrown.
 */
async function nudge({ ids, held, claim }: Added) {
  killPoint('outbox:committed')
  try {
    const { commitDispatcher } = await import('#services/outbox_dispatcher')
    if (claim && held.length > 0) await commitDispatcher().deliverHeld(claim, held)
    await commitDispatcher().deliverDue({ ids })
  } catch (error) {
    logger.warn(
      { err: error, ids: [...held.map((row) => row.id), ...ids] },
      'outbox rows left for a later poll: delivering them failed'
    )
  }
}
