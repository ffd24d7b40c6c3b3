import type { HttpContext } from '@adonisjs/core/http'
import { resourceController } from '#controllers/resource_controller'
import { whatsAppTemplatesResource } from '#resources/messaging'
import { requestActor } from '#resources/resource_request'
import { GraphError } from '#services/whatsapp/graph_client'
import { syncSentence, syncTemplates } from '#services/whatsapp/template_sync'

export default class WhatsAppTemplatesController extends resourceController(
  whatsAppTemplatesResource
) {
  /**
   * manage.whats-app-templates.sync: "Sync now" (issue 31: on demand, beside the timer's every
   * 15 minutes). Meta's listing is read while the person waits (a few pages at most), and what
   * it changed, or why it could not, is said on the list.
   */
  async sync(ctx: HttpContext) {
    const actor = await requestActor(ctx)
    try {
      const result = await syncTemplates({ actor })
      const skipped =
        result.skipped.length > 0
          ? ` ${result.skipped.length} could not be stored (${result.skipped[0].name}: ${result.skipped[0].reason}).`
          : ''
      ctx.session.flash('success', `${syncSentence(result)}${skipped}`)
    } catch (error) {
      if (!(error instanceof GraphError)) throw error
      ctx.session.flash('error', `The templates could not be synced: ${error.words}`)
    }
    return ctx.response.redirect().back()
  }
}
