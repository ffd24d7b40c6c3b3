import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * Resolves the signed-in user on every routed request so shared page data knows them.
 * A user disabled or trashed since signing in is signed out here, on their next request.
 */
export default class SilentAuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    await ctx.auth.check()
    const user = ctx.auth.user
    if (user && (!user.isEnabled || user.deletedAt)) {
      await ctx.auth.use('web').logout()
      ctx.session.regenerate()
    }
    return next()
  }
}
