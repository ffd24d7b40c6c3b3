import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import app from '@adonisjs/core/services/app'
import FrameworkBodyParser from '@adonisjs/core/bodyparser_middleware'
import { routeReadsOwnBody } from '#routing/own_body_routes'

/**
 * The framework's body parser (config/bodyparser.ts), except on the routes that read their body
 * themselves (app/routing/own_body_routes.ts): there the request stream reaches the handler
 * untouched.
 */
export default class BodyParserMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (routeReadsOwnBody(ctx.route?.pattern)) return next()
    // The app provider's singleton, built once with the parser's config.
    const parser = await app.container.make(FrameworkBodyParser)
    return parser.handle(ctx, next)
  }
}
