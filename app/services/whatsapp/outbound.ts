import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import SendWhatsappMessage from '#jobs/send_whatsapp_message'
import { contactRoom } from '#contracts/live_events'
import {
  MEDIA_TYPES,
  SERVICE_WINDOW_MS,
  type ContactStatus,
  type MediaType,
} from '#contracts/whatsapp'
import type { UserActor } from '#services/actor'
import { broadcast } from '#services/live/broadcast'
import { add, jobEntry } from '#services/outbox'
import { WriteRefused } from '#services/record_store'
import { fieldError } from '#services/field_error'
import { QUEUE_REFUSALS, clearReplyDeadline } from '#services/whatsapp/contact_queue'
import { statusErrorWords } from '#services/whatsapp/error_words'
import { whatsappConfig } from '#services/whatsapp/credentials'
import { templatePlaceholders } from '#contracts/whatsapp'
import { authorizeWhatsapp, findContactInCenters } from '#services/whatsapp/contact_access'
import { GraphClient, GraphError, type TemplateComponent } from '#services/whatsapp/graph_client'
import { caseFileDisk, deleteStored, putReceived } from '#services/case_file_uploads'
import type { OutboundFile } from '#services/whatsapp/outbound_media'

/**
 * What agents send to a WhatsApp contact (issue 31; shared/design/MESSAGING.md "Send", "The
 * 24-hour window"; docs/decisions.md "Sending a WhatsApp message").
 *
 * Each operation: the contact found in the actor's centers (else 404) → access-whatsapp → the
 * state guarded with a plain-words refusal (only the agent holding the contact sends; free text
 * only inside the 24-hour window, refused here so the API is never called for it) → ONE
 * transaction: the message row `pending`, the contact's last message, the reply deadline
 * cleared, the send job and the thread's live event as outbox rows → after the commit the
 * outbox hands the job to the queue, which calls the API (`deliverMessage`).
 */

/** What an agent reads when a send is refused before anything is written. */
export const SEND_REFUSALS = {
  notTaken: 'Take this conversation before replying to it.',
  templateUnknown:
    'This template is not approved for sending: sync the templates, or choose another.',
  replyUnknown: 'The message you reply to is not in this conversation.',
} as const

/** How many characters of the last message the queue page shows (the column's size). */
const PREVIEW_LENGTH = 200

type ContactRow = {
  id: number
  center_id: number
  status: ContactStatus
  agent_id: number | null
  last_inbound_at: Date | null
}

/** The contact in the actor's centers (app/services/whatsapp/contact_access.ts), or 404. */
async function findInCenters(actor: UserActor, contactId: number): Promise<ContactRow> {
  return (await findContactInCenters(actor, contactId, [
    'id',
    'center_id',
    'status',
    'agent_id',
    'last_inbound_at',
  ])) as ContactRow
}

/** Why this agent may not send to the contact as it is, or null when they may. */
function holderRefusal(contact: ContactRow, agentId: number): string | null {
  if (contact.status === 'closed') return QUEUE_REFUSALS.closed
  if (contact.status !== 'assigned') return SEND_REFUSALS.notTaken
  return contact.agent_id === agentId ? null : QUEUE_REFUSALS.heldByOther
}

/** The holder and the window, refused in the words text gets. */
function freeFormRefusal(contact: ContactRow, actor: UserActor) {
  const refusal = holderRefusal(contact, actor.user.id)
  if (refusal) throw new WriteRefused(refusal)
  if (!windowOpen(contact.last_inbound_at, actor.clock.now())) {
    // The API's own refusal (131047) in the same words, given without asking it.
    throw new WriteRefused(statusErrorWords(131047))
  }
}

/** Whether free text may reach the contact now: they wrote within the last 24 hours. */
export function windowOpen(lastInboundAt: Date | null, now: Date): boolean {
  return lastInboundAt !== null && now.getTime() - lastInboundAt.getTime() <= SERVICE_WINDOW_MS
}

/** A queued send, as the operations answer it. */
export type QueuedMessage = { messageId: number; contactId: number }

