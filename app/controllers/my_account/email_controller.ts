import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import { renderPage } from '#services/render_page'
import { fieldError } from '#services/field_error'
import { emailChangeConfirmValidator, emailChangeValidator } from '#validators/my_account'
import {
  EMAIL_CHANGE_HOURS,
  cancelEmailChanges,
  confirmEmailChange,
  emailChangeRefusal,
  emailTakenByAnother,
  findEmailChange,
  pendingEmailChange,
  requestEmailChange,
  type EmailChangeRefusal,
} from '#services/email_change'

/** What the confirmation page and its flash say for each refusal. */
const REFUSALS: Record<EmailChangeRefusal, string> = {
  invalid:
    'This confirmation link is invalid, already used, replaced by a newer request or expired. Ask for a new one under My account › Email.',
  other_user:
    'This confirmation link belongs to another account. Sign out, then open the link again.',
  taken:
    'That address is now used by another account, so it cannot become yours. Ask for a change to another address.',
}

/**
 * My account › Email: the user asks for a new sign-in address with their password; it changes
 * only when the link mailed to that address is opened (app/services/email_change.ts).
 */
export default class EmailController {
  async edit(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    return renderPage(ctx, 'my_account/email', {
      email: user.email,
      pending: await pendingEmailChange(user.id),
      expiresInHours: EMAIL_CHANGE_HOURS,
    })
  }

  async update({ request, auth, session, response }: HttpContext) {
    const user = auth.getUserOrFail()
    const input = await request.validateUsing(emailChangeValidator)
    // The password first: without it, the form must not tell which addresses are taken.
    if (!user.password || !(await user.verifyPassword(input.current_password))) {
      fieldError('current_password', 'The current password is not correct.')
    }
    if (input.new_email.toLowerCase() === user.email.toLowerCase()) {
      fieldError('new_email', 'This is already your email address.')
    }
    if (await emailTakenByAnother(input.new_email, user.id)) {
      fieldError('new_email', 'This email address is already in use.')
    }
    try {
      await requestEmailChange(user, input.new_email)
    } catch (error) {
      logger.error({ err: error, userId: user.id }, 'email change link could not be mailed')
      fieldError(
        'new_email',
        'The confirmation email could not be sent. Try again later, or ask an administrator to check Settings › Email.'
      )
    }
    session.flash(
      'success',
      `We sent a confirmation link to ${input.new_email}. Your sign-in email changes when you open it.`
    )
    return response.redirect().back()
  }

  async destroy({ auth, session, response }: HttpContext) {
    const cancelled = await cancelEmailChanges(auth.getUserOrFail().id)
    session.flash(
      'success',
      cancelled > 0
        ? 'Email change cancelled. The link sent no longer works.'
        : 'Nothing to cancel.'
    )
    return response.redirect().back()
  }

  /** The link from the mail: shows what will change, and a button to confirm it (a POST). */
  async show(ctx: HttpContext) {
    const token = String(ctx.params.token)
    const change = await findEmailChange(token)
    const refusal = await emailChangeRefusal(change, ctx.auth.user)
    return renderPage(ctx, 'my_account/email_confirm', {
      token,
      refusal: refusal ? { reason: refusal, message: REFUSALS[refusal] } : null,
      change:
        change && !refusal
          ? { current_email: change.user.email, new_email: change.newEmail }
          : null,
      signedIn: Boolean(ctx.auth.user),
    })
  }

  async confirm(ctx: HttpContext) {
    const { request, session, response, auth } = ctx
    const { token } = await request.validateUsing(emailChangeConfirmValidator)
    const change = await findEmailChange(token)
    const refusal =
      (await emailChangeRefusal(change, auth.user)) ??
      (change ? await confirmEmailChange(change) : 'invalid')
    if (refusal || !change) {
      session.flash('error', REFUSALS[refusal ?? 'invalid'])
      return response.redirect().toRoute('my-account.email.confirm', { token })
    }
    session.flash('success', `Your sign-in email is now ${change.newEmail}.`)
    if (auth.user) return response.redirect().toRoute('my-account.email.edit')
    return response.redirect().toRoute('login')
  }
}
