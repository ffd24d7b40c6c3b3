import type { HttpContext } from '@adonisjs/core/http'
import { requestActor } from '#resources/resource_request'
import { WriteRefused } from '#services/record_store'
import { closeContact, releaseContact, takeContact } from '#services/whatsapp/contact_queue'
import { whatsappThreadLink } from '#services/whatsapp/inbound'

/**
 * Who holds a WhatsApp conversation (issue 31; app/services/whatsapp/contact_queue.ts): take it
 * from the queue, give it back, close it. Behind access-whatsapp; another center's contact is a
 * 404. A page's request goes back where it came from with the outcome flashed; a script's gets
 * JSON, a refusal as 409 with its words.
 */
export default class WhatsappQueueController {
  /** messaging.whatsapp.take */
  async take(ctx: HttpContext) {
    const actor = await requestActor(ctx)
    const contactId = Number(ctx.params.id)
    // A page goes on to the conversation it took; a refusal stays where it was, with the words.
    return answer(
      ctx,
      'You took this conversation.',
      async () => {
        const taken = await takeContact(actor, contactId)
        return { contactId: taken.contactId, replyDueAt: taken.replyDueAt.toISOString() }
      },
      whatsappThreadLink(contactId)
    )
  }

  /** messaging.whatsapp.release */
  async release(ctx: HttpContext) {
    const actor = await requestActor(ctx)
    return answer(ctx, 'The conversation is back in the queue.', async () => {
      await releaseContact(actor, Number(ctx.params.id))
      return { contactId: Number(ctx.params.id) }
    })
  }

  /** messaging.whatsapp.close */
  async close(ctx: HttpContext) {
    const actor = await requestActor(ctx)
    return answer(ctx, 'The conversation is closed.', async () => {
      await closeContact(actor, Number(ctx.params.id))
      return { contactId: Number(ctx.params.id) }
    })
  }
}

/** A script's request (a fetch asking for JSON), not an Inertia visit or a plain form. */
function wantsJson(ctx: HttpContext): boolean {
  return !ctx.request.header('x-inertia') && ctx.request.accepts(['html', 'json']) === 'json'
}

/**
 * Runs the operation and answers it: done or refused in plain words. A 404 or 403 of the
 * operation goes to the exception handler like any other route's. The send controller answers
 * through it too (one way of answering an inbox action).
 */
export async function answer(
  ctx: HttpContext,
  success: string,
  operation: () => Promise<object>,
  /** Where a page goes once it is done (the conversation it took); else back where it was. */
  then?: string
) {
  try {
    const done = await operation()
    if (wantsJson(ctx)) return ctx.response.json(done)
    ctx.session.flash('success', success)
    if (then) return ctx.response.redirect().toPath(then)
  } catch (error) {
    if (!(error instanceof WriteRefused)) throw error
    if (wantsJson(ctx)) return ctx.response.status(409).json({ message: error.message })
    ctx.session.flash('error', error.message)
  }
  return ctx.response.redirect().back()
}
