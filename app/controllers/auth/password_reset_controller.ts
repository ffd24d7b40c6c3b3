import type { HttpContext } from '@adonisjs/core/http'
import { forgotPasswordValidator, resetPasswordValidator } from '#validators/auth'
import { fieldError } from '#services/field_error'
import { renderPage } from '#services/render_page'
import {
  findUsableToken,
  resetLimitedMessage,
  resetPassword,
  takeResetRequest,
} from '#services/password_reset'
import SendPasswordResetLink from '#jobs/send_password_reset_link'

export default class PasswordResetController {
  async create(ctx: HttpContext) {
    return renderPage(ctx, 'auth/forgot_password', {})
  }

  async store({ request, session, response }: HttpContext) {
    const { email } = await request.validateUsing(forgotPasswordValidator)
    // Limits and the queued job are the same for every email, existing or not, and so is the
    // time they take: the answer tells nothing about accounts, by its words or its timing.
    const wait = await takeResetRequest(email, request.ip())
    if (wait > 0) fieldError('email', resetLimitedMessage(wait))
    await SendPasswordResetLink.dispatch({ email })
    session.flash('success', 'If an account exists for that email, we have sent a reset link.')
    return response.redirect().toRoute('login')
  }

  async edit(ctx: HttpContext) {
    const token = String(ctx.params.token)
    const usable = Boolean(await findUsableToken(token))
    return renderPage(ctx, 'auth/reset_password', { token, usable })
  }

  async update({ request, session, response }: HttpContext) {
    const { token, password } = await request.validateUsing(resetPasswordValidator)
    if (!(await resetPassword(token, password))) {
      fieldError(
        'password',
        'This reset link is invalid, already used or expired. Ask for a new one.'
      )
    }
    session.flash('success', 'Your password has been changed. Sign in with the new password.')
    return response.redirect().toRoute('login')
  }
}
