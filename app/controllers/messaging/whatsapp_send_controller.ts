import type { HttpContext } from '@adonisjs/core/http'
import { contactOfRequest } from '#services/whatsapp/contact_access'
import { mediaSendRefusal, sendMedia, sendTemplate, sendText } from '#services/whatsapp/outbound'
import { discardOutboundFile, receiveOutboundFile } from '#services/whatsapp/outbound_media'
import { markThreadRead } from '#services/whatsapp/read_marks'
import {
  readMarkValidator,
  sendMediaValidator,
  sendTemplateValidator,
  sendTextValidator,
} from '#validators/whatsapp_send'
import { answer } from '#controllers/messaging/whatsapp_queue_controller'

/**
 * What an agent sends to the WhatsApp contact they hold (issue 31; app/services/whatsapp/
 * outbound.ts): a reply, or an approved template. Behind access-whatsapp; another center's
 * contact is a 404; a refusal (not the holder, the 24-hour window passed) is answered as the
 * queue's are: flashed for a page, 409 with its words for a script.
 */
export default class WhatsappSendController {
  /** messaging.whatsapp.send-text */
  async text(ctx: HttpContext) {
    const { actor, contactId } = await contactOfRequest(ctx)
    const input = await ctx.request.validateUsing(sendTextValidator)
    return answer(ctx, 'Your message is on its way.', () =>
      sendText(actor, contactId, { body: input.body, replyTo: input.reply_to })
    )
  }

  /** messaging.whatsapp.send-template */
  async template(ctx: HttpContext) {
    const { actor, contactId } = await contactOfRequest(ctx)
    const input = await ctx.request.validateUsing(sendTemplateValidator)
    return answer(ctx, 'The template is on its way.', () =>
      sendTemplate(actor, contactId, {
        templateId: input.template_id,
        parameters: input.parameters ?? [],
      })
    )
  }

  /** messaging.whatsapp.read: the member's blue ticks, up to `message_id` (JSON). */
  async read(ctx: HttpContext) {
    const { actor, contactId } = await contactOfRequest(ctx)
    const input = await ctx.request.validateUsing(readMarkValidator)
    return markThreadRead(actor, contactId, input.message_id)
  }

  /**
   * messaging.whatsapp.send-media: one file from the composer, with an optional caption. The
   * contact, the holder and the window are checked before a byte of the body is read (a refused
   * send costs no upload); the file is then streamed with its own limit and checked
   * (app/services/whatsapp/outbound_media.ts), each refusal a field error on `file`.
   */
  async media(ctx: HttpContext) {
    const { actor, contactId } = await contactOfRequest(ctx)
    return answer(ctx, 'Your file is on its way.', async () => {
      await mediaSendRefusal(actor, contactId)
      const file = await receiveOutboundFile(ctx)
      try {
        const input = await ctx.request.validateUsing(sendMediaValidator)
        return await sendMedia(actor, contactId, { file, caption: input.caption })
      } finally {
        await discardOutboundFile(file)
      }
    })
  }
}
