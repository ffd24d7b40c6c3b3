import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { Locator } from '@adonisjs/queue'
import { deliveryTimings } from '#config/queue'
import { killPoint } from '#services/outbox_kill_points'
import type { OutboxEntry, OutboxKind } from '#services/outbox'
import { broadcastEmitter, emitBroadcast } from '#services/live/broadcast'

/** A row as a dispatcher claimed it. */
export interface ClaimedMessage {
  id: number
  kind: OutboxKind
  name: string
  payload: Record<string, unknown>
  /** This delivery's number, this one included (counted when claimed). */
  attempts: number
}

/** How each kind of row is delivered; a delivery that throws is tried again later. */
export type Deliverers = {
  [K in OutboxKind]: (message: Extract<OutboxEntry, { kind: K }> & ClaimedMessage) => Promise<void>
}

/**
 * A job row goes to the queue. In the tests' sync queue that runs the job at once, so a request's
 * letter is mailed before its answer. A job the queue does not know is an error kept on the row
 * (a job renamed while rows for it waited), not a row silently dropped.
 */
const defaultDeliverers: Deliverers = {
  async job(message) {
    const jobClass = Locator.get(message.name)
    if (!jobClass) throw new Error(`No queue job is named ${message.name}.`)
    // The locator types a class by its constructor; every job class inherits Job's dispatch.
    const dispatchable = jobClass as unknown as {
      dispatch(payload: Record<string, unknown>): PromiseLike<unknown>
    }
    await dispatchable.dispatch(message.payload)
  },
  /** A live broadcast goes to this process's socket server (only web processes claim these). */
  async broadcast(message) {
    emitBroadcast(message.name, message.payload)
  },
}

/**
 * The kinds this process can deliver: broadcasts only where a socket server runs (a web
 * process; app/services/live/broadcast.ts), so the queue worker and ace commands leave them to
 * the web processes instead of claiming rows they would have to fail.
 */
export function deliverableKinds(): OutboxKind[] {
  return broadcastEmitter() ? ['job', 'broadcast'] : ['job']
}

type Claimed<K extends OutboxKind> = Extract<OutboxEntry, { kind: K }> & ClaimedMessage

/** Hands a claimed row to its kind's deliverer; its name and payload are what add() wrote. */
function deliverWith(deliverers: Deliverers, message: ClaimedMessage): Promise<void> {
  switch (message.kind) {
    case 'job':
      return deliverers.job(message as Claimed<'job'>)
    case 'broadcast':
      return deliverers.broadcast(message as Claimed<'broadcast'>)
    default:
      throw new Error(`No delivery for outbox rows of kind ${String(message.kind)}.`)
  }
}

export interface DispatcherOptions {
  /** How long a claim holds a row (ms); a row not delivered by then may be claimed again. */
  leaseMs?: number
  /** Rows claimed at once. */
  batch?: number
  /** The wait before a failed row's next try, by how many tries it has had (ms). */
  retryDelayMs?: (attempts: number) => number
  /** Replaces kinds' deliveries (the dispatcher's own tests). */
  deliverers?: Partial<Deliverers>
  /** The kinds it claims (default: what this process can deliver, deliverableKinds()). */
  kinds?: readonly OutboxKind[]
}

/** Rows one claim takes at most. */
export const OUTBOX_BATCH = 20

/** 5 s, 10 s, 20 s… capped (config/queue.ts deliveryTimings). */
export function outboxRetryDelay(attempts: number) {
  const { outboxRetryBaseMs, outboxRetryMaxMs } = deliveryTimings
  return Math.min(outboxRetryBaseMs * 2 ** Math.max(attempts - 1, 0), outboxRetryMaxMs)
}

/**
 * Delivers outbox rows at least once. A claim is one statement — rows due, undelivered and not
 * held by a live claim, locked with FOR UPDATE SKIP LOCKED and stamped with this claim's id and
 * its lease's end — so several dispatchers (every web process, every worker) never take one row
 * at the same time, and no transaction stays open while a row is delivered: the embedded
 * database serves one transaction at a time, and a delivery (a job run by the sync queue)
 * opens its own. A claimant that dies leaves its rows to whoever claims after the lease; one
 * that finishes marks the row delivered only while the claim is still its own. A failed delivery
 * keeps its error and how many tries it had, and waits before the next.
 */
export class OutboxDispatcher {
  #leaseMs: number
  #batch: number
  #retryDelay: (attempts: number) => number
  #deliverers: Deliverers
  #kinds: readonly OutboxKind[] | null

  constructor(options: DispatcherOptions = {}) {
    this.#kinds = options.kinds ?? null
    this.#leaseMs = options.leaseMs ?? deliveryTimings.outboxLeaseMs
    this.#batch = options.batch ?? OUTBOX_BATCH
    this.#retryDelay = options.retryDelayMs ?? outboxRetryDelay
    this.#deliverers = { ...defaultDeliverers, ...options.deliverers }
  }

