import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import { twoFactorChallengeValidator } from '#validators/auth'
import { fieldError } from '#services/field_error'
import { renderPage } from '#services/render_page'
import { recordActivity } from '#services/activity_log'
import { verifySecondFactor } from '#services/two_factor'
import {
  completeSignIn,
  forgetPendingSignIn,
  pendingSignIn,
  redirectSignedIn,
} from '#services/sign_in'
import {
  clearFailures,
  countFailure,
  lockedMessage,
  secondsLocked,
} from '#services/sign_in_throttle'

const EXPIRED = 'Your sign-in expired. Please sign in again.'

/**
 * The second step of signing in for users with two-factor on: the first factor left a pending
 * sign-in in the session; a code from the app (each usable once) or a recovery code finishes
 * it. Wrong codes count towards the same lock-out as wrong passwords.
 */
export default class TwoFactorChallengeController {
  async create(ctx: HttpContext) {
    if (!pendingSignIn(ctx)) {
      ctx.session.flash('info', EXPIRED)
      return ctx.response.redirect().toRoute('login')
    }
    return renderPage(ctx, 'auth/two_factor_challenge', {})
  }

  async store(ctx: HttpContext) {
    const { request, session, response } = ctx
    const pending = pendingSignIn(ctx)
    const user = pending ? await User.find(pending.userId) : null
    if (!pending || !user || !user.isEnabled || user.deletedAt) {
      forgetPendingSignIn(ctx)
      session.flash('info', EXPIRED)
      return response.redirect().toRoute('login')
    }
    const { code } = await request.validateUsing(twoFactorChallengeValidator)
    const ip = request.ip()

    const locked = await secondsLocked(user.email, ip)
    if (locked > 0) fieldError('code', lockedMessage(locked))

    const passed = await verifySecondFactor(user.id, code)
    if (!passed) {
      const nowLocked = await countFailure(user.email, ip)
      await recordActivity({
        action: nowLocked ? 'auth.locked_out' : 'auth.two_factor_failed',
        userId: user.id,
        centerId: null,
        properties: { email: user.email, reason: 'invalid_code' },
      })
      fieldError(
        'code',
        nowLocked
          ? lockedMessage(await secondsLocked(user.email, ip))
          : 'That code is not valid, or it was already used. Wait for the next code and try again.'
      )
    }

    await clearFailures(user.email, ip)
    await completeSignIn(ctx, user, { via: pending.via, second_factor: passed.via })
    if (passed.via === 'recovery') {
      session.flash(
        'info',
        passed.left === 0
          ? 'You used your last recovery code. Create new ones in My account › Two-factor.'
          : `You used a recovery code; ${passed.left} left.`
      )
    }
    return redirectSignedIn(ctx)
  }
}