type NewMessage = {
  type: 'text' | 'template' | MediaType
  body: string
  content: Record<string, unknown>
  contextWamid: string | null
  /** A file to send, already on the disk under `path`, for the message `id` reserved for it. */
  media?: { id: number; path: string; mime: string; size: number; sha256: string }
}

/**
 * The transaction every send shares. The contact's row is moved by one conditional UPDATE that
 * also re-checks the holder: a give-back or a return racing the send makes it refuse, never
 * write a message for a conversation that is no longer the agent's.
 */
async function queueMessage(
  actor: UserActor,
  contact: ContactRow,
  message: NewMessage
): Promise<QueuedMessage> {
  const agentId = actor.user.id
  const now = actor.clock.now()
  return db.transaction(async (trx) => {
    const moved: { rows: { id: number }[] } = await trx.rawQuery(
      `UPDATE whatsapp_contacts
          SET last_message_at = GREATEST(COALESCE(last_message_at, ?::timestamptz), ?::timestamptz),
              last_message_preview = ?, updated_at = now()
        WHERE id = ? AND status = 'assigned' AND agent_id = ?
        RETURNING id`,
      [now, now, message.body.slice(0, PREVIEW_LENGTH), contact.id, agentId]
    )
    if (!moved.rows[0]) throw new WriteRefused(await refusalNow(trx, contact.id, agentId))
    // A file's message takes the id its file was stored under (reserved before, see sendMedia);
    // any other the identity's next one.
    const media = message.media ?? null
    const input = {
      id: media?.id ?? null,
      contact_id: contact.id,
      center_id: contact.center_id,
      type: message.type,
      body: message.body,
      content: message.content,
      context_wamid: message.contextWamid,
      sent_by_id: agentId,
      now: now.toISOString(),
      media_mime: media?.mime ?? null,
      media_size: media?.size ?? null,
      media_sha256: media?.sha256 ?? null,
      media_path: media?.path ?? null,
      media_status: media ? 'stored' : null,
    }
    const inserted = await trx.rawQuery<{ rows: { id: number }[] }>(
      `INSERT INTO whatsapp_messages
         (id, contact_id, center_id, direction, type, body, content, context_wamid, status,
          sent_by_id, sent_at, created_at, updated_at,
          media_mime, media_size, media_sha256, media_path, media_status)
       OVERRIDING SYSTEM VALUE
       SELECT COALESCE(input.id, nextval(pg_get_serial_sequence('whatsapp_messages', 'id'))),
              input.contact_id, input.center_id, 'outbound', input.type, input.body,
              input.content, input.context_wamid, 'pending', input.sent_by_id, input.now,
              input.now, input.now, input.media_mime, input.media_size, input.media_sha256,
              input.media_path, input.media_status
         FROM jsonb_to_record(?::jsonb) AS input (id integer, contact_id integer,
                center_id integer, type text, body text, content jsonb, context_wamid text,
                sent_by_id integer, now timestamptz, media_mime text, media_size integer,
                media_sha256 text, media_path text, media_status text)
       RETURNING id`,
      [JSON.stringify(input)]
    )
    const messageId = Number(inserted.rows[0].id)
    await clearReplyDeadline(trx, contact.id, agentId)
    await add(trx, jobEntry(SendWhatsappMessage, { messageId }), {
      subject: `whatsapp_message:${messageId}`,
    })
    await announce(trx, { contactId: contact.id, messageId, centerId: contact.center_id })
    return { messageId, contactId: contact.id }
  })
}

/** The refusal for a send whose holder check matched nothing, read after it. */
async function refusalNow(
  trx: TransactionClientContract,
  contactId: number,
  agentId: number
): Promise<string> {
  const now: ContactRow | null = await trx
    .from('whatsapp_contacts')
    .where('id', contactId)
    .select('id', 'center_id', 'status', 'agent_id', 'last_inbound_at')
    .first()
  if (!now) return QUEUE_REFUSALS.gone
  return holderRefusal(now, agentId) ?? QUEUE_REFUSALS.heldByOther
}

