import type { HttpContext } from '@adonisjs/core/http'
import { Exception } from '@adonisjs/core/exceptions'
import { readListQuery, runList } from '#queries/list_query'
import { requestActor, resourceRequest } from '#resources/resource_request'
import { whatsappQueueList } from '#resources/whatsapp_inbox'
import { renderPage } from '#services/render_page'
import { caseFileDisk } from '#services/case_file_uploads'
import { contentDisposition } from '#services/content_disposition'
import type { UserActor } from '#services/actor'
import {
  approvedTemplates,
  contactView,
  myConversations,
  threadPage,
  type PlainConversation,
} from '#services/whatsapp/inbox'
import { authorizeWhatsapp, findContactInCenters } from '#services/whatsapp/contact_access'
import { threadCursorValidator } from '#validators/whatsapp_inbox'
import WhatsappContactTransformer, {
  WhatsappContactViewTransformer,
} from '#transformers/whatsapp_contact_transformer'
import WhatsappMessageTransformer from '#transformers/whatsapp_message_transformer'
import db from '@adonisjs/lucid/services/db'
import { isRecordId } from '#validators/rules/record_id'

const notFound = () => new Exception('Record not found', { status: 404, code: 'E_ROW_NOT_FOUND' })

/**
 * The route's optional id, or null without one. The router's matcher (start/routes.ts) already
 * answered 404 for a value no record can have; this holds for any other way in.
 */
function optionalContactId(ctx: HttpContext): number | null {
  const raw: unknown = ctx.params.id
  if (raw === undefined || raw === null || raw === '') return null
  const id = Number(raw)
  if (!isRecordId(id)) throw notFound()
  return id
}

async function inboxActor(ctx: HttpContext): Promise<UserActor> {
  const actor = await requestActor(ctx)
  if (actor.kind !== 'user') throw notFound()
  authorizeWhatsapp(actor)
  return actor
}

const shapeConversation = (row: PlainConversation) => new WhatsappContactTransformer(row).toObject()

/**
 * The WhatsApp inbox's pages (issue 31; SPEC §2 messaging.whatsapp.queue and
 * messaging.whatsapp.messages, each with a contact id): the current center's queue, and the
 * messages page with an agent's conversations beside one thread. Behind access-whatsapp; a
 * contact of a center not the user's is a 404, whichever page names it.
 */
export default class WhatsappPagesController {
  /** messaging.whatsapp.queue: the current center's waiting contacts; `id` marks one of them. */
  async queue(ctx: HttpContext) {
    const actor = await inboxActor(ctx)
    const selected = optionalContactId(ctx)
    // The id an alert links to: one of another center is a 404 here as everywhere.
    if (selected !== null) await findContactInCenters(actor, selected, ['id'])
    const center = actor.center
    const list = whatsappQueueList(await resourceRequest(ctx))
    const [page, mine] = await Promise.all([
      readListQuery(ctx.request, list).then((query) => runList(list, query)),
      myConversations(actor),
    ])
    return renderPage(ctx, 'messaging/whatsapp/queue', {
      ...page,
      center: center ? { id: center.id, name: center.name } : null,
      selectedId: selected,
      mine: mine.map(shapeConversation),
      // The server's clock: waiting times are counted from it, not from a browser's.
      now: new Date().toISOString(),
    })
  }

  /**
   * messaging.whatsapp.messages: the agent's conversations, and the one named by `id` with the
   * newest page of its thread, the templates the picker offers and its 24-hour window.
   */
  async messages(ctx: HttpContext) {
    const actor = await inboxActor(ctx)
    const contactId = optionalContactId(ctx)
    const mine = await myConversations(actor).then((rows) => rows.map(shapeConversation))
    if (contactId === null) {
      return renderPage(ctx, 'messaging/whatsapp/messages', {
        mine,
        contact: null,
        thread: null,
        templates: [],
        now: new Date().toISOString(),
      })
    }
    const contact = new WhatsappContactViewTransformer(
      await contactView(actor, contactId)
    ).toObject()
    const [thread, templates] = await Promise.all([threadPage(contactId), approvedTemplates()])
    return renderPage(ctx, 'messaging/whatsapp/messages', {
      mine,
      contact,
      thread: {
        messages: thread.messages.map((row) => new WhatsappMessageTransformer(row).toObject()),
        more: thread.more,
      },
      templates,
      // The server's clock: the page's countdown corrects for a browser's wrong one.
      now: new Date().toISOString(),
    })
  }

  /**
   * messaging.whatsapp.thread: a page of a thread as JSON, older than `before` (scrolling back)
   * or from `from` onwards (a live event named that message).
   */
  async thread(ctx: HttpContext) {
    const actor = await inboxActor(ctx)
    const contactId = optionalContactId(ctx)
    if (contactId === null) throw notFound()
    const cursor = await threadCursorValidator.validate(ctx.request.qs())
    await contactView(actor, contactId)
    const page = await threadPage(contactId, {
      before: cursor.before ?? undefined,
      from: cursor.from ?? undefined,
    })
    return {
      messages: page.messages.map((row) => new WhatsappMessageTransformer(row).toObject()),
      more: page.more,
    }
  }

  /** messaging.whatsapp.media: a stored photo, voice note or document of a thread. */
  async media(ctx: HttpContext) {
    const actor = await inboxActor(ctx)
    const messageId = optionalContactId(ctx)
    if (messageId === null || actor.centerIds.length === 0) throw notFound()
    const row: {
      media_path: string
      media_mime: string | null
      media_size: number | null
      content: Record<string, unknown>
      type: string
    } | null = await db
      .from('whatsapp_messages')
      .where({ id: messageId, media_status: 'stored' })
      .whereIn('center_id', actor.centerIds)
      .select('media_path', 'media_mime', 'media_size', 'content', 'type')
      .first()
    if (!row) throw notFound()
    const disk = caseFileDisk()
    if (!(await disk.exists(row.media_path))) throw notFound()
    const response = ctx.response
    // The type the webhook named: only a plain `type/subtype` is sent on as a header.
    const mime =
      row.media_mime && /^[\w.+-]{1,100}\/[\w.+-]{1,100}$/.test(row.media_mime)
        ? row.media_mime.toLowerCase()
        : 'application/octet-stream'
    // Only pictures, sound and video are shown in the page; anything else is a download.
    const inline = /^(image|audio|video)\//.test(mime) && mime !== 'image/svg+xml'
    const filename =
      typeof row.content.filename === 'string' ? row.content.filename : `whatsapp-${messageId}`
    response.header('Content-Type', mime)
    if (row.media_size !== null) response.header('Content-Length', String(row.media_size))
    response.header(
      'Content-Disposition',
      contentDisposition(inline ? 'inline' : 'attachment', filename)
    )
    response.header('X-Content-Type-Options', 'nosniff')
    response.header('Cache-Control', 'private, no-store')
    response.header('Cross-Origin-Resource-Policy', 'same-origin')
    // Whatever the file holds, nothing in it may run or load anything.
    response.header('Content-Security-Policy', "default-src 'none'; sandbox")
    return response.stream(await disk.getStream(row.media_path))
  }
}
