import env from '#start/env'
import { readSetCookie } from '#tests/helpers/cookie_jar'

/**
 * A cookie-keeping HTTP client against a running server (the test server unless another base
 * is given: a served app a test started), for flows where the session cookie itself is the
 * subject (sign-out must make the old cookie worthless). It sends the XSRF-TOKEN cookie back as
 * the X-XSRF-TOKEN header, as the Inertia client does, and forgets cookies the server clears.
 */
export class BrowserLikeClient {
  cookies = new Map<string, string>()

  constructor(public base = `http://${env.get('HOST')}:${env.get('PORT')}`) {}

  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  async request(
    method: string,
    path: string,
    options: { body?: Record<string, unknown>; headers?: Record<string, string> } = {}
  ) {
    const headers: Record<string, string> = { accept: 'text/html', ...options.headers }
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader()
    const xsrf = this.cookies.get('XSRF-TOKEN')
    if (xsrf && !('x-xsrf-token' in headers)) headers['x-xsrf-token'] = decodeURIComponent(xsrf)
    if (options.body) headers['content-type'] = 'application/json'
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers,
      body: options.body ? JSON.stringify(options.body) : undefined,
      redirect: 'manual',
    })
    for (const line of response.headers.getSetCookie()) {
      const { name, value, cleared } = readSetCookie(line)
      if (cleared) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    return response
  }

  /** The sign-in form's two steps (the page, then the password), as a browser does them. */
  async signIn(email: string, password: string) {
    await this.request('GET', '/login')
    return this.request('POST', '/login', { body: { email, password } })
  }
}
