import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import { loginValidator } from '#validators/auth'
import { fieldError } from '#services/field_error'
import { renderPage } from '#services/render_page'
import { SIGN_IN_NOTICE_KEY } from '#contracts/sign_in_notice'
import { recordActivity } from '#services/activity_log'
import { googleSignInEnabled } from '#services/google_sign_in'
import { beginSignIn, passwordMatches } from '#services/sign_in'
import {
  clearFailures,
  countFailure,
  lockedMessage,
  secondsLocked,
} from '#services/sign_in_throttle'

const INVALID = 'These credentials do not match our records.'

export default class SessionController {
  async create(ctx: HttpContext) {
    // Sent here from a page that needs a signed-in user (app/middleware/auth_middleware.ts).
    const notice: unknown = ctx.session.flashMessages.get(SIGN_IN_NOTICE_KEY)
    return renderPage(ctx, 'auth/login', {
      googleEnabled: await googleSignInEnabled(),
      notice: typeof notice === 'string' ? notice : null,
    })
  }

  async store(ctx: HttpContext) {
    const { request } = ctx
    const { email, password } = await request.validateUsing(loginValidator)
    const ip = request.ip()

    const locked = await secondsLocked(email, ip)
    if (locked > 0) {
      await recordActivity({
        action: 'auth.sign_in_failed',
        userId: null,
        centerId: null,
        properties: { email, reason: 'locked' },
      })
      fieldError('email', lockedMessage(locked))
    }

    const user = await User.findByLogin(email)
    // Hashes against a dummy when there is no account: both answers cost the same time.
    const valid = await passwordMatches(user, password)
    if (!user || !valid) {
      const nowLocked = await countFailure(email, ip)
      await recordActivity({
        action: nowLocked ? 'auth.locked_out' : 'auth.sign_in_failed',
        userId: user?.id ?? null,
        centerId: null,
        properties: { email, reason: 'invalid_credentials' },
      })
      fieldError('email', nowLocked ? lockedMessage(await secondsLocked(email, ip)) : INVALID)
    }
    if (!user.isEnabled) {
      await recordActivity({
        action: 'auth.sign_in_failed',
        userId: user.id,
        centerId: null,
        properties: { email, reason: 'disabled' },
      })
      fieldError('email', 'This account is disabled. Contact your administrator.')
    }

    await clearFailures(email, ip)
    return beginSignIn(ctx, user, 'password')
  }

  async destroy({ auth, session, response }: HttpContext) {
    const user = auth.user
    if (user) {
      await recordActivity({
        action: 'auth.sign_out',
        userId: user.id,
        centerId: user.currentCenterId,
      })
    }
    await auth.use('web').logout()
    // Removes the server-side session row, so the old cookie is worthless.
    session.clear()
    session.regenerate()
    return response.redirect().toRoute('login')
  }
}
