import type { HttpContext } from '@adonisjs/core/http'
import { requestActor } from '#resources/resource_request'
import { linkContact, linkSuggestions } from '#services/whatsapp/contact_links'
import { contactLinksValidator } from '#validators/whatsapp_links'
import { answer } from '#controllers/messaging/whatsapp_queue_controller'
import { contactOfRequest } from '#services/whatsapp/contact_access'

/**
 * A WhatsApp conversation filed under a member and a case (issue 31; app/services/whatsapp/
 * contact_links.ts). Behind access-whatsapp; another center's contact is a 404, a member or case
 * that cannot be linked a field error (422 for a script, beside the field for a page).
 */
export default class WhatsappLinksController {
  /** messaging.whatsapp.link: answered as the queue's actions are (flash, or JSON). */
  async link(ctx: HttpContext) {
    const { actor, contactId } = await contactOfRequest(ctx)
    const input = await ctx.request.validateUsing(contactLinksValidator)
    return answer(ctx, "The conversation's member and case are saved.", () =>
      linkContact(actor, contactId, {
        memberId: input.member_id,
        caseId: input.case_id,
      })
    )
  }

  /** messaging.whatsapp.suggestions: the members and cases the page offers to link (JSON). */
  async suggestions(ctx: HttpContext) {
    const actor = await requestActor(ctx)
    return ctx.response.json(await linkSuggestions(actor, Number(ctx.params.id)))
  }
}
