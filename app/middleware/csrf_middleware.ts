import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import app from '@adonisjs/core/services/app'
import encryption from '@adonisjs/core/services/encryption'
import { csrfFactory } from '@adonisjs/shield/guards'
import type { ShieldConfig } from '@adonisjs/shield/types'

type Guard = (ctx: HttpContext) => void | Promise<void>

let guard: Guard | null = null

async function csrfGuard(): Promise<Guard> {
  if (!guard) {
    const config = app.config.get<ShieldConfig>('shield')
    const edge = app.usingEdgeJS
      ? await import('edge.js').then((module) => module.default)
      : undefined
    guard = csrfFactory(config.csrf, encryption.use(), edge)
  }
  return guard
}

/**
 * Shield's CSRF check on its own (config/shield.ts `csrf`), for routed requests after the body
 * parser: the token may come in the body. The other shield headers are set earlier for every
 * response by app/middleware/security_headers_middleware.ts. A refusal is answered by
 * app/exceptions/handler.ts ("This page expired").
 */
export default class CsrfMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    await (
      await csrfGuard()
    )(ctx)
    return next()
  }
}
