import app from '@adonisjs/core/services/app'
import { type HttpContext, ExceptionHandler } from '@adonisjs/core/http'
import { InertiaManager } from '@adonisjs/inertia'
import { settingDefaults } from '#services/settings'
import { renderPage, renderPageWith } from '#services/render_page'
import { RecordInOtherCenter } from '#resources/center_scope'

/** Error pages rendered inside the app layout, by HTTP status. */
const errorPages = {
  403: { component: 'errors/forbidden', message: 'You do not have permission to open this page.' },
  404: { component: 'errors/not_found', message: 'We could not find that page or record.' },
  500: {
    component: 'errors/server_error',
    message: 'Something went wrong on our side. Please try again.',
  },
} as const

/** What a refused CSRF token means to the user: the page was open too long (session ended). */
export const PAGE_EXPIRED = 'This page expired; please try again.'

export const SERVICE_UNAVAILABLE =
  'The service is temporarily unavailable; your last change was saved if you saw it confirmed.'

/**
 * How each error page is rendered, with the props it is given: a page reads them as a
 * controller's page does, `InferPageProps<typeof errorPageRenders, 'status'>`
 * (app/contracts/page_props.ts), so what the handler sends is the one source of their types.
 */
export const errorPageRenders = {
  /** 403, 404 and 5xx inside the layout: what happened, in words. */
  status: (ctx: HttpContext, page: (typeof errorPages)[keyof typeof errorPages], message: string) =>
    renderPage(ctx, page.component, { message }),
  /**
   * A record of another of the user's centers: which center it is in, and where the
   * change-center form returns once the switch is saved (the record's page).
   */
  otherCenter: (ctx: HttpContext, error: RecordInOtherCenter) =>
    renderPage(ctx, 'errors/other_center', {
      message: error.message,
      center: error.center,
      returnTo: error.returnTo,
    }),
  /**
   * 503, through an Inertia instance made without the middleware: the shared props it would
   * read from the database (the user, the site settings) are given here, as nobody and the
   * defaults.
   */
  serviceUnavailable: (inertia: HttpContext['inertia']) =>
    renderPageWith(inertia, 'errors/service_unavailable', {
      message: SERVICE_UNAVAILABLE,
      user: null,
      errors: {},
      settings: {
        site_white_logo: null,
        site_title: settingDefaults.site_title,
        footer_left: settingDefaults.footer_left,
        footer_right: settingDefaults.footer_right,
      },
      display: {
        time_zone: settingDefaults.default_time_zone,
        date_format: settingDefaults.date_format,
      },
    }),
}

/** How long a client should wait before trying again while the database is away. */
const RETRY_AFTER_SECONDS = 30

function statusOf(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' ? status : 500
}

function codeOf(error: unknown): unknown {
  return (error as { code?: unknown } | null)?.code
}

/** A CSRF failure is also a 403 but must keep its redirect-back with an error bag (pitfall 9). */
function isAuthorizationFailure(error: unknown) {
  return codeOf(error) === 'E_AUTHORIZATION_FAILURE'
}

/** Network errors of a connection that could not be made or was cut. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  // PostgreSQL: shutting down, starting up, too many connections.
  '57P01',
  '57P02',
  '57P03',
  '53300',
])

/** node-postgres and knex say "the connection went away" in words, not codes. */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error',
  'timeout exceeded when trying to connect',
  'Knex: Timeout acquiring a connection',
]