  /**
   * Claims the rows due now (only `ids` among them, when given: a commit's own) and delivers
   * each in order. Returns how many it claimed, so a caller knows whether more may be waiting.
   */
  async deliverDue(options: { ids?: number[] } = {}): Promise<number> {
    if (options.ids?.length === 0) return 0
    const claim = randomUUID()
    const claimed = await this.#claim(claim, options.ids)
    if (claimed.length > 0) killPoint('outbox:claimed')
    await this.#deliverAll(claim, claimed)
    return claimed.length
  }

  /**
   * Delivers rows a commit wrote already held by `claim` (app/services/outbox.ts `add`, a web
   * process's broadcasts): no claim statement first, so the emit follows the commit at once.
   */
  async deliverHeld(claim: string, rows: ClaimedMessage[]): Promise<void> {
    await this.#deliverAll(claim, rows)
  }

  /**
   * Delivers each row in order. Broadcasts emitted are marked delivered together, in one
   * statement after the loop: an emit is in-process and takes no time, and a mark per row was
   * one more statement per live event (bench/README.md "live_sockets.ts"). A process that dies
   * before the mark leaves them to be emitted again after the lease: at least once, as always.
   * A job is marked as soon as the queue has it: its delivery can take a while.
   */
  async #deliverAll(claim: string, rows: ClaimedMessage[]) {
    const emitted: number[] = []
    try {
      for (const message of rows) {
        if (message.kind === 'broadcast') {
          if (await this.#attempt(claim, message)) emitted.push(message.id)
        } else if (await this.#attempt(claim, message)) {
          await this.#mine(message.id, claim).update({
            delivered_at: db.raw('now()'),
            claimed_until: null,
          })
        }
      }
    } finally {
      if (emitted.length > 0) {
        await db
          .from('outbox_messages')
          .whereRaw('id = ANY(?::bigint[])', [`{${emitted.join(',')}}`])
          .where('claimed_by', claim)
          .update({ delivered_at: db.raw('now()'), claimed_until: null })
      }
    }
  }

  async #claim(claim: string, ids?: number[]): Promise<ClaimedMessage[]> {
    // The ids as one array literal: knex would spread a JavaScript array into a list.
    const onlyIds = ids ? 'AND id = ANY(?::bigint[])' : ''
    // Read at each claim: a web process's socket server starts after its first requests may.
    const kinds = this.#kinds ?? deliverableKinds()
    const result = await db.rawQuery(
      `UPDATE outbox_messages AS o
          SET claimed_by = ?, claimed_until = now() + ? * interval '1 millisecond',
              attempts = o.attempts + 1
        WHERE o.id IN (
          SELECT id FROM outbox_messages
           WHERE delivered_at IS NULL AND available_at <= now()
             AND (claimed_until IS NULL OR claimed_until < now()) ${onlyIds}
             AND kind = ANY(?::text[])
           ORDER BY available_at, id
           LIMIT ?
           FOR UPDATE SKIP LOCKED)
        RETURNING o.id, o.kind, o.name, o.payload, o.attempts`,
      [
        claim,
        this.#leaseMs,
        ...(ids ? [`{${ids.map(Number).join(',')}}`] : []),
        `{${kinds.join(',')}}`,
        // A commit's own rows are all claimed at once (a change that alerts thirty people),
        // not a batch now and the rest at the next poll.
        ids ? Math.max(this.#batch, ids.length) : this.#batch,
      ]
    )
    const rows = (result as { rows: ClaimedMessage[] }).rows
    return rows
      .map((row) => ({ ...row, id: Number(row.id) }))
      .sort((first, second) => first.id - second.id)
  }

  /** Its row while this claim still holds it (a claim past its lease may have lost it). */
  #mine(id: number, claim: string) {
    return db.from('outbox_messages').where('id', id).where('claimed_by', claim)
  }

  /**
   * Delivers one claimed row; true when it went. A failure keeps its error on the row, frees it
   * and sets its next try: the last error stays even once delivered (a row delivered on its
   * third try says what the first two met).
   */
  async #attempt(claim: string, message: ClaimedMessage): Promise<boolean> {
    try {
      await deliverWith(this.#deliverers, message)
      return true
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      await this.#mine(message.id, claim).update({
        last_error: reason.slice(0, 2000),
        claimed_by: null,
        claimed_until: null,
        available_at: db.raw(`now() + ? * interval '1 millisecond'`, [
          this.#retryDelay(message.attempts),
        ]),
      })
      return false
    }
  }
}

let forCommits: OutboxDispatcher | null = null

/** The dispatcher a process uses to deliver its own commits' rows (app/services/outbox.ts). */
export function commitDispatcher() {
  forCommits ??= new OutboxDispatcher()
  return forCommits
}

/**
 * Deletes delivered rows older than the kept period (config/queue.ts), a batch at a time so a
 * long backlog never holds the embedded database for long.
 */
export async function pruneDelivered(keepMs = deliveryTimings.keepDeliveredMs) {
  const result = await db.rawQuery(
    `DELETE FROM outbox_messages WHERE id IN (
       SELECT id FROM outbox_messages
        WHERE delivered_at IS NOT NULL AND delivered_at < now() - ? * interval '1 millisecond'
        LIMIT 500)`,
    [keepMs]
  )
  return (result as { rowCount: number | null }).rowCount ?? 0
}
