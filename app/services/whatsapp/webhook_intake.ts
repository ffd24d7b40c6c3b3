import type { IncomingMessage } from 'node:http'
import db from '@adonisjs/lucid/services/db'
import limiter from '@adonisjs/limiter/services/main'
import { add, jobEntry } from '#services/outbox'
import ProcessWhatsappWebhook from '#jobs/process_whatsapp_webhook'

/**
 * The webhook's door (issue 31, shared/design/MESSAGING.md): the raw body is read here, its
 * signature checked over those very bytes, and a well-formed event is stored with the outbox row
 * that processes it, in one transaction. Nothing else happens before the 200: Meta retries for
 * days on a slow or failed answer, so the answer must only mean "kept".
 */

/** Meta's largest webhook body. */
export const WEBHOOK_BODY_LIMIT = 3 * 1024 * 1024

/**
 * Refused calls (a bad signature, a body that is no event) one address may make per minute
 * before it is turned away for BLOCK. Only refusals count: Meta's own traffic, however busy
 * (MESSAGING.md asks for 100 calls a second), is never slowed by its volume.
 */
export const REFUSALS_PER_MINUTE = 60
const BLOCK = '5 mins'

/**
 * Counted per process in memory, not in the limiter's database store: a flood of refused calls
 * must cost no statement, and a check per call would put one on every genuine webhook too. A
 * deployment of several instances lets an address that many times the refusals; the point is
 * only to stop one address from keeping the HMAC and the parser busy.
 */
function refusals() {
  return limiter.use('memory', {
    requests: REFUSALS_PER_MINUTE,
    duration: '1 min',
    blockDuration: BLOCK,
  })
}

const refusalKey = (ip: string) => `whatsapp_webhook:${ip}`

/** True while this address has used up its refusals. */
export function refusedTooOften(ip: string): Promise<boolean> {
  return refusals().isBlocked(refusalKey(ip))
}

/** Counts one refused call of this address. */
export async function countRefusal(ip: string): Promise<void> {
  await refusals().increment(refusalKey(ip))
}

/** Forgets an address's refusals (tests). */
export async function forgetRefusals(ip: string): Promise<void> {
  await refusals().delete(refusalKey(ip))
}

/**
 * The request's body as the bytes that came, or null when it is larger than `limit`. A declared
 * length over the limit is refused before a byte is read; a body that grows past it stops being
 * kept at once (Node discards the rest after the answer), so a huge body never sits in memory.
 */
export function readRawBody(
  request: IncomingMessage,
  limit: number = WEBHOOK_BODY_LIMIT
): Promise<Buffer | null> {
  const declared = Number(request.headers['content-length'])
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve(null)
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const settle = (outcome: () => void) => {
      request.off('data', onData)
      request.off('end', onEnd)
      request.off('error', onError)
      request.off('aborted', onAborted)
      outcome()
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) settle(() => resolve(null))
      else chunks.push(chunk)
    }
    const onEnd = () => settle(() => resolve(Buffer.concat(chunks, size)))
    const onError = (error: Error) => settle(() => reject(error))
    const onAborted = () => settle(() => reject(new Error('The request was aborted.')))
    request.on('data', onData)
    request.on('end', onEnd)
    request.on('error', onError)
    request.on('aborted', onAborted)
  })
}

/** A stored event, or why the body is not one (answered 400). */
export type ParsedEvent = { ok: true; text: string } | { ok: false; reason: string }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Whether the (signed) bytes are a WhatsApp Business Account event: UTF-8 (the text kept must
 * be the bytes signed), JSON, `object: "whatsapp_business_account"` with an `entry` list. What
 * the entries hold is the processing's business: a change it cannot read is skipped there and
 * logged, while the event is kept as it came.
 */
export function parseEvent(bytes: Buffer): ParsedEvent {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes)
  } catch {
    return { ok: false, reason: 'The body is not UTF-8 text.' }
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return { ok: false, reason: 'The body is not JSON.' }
  }
  if (!isRecord(parsed) || parsed.object !== 'whatsapp_business_account') {
    return { ok: false, reason: 'The body is not a WhatsApp Business Account event.' }
  }
  if (!Array.isArray(parsed.entry)) return { ok: false, reason: 'The event has no entries.' }
  return { ok: true, text }
}

/**
 * Keeps the event as it came and, in the same transaction, the outbox row that has it
 * processed: both or neither, so an acknowledged event is never left unprocessed.
 */
export async function storeEvent(text: string): Promise<number> {
  return db.transaction(async (trx) => {
    const [row]: { id: string | number }[] = await trx
      .insertQuery()
      .table('whatsapp_webhook_events')
      .insert({ body: text })
      .returning('id')
    const eventId = Number(row.id)
    await add(trx, jobEntry(ProcessWhatsappWebhook, { eventId }), {
      subject: `whatsapp_event:${eventId}`,
    })
    return eventId
  })
}
