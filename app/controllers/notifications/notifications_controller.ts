import type { HttpContext } from '@adonisjs/core/http'
import { Exception } from '@adonisjs/core/exceptions'
import { errors as vineErrors } from '@vinejs/vine'
import db from '@adonisjs/lucid/services/db'
import { readListQuery, runList } from '#queries/list_query'
import { notificationsList, NOTIFICATION_STATES } from '#resources/notifications'
import { renderPage } from '#services/render_page'
import { firstMessagePerField } from '#services/field_error'
import { notificationsAfter, unreadCountOf } from '#services/notifications'
import { catchUpValidator, readAllValidator } from '#validators/notification'
import NotificationTransformer from '#transformers/notification_transformer'
import type { PlainNotification } from '#services/notifications'

/** How many of the newest the bell's menu shows. */
const BELL_LATEST = 6

/**
 * A script's request (the bell's fetch) is answered in JSON; a page's (an Inertia visit or a
 * plain form) goes back where it came from.
 */
function wantsJson(ctx: HttpContext): boolean {
  return !ctx.request.header('x-inertia') && ctx.request.accepts(['html', 'json']) === 'json'
}

/** The signed-in person's id; every read and write here is narrowed to it. */
function ownerId(ctx: HttpContext): number {
  return ctx.auth.getUserOrFail().id
}

/**
 * Everything a person does with their own notifications (issue 30): the page, the bell's menu,
 * the catch-up the browser asks on every (re)connect, and marking read. No permission is needed
 * (every signed-in person gets notifications); each query is narrowed to the signed-in person,
 * so another person's id is a 404 like an id of nothing.
 */
export default class NotificationsController {
  /** notifications.index: the person's notifications, the list contract's page. */
  async index(ctx: HttpContext) {
    const definition = notificationsList(ownerId(ctx))
    const list = await runList(definition, await readListQuery(ctx.request, definition))
    return renderPage(ctx, 'notifications/index', { ...list, states: NOTIFICATION_STATES })
  }

  /**
   * notifications.catch_up (`?after=<id>`): the rows after the newest one the tab holds (the
   * newest 100, oldest first), whether older ones were left out, and the unread count.
   */
  async catchUp(ctx: HttpContext) {
    const input = await validated(ctx, () => catchUpValidator.validate(ctx.request.qs()))
    if (!input) return
    return notificationsAfter(ownerId(ctx), input.after)
  }

  /** notifications.latest: the bell's menu, the newest few read or not, and the unread count. */
  async latest(ctx: HttpContext) {
    const userId = ownerId(ctx)
    const [rows, unreadCount] = await Promise.all([
      db
        .from('notifications')
        .where('user_id', userId)
        .orderBy('id', 'desc')
        .limit(BELL_LATEST)
        .select('id', 'kind', 'title', 'body', 'link', 'sound', 'created_at', 'read_at'),
      unreadCountOf(userId),
    ])
    return {
      notifications: (rows as PlainNotification[]).map((row) =>
        new NotificationTransformer(row).toObject()
      ),
      unreadCount,
    }
  }

  /** notifications.read: one of the person's own, read now (already read: unchanged). */
  async read(ctx: HttpContext) {
    const userId = ownerId(ctx)
    const id = Number(ctx.params.id)
    const found = await db
      .from('notifications')
      .where({ id, user_id: userId })
      .select('id', 'read_at')
      .first()
    if (!found) throw new Exception('Not found', { status: 404, code: 'E_ROUTE_NOT_FOUND' })
    if (found.read_at === null) {
      await db
        .from('notifications')
        .where({ id, user_id: userId })
        .whereNull('read_at')
        .update({ read_at: new Date() })
    }
    return answered(ctx, userId)
  }

  /**
   * notifications.read_all: every unread one of the person's, up to `through` when given (the
   * newest the page or menu showed), so one that arrived meanwhile stays unread.
   */
  async readAll(ctx: HttpContext) {
    const input = await validated(ctx, () => readAllValidator.validate(ctx.request.all()))
    if (!input) return
    const userId = ownerId(ctx)
    const query = db.from('notifications').where('user_id', userId).whereNull('read_at')
    if (input.through !== undefined) query.where('id', '<=', input.through)
    const marked = await query.update({ read_at: new Date() })
    if (!wantsJson(ctx)) {
      const count = Array.isArray(marked) ? marked.length : Number(marked)
      ctx.session.flash(
        'success',
        count === 1 ? '1 notification marked read.' : `${count} notifications marked read.`
      )
    }
    return answered(ctx, userId)
  }
}

/** After a change: the unread count for a script, or back to the page for a visit. */
async function answered(ctx: HttpContext, userId: number) {
  if (wantsJson(ctx)) return { unreadCount: await unreadCountOf(userId) }
  return ctx.response.redirect().back()
}

/**
 * Input validated, or the field's message answered (422 for a script, back with the errors for a
 * visit) and undefined: a hostile `after` (negative, huge, text) is a field error, never a 500.
 */
async function validated<T>(ctx: HttpContext, validate: () => Promise<T>): Promise<T | undefined> {
  try {
    return await validate()
  } catch (error) {
    if (!(error instanceof vineErrors.E_VALIDATION_ERROR)) throw error
    if (!wantsJson(ctx) && ctx.request.method() !== 'GET') throw error
    ctx.response.unprocessableEntity({
      errors: firstMessagePerField(error.messages as { field: string; message: string }[]),
    })
    return undefined
  }
}
