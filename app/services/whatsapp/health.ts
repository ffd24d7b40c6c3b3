import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { appUrl } from '#config/app'
import { recordActivity } from '#services/activity_log'
import type { Actor } from '#services/actor'
import { add, jobEntry } from '#services/outbox'
import { readSettings } from '#services/settings'
import { secretUnreadable, whatsappConfig } from '#services/whatsapp/credentials'
import { GraphClient, GraphError } from '#services/whatsapp/graph_client'
import ProcessWhatsappWebhook from '#jobs/process_whatsapp_webhook'
import { isoTimestamp } from '#contracts/iso_timestamp'
import {
  FAILED_EVENTS_SHOWN,
  HEALTH_COUNT_CAP,
  type HeldWebhookEvent,
  type WhatsappHealth,
} from '#contracts/whatsapp_settings'

/**
 * Settings › WhatsApp's health panel (issue 31, shared/design/MESSAGING.md "Health"): what the
 * webhook received, the events whose processing kept failing (held for a replay), and whether
 * the saved token works. Every read is one indexed statement, capped, so the page costs the
 * same on a quiet day and on the day Meta sends a million events.
 */

/** Where Meta posts (start/routes/messaging.ts), as the callback URL to give it. */
const WEBHOOK_PATH = '/webhooks/whatsapp'

/** "Replay all" sends back at most this many per click, the oldest first (they go in order). */
export const REPLAY_BATCH = 200

/** How long the token check waits: an administrator is looking at a spinner. */
const CHECK_TIMEOUT_MS = 10_000

const EVENTS = 'whatsapp_webhook_events'

/** Rows of a query, counted up to just past the cap ("10,000+"). */
async function cappedCount(query: ReturnType<typeof db.from>): Promise<number> {
  const capped = query
    .select(db.raw('1'))
    .limit(HEALTH_COUNT_CAP + 1)
    .as('capped')
  const [row]: { total: string | number }[] = await db.query().from(capped).count('* as total')
  return Number(row.total)
}

export async function readWhatsappHealth(): Promise<WhatsappHealth> {
  const since = new Date(Date.now() - 24 * 60 * 60 * 1000)
  // One after another: each is a small indexed read, not worth a connection of its own.
  // The received index, read backwards: one entry.
  const newest: { at: Date | null } | null = await db.from(EVENTS).max('received_at as at').first()
  const receivedLastDay = await cappedCount(db.from(EVENTS).where('received_at', '>=', since))
  // The failed events' partial index.
  const failedCount = await cappedCount(db.from(EVENTS).where('status', 'failed'))
  const failed: {
    id: string | number
    received_at: Date
    attempts: number
    last_error: string | null
  }[] = await db
    .from(EVENTS)
    .where('status', 'failed')
    .orderBy('id', 'desc')
    .limit(FAILED_EVENTS_SHOWN)
    .select('id', 'received_at', 'attempts', 'last_error')
  const secrets = await readSettings(['whatsapp_access_token', 'whatsapp_app_secret'] as const)
  return {
    callbackUrl: `${appUrl.replace(/\/+$/, '')}${WEBHOOK_PATH}`,
    lastReceivedAt: isoTimestamp(newest?.at ?? null),
    receivedLastDay,
    failedCount,
    failed: failed.map((row): HeldWebhookEvent => ({
      // A bigint column: pg reads it as a string.
      id: Number(row.id),
      received_at: isoTimestamp(row.received_at),
      attempts: row.attempts,
      last_error: row.last_error,
    })),
    tokenUnreadable: secretUnreadable('whatsapp_access_token', secrets.whatsapp_access_token),
    appSecretUnreadable: secretUnreadable('whatsapp_app_secret', secrets.whatsapp_app_secret),
  }
}

/* Replay ---------------------------------------------------------------------------------- */

type HeldRow = { id: string | number; attempts: number; last_error: string | null }

/**
 * Sends held events back to processing, in the caller's transaction: each `pending` again, its
 * processing job queued through the outbox exactly as the webhook's intake queues it (so a crash
 * after the commit loses nothing), and each replay in the activity log. Processing is
 * idempotent (the event's row is locked and a processed one is left alone), so a replay that
 * meets a retry already on its way does nothing twice.
 */
async function sendBack(trx: TransactionClientContract, rows: HeldRow[], actor: Actor) {
  if (rows.length === 0) return
  const ids = rows.map((row) => Number(row.id))
  await trx.from(EVENTS).whereIn('id', ids).update({ status: 'pending' })
  for (const row of rows) {
    const eventId = Number(row.id)
    await add(trx, jobEntry(ProcessWhatsappWebhook, { eventId }), {
      subject: `whatsapp_event:${eventId}`,
    })
    await recordActivity(
      {
        actor,
        // The webhook belongs to the company's account, not to one center.
        centerId: null,
        action: 'transition',
        subjectType: 'whatsapp_webhook_event',
        subjectId: eventId,
        description: `WhatsApp event #${eventId} replayed`,
        properties: {
          transition: 'replay',
          done: 'replayed',
          before: { status: 'failed', attempts: row.attempts, last_error: row.last_error },
          after: { status: 'pending' },
        },
      },
      trx
    )
  }
}