/**
 * The database (or the network to it) is unreachable: a connection error of pg, PostgreSQL's
 * class 08 "connection exception", or knex giving up waiting for a pooled connection. Looks
 * through `cause` and AggregateError (Node tries ::1 and 127.0.0.1 for "localhost").
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false
  const code = codeOf(error)
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) {
    return true
  }
  if ((error as { name?: unknown }).name === 'KnexTimeoutError') return true
  const message = (error as { message?: unknown }).message
  if (typeof message === 'string' && CONNECTION_MESSAGES.some((text) => message.includes(text))) {
    return true
  }
  const { cause, errors } = error as { cause?: unknown; errors?: unknown }
  const nested = [cause, ...(Array.isArray(errors) ? errors : [])]
  return nested.some((inner) => isDatabaseUnavailable(inner, depth + 1))
}

function wantsPage(ctx: HttpContext) {
  return ctx.request.header('x-inertia') === 'true' || ctx.request.accepts(['html']) === 'html'
}

export default class HttpExceptionHandler extends ExceptionHandler {
  /** Production hides error details behind the server-error page; tests can switch it on. */
  static hideErrorDetails = app.inProduction

  protected debug = !HttpExceptionHandler.hideErrorDetails

  /**
   * Page requests (Inertia visits and plain browser navigations) get a page inside the layout
   * for 403 and 404 everywhere, and for 5xx in production, where no stack trace may leak. An
   * unreachable database is a 503 page everywhere, development included (its error names an
   * internal address). A refused CSRF token says the page expired. Everything else (validation
   * errors, JSON clients, dev 5xx) keeps the framework's behaviour.
   */
  async handle(error: unknown, ctx: HttpContext) {
    if (isDatabaseUnavailable(error)) return this.renderUnavailable(ctx)
    const code = codeOf(error)
    if (code === 'E_BAD_CSRF_TOKEN') return this.refuseExpiredPage(ctx)
    if (code === 'E_UNAUTHORIZED_ACCESS') return this.sendToSignIn(error, ctx)

    if (error instanceof RecordInOtherCenter && wantsPage(ctx) && 'inertia' in ctx) {
      return this.offerCenterSwitch(error, ctx)
    }

    const status = statusOf(error)
    const page =
      status === 403 && isAuthorizationFailure(error)
        ? errorPages[403]
        : status === 404
          ? errorPages[404]
          : status >= 500 && HttpExceptionHandler.hideErrorDetails
            ? errorPages[500]
            : null
    if (wantsPage(ctx) && page && 'inertia' in ctx) {
      // A policy can deny with a reason (AuthorizationResponse.deny('…')); show it.
      const reason = (error as { response?: { message?: unknown } }).response?.message
      const message = status === 403 && typeof reason === 'string' && reason ? reason : page.message
      // The handler's return value is not used as the body, so the rendered page is sent.
      const rendered = await errorPageRenders.status(ctx, page, message)
      return ctx.response.status(status).send(rendered)
    }
    return super.handle(error, ctx)
  }

  /**
   * A record of another of the user's centers: which center it is in, and one click to switch
   * there and open it (the change-center form returns to `returnTo`).
   */
  private async offerCenterSwitch(error: RecordInOtherCenter, ctx: HttpContext) {
    const rendered = await errorPageRenders.otherCenter(ctx, error)
    return ctx.response.status(RecordInOtherCenter.status).send(rendered)
  }

  /**
   * Shield's own answer (redirect back with "Invalid or expired CSRF token") in words a user
   * understands, as a toast on the page they were on; the error bag keeps the code for tests
   * and clients. Plain posts get their input back, as for a validation error.
   */
  private refuseExpiredPage(ctx: HttpContext) {
    if (ctx.request.header('x-inertia') !== 'true') {
      ctx.session.flashExcept(['_csrf', '_method', 'password', 'password_confirmation'])
    }
    ctx.session.flash('error', PAGE_EXPIRED)
    ctx.session.flashErrors({ E_BAD_CSRF_TOKEN: PAGE_EXPIRED })
    return ctx.response.redirect().back()
  }

  /**
   * A form posted from a page whose session has ended is refused (above) and sent back to that
   * page, which now sends the signed-out user to sign in; the "page expired" message must
   * survive that second redirect, or the user never learns why their change did not happen.
   */
  private async sendToSignIn(error: unknown, ctx: HttpContext) {
    const carried = ctx.session?.flashMessages.get('error')
    await super.handle(error, ctx)
    if (carried === PAGE_EXPIRED) ctx.session.flash('error', PAGE_EXPIRED)
  }

  /**
   * 503 with a calm page, built without the database: no signed-in user (it cannot be loaded),
   * the default site settings, a fresh Inertia instance (the middleware's shared props query
   * the database). The database error itself is only logged: it names an internal address.
   * Once the database answers again, the next request is served normally (the pool reconnects).
   */
  private async renderUnavailable(ctx: HttpContext) {
    ctx.response.header('Retry-After', String(RETRY_AFTER_SECONDS))
    if (wantsPage(ctx)) {
      try {
        const manager = await ctx.containerResolver.make(InertiaManager)
        const rendered = await errorPageRenders.serviceUnavailable(manager.createForRequest(ctx))
        return ctx.response.status(503).send(rendered)
      } catch (renderError) {
        ctx.logger.error({ err: renderError }, 'the service-unavailable page could not render')
      }
    }
    if (ctx.request.accepts(['html', 'json']) === 'json') {
      return ctx.response.status(503).send({ errors: [{ message: SERVICE_UNAVAILABLE }] })
    }
    return ctx.response.status(503).header('content-type', 'text/plain').send(SERVICE_UNAVAILABLE)
  }
}
