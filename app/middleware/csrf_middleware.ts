import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import app from '@adonisjs/core/services/app'
import encryption from '@adonisjs/core/services/encryption'
import { errors } from '@adonisjs/shield'
import type { ShieldConfig } from '@adonisjs/shield/types'
import Tokens from 'csrf'

const tokens = new Tokens()

/** Where shield keeps the session's CSRF secret (its test client writes it there too). */
const SECRET_KEY = 'csrf-secret'
const XSRF_COOKIE = 'XSRF-TOKEN'

/**
 * How often a browser that holds the XSRF cookie gets a fresh one. The cookie lives as long as
 * the app's cookies (config/app.ts `http.cookie.maxAge`, two hours), so a page left open keeps a
 * valid one as long as the visits go on.
 */
const REFRESH_MS = 15 * 60_000

/** When this process last sent each session (by its secret) a token. */
const issued = new Map<string, number>()
const ISSUED_MAX = 10_000

function remember(secret: string, at: number) {
  issued.delete(secret)
  issued.set(secret, at)
  // Oldest first: a Map keeps insertion order, so the first key is the least recent.
  if (issued.size > ISSUED_MAX) issued.delete(issued.keys().next().value!)
}

/**
 * Shield's CSRF protection (config/shield.ts `csrf`), for routed requests after the body parser
 * (the token may come in the body), with one change: shield's guard makes a new token and
 * encrypts the XSRF cookie again on every request, a twentieth of a page's time. Here a browser
 * that already holds the cookie this process sent keeps it for REFRESH_MS. The check itself is
 * shield's: the session's secret, a token from the `_csrf` field, the `X-CSRF-TOKEN` header or
 * the `X-XSRF-TOKEN` header (the encrypted cookie, as Inertia's client sends it), verified with
 * the same `csrf` tokens. A refusal is shield's E_BAD_CSRF_TOKEN, answered by
 * app/exceptions/handler.ts ("This page expired"). The other shield headers are set for every
 * response by app/middleware/security_headers_middleware.ts.
 */
export default class CsrfMiddleware {
  #config = app.config.get<ShieldConfig>('shield').csrf

  #secretOf(ctx: HttpContext): string {
    const stored: unknown = ctx.session.get(SECRET_KEY)
    if (typeof stored === 'string' && stored) return stored
    const secret = tokens.secretSync()
    ctx.session.put(SECRET_KEY, secret)
    return secret
  }

  /** Sends the browser a token, unless it holds one this process sent it lately. */
  #issueToken(ctx: HttpContext, secret: string): void {
    const now = Date.now()
    const known = issued.get(secret)
    const holdsCookie = ctx.request.header('cookie')?.includes(`${XSRF_COOKIE}=`) ?? false
    if (known !== undefined && holdsCookie && now - known < REFRESH_MS) return
    const token = tokens.create(secret)
    if (this.#config.enableXsrfCookie) {
      ctx.response.encryptedCookie(XSRF_COOKIE, token, {
        ...this.#config.cookieOptions,
        httpOnly: false,
      })
    }
    remember(secret, now)
  }

  #sentToken(ctx: HttpContext): unknown {
    const field: unknown = ctx.request.input('_csrf')
    if (field) return field
    const header = ctx.request.header('x-csrf-token')
    if (header) return header
    if (!this.#config.enableXsrfCookie) return null
    const encrypted = ctx.request.header('x-xsrf-token')
    if (!encrypted) return null
    let value: string
    try {
      value = decodeURIComponent(encrypted).slice(2)
    } catch {
      return null
    }
    return encryption.decrypt(value, XSRF_COOKIE)
  }

  #mustCheck(ctx: HttpContext): boolean {
    const methods = (this.#config.methods ?? []).map((method) => method.toUpperCase())
    if (methods.length > 0 && !methods.includes(ctx.request.method())) return false
    const except = this.#config.exceptRoutes ?? []
    if (typeof except === 'function') return !except(ctx)
    return !except.includes(ctx.route?.pattern ?? '')
  }

  async handle(ctx: HttpContext, next: NextFn) {
    if (this.#config.enabled === false) return next()
    const secret = this.#secretOf(ctx)
    // Nothing renders the token into a page (no Edge forms): the browser reads the cookie.
    this.#issueToken(ctx, secret)
    if (this.#mustCheck(ctx)) {
      const sent = this.#sentToken(ctx)
      if (typeof sent !== 'string' || !tokens.verify(secret, sent)) {
        throw new errors.E_BAD_CSRF_TOKEN()
      }
    }
    return next()
  }
}
