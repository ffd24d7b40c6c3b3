import type { HttpContext } from '@adonisjs/core/http'
import { forgotPasswordValidator, resetPasswordValidator } from '#validators/auth'
import { fieldError } from '#services/field_error'
import { findUsableToken, resetPassword, sendResetLink } from '#services/password_reset'

export default class PasswordResetController {
  async create({ inertia }: HttpContext) {
    return inertia.render('auth/forgot_password', {})
  }

  async store({ request, session, response }: HttpContext) {
    const { email } = await request.validateUsing(forgotPasswordValidator)
    await sendResetLink(email)
    // Same answer whether or not the account exists, so the form cannot probe for emails.
    session.flash('success', 'If an account exists for that email, we have sent a reset link.')
    return response.redirect().toRoute('login')
  }

  async edit({ params, inertia }: HttpContext) {
    const usable = Boolean(await findUsableToken(String(params.token)))
    return inertia.render('auth/reset_password', { token: String(params.token), usable })
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
