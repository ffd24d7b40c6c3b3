import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import BaseInertiaMiddleware from '@adonisjs/inertia/inertia_middleware'
import { currentCenterOf, sharedUser, type SharedUser } from '#services/shared_user'
import { accessVersion } from '#services/access_cache'
import { readDateDisplay, readSiteSettings } from '#services/settings'

export interface FlashMessages {
  success?: string
  error?: string
  info?: string
}

export default class InertiaMiddleware extends BaseInertiaMiddleware {
  /**
   * Shared with every page. A page can render before session/auth ran (a 404 from the router),
   * so the context is treated as partially hydrated. `settings` (SPEC.md §3) and `display`
   * (time zone and date format) are closures, so partial reloads skip them.
   *
   * `user` (with its ~170 permission names, about 4 KB) is a once-prop: the browser keeps it
   * across visits and the server skips it while the browser holds the current one. Its key
   * carries the access version (app/services/access_cache.ts), which moves with every change to
   * users, roles, centers or settings, so a switched center or an edited role reaches the page
   * on the next visit, never a stale copy.
   */
  async share(ctx: HttpContext) {
    const { auth } = ctx as Partial<HttpContext>
    const signedIn = auth?.user
    return {
      errors: ctx.inertia.always(this.getValidationErrors(ctx)),
      user: signedIn
        ? ctx.inertia.once(() => sharedUser(signedIn), {
            key: `user:${signedIn.id}:${await accessVersion()}`,
          })
        : (null as SharedUser | null),
      settings: async () => readSiteSettings(),
      display: async () => {
        const center = auth?.user ? await currentCenterOf(auth.user) : null
        return readDateDisplay({ user: auth?.user?.timeZone, center: center?.timeZone })
      },
    }
  }

  /** Flash messages become toasts on the client (SPEC.md §9). */
  flash(ctx: HttpContext): FlashMessages {
    const messages = (ctx as Partial<HttpContext>).session?.flashMessages
    if (!messages) return {}
    const errorsBag: Record<string, string> = messages.get('errorsBag', {})
    const bagError = Object.entries(errorsBag)
      .filter(([code]) => code !== 'E_VALIDATION_ERROR')
      .map(([, message]) => message)[0]
    return {
      success: messages.get('success'),
      info: messages.get('info'),
      error: messages.get('error') ?? bagError,
    }
  }

  async handle(ctx: HttpContext, next: NextFn) {
    await this.init(ctx)
    const output = await next()
    this.dispose(ctx)
    return output
  }
}

declare module '@adonisjs/inertia/types' {
  type MiddlewareSharedProps = InferSharedProps<InertiaMiddleware>
  export interface SharedProps extends MiddlewareSharedProps {}
}
