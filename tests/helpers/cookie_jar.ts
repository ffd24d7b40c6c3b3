import type { ApiRequest, ApiResponse } from '@japa/api-client'
import type { SessionData } from '@adonisjs/session/types'

/**
 * Keeps cookies across test-client requests as a browser would, for flows that span several
 * requests: an OAuth round trip carries the session and Ally's encrypted `state` cookie from
 * the redirect to the callback, then the signed-in session to the next page.
 *
 *   const jar = new CookieJar()
 *   const response = await jar.send(client.get('/auth/google/redirect').redirects(0))
 *
 * Cookies travel as the server set them (signed or encrypted), through the client's own cookie
 * list. The session is the exception: the session plugin sends its own session id on every
 * request and deletes the stored session after each response, so the jar keeps the server's
 * session id and data (and its flash messages, read on the next request as in a browser) and
 * hands them back to the plugin.
 */
/** One Set-Cookie header line: the cookie, and whether it clears it (expired or empty). */
export function readSetCookie(line: string) {
  const [pair, ...attributes] = line.split(';')
  const index = pair.indexOf('=')
  const name = pair.slice(0, index).trim()
  const value = pair.slice(index + 1).trim()
  const expired = attributes.some((attribute) => {
    const [key, setting = ''] = attribute.trim().split('=')
    if (key.toLowerCase() === 'max-age') return Number(setting) <= 0
    if (key.toLowerCase() === 'expires') return Date.parse(setting) <= Date.now()
    return false
  })
  return { name, value, cleared: expired || value === '' }
}

export class CookieJar {
  #cookies = new Map<string, string>()
  #session: { id: string; values: SessionData; flashMessages: SessionData } | null = null

  /** `cookieName` in config/session.ts (its config is a provider, not readable as a value). */
  constructor(private sessionCookie = 'assist_session') {}

  /** Takes a response's Set-Cookie headers: new values replace, expired ones are dropped. */
  store(setCookie: string | string[] | undefined) {
    for (const line of [setCookie ?? []].flat()) {
      const { name, value, cleared } = readSetCookie(line)
      if (cleared) this.#cookies.delete(name)
      // The client encodes values again when sending; decoding here keeps them byte-identical.
      else this.#cookies.set(name, decodeURIComponent(value))
    }
  }

  /** Sends the request with this jar's cookies and keeps the ones the response sets. */
  async send(request: ApiRequest): Promise<ApiResponse> {
    for (const [name, value] of this.#cookies) {
      if (name !== this.sessionCookie) request.cookiesJar[name] = { name, value }
    }
    if (this.#session) {
      request.sessionClient.sessionId = this.#session.id as typeof request.sessionClient.sessionId
      request.withSession(this.#session.values).withFlashMessages(this.#session.flashMessages)
    }
    const response = await request
    this.store(response.headers()['set-cookie'])
    // The session cookie's value, unsigned by the client's cookie parser.
    const id = response.cookie(this.sessionCookie)?.value
    if (typeof id === 'string' && id) this.#session = { id, ...response.sessionBag }
    return response
  }
}
