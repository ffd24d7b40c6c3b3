import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import User from '#models/user'
import { googleSignInEnabled } from '#config/ally'
import { recordActivity } from '#services/activity_log'

/**
 * Google sign-in for existing, enabled staff only: the Google account must match a user by
 * Google id or email. Ally checks the `state` parameter against the one it set in a cookie.
 */
export default class GoogleController {
  async redirect({ ally, response }: HttpContext) {
    if (!googleSignInEnabled()) return response.notFound()
    return ally.use('google').redirect()
  }

  async callback({ ally, auth, session, response }: HttpContext) {
    if (!googleSignInEnabled()) return response.notFound()
    const google = ally.use('google')
    const refuse = async (message: string, email?: string | null) => {
      await recordActivity({
        action: 'auth.sign_in_failed',
        userId: null,
        centerId: null,
        properties: { email: email ?? null, reason: 'google', detail: message },
      })
      session.flash('error', message)
      return response.redirect().toRoute('login')
    }
    if (google.accessDenied()) return refuse('Google sign-in was cancelled.')
    if (google.stateMisMatch()) return refuse('Google sign-in expired. Please try again.')
    if (google.hasError()) return refuse('Google sign-in failed. Please try again.')

    const profile = await google.user()
    const user =
      (await User.query().where('google_id', profile.id).whereNull('deleted_at').first()) ??
      (profile.email && profile.emailVerificationState === 'verified'
        ? await User.findByLogin(profile.email)
        : null)
    if (!user) return refuse('No staff account matches this Google account.', profile.email)
    if (!user.isEnabled)
      return refuse('This account is disabled. Contact your administrator.', profile.email)

    session.regenerate()
    user.googleId = profile.id
    user.lastLoginAt = DateTime.now()
    await user.save()
    await auth.use('web').login(user)
    await session.tag(String(user.id))
    await recordActivity({
      action: 'auth.sign_in',
      userId: user.id,
      centerId: user.currentCenterId,
      properties: { via: 'google' },
    })
    return response.redirect().toRoute('dashboard')
  }
}