async function announce(
  trx: TransactionClientContract,
  message: { contactId: number; messageId: number; centerId: number }
) {
  await broadcast(trx, {
    room: contactRoom(message.contactId),
    event: 'whatsapp.thread',
    payload: {
      contactId: message.contactId,
      messageId: message.messageId,
      clientCenter: message.centerId,
    },
  })
}

/**
 * A free-form reply, quoting `replyTo` (a message of this conversation) when given. Refused
 * outside the 24-hour window before anything is written or called.
 */
export async function sendText(
  actor: UserActor,
  contactId: number,
  input: { body: string; replyTo?: number | null }
): Promise<QueuedMessage> {
  const contact = await findInCenters(actor, contactId)
  authorizeWhatsapp(actor)
  freeFormRefusal(contact, actor)
  let contextWamid: string | null = null
  if (input.replyTo) {
    const quoted: { wamid: string | null } | null = await db
      .from('whatsapp_messages')
      .where({ id: input.replyTo, contact_id: contact.id })
      .select('wamid')
      .first()
    if (!quoted?.wamid) throw new WriteRefused(SEND_REFUSALS.replyUnknown)
    contextWamid = quoted.wamid
  }
  return queueMessage(actor, contact, {
    type: 'text',
    body: input.body,
    content: { text: { body: input.body } },
    contextWamid,
  })
}

/** An approved template with exactly its parameters: the only message outside the window. */
export async function sendTemplate(
  actor: UserActor,
  contactId: number,
  input: { templateId: number; parameters: string[] }
): Promise<QueuedMessage> {
  const contact = await findInCenters(actor, contactId)
  authorizeWhatsapp(actor)
  const refusal = holderRefusal(contact, actor.user.id)
  if (refusal) throw new WriteRefused(refusal)
  const template: { name: string; language: string; body: string } | null = await db
    .from('whats_app_templates')
    .where({ id: input.templateId, status: 'approved' })
    .whereNull('deleted_at')
    .select('name', 'language', 'body')
    .first()
  if (!template) throw new WriteRefused(SEND_REFUSALS.templateUnknown)
  const placeholders = templatePlaceholders(template.body)
  if (placeholders.length !== input.parameters.length) {
    // The API's 132000, refused here in its words: a mismatch never reaches it.
    throw new WriteRefused(statusErrorWords(132000))
  }
  const named = placeholders.some((name) => !/^\d+$/.test(name))
  const filled = template.body.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const index = placeholders.indexOf(name)
    return index === -1 ? whole : input.parameters[index]
  })
  return queueMessage(actor, contact, {
    type: 'template',
    body: filled,
    content: {
      template: {
        name: template.name,
        language: template.language,
        parameters: input.parameters,
        // Named templates ({{first_name}}) take their parameters by name.
        names: named ? placeholders : null,
      },
    },
    contextWamid: null,
  })
}

/** What a file's message says in the thread and the list when it has no caption. */
function mediaLabel(file: OutboundFile): string {
  if (file.type === 'document') return `Document: ${file.name}`
  return { image: 'Photo', audio: 'Audio', video: 'Video' }[file.type]
}

/**
 * Whether this agent may send a file to the contact now, checked before its body is read: the
 * contact in their centers (else 404), access-whatsapp, the holder, the 24-hour window (a file
 * is free-form, like text). Answers the contact; `sendMedia` checks it all again.
 */
export async function mediaSendRefusal(actor: UserActor, contactId: number): Promise<void> {
  const contact = await findInCenters(actor, contactId)
  authorizeWhatsapp(actor)
  freeFormRefusal(contact, actor)
}

/**
 * A photo, document, audio file or video, with a caption when given (not on audio). The file
 * goes to the case files' disk under `whatsapp/{center}/{contact}/{message id}` as inbound
 * media does, then the message is written with its send job in the one transaction every send
 * uses; the job uploads it to WhatsApp and sends it. The id is reserved first so the file is
 * stored before the transaction (no transfer holds it open) under the key its row names; a
 * refusal in the transaction removes the file again.
 */
