import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type { Authenticators } from '@adonisjs/auth/types'
import { errors as authErrors } from '@adonisjs/auth'
import { safeReturnPath } from '#contracts/return_to'
import { SIGN_IN_NOTICE, SIGN_IN_NOTICE_KEY } from '#contracts/sign_in_notice'
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
 * A page the browser is opening (a link, the address bar, an Inertia visit), as opposed to a
 * script's request for data: only such a visit is worth coming back to after signing in. Told
 * by what it accepts: a browser's navigation and Inertia ask for HTML by name, a script's
 * `fetch` accepts anything (or JSON).
 */
function isPageVisit(ctx: HttpContext): boolean {
  if (ctx.request.header('x-inertia') === 'true') return true
  return (ctx.request.header('accept') ?? '').includes('text/html')
}

/**
 * Signed-out requests to protected routes go to the login page, which says "Please sign in to
 * continue." (not the framework's "Unauthorized access"); the page asked for (a path of this
 * site only, `safeReturnPath`) is where the sign-in lands. A user whose role requires two-factor
 * sign-in (Security settings) and who has not set it up is sent to set it up, from their next
 * request on, whenever the requirement was added.
 */
export default class AuthMiddleware {
  redirectTo = '/login'

  async handle(
    ctx: HttpContext,
    next: NextFn,
    options: { guards?: (keyof Authenticators)[] } = {}
  ) {
    try {
      await ctx.auth.authenticateUsing(options.guards, { loginRoute: this.redirectTo })
    } catch (error) {
      if (!(error instanceof authErrors.E_UNAUTHORIZED_ACCESS)) throw error
      if (isPageVisit(ctx)) return this.sendToSignIn(ctx, true)
      // A script asking for JSON gets a 401 in the same words; anything else is sent to sign
      // in, but what it asked for (a JSON endpoint, most likely) is not where a person lands.
      if ((ctx.request.header('accept') ?? '').includes('json')) {
        return ctx.response.status(401).send({ errors: [{ message: SIGN_IN_NOTICE }] })
      }
      return this.sendToSignIn(ctx, false)
    }
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

  /**
   * To the sign-in page, remembering the page asked for when it is one (a GET: a form's post
   * cannot be replayed) and keeping a message the previous answer carried (a form posted after the
   * session ended is refused as "This page expired", app/exceptions/handler.ts).
   */
  private sendToSignIn(ctx: HttpContext, remember: boolean) {
    const target =
      remember && ctx.request.method() === 'GET' ? safeReturnPath(ctx.request.url(true)) : null
    if (target) ctx.session.setIntendedUrl(target)
    const carried: unknown = ctx.session.flashMessages.get('error')
    if (typeof carried === 'string') ctx.session.flash('error', carried)
    ctx.session.flash(SIGN_IN_NOTICE_KEY, SIGN_IN_NOTICE)
    // The page's own query is kept with it above, not carried onto the sign-in page's address.
    return ctx.response.redirect().clearQs().toPath(this.redirectTo)
  }
}
