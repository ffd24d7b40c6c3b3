import type { HttpContext } from '@adonisjs/core/http'
import { renderPage } from '#services/render_page'
import { NOTIFICATION_KIND_KEYS, NOTIFICATION_KINDS } from '#contracts/notification_kinds'
import { notificationChoicesOf, saveNotificationChoices } from '#services/notifications'
import { notificationChoicesValidator } from '#validators/notification'

/**
 * My account › Notifications: which kinds of notification the signed-in person gets (each on or
 * off; `notify()` skips a kind turned off), and the button that asks for desktop alerts.
 */
export default class NotificationsController {
  async edit(ctx: HttpContext) {
    const choices = await notificationChoicesOf(ctx.auth.getUserOrFail().id)
    return renderPage(ctx, 'my_account/notifications', {
      kinds: NOTIFICATION_KIND_KEYS.map((key) => ({
        key,
        label: NOTIFICATION_KINDS[key].label,
        description: NOTIFICATION_KINDS[key].description,
        enabled: choices[key],
      })),
    })
  }

  async update(ctx: HttpContext) {
    const { request, auth, session, response } = ctx
    const input = await request.validateUsing(notificationChoicesValidator)
    await saveNotificationChoices(auth.getUserOrFail().id, input.kinds)
    session.flash('success', 'Notification settings saved.')
    return response.redirect().back()
  }
}
