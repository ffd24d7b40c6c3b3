import type { HttpContext } from '@adonisjs/core/http'
import { errors } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import type { GoogleDriver } from '@adonisjs/ally/drivers/google'
import User from '#models/user'
import { googleDriver } from '#services/google_sign_in'
import { recordActivity } from '#services/activity_log'
import { beginSignIn } from '#services/sign_in'

type GoogleProfile = Awaited<ReturnType<GoogleDriver['user']>>

/** Why a Google sign-in was refused, as the user reads it (and the activity log keeps it). */
const REFUSED = {
  cancelled: 'Google sign-in was cancelled.',
  state: 'Google sign-in could not be verified (it expired or was not started here). Try again.',
  failed: 'Google sign-in failed. Please try again.',
  unknown: 'No staff account matches this Google account.',
  unverified: 'This Google account’s email address is not verified, so it cannot sign in.',
  otherGoogleAccount: 'This staff account is linked to a different Google account.',
  disabled: 'This account is disabled. Contact your administrator.',
} as const

type Refusal = keyof typeof REFUSED

/**
 * Google sign-in for existing, enabled staff only: the Google account must match a live user
 * by the Google id linked on an earlier sign-in, or by a verified email. Nobody is created.
 * The driver is built per request from Security settings, then environment; when Google
 * sign-in is off both routes answer 404, as if they did not exist.
 */
export default class GoogleController {
  async redirect(ctx: HttpContext) {
    const google = await enabledDriver(ctx)
    // Ally keeps a random `state` in an encrypted cookie and sends it to Google.
    return google.redirect()
  }

  async callback(ctx: HttpContext) {
    const google = await enabledDriver(ctx)
    if (google.accessDenied()) return refuse(ctx, 'cancelled')
    // The `state` Google echoes must be the one in this browser's cookie: this refuses a
    // callback forged for someone else's Google account, or one replayed later.
    if (google.stateMisMatch()) return refuse(ctx, 'state')
    if (google.hasError()) return refuse(ctx, 'failed')

    let profile: GoogleProfile
    try {
      // Exchanges the code for a token (with the client secret), then reads the profile.
      profile = await google.user()
    } catch (error) {
      logger.warn({ err: error }, 'Google sign-in: token or profile request failed')
      return refuse(ctx, 'failed')
    }
    if (!profile.id) return refuse(ctx, 'failed')

    const match = await staffUserFor(profile)
    if ('refusal' in match) return refuse(ctx, match.refusal, profile.email, match.userId)
    return finishGoogleSignIn(ctx, match.user, profile)
  }
}

async function enabledDriver(ctx: HttpContext) {
  const google = await googleDriver(ctx)
  if (!google) throw new errors.E_ROUTE_NOT_FOUND([ctx.request.method(), ctx.request.url()])
  return google
}

/** The live, enabled staff user this Google account may sign in as, or why not. */
async function staffUserFor(
  profile: GoogleProfile
): Promise<{ user: User } | { refusal: Refusal; userId?: number }> {
  const linked = await User.query().where('google_id', profile.id).whereNull('deleted_at').first()
  let user = linked
  if (!user) {
    if (!profile.email) return { refusal: 'unknown' }
    // An unverified address proves nothing about who holds it.
    if (profile.emailVerificationState !== 'verified') return { refusal: 'unverified' }
    user = await User.findByLogin(profile.email)
    if (!user) return { refusal: 'unknown' }
    if (user.googleId && user.googleId !== profile.id)
      return { refusal: 'otherGoogleAccount', userId: user.id }
  }
  if (!user.isEnabled) return { refusal: 'disabled', userId: user.id }
  return { user }
}

/**
 * Finishes signing in a user Google has proven: links the Google id (so a later change of the
 * Google address still finds them), then hands over to the shared sign-in step, which is where
 * a second factor is asked for before the session is signed in.
 */
async function finishGoogleSignIn(ctx: HttpContext, user: User, profile: GoogleProfile) {
  if (user.googleId !== profile.id) {
    user.googleId = profile.id
    await user.save()
  }
  return beginSignIn(ctx, user, 'google')
}

async function refuse(ctx: HttpContext, refusal: Refusal, email?: string | null, userId?: number) {
  await recordActivity({
    action: 'auth.sign_in_failed',
    userId: userId ?? null,
    centerId: null,
    properties: { email: email ?? null, reason: 'google', detail: REFUSED[refusal] },
  })
  ctx.session.flash('error', REFUSED[refusal])
  return ctx.response.redirect().toRoute('login')
}
