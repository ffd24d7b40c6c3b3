import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { LiveEventName, LiveEvents, LiveMessage, LiveRoom } from '#contracts/live_events'
import { add, type BroadcastPayload } from '#services/outbox'

/**
 * Live events leave through the outbox (docs/decisions.md "Live broadcasts through the
 * outbox"): `broadcast` writes a row in the transaction of the change the event announces, so
 * nobody hears of a change that was rolled back, and a committed change is announced even when
 * its process dies right after the commit. Delivery is at least once: a consumer may see an
 * event twice and dedupes by the ids the payload carries.
 *
 * Who delivers: only a process with a socket server (a web process) claims `broadcast` rows —
 * its own commits' rows at once (the outbox's nudge), and the rows other processes left (the
 * queue worker's jobs, a web process that died after its commit) by a short poll
 * (app/services/live/live_server.ts). With Redis the adapter carries each emission to the
 * sockets every other web process holds.
 */

/** Records, in the change's transaction, one emission to one room after the commit. */
export async function broadcast(
  trx: TransactionClientContract,
  message: LiveMessage
): Promise<void> {
  if (!isLiveRoom(message.room)) throw new Error(`Not a live room: ${String(message.room)}`)
  const payload: BroadcastPayload = { room: message.room, data: { ...message.payload } }
  // Where a socket server runs, the row is written held by this process and emitted right after
  // the commit, with no claim statement first (app/services/outbox.ts `add`).
  await add(trx, { kind: 'broadcast', name: message.event, payload }, { held: emitter !== null })
}

/** Every event name, checked when a row comes back from the database. */
const EVENT_NAMES = new Set<string>([
  'notification.new',
  'record.changed',
  'report.ready',
  'export.progress',
  'whatsapp.message',
  'whatsapp.contact.new',
  'whatsapp.contact.queued',
  'whatsapp.thread',
  'whatsapp.contact.changed',
] satisfies LiveEventName[])

/** A room as the contract spells it: a known prefix and a positive id. */
export function isLiveRoom(value: unknown): value is LiveRoom {
  return typeof value === 'string' && /^(user|center|agent|contact):[1-9]\d{0,15}$/.test(value)
}

/** What emits in this process: the socket server's, registered while it runs. */
export type BroadcastEmitter = <E extends LiveEventName>(
  room: LiveRoom,
  event: E,
  payload: LiveEvents[E]
) => void

let emitter: BroadcastEmitter | null = null

/** The socket server registers its emitter when it starts and removes it when it stops. */
export function setBroadcastEmitter(next: BroadcastEmitter | null) {
  emitter = next
}

export function broadcastEmitter(): BroadcastEmitter | null {
  return emitter
}

/**
 * Delivers one claimed row (the outbox dispatcher's `broadcast` deliverer). A row this process
 * cannot deliver throws, so the row is kept with its error and tried again.
 */
export function emitBroadcast(event: string, payload: BroadcastPayload) {
  if (!emitter) throw new Error('No live socket server runs in this process.')
  if (!EVENT_NAMES.has(event)) throw new Error(`Not a live event: ${event}`)
  const { room, data } = payload ?? {}
  if (!isLiveRoom(room) || typeof data !== 'object' || data === null) {
    throw new Error('A broadcast row without a room or a payload.')
  }
  // The row was written by broadcast() from a LiveMessage of this event.
  emitter(room, event as LiveEventName, data as LiveEvents[LiveEventName])
}
