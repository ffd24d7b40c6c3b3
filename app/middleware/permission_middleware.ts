import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { AuthorizationResponse, errors } from '@adonisjs/bouncer'
import { userCan } from '#services/access'
import type { Permission } from '#permissions/catalogue'

/**
 * Route guard by named permission (SPEC.md §6). Signed-out users never reach it (the auth
 * middleware runs first); a signed-in user without the permission gets 403.
 */
export default class PermissionMiddleware {
  async handle(ctx: HttpContext, next: NextFn, required: Permission[]) {
    if (!(await userCan(ctx.auth.user, ...required))) {
      throw new errors.E_AUTHORIZATION_FAILURE(
        AuthorizationResponse.deny('You do not have permission to open this page.')
      )
    }
    return next()
  }
}