export async function sendMedia(
  actor: UserActor,
  contactId: number,
  input: { file: OutboundFile; caption?: string | null }
): Promise<QueuedMessage> {
  const contact = await findInCenters(actor, contactId)
  authorizeWhatsapp(actor)
  freeFormRefusal(contact, actor)
  const { file } = input
  const caption = input.caption?.trim() || null
  if (caption && file.type === 'audio') {
    fieldError('caption', 'An audio message cannot have a caption on WhatsApp.')
  }
  const reserved: { rows: { id: number }[] } = await db.rawQuery(
    `SELECT nextval(pg_get_serial_sequence('whatsapp_messages', 'id'))::integer AS id`
  )
  const messageId = Number(reserved.rows[0].id)
  const path = `whatsapp/${contact.center_id}/${contact.id}/${messageId}`
  await putReceived(path, file)
  try {
    return await queueMessage(actor, contact, {
      type: file.type,
      body: caption ?? mediaLabel(file),
      // The shape of an inbound media message's content: the download names the file by it.
      content: {
        mime_type: file.mime,
        filename: file.name,
        ...(caption ? { caption } : {}),
      },
      contextWamid: null,
      media: { id: messageId, path, mime: file.mime, size: file.size, sha256: file.sha256 },
    })
  } catch (error) {
    await deleteStored([path])
    throw error
  }
}

type PendingMessage = {
  id: number
  contact_id: number
  center_id: number
  type: string
  body: string | null
  content: {
    text?: { body: string }
    template?: { name: string; language: string; parameters: string[]; names: string[] | null }
    caption?: string
    filename?: string
  }
  context_wamid: string | null
  media_id: string | null
  media_mime: string | null
  media_path: string | null
  wa_id: string
  phone_number_id: string
}

/**
 * The send job's work (app/jobs/send_whatsapp_message.ts). The message row decides: only a
 * `pending` one without a wamid is sent, and it is locked (SKIP LOCKED) across the call, so a
 * second copy of the job running at the same time finds nothing and sends nothing. A refusal
 * that retrying cannot cure fails the message with its words; a rate limit, Meta's outage or no
 * answer is thrown for the queue to try again, nothing written.
 *
 * The residual window (docs/decisions.md): the API accepted the message and the process died
 * before this transaction committed; the row is still `pending` and the next try sends it again.
 */
export async function deliverMessage(messageId: number): Promise<void> {
  // Read before the transaction: on the embedded database (`npm start`) the settings' read on
  // another connection would wait for this open transaction, and it for the read.
  const config = await whatsappConfig()
  // A retryable failure after a file was uploaded: thrown once its media id has committed.
  let retry: unknown = null
  await db.transaction(async (trx) => {
    const message: PendingMessage | null = await trx
      .from('whatsapp_messages as m')
      .join('whatsapp_contacts as c', 'c.id', 'm.contact_id')
      .where('m.id', messageId)
      .where('m.status', 'pending')
      .whereNull('m.wamid')
      .where('m.direction', 'outbound')
      .forUpdate('m')
      .skipLocked()
      .select(
        'm.id',
        'm.contact_id',
        'm.center_id',
        'm.type',
        'm.body',
        'm.content',
        'm.context_wamid',
        'm.media_id',
        'm.media_mime',
        'm.media_path',
        'c.wa_id',
        'c.phone_number_id'
      )
      .first()
    if (!message) return
    const client = GraphClient.fromConfig(config, message.phone_number_id)
    const upload = { done: false }
    try {
      const sent = await callApi(client, message, trx, upload)
      await trx
        .from('whatsapp_messages')
        .where('id', message.id)
        .update({
          wamid: sent.wamid,
          // A status webhook cannot have moved it (it names a wamid not stored until now), but
          // the rank stays the one rule: only a pending message becomes `sent`.
          status: trx.raw(`CASE WHEN status = 'pending' THEN 'sent' ELSE status END`),
          status_at: trx.raw('now()'),
          updated_at: trx.raw('now()'),
        })
    } catch (error) {
      if (!(error instanceof GraphError) || error.retryable) {
        if (!upload.done) throw error
        // The upload's media id commits with nothing else, so the retry sends it, not again.
        retry = error
        return
      }
      await markFailed(trx, message.id, error)
    }
    await announce(trx, {
      contactId: message.contact_id,
      messageId: message.id,
      centerId: message.center_id,
    })
  })
  if (retry !== null) throw retry
}

