import type { HttpContext } from '@adonisjs/core/http'
import { Exception } from '@adonisjs/core/exceptions'
import { settingsController } from '#controllers/settings_controller'
import { answer } from '#controllers/messaging/whatsapp_queue_controller'
import { whatsappSettingsPage } from '#resources/site_settings'
import { requestActor } from '#resources/resource_request'
import { WriteRefused } from '#services/record_store'
import { fieldError } from '#services/field_error'
import { checkWhatsappToken, replayEvent, replayHeldEvents } from '#services/whatsapp/health'

/** Why a replay of one event did nothing, by what the event was found to be. */
const NOTHING_TO_REPLAY = {
  processed: 'was processed meanwhile: there is nothing to replay.',
  pending: 'is already waiting to be processed.',
} as const

/**
 * Settings › WhatsApp (issue 31): the Cloud API settings (edit/update from the shared settings
 * page) and the health panel's actions, each behind the page's own permission: replay a held
 * webhook event or all of them, and check the saved token against the Graph API.
 */
export default class WhatsappSettingsController extends settingsController(whatsappSettingsPage) {
  /** settings.whatsapp.replay: one held event back to processing. */
  async replay(ctx: HttpContext) {
    const actor = await requestActor(ctx)
    const eventId = Number(ctx.params.eventId)
    return answer(ctx, `Event #${eventId} was sent back to processing.`, async () => {
      const outcome = await replayEvent(eventId, actor)
      if (outcome === 'missing') {
        throw new Exception('Not found', { status: 404, code: 'E_ROUTE_NOT_FOUND' })
      }
      if (outcome !== 'replayed') {
        throw new WriteRefused(`Event #${eventId} ${NOTHING_TO_REPLAY[outcome]}`)
      }
      return { eventId, outcome }
    })
  }

  /** settings.whatsapp.replay-all: the oldest held events, a batch at a time. */
  async replayAll(ctx: HttpContext) {
    const actor = await requestActor(ctx)
    const { replayed, remaining } = await replayHeldEvents(actor)
    const said =
      replayed === 0
        ? 'No events are held for a replay.'
        : `${replayed.toLocaleString('en')} ${replayed === 1 ? 'event was' : 'events were'} sent back to processing.` +
          (remaining > 0
            ? ` ${remaining.toLocaleString('en')} still held: replay again for the next ones.`
            : '')
    return answer(ctx, said, async () => ({ replayed, remaining }))
  }

  /**
   * settings.whatsapp.check-token: asks the Graph API with the saved token and shows its answer
   * beside the button: a refusal as the `token_check` field's message (it stays on the page,
   * where a toast would vanish), success as a flash the panel shows in the same place.
   */
  async checkToken({ session, response }: HttpContext) {
    const result = await checkWhatsappToken()
    if (!result.ok) fieldError('token_check', result.message)
    session.flash('success', result.message)
    return response.redirect().back()
  }
}