/** What a replay of one event found. */
export type ReplayOutcome = 'replayed' | 'processed' | 'pending' | 'missing'

/**
 * Replays one held event. Only a `failed` one moves (its row locked, so a processing run in
 * progress is waited for and its outcome seen); a processed or pending one is left as it is.
 */
export async function replayEvent(eventId: number, actor: Actor): Promise<ReplayOutcome> {
  return db.transaction(async (trx) => {
    const row: (HeldRow & { status: string }) | null = await trx
      .from(EVENTS)
      .where('id', eventId)
      .forUpdate()
      .select('id', 'status', 'attempts', 'last_error')
      .first()
    if (!row) return 'missing'
    if (row.status !== 'failed') return row.status === 'processed' ? 'processed' : 'pending'
    await sendBack(trx, [row], actor)
    return 'replayed'
  })
}

/**
 * "Replay all": the oldest REPLAY_BATCH held events (in the order they came, as statuses must
 * be applied), skipping any a processing run holds right now; answers how many went and how
 * many are still held.
 */
export async function replayHeldEvents(
  actor: Actor
): Promise<{ replayed: number; remaining: number }> {
  const replayed = await db.transaction(async (trx) => {
    const rows: HeldRow[] = await trx
      .from(EVENTS)
      .where('status', 'failed')
      .orderBy('id')
      .limit(REPLAY_BATCH)
      .forUpdate()
      .skipLocked()
      .select('id', 'attempts', 'last_error')
    await sendBack(trx, rows, actor)
    return rows.length
  })
  const remaining = await cappedCount(db.from(EVENTS).where('status', 'failed'))
  return { replayed, remaining }
}

/* Token check ----------------------------------------------------------------------------- */

export type TokenCheck = { ok: boolean; message: string }

/**
 * Asks the Graph API, with the SAVED token, for one template of the saved business account, and
 * says what it answered in plain words. Never the token itself, in any answer.
 */
export async function checkWhatsappToken(): Promise<TokenCheck> {
  const saved = await readSettings(['whatsapp_access_token'] as const)
  if (saved.whatsapp_access_token === null) {
    return {
      ok: false,
      message: 'No access token is saved yet: enter it above and save, then check it.',
    }
  }
  const config = await whatsappConfig()
  if (!config.accessToken) {
    return {
      ok: false,
      message:
        'The saved access token can no longer be read (the app key changed): enter it again and save.',
    }
  }
  if (!config.wabaId) {
    return {
      ok: false,
      message:
        'Enter the WhatsApp Business Account ID and save: the check reads that account with the token.',
    }
  }
  const client = new GraphClient({
    apiRoot: config.apiRoot,
    accessToken: config.accessToken,
    wabaId: config.wabaId,
    timeoutMs: CHECK_TIMEOUT_MS,
  })
  try {
    await client.checkAccess()
    return {
      ok: true,
      message: `The access token works: WhatsApp let it read business account ${config.wabaId}.`,
    }
  } catch (error) {
    if (!(error instanceof GraphError)) throw error
    return { ok: false, message: checkFailureWords(error, config) }
  }
}

/**
 * A failed check in words about the settings (the send path's words speak of messages to send
 * again, which a check has none of).
 */
function checkFailureWords(error: GraphError, config: { apiRoot: string; wabaId: string }) {
  const where = new URL(config.apiRoot).origin
  if (error.kind === 'network') {
    return `WhatsApp could not be reached at ${where}: check the API base URL.`
  }
  if (error.kind === 'timeout') {
    return `WhatsApp did not answer within ${CHECK_TIMEOUT_MS / 1000} seconds at ${where}: try again, or check the API base URL.`
  }
  // 100: no such object, or one this token may not see.
  if (error.code === 100) {
    return `WhatsApp does not know business account ${config.wabaId}, or this token may not read it: check the WhatsApp Business Account ID and the token's permissions.`
  }
  // 10 and 200–299: the token is valid but lacks a permission.
  if (error.code === 10 || (error.code !== null && error.code >= 200 && error.code < 300)) {
    return 'The access token is valid but lacks a permission: give it whatsapp_business_management and whatsapp_business_messaging.'
  }
  if (error.kind === 'api' && error.status === 404) {
    return `Nothing answers at ${config.apiRoot}: check the API base URL and version.`
  }
  return error.words
}
