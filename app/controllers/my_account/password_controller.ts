import type { HttpContext } from '@adonisjs/core/http'
import { renderPage } from '#services/render_page'
import { passwordChangeValidator } from '#validators/my_account'
import { fieldError } from '#services/field_error'
import { recordActivity } from '#services/activity_log'
import { endAllSessions } from '#services/password_reset'

/**
 * My account › Password: the current password proves it is the user; the new one follows the
 * security settings' rules. Every other session of the user ends; this one stays signed in.
 */
export default class PasswordController {
  async edit(ctx: HttpContext) {
    return renderPage(ctx, 'my_account/password', {})
  }

  async update({ request, auth, session, response }: HttpContext) {
    const user = auth.getUserOrFail()
    const input = await request.validateUsing(passwordChangeValidator)
    if (!user.password || !(await user.verifyPassword(input.current_password))) {
      fieldError('current_password', 'The current password is not correct.')
    }
    user.password = input.password
    await user.save()
    await recordActivity({
      action: 'auth.password_changed',
      subjectType: 'user',
      subjectId: user.id,
    })
    await endAllSessions(user.id, { except: session.sessionId })
    session.flash('success', 'Password changed. Your other sessions were signed out.')
    return response.redirect().back()
  }
}
