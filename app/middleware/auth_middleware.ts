import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type { Authenticators } from '@adonisjs/auth/types'
import { mustEnrolTwoFactor } from '#services/two_factor'

/** What a user who must set up two-factor can still reach: its page, and signing out. */
const ENROLMENT_ROUTES = new Set([
  'my-account.enable-2fa.edit',
  'my-account.enable-2fa.store',
  'my-account.enable-2fa.update',
  'my-account.enable-2fa.destroy',
  'logout',
])

/**
 * Signed-out requests to protected routes go to the login page. A user whose role requires
 * two-factor sign-in (Security settings) and who has not set it up is sent to set it up, from
 * their next request on, whenever the requirement was added.
 */
export default class AuthMiddleware {
  redirectTo = '/login'

  async handle(
    ctx: HttpContext,
    next: NextFn,
    options: { guards?: (keyof Authenticators)[] } = {}
  ) {
    await ctx.auth.authenticateUsing(options.guards, { loginRoute: this.redirectTo })
    const user = ctx.auth.user
    if (
      user &&
      !ENROLMENT_ROUTES.has(ctx.route?.name ?? '') &&
      (await mustEnrolTwoFactor(user.id))
    ) {
      ctx.session.flash('info', 'Your role requires two-factor sign-in. Set it up to continue.')
      return ctx.response.redirect().toRoute('my-account.enable-2fa.edit')
    }
    return next()
  }
}
