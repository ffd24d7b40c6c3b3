import { createHash } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { contactRoom } from '#contracts/live_events'
import { MEDIA_LIMITS, MEDIA_TYPES, type MediaType } from '#contracts/whatsapp'
import { broadcast } from '#services/live/broadcast'
import { caseFileDisk } from '#services/case_file_uploads'
import { GraphClient, GraphError } from '#services/whatsapp/graph_client'

/**
 * A member's photo, voice note or document kept (issue 31; shared/design/MESSAGING.md "Media"):
 * the inbound processing leaves a media message `pending` with the job queued in its
 * transaction; the job asks where the file is, downloads it at once (the URL lives 5 minutes;
 * the media id 7 days, so a retry asks again), refuses more than the type's limit, checks the
 * sha256 the webhook gave, and keeps the file on the case files' disk under `whatsapp/`.
 */

type PendingMedia = {
  id: number
  contact_id: number
  center_id: number
  type: string
  media_id: string
  media_sha256: string | null
  phone_number_id: string
}

const WRONG_FILE = 'The file WhatsApp gave does not match the one the member sent.'

function isMediaType(type: string): type is MediaType {
  return (MEDIA_TYPES as readonly string[]).includes(type)
}

/** Fetches and keeps one message's media; a retryable failure is thrown for the queue. */
export async function storeInboundMedia(messageId: number): Promise<void> {
  const row: PendingMedia | null = await db
    .from('whatsapp_messages as m')
    .join('whatsapp_contacts as c', 'c.id', 'm.contact_id')
    .where({ 'm.id': messageId, 'm.media_status': 'pending' })
    .whereNotNull('m.media_id')
    .select('m.id', 'm.contact_id', 'm.center_id', 'm.type', 'm.media_id', 'm.media_sha256')
    .select('c.phone_number_id')
    .first()
  if (!row || !isMediaType(row.type)) return
  const limit = MEDIA_LIMITS[row.type]
  const client = await GraphClient.fromSettings(row.phone_number_id)
  try {
    const info = await client.mediaInfo(row.media_id)
    if (info.file_size > limit) throw new GraphError({ kind: 'too_large', words: tooLarge(limit) })
    const { bytes, mimeType } = await client.downloadMedia(info.url, { maxBytes: limit })
    const sha256 = createHash('sha256').update(bytes).digest('hex')
    const expected = (row.media_sha256 || info.sha256).toLowerCase()
    if (expected && sha256 !== expected) {
      throw new GraphError({ kind: 'invalid', words: WRONG_FILE })
    }
    // Named by our message id: a retry after a crash overwrites the same key, never a second file.
    const key = `whatsapp/${row.center_id}/${row.contact_id}/${row.id}`
    await caseFileDisk().put(key, bytes, {
      contentType: mimeType ?? info.mime_type,
    })
    await finish(row, { media_path: key, media_size: bytes.length, media_status: 'stored' })
  } catch (error) {
    if (!(error instanceof GraphError) || error.retryable) throw error
    await finish(row, { media_status: 'failed', error_text: error.words.slice(0, 1000) })
  }
}

function tooLarge(limit: number): string {
  return `The file is larger than the ${Math.round(limit / (1024 * 1024))} MB WhatsApp allows.`
}

/** The outcome, only on a row still pending (a second copy of the job changes nothing). */
async function finish(row: PendingMedia, values: Record<string, string | number>) {
  await db.transaction(async (trx) => {
    const updated = await trx
      .from('whatsapp_messages')
      .where({ id: row.id, media_status: 'pending' })
      .update({ ...values, updated_at: trx.raw('now()') })
    if (Number(updated) === 0) return
    await broadcast(trx, {
      room: contactRoom(row.contact_id),
      event: 'whatsapp.thread',
      payload: { contactId: row.contact_id, messageId: row.id, clientCenter: row.center_id },
    })
  })
}
