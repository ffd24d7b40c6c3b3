import { BaseTransformer } from '@adonisjs/core/transformers'
import { isoTimestamp } from '#contracts/iso_timestamp'
import type { PlainThreadMessage } from '#services/whatsapp/inbox'

/** Where a stored media file is read from (messaging.whatsapp.media, center-checked). */
export const whatsappMediaUrl = (messageId: number) => `/messaging/whatsapp/media/${messageId}`

/**
 * One message of a WhatsApp thread as the messages page draws it: who wrote it, what it says,
 * its delivery state in words the API's own error became, and its media when kept.
 */
export default class WhatsappMessageTransformer extends BaseTransformer<PlainThreadMessage> {
  toObject() {
    const message = this.resource
    const inbound = message.direction === 'inbound'
    return {
      id: message.id,
      wamid: message.wamid,
      inbound,
      type: message.type,
      body: message.body ?? '',
      content: message.content,
      reply_to_wamid: message.context_wamid,
      status: message.status,
      status_at: isoTimestamp(message.status_at),
      error: message.error_text,
      media:
        message.media_status === null
          ? null
          : {
              status: message.media_status,
              mime: message.media_mime,
              size: message.media_size,
              url: message.media_status === 'stored' ? whatsappMediaUrl(message.id) : null,
            },
      sent_by: inbound ? null : message.sent_by_name,
      sent_at: isoTimestamp(message.sent_at),
    }
  }
}
