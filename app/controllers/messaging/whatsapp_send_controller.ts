import type { HttpContext } from '@adonisjs/core/http'
import { requestActor } from '#resources/resource_request'
import { sendTemplate, sendText } from '#services/whatsapp/outbound'
import { markThreadRead } from '#services/whatsapp/read_marks'
import {
  readMarkValidator,
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
    const input = await ctx.request.validateUsing(sendTextValidator)
    const actor = await requestActor(ctx)
    return answer(ctx, 'Your message is on its way.', () =>
      sendText(actor, Number(ctx.params.id), { body: input.body, replyTo: input.reply_to })
    )
  }

  /** messaging.whatsapp.send-template */
  async template(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(sendTemplateValidator)
    const actor = await requestActor(ctx)
    return answer(ctx, 'The template is on its way.', () =>
      sendTemplate(actor, Number(ctx.params.id), {
        templateId: input.template_id,
        parameters: input.parameters ?? [],
      })
    )
  }

  /** messaging.whatsapp.read: the member's blue ticks, up to `message_id` (JSON). */
  async read(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(readMarkValidator)
    const actor = await requestActor(ctx)
    return markThreadRead(actor, Number(ctx.params.id), input.message_id)
  }
}
