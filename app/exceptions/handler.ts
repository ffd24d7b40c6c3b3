import app from '@adonisjs/core/services/app'
import { type HttpContext, ExceptionHandler } from '@adonisjs/core/http'

/** Error pages rendered inside the app layout, by HTTP status. */
const errorPages = {
  403: { component: 'errors/forbidden', message: 'You do not have permission to open this page.' },
  404: { component: 'errors/not_found', message: 'We could not find that page or record.' },
  500: {
    component: 'errors/server_error',
    message: 'Something went wrong on our side. Please try again.',
  },
} as const

function statusOf(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' ? status : 500
}

/** A CSRF failure is also a 403 but must keep its redirect-back with an error bag (pitfall 9). */
function isAuthorizationFailure(error: unknown) {
  return (error as { code?: unknown } | null)?.code === 'E_AUTHORIZATION_FAILURE'
}

export default class HttpExceptionHandler extends ExceptionHandler {
  /** Production hides error details behind the server-error page; tests can switch it on. */
  static hideErrorDetails = app.inProduction

  protected debug = !HttpExceptionHandler.hideErrorDetails

  /**
   * Page requests (Inertia visits and plain browser navigations) get a page inside the layout
   * for 403 and 404 everywhere, and for 5xx in production, where no stack trace may leak.
   * Everything else (validation errors, CSRF redirects, JSON clients, dev 5xx) keeps the
   * framework's behaviour.
   */
  async handle(error: unknown, ctx: HttpContext) {
    const status = statusOf(error)
    const wantsPage =
      ctx.request.header('x-inertia') === 'true' || ctx.request.accepts(['html']) === 'html'
    const page =
      status === 403 && isAuthorizationFailure(error)
        ? errorPages[403]
        : status === 404
          ? errorPages[404]
          : status >= 500 && HttpExceptionHandler.hideErrorDetails
            ? errorPages[500]
            : null
    if (wantsPage && page && 'inertia' in ctx) {
      // A policy can deny with a reason (AuthorizationResponse.deny('…')); show it.
      const reason = (error as { response?: { message?: unknown } }).response?.message
      const message = status === 403 && typeof reason === 'string' && reason ? reason : page.message
      // The handler's return value is not used as the body, so the rendered page is sent.
      const rendered = await ctx.inertia.render(page.component, { message })
      return ctx.response.status(status).send(rendered)
    }
    return super.handle(error, ctx)
  }
}
