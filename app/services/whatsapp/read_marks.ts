import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import MarkWhatsappRead from '#jobs/mark_whatsapp_read'
import type { UserActor } from '#services/actor'
import { add, jobEntry } from '#services/outbox'
import { authorizeWhatsapp, findContactInCenters } from '#services/whatsapp/contact_access'
import { GraphClient, GraphError } from '#services/whatsapp/graph_client'

/**
 * The member's blue ticks (issue 31, "mark-read"): when the agent holding a conversation has its
 * thread on screen, WhatsApp is told they read up to the newest inbound message (one call covers
 * every earlier one). Only the holder's eyes count: a supervisor looking in, or an agent reading
 * a waiting conversation, shows the member nothing. The contact's `read_up_to_id` moves forward
 * by one conditional update, in the transaction that queues the call, so two tabs or a page
 * opened twice tell WhatsApp once, and the call survives a crash after the commit.
 *
 * Not an activity-log row: it changes no business data, only what the member's phone shows.
 */
export async function markThreadRead(
  actor: UserActor,
  contactId: number,
  messageId: number
): Promise<{ marked: boolean }> {
  await findContactInCenters(actor, contactId, ['id'])
  authorizeWhatsapp(actor)
  const marked = await db.transaction(async (trx) => {
    const moved = await trx.rawQuery(
      `UPDATE whatsapp_contacts AS c
          SET read_up_to_id = m.id
         FROM whatsapp_messages AS m
        WHERE c.id = ? AND c.status = 'assigned' AND c.agent_id = ?
          AND m.id = ? AND m.contact_id = c.id AND m.direction = 'inbound' AND m.wamid IS NOT NULL
          AND (c.read_up_to_id IS NULL OR c.read_up_to_id < m.id)
       RETURNING m.id`,
      [contactId, actor.user.id, messageId]
    )
    if (moved.rows.length === 0) return false
    await add(trx, jobEntry(MarkWhatsappRead, { messageId }), {
      subject: `whatsapp_message:${messageId}:read`,
    })
    return true
  })
  return { marked }
}

/**
 * The call itself, from the queue: a retryable failure (a rate limit, an outage) is thrown for
 * the queue to try again; any other is only logged, since a missing blue tick is no harm worth
 * a dead letter.
 */
export async function sendReadMark(messageId: number): Promise<void> {
  const row: { wamid: string | null; phone_number_id: string } | null = await db
    .from('whatsapp_messages as m')
    .join('whatsapp_contacts as c', 'c.id', 'm.contact_id')
    .where('m.id', messageId)
    .select('m.wamid', 'c.phone_number_id')
    .first()
  if (!row?.wamid) return
  try {
    const client = await GraphClient.fromSettings(row.phone_number_id)
    await client.markRead(row.wamid)
  } catch (error) {
    if (error instanceof GraphError && !error.retryable) {
      logger.warn({ messageId, words: error.words }, 'whatsapp read mark refused')
      return
    }
    throw error
  }
}
