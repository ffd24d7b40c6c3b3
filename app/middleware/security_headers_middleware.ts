import { randomFillSync } from 'node:crypto'
import type { Duplex } from 'node:stream'
import { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import app from '@adonisjs/core/services/app'
import edge from 'edge.js'
import { cspFactory, frameGuardFactory, hstsFactory, noSniffFactory } from '@adonisjs/shield/guards'
import type { ShieldConfig } from '@adonisjs/shield/types'
// The `response.nonce` property shield declares on AdonisJS's and Node's responses.
import type {} from '@adonisjs/shield/shield_middleware'
import string from '@adonisjs/core/helpers/string'

type Guard = (ctx: HttpContext) => void | Promise<void>

/**
 * A request's CSP nonce: 16 bytes of the CSPRNG, drawn from a block filled 256 nonces at a time
 * (one `randomBytes` call per request was 1% of a list reload's CPU, issue 12). Each byte is
 * handed out once, so nonces are as unpredictable and as unrelated as before.
 */
const NONCE_BYTES = 16
const randomBlock = Buffer.alloc(NONCE_BYTES * 256)
let drawnUpTo = randomBlock.length

export function nextNonce(): string {
  if (drawnUpTo === randomBlock.length) {
    randomFillSync(randomBlock)
    drawnUpTo = 0
  }
  const nonce = randomBlock.toString('base64url', drawnUpTo, drawnUpTo + NONCE_BYTES)
  drawnUpTo += NONCE_BYTES
  return nonce
}

/** The header guards of config/shield.ts, built once. */
let guards: Guard[] | null = null

function shieldConfig(): ShieldConfig {
  return app.config.get<ShieldConfig>('shield')
}

/**
 * The CSP guard, built once: shield's own serialises every directive anew for each request and
 * shares the nonce with a view it creates for it (an Edge renderer, whose plugin lists the
 * components on disk), even for a JSON reload that renders no view: 4% of a list reload's CPU
 * (issue 12). Here shield's guard serialises the policy once, for a stand-in response, and each
 * request splices its own nonce where that one's nonce stood. Keywords (`@viteUrl`) resolve to
 * the same value for every request, so the header is the one shield would have sent.
 */
function cspGuard(config: ShieldConfig['csp']): Guard | null {
  if (!config.enabled) return null
  const headers = new Map<string, string>()
  const standIn = {
    response: {
      response: { setHeader: (name: string, value: string) => headers.set(name, value) },
    } as unknown as HttpContext['response'] & { nonce: string },
  }
  // Synchronous: the guard sets the header inside its promise's executor.
  void cspFactory({ ...config, directives: { ...config.directives } })(
    standIn as unknown as HttpContext
  )
  const [[name, value]] = [...headers]
  const parts = value.split(standIn.response.nonce)
  return (ctx) => {
    const nonce = nextNonce()
    ctx.response.nonce = nonce
    ctx.response.header(name, parts.join(nonce))
  }
}

function headerGuards(): Guard[] {
  if (!guards) {
    const config = shieldConfig()
    const csp = cspGuard(config.csp)
    guards = [
      ...(csp ? [csp] : []),
      frameGuardFactory(config.xFrame),
      hstsFactory(config.hsts),
      noSniffFactory(config.contentTypeSniffing),
    ]
  }
  return guards
}

type EdgeRenderer = ReturnType<typeof edge.createRenderer>

/**
 * A request's Edge renderer, made when a page renders and only then. Edge's singleton is built
 * without its cache flag, so making a renderer lists the component folders on disk every time,
 * and the session shares its flash messages with `ctx.view` on every request, JSON reloads
 * included (1% of a list reload's CPU, issue 12). What is shared before the first render is kept
 * and handed over when the renderer is made; from then on every call goes to it. The layout
 * gets the CSP guard's nonce as `cspNonce`.
 */
function deferredRenderer(ctx: HttpContext): EdgeRenderer {
  const shared: Record<string, unknown>[] = [{ request: ctx.request }]
  let renderer: EdgeRenderer | null = null
  const made = () => {
    if (!renderer) {
      renderer = edge.createRenderer()
      for (const data of shared) renderer.share(data)
      renderer.share({ cspNonce: ctx.response.nonce })
    }
    return renderer
  }
  const view: EdgeRenderer = new Proxy({} as EdgeRenderer, {
    get(_target, property) {
      if (property === 'share' && !renderer) {
        return (data: Record<string, unknown>) => {
          shared.push(data)
          return view
        }
      }
      const value: unknown = Reflect.get(made(), property)
      return typeof value === 'function' ? value.bind(made()) : value
    },
  })
  return view
}

/**
 * Puts the deferred renderer in place of Edge's `ctx.view` getter. Called from start/kernel.ts,
 * a preload, so after Edge's provider has booted and defined its own: defined when this module
 * loads, it lost to Edge's in production, where bin/server.ts imports this module before the
 * providers boot, and every JSON reload made a renderer (3% of a member search's CPU).
 */
export function installDeferredRenderer() {
  HttpContext.getter(
    'view',
    function (this: HttpContext) {
      return deferredRenderer(this)
    },
    true
  )
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
