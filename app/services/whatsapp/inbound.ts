import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { agentRoom, centerRoom, contactRoom } from '#contracts/live_events'
import { STATUS_RANK } from '#contracts/whatsapp'
import { systemClock, type Clock } from '#services/actor'
import { broadcast } from '#services/live/broadcast'
import { notify } from '#services/notifications'
import { add, jobEntry } from '#services/outbox'
import StoreWhatsappMedia from '#jobs/store_whatsapp_media'
import { whatsappConfig } from '#services/whatsapp/credentials'
import { statusErrorWords } from '#services/whatsapp/error_words'
import {
  cut,
  isRecord,
  readInboundMessage,
  readStatus,
  textOf,
  type InboundMessage,
  type StatusUpdate,
} from '#services/whatsapp/inbound_messages'

/**
 * Processing one stored webhook event (issue 31): its messages become contacts and messages,
 * its statuses move our messages' ticks. Run by the queue (app/jobs/process_whatsapp_webhook.ts)
 * at least once per event, and possibly twice at once: the event's row is locked first, so a
 * second run waits and then finds it processed. Three deliveries of one message are three
 * events: they meet on the unique constraints (contact by number and WhatsApp id, message by
 * wamid), never on a lookup, so one row each and one announcement.
 *
 * All writes of one event are one transaction; the live events, notifications and each media
 * message's download job are outbox rows of it, delivered after the commit.
 */

/** The messages page of a contact (messaging.whatsapp.messages takes a contact id). */
export const whatsappThreadLink = (contactId: number) => `/messaging/whatsapp/messages/${contactId}`

/** What one run did, for the log and the tests. */
export interface ProcessOutcome {
  /** New inbound messages stored. */
  messages: number
  /** Inbound messages already stored (a repeated delivery). */
  duplicates: number
  /** Contacts seen for the first time. */
  newContacts: number
  /** Statuses that moved a message forward. */
  statuses: number
  /** Statuses no newer than what the message already had (reordered or repeated). */
  staleStatuses: number
  /** Statuses of messages not stored (yet): the event is tried again for them. */
  waiting: string[]
  /** Changes and items left aside: another field, a number not in Settings, unreadable. */
  skipped: number
}

/**
 * Statuses arrived for messages we have not stored: normally the send's own answer (which
 * carries the wamid) is not recorded yet. The event is kept `failed` with this and tried again
 * by the queue, so they apply once the send is recorded (docs/decisions.md).
 */
export class StatusesWaiting extends Error {
  constructor(readonly wamids: string[]) {
    super(`Waiting for ${wamids.length} message(s) to be stored: ${wamids.slice(0, 5).join(', ')}`)
    this.name = 'StatusesWaiting'
  }
}

/** A message of a number we serve, with the name its sender has on WhatsApp. */
type Arrival = { numberId: string; centerId: number; name: string | null; message: InboundMessage }

/** The event's work, read from its body. */
type Work = { arrivals: Arrival[]; statuses: StatusUpdate[]; skipped: number }