const isMediaType = (type: string): type is MediaType =>
  (MEDIA_TYPES as readonly string[]).includes(type)

/**
 * A file's message: uploaded once (its media id kept on the row, in the job's transaction, so a
 * retry after a failed send names it instead of uploading again; Meta keeps an uploaded id 30
 * days), then sent by that id.
 */
async function sendStoredMedia(
  client: GraphClient,
  message: PendingMessage & { type: MediaType },
  trx: TransactionClientContract,
  upload: { done: boolean }
) {
  let mediaId = message.media_id
  const filename = message.content.filename ?? `whatsapp-${message.id}`
  if (!mediaId) {
    const disk = caseFileDisk()
    if (!message.media_path || !message.media_mime || !(await disk.exists(message.media_path))) {
      throw new GraphError({
        kind: 'invalid',
        words: 'The file to send is no longer stored: attach it again.',
      })
    }
    const bytes = await disk.getBytes(message.media_path)
    mediaId = await client.uploadMedia(bytes, message.media_mime, filename)
    await trx
      .from('whatsapp_messages')
      .where('id', message.id)
      .update({ media_id: mediaId, updated_at: trx.raw('now()') })
    upload.done = true
  }
  return client.sendMedia(message.wa_id, message.type, {
    id: mediaId,
    ...(message.content.caption ? { caption: message.content.caption } : {}),
    ...(message.type === 'document' ? { filename } : {}),
  })
}

function callApi(
  client: GraphClient,
  message: PendingMessage,
  trx: TransactionClientContract,
  upload: { done: boolean }
) {
  if (isMediaType(message.type)) {
    return sendStoredMedia(client, { ...message, type: message.type }, trx, upload)
  }
  const template = message.content.template
  if (message.type === 'template' && template) {
    const components: TemplateComponent[] = template.parameters.length
      ? [
          {
            type: 'body',
            parameters: template.parameters.map((text, index) => ({
              type: 'text' as const,
              text,
              ...(template.names ? { parameter_name: template.names[index] } : {}),
            })),
          },
        ]
      : []
    return client.sendTemplate(message.wa_id, template.name, template.language, components)
  }
  return client.sendText(message.wa_id, message.content.text?.body ?? message.body ?? '', {
    replyTo: message.context_wamid ?? undefined,
  })
}

async function markFailed(trx: TransactionClientContract, messageId: number, error: GraphError) {
  await trx
    .from('whatsapp_messages')
    .where('id', messageId)
    .where('status', 'pending')
    .update({
      status: 'failed',
      error_code: error.code,
      error_text: error.words.slice(0, 1000),
      status_at: trx.raw('now()'),
      updated_at: trx.raw('now()'),
    })
}

/**
 * The queue gave up on a message it kept failing to send (rate limits, no answer): it fails
 * with the last error's words, so the agent sees it and can send again.
 */
export async function giveUpMessage(messageId: number, cause: unknown): Promise<void> {
  const error =
    cause instanceof GraphError ? cause : new GraphError({ kind: 'network', cause: cause })
  await db.transaction(async (trx) => {
    const row: { contact_id: number; center_id: number } | null = await trx
      .from('whatsapp_messages')
      .where({ id: messageId, status: 'pending' })
      .whereNull('wamid')
      .select('contact_id', 'center_id')
      .first()
    if (!row) return
    await markFailed(trx, messageId, error)
    await announce(trx, { contactId: row.contact_id, messageId, centerId: row.center_id })
  })
}
