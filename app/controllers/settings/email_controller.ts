import type { HttpContext } from '@adonisjs/core/http'
import { settingsController } from '#controllers/settings_controller'
import { emailSettingsPage } from '#resources/site_settings'
import { testEmailValidator } from '#validators/site_settings'
import { sendTestEmail } from '#services/mail/smtp_settings'
import { fieldError } from '#services/field_error'

/**
 * Settings › Email: the SMTP server and sender (edit/update from the shared settings page), and
 * "Send test email", which tries the saved server while the administrator waits.
 */
export default class EmailSettingsController extends settingsController(emailSettingsPage) {
  async test({ request, auth, session, response }: HttpContext) {
    const user = auth.getUserOrFail()
    const { test_to: typed } = await request.validateUsing(testEmailValidator)
    const to = typed ?? user.email
    const result = await sendTestEmail(to, user.email)
    // The server's verdict stays on the page beside the test form (a toast would vanish).
    if (!result.sent) fieldError('smtp', result.message)
    session.flash('success', result.message)
    return response.redirect().back()
  }
}