/** Reads the event's changes; what is not ours or not readable is counted and logged. */
function readWork(eventId: number, body: unknown, numbers: Map<string, number>): Work {
  const work: Work = { arrivals: [], statuses: [], skipped: 0 }
  const entries = isRecord(body) && Array.isArray(body.entry) ? body.entry : []
  for (const entry of entries) {
    const changes = isRecord(entry) && Array.isArray(entry.changes) ? entry.changes : []
    for (const change of changes) {
      const value = isRecord(change) && isRecord(change.value) ? change.value : null
      if (!isRecord(change) || change.field !== 'messages' || !value) {
        work.skipped += 1
        continue
      }
      const metadata = isRecord(value.metadata) ? value.metadata : {}
      const numberId =
        typeof metadata.phone_number_id === 'number'
          ? String(metadata.phone_number_id)
          : textOf(metadata.phone_number_id)
      const centerId = numberId === null ? undefined : numbers.get(numberId)
      if (numberId === null || centerId === undefined) {
        work.skipped += 1
        logger.warn(
          { eventId, phoneNumberId: numberId },
          'whatsapp change skipped: its business number is not in Settings › WhatsApp'
        )
        continue
      }
      const names = new Map<string, string>()
      for (const contact of Array.isArray(value.contacts) ? value.contacts : []) {
        if (!isRecord(contact)) continue
        const waId = textOf(contact.wa_id)
        const name = isRecord(contact.profile) ? textOf(contact.profile.name) : null
        if (waId && name) names.set(waId, name)
      }
      for (const raw of Array.isArray(value.messages) ? value.messages : []) {
        const message = readInboundMessage(raw)
        if (!message) {
          work.skipped += 1
          logger.warn({ eventId }, 'whatsapp message skipped: it has no id or no sender')
          continue
        }
        work.arrivals.push({ numberId, centerId, name: names.get(message.from) ?? null, message })
      }
      for (const raw of Array.isArray(value.statuses) ? value.statuses : []) {
        const status = readStatus(raw)
        if (status) work.statuses.push(status)
        else {
          work.skipped += 1
          logger.warn({ eventId }, 'whatsapp status skipped: no message id or an unknown state')
        }
      }
    }
  }
  // One order for every event, so two events locking the same contacts or messages take their
  // locks in the same order and never wait on each other in a circle. A contact's messages keep
  // their order (the sort is stable).
  work.arrivals.sort((a, b) =>
    a.numberId === b.numberId
      ? compare(a.message.from, b.message.from)
      : compare(a.numberId, b.numberId)
  )
  work.statuses.sort((a, b) => compare(a.wamid, b.wamid))
  return work
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** The contact as its upsert left it (locked by this transaction until it commits). */
type ContactRow = {
  id: number
  center_id: number
  status: 'queued' | 'assigned' | 'closed'
  agent_id: number | null
  full_name: string | null
  wa_id: string
  created: boolean
}

/**
 * The contact by (business number, WhatsApp id), created queued if new. The name follows what
 * WhatsApp says now. ON CONFLICT makes a race of first messages one row: the second waits for
 * the first's commit and updates it.
 */
async function upsertContact(
  trx: TransactionClientContract,
  arrival: Arrival,
  now: Date
): Promise<ContactRow> {
  // The values travel as one JSON record (its nulls are nulls), as notify() passes them.
  const input = {
    center_id: arrival.centerId,
    phone_number_id: arrival.numberId,
    wa_id: arrival.message.from,
    full_name: arrival.name === null ? null : cut(arrival.name, 200),
    now: now.toISOString(),
  }
  const { rows } = await trx.rawQuery<{ rows: ContactRow[] }>(
    `INSERT INTO whatsapp_contacts
       (center_id, phone_number_id, wa_id, full_name, status, queued_at, created_at, updated_at)
     SELECT input.center_id, input.phone_number_id, input.wa_id, input.full_name, 'queued',
            input.now, input.now, input.now
       FROM jsonb_to_record(?::jsonb) AS input (center_id integer, phone_number_id text,
              wa_id text, full_name text, now timestamptz)
     ON CONFLICT (phone_number_id, wa_id) DO UPDATE
       SET full_name = COALESCE(EXCLUDED.full_name, whatsapp_contacts.full_name)
     RETURNING id, center_id, status, agent_id, full_name, wa_id, (xmax = 0) AS created`,
    [JSON.stringify(input)]
  )
  return rows[0]
}

/** Stores the message unless its wamid is stored already; answers its new id, or null. */
async function insertMessage(
  trx: TransactionClientContract,
  contact: ContactRow,
  message: InboundMessage,
  sentAt: Date,
  now: Date
): Promise<number | null> {
  const input = {
    contact_id: contact.id,
    center_id: contact.center_id,
    wamid: message.wamid,
    type: message.type,
    body: message.body,
    content: message.content,
    context_wamid: message.contextWamid,
    media_id: message.media?.id ?? null,
    media_mime: message.media?.mime ?? null,
    media_sha256: message.media?.sha256 ?? null,
    // The download is its own job's (queued below in this transaction): it looks for 'pending'.
    media_status: message.media ? 'pending' : null,
    sent_at: sentAt.toISOString(),
    now: now.toISOString(),
  }
  const { rows } = await trx.rawQuery<{ rows: { id: number }[] }>(
    `INSERT INTO whatsapp_messages
       (contact_id, center_id, wamid, direction, type, body, content, context_wamid, status,
        status_at, media_id, media_mime, media_sha256, media_status, sent_at, created_at,
        updated_at)
     SELECT input.contact_id, input.center_id, input.wamid, 'inbound', input.type, input.body,
            input.content, input.context_wamid, 'received', input.sent_at, input.media_id,
            input.media_mime, input.media_sha256, input.media_status, input.sent_at, input.now,
            input.now
       FROM jsonb_to_record(?::jsonb) AS input (contact_id integer, center_id integer,
              wamid text, type text, body text, content jsonb, context_wamid text,
              media_id text, media_mime text, media_sha256 text, media_status text,
              sent_at timestamptz, now timestamptz)
     ON CONFLICT (wamid) WHERE wamid IS NOT NULL DO NOTHING
     RETURNING id`,
    [JSON.stringify(input)]
  )
  return rows[0] ? Number(rows[0].id) : null
}

/**
 * The contact after a new message: the 24-hour window and the list's order move to the newest
 * timestamp seen (messages can arrive out of order: GREATEST, and the preview only from a
 * message at least as new), and a closed conversation is opened again in its center's queue.
 */
async function advanceContact(
  trx: TransactionClientContract,
  contact: ContactRow,
  message: InboundMessage,
  sentAt: Date,
  now: Date
) {
  await trx.rawQuery(
    `UPDATE whatsapp_contacts SET
       last_inbound_at = GREATEST(last_inbound_at, ?::timestamptz),
       last_message_preview = CASE WHEN last_message_at IS NULL OR last_message_at <= ?::timestamptz
                                   THEN ? ELSE last_message_preview END,
       last_message_at = GREATEST(last_message_at, ?::timestamptz),
       status = CASE WHEN status = 'closed' THEN 'queued' ELSE status END,
       queued_at = CASE WHEN status = 'closed' THEN ?::timestamptz ELSE queued_at END,
       agent_id = CASE WHEN status = 'closed' THEN NULL ELSE agent_id END,
       reply_due_at = CASE WHEN status = 'closed' THEN NULL ELSE reply_due_at END,
       closed_at = CASE WHEN status = 'closed' THEN NULL ELSE closed_at END,
       updated_at = ?
     WHERE id = ?`,
    [sentAt, sentAt, message.preview, sentAt, now, now, contact.id]
  )
}

/** The rank of a message's current status, in SQL, from the one table of ranks. */
const RANK_OF_STATUS = `CASE whatsapp_messages.status ${Object.entries(STATUS_RANK)
  .map(([status, rank]) => `WHEN '${status}' THEN ${rank}`)
  .join(' ')} END`

type MovedMessage = { id: number; contact_id: number; center_id: number }

/**
 * Moves one of our messages forward to the reported status, and only forward: the update's
 * own condition compares ranks, so reordered and repeated statuses settle on the highest
 * (failed, being final, outranks all). Answers the message when it moved, 'stale' when it
 * already had as much, 'unknown' when no message has this wamid.
 */
async function applyStatus(
  trx: TransactionClientContract,
  status: StatusUpdate,
  receivedAt: Date,
  now: Date
): Promise<MovedMessage | 'stale' | 'unknown'> {
  const failed = status.status === 'failed'
  const code = failed ? (status.error?.code ?? null) : null
  const errorText = failed
    ? cut(
        statusErrorWords(code, { title: status.error?.title, message: status.error?.message }),
        1000
      )
    : null
  const input = {
    status: status.status,
    status_at: (status.at ?? receivedAt).toISOString(),
    error_code: code,
    error_text: errorText,
    now: now.toISOString(),
  }
  const { rows } = await trx.rawQuery<{ rows: MovedMessage[] }>(
    `UPDATE whatsapp_messages SET status = input.status, status_at = input.status_at,
       updated_at = input.now
       ${failed ? ', error_code = input.error_code, error_text = input.error_text' : ''}
     FROM jsonb_to_record(?::jsonb) AS input (status text, status_at timestamptz,
            error_code integer, error_text text, now timestamptz)
     WHERE whatsapp_messages.wamid = ? AND whatsapp_messages.direction = 'outbound'
       AND ${RANK_OF_STATUS} < ?
     RETURNING whatsapp_messages.id, whatsapp_messages.contact_id, whatsapp_messages.center_id`,
    [JSON.stringify(input), status.wamid, STATUS_RANK[status.status]]
  )
  if (rows[0]) return rows[0]
  const known = await trx
    .from('whatsapp_messages')
    .where('wamid', status.wamid)
    .select('id')
    .first()
  return known ? 'stale' : 'unknown'
}

/** Who the contact is, as an agent's alert names them. */
const contactName = (contact: ContactRow) => contact.full_name ?? `+${contact.wa_id}`

/** The announcements of a new inbound message, emitted after the commit. */
async function announceMessage(
  trx: TransactionClientContract,
  contact: ContactRow,
  messageId: number,
  message: InboundMessage
) {
  const event = { contactId: contact.id, messageId, clientCenter: contact.center_id }
  await broadcast(trx, { room: contactRoom(contact.id), event: 'whatsapp.thread', payload: event })
  if (contact.status === 'queued' && !contact.created) {
    // A waiting contact wrote again: the queue pages show its newest words.
    await broadcast(trx, {
      room: centerRoom(contact.center_id),
      event: 'whatsapp.contact.changed',
      payload: { contactId: contact.id, status: 'queued', clientCenter: contact.center_id },
    })
  }
  if (contact.status !== 'assigned' || contact.agent_id === null) return
  await broadcast(trx, {
    room: agentRoom(contact.agent_id),
    event: 'whatsapp.message',
    payload: event,
  })
  await notify(trx, {
    userId: contact.agent_id,
    kind: 'whatsapp.message',
    centerId: contact.center_id,
    title: `WhatsApp message from ${contactName(contact)}`,
    body: message.preview || message.body,
    link: whatsappThreadLink(contact.id),
    sound: 'message',
    subject: `whatsapp_message:${messageId}`,
  })
}

/**
 * Processes stored event `eventId` once: a second run (a repeated delivery of its job, a replay)
 * of a processed event does nothing. An exception marks the event `failed` with its error (held
 * for replay) and is thrown again, so the queue tries again; so are statuses of messages not
 * stored yet, after everything else of the event has been committed (StatusesWaiting).
 * Answers what was done, or null when the event is gone or was processed already.
 */
export async function processWebhookEvent(
  eventId: number,
  options: { clock?: Clock } = {}
): Promise<ProcessOutcome | null> {
  const clock = options.clock ?? systemClock
  // Read before the transaction: the settings' read is not the transaction's.
  const { numbers } = await whatsappConfig()
  let outcome: ProcessOutcome | null
  try {
    outcome = await db.transaction(async (trx) => {
      const event: { body: string; status: string; received_at: Date } | null = await trx
        .from('whatsapp_webhook_events')
        .where('id', eventId)
        .forUpdate()
        .select('body', 'status', 'received_at')
        .first()
      if (!event || event.status === 'processed') return null
      const now = clock.now()
      const work = readWork(eventId, JSON.parse(event.body), numbers)
      const done: ProcessOutcome = {
        messages: 0,
        duplicates: 0,
        newContacts: 0,
        statuses: 0,
        staleStatuses: 0,
        waiting: [],
        skipped: work.skipped,
      }

      for (const arrival of work.arrivals) {
        const contact = await upsertContact(trx, arrival, now)
        // A message with no usable timestamp counts from when its event arrived.
        const sentAt = arrival.message.sentAt ?? event.received_at
        const messageId = await insertMessage(trx, contact, arrival.message, sentAt, now)
        if (messageId === null) {
          done.duplicates += 1
          continue
        }
        done.messages += 1
        // The download's job commits with the row it fills in: a crash after this commit still
        // fetches the file (the outbox delivers the row), and a repeated delivery, whose insert
        // the wamid refused above, queues nothing more.
        if (arrival.message.media) {
          await add(trx, jobEntry(StoreWhatsappMedia, { messageId }), {
            subject: `whatsapp_message:${messageId}`,
          })
        }
        await advanceContact(trx, contact, arrival.message, sentAt, now)
        // A closed conversation that opens again is, for the queue, a contact arriving anew.
        if (contact.created || contact.status === 'closed') {
          if (contact.created) done.newContacts += 1
          await broadcast(trx, {
            room: centerRoom(contact.center_id),
            event: 'whatsapp.contact.new',
            payload: { contactId: contact.id, clientCenter: contact.center_id },
          })
        }
        await announceMessage(trx, contact, messageId, arrival.message)
        // Later messages of this event see the contact as it now is (queued, no agent).
        if (contact.status === 'closed')
          Object.assign(contact, { status: 'queued', agent_id: null })
        contact.created = false
      }

      for (const status of work.statuses) {
        const moved = await applyStatus(trx, status, event.received_at, now)
        if (moved === 'stale') done.staleStatuses += 1
        else if (moved === 'unknown') done.waiting.push(status.wamid)
        else {
          done.statuses += 1
          await broadcast(trx, {
            room: contactRoom(moved.contact_id),
            event: 'whatsapp.thread',
            payload: {
              contactId: moved.contact_id,
              messageId: moved.id,
              clientCenter: moved.center_id,
            },
          })
        }
      }

      const waiting = done.waiting.length > 0 ? new StatusesWaiting(done.waiting) : null
      await trx
        .from('whatsapp_webhook_events')
        .where('id', eventId)
        .update({
          status: waiting ? 'failed' : 'processed',
          attempts: trx.raw('attempts + 1'),
          last_error: waiting ? waiting.message : null,
          processed_at: waiting ? null : now,
        })
      return done
    })
  } catch (error) {
    await markFailed(eventId, error)
    throw error
  }
  if (outcome && outcome.skipped > 0) {
    logger.info({ eventId, skipped: outcome.skipped }, 'whatsapp event processed with skips')
  }
  if (outcome && outcome.waiting.length > 0) throw new StatusesWaiting(outcome.waiting)
  return outcome
}

/** Keeps the failure on the event (its transaction rolled back), unless it was processed. */
async function markFailed(eventId: number, error: unknown) {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  try {
    await db
      .from('whatsapp_webhook_events')
      .where('id', eventId)
      .whereNot('status', 'processed')
      .update({
        status: 'failed',
        attempts: db.raw('attempts + 1'),
        last_error: cut(text, 2000),
      })
  } catch (markError) {
    // The database may be what failed: the queue's retry is the event's safety either way.
    logger.error({ err: markError, eventId }, 'whatsapp event failure could not be recorded')
  }
}
