import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { checkAccessEarly } from '#services/access_cache'
import { SESSION_COOKIE } from '#config/session'

/**
 * A request that carries a session cookie will need the access version (its user, their
 * permissions, the settings: app/services/access_cache.ts). Its read starts here, before the
 * session middleware reads the session, so the framework's two statements run side by side.
 * A visitor without the cookie (the sign-in page, a crawler) costs nothing.
 */
export default class AccessVersionMiddleware {
  #cookie = `${SESSION_COOKIE}=`

  handle(ctx: HttpContext, next: NextFn) {
    if (ctx.request.header('cookie')?.includes(this.#cookie)) checkAccessEarly(ctx)
    return next()
  }
}
