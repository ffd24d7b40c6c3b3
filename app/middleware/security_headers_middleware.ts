import type { Duplex } from 'node:stream'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import app from '@adonisjs/core/services/app'
import { cspFactory, frameGuardFactory, hstsFactory, noSniffFactory } from '@adonisjs/shield/guards'
import type { ShieldConfig } from '@adonisjs/shield/types'
import string from '@adonisjs/core/helpers/string'

type Guard = (ctx: HttpContext) => void | Promise<void>

/** The header guards of config/shield.ts, built once (the CSP one resolves its keywords then). */
let guards: Guard[] | null = null

function shieldConfig(): ShieldConfig {
  return app.config.get<ShieldConfig>('shield')
}

function headerGuards(): Guard[] {
  if (!guards) {
    const config = shieldConfig()
    guards = [
      cspFactory(config.csp),
      frameGuardFactory(config.xFrame),
      hstsFactory(config.hsts),
      noSniffFactory(config.contentTypeSniffing),
    ]
  }
  return guards
}

/**
 * CSP (with the per-request nonce pages use), frame denial, HSTS and nosniff on every response,
 * not only on matched routes: shield's own middleware is router middleware, so an unknown URL,
 * an OPTIONS request, a malformed body or a request that failed before routing (the database
 * down) went out without them. It runs first among the server middleware; CSRF stays router
 * middleware (it needs the session and the parsed body), see app/middleware/csrf_middleware.ts.
 */
export default class SecurityHeadersMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    for (const guard of headerGuards()) await guard(ctx)
    return next()
  }
}

/**
 * The same protections for answers written outside AdonisJS (Node's `clientError`: headers too
 * large, a malformed request line), which carry no page and so need no nonce: nothing may load,
 * nothing may frame them.
 */
export function bareSecurityHeaders(): Record<string, string> {
  const config = shieldConfig()
  const headers: Record<string, string> = {
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  }
  if (config.xFrame.enabled) headers['X-Frame-Options'] = config.xFrame.action ?? 'DENY'
  if (config.contentTypeSniffing.enabled) headers['X-Content-Type-Options'] = 'nosniff'
  if (config.hsts.enabled) {
    const maxAge = string.seconds.parse(config.hsts.maxAge ?? '180 days')
    headers['Strict-Transport-Security'] =
      `max-age=${maxAge}${config.hsts.includeSubDomains ? '; includeSubDomains' : ''}${
        config.hsts.preload ? '; preload' : ''
      }`
  }
  return headers
}

const CLIENT_ERROR_STATUS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
}

/**
 * Node's `clientError` listener (bin/server.ts): a request Node could not parse never reaches
 * AdonisJS, and Node's own answer has no security headers. Same statuses as Node's (431 for
 * headers too large, 408 for a timeout, else 400), with the headers and a one-line body.
 */
export function answerClientError(
  error: Error & { code?: string },
  socket: Duplex & { _httpMessage?: { headersSent?: boolean } }
) {
  if (error.code === 'ECONNRESET' || !socket.writable || socket._httpMessage?.headersSent) {
    socket.destroy()
    return
  }
  const [status, reason] = CLIENT_ERROR_STATUS[error.code ?? ''] ?? [400, 'Bad Request']
  const body = `${reason}\n`
  const headers = {
    ...bareSecurityHeaders(),
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    'Connection': 'close',
  }
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n')
  socket.end(`HTTP/1.1 ${status} ${reason}\r\n${head}\r\n\r\n${body}`)
}
