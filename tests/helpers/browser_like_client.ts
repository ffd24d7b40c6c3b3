import env from '#start/env'

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
    if (xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf)
    if (options.body) headers['content-type'] = 'application/json'
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers,
      body: options.body ? JSON.stringify(options.body) : undefined,
      redirect: 'manual',
    })
    for (const line of response.headers.getSetCookie()) this.keep(line)
    return response
  }

  /** The sign-in form's two steps (the page, then the password), as a browser does them. */
  async signIn(email: string, password: string) {
    await this.request('GET', '/login')
    return this.request('POST', '/login', { body: { email, password } })
  }

  /** Stores a Set-Cookie line, or forgets the cookie when it is cleared (expired or empty). */
  private keep(line: string) {
    const [pair, ...attributes] = line.split(';')
    const index = pair.indexOf('=')
    const name = pair.slice(0, index).trim()
    const value = pair.slice(index + 1).trim()
    const cleared = attributes.some((attribute) => {
      const [key, setting = ''] = attribute.trim().split('=')
      if (key.toLowerCase() === 'max-age') return Number(setting) <= 0
      if (key.toLowerCase() === 'expires') return Date.parse(setting) <= Date.now()
      return false
    })
    if (cleared || value === '') this.cookies.delete(name)
    else this.cookies.set(name, value)
  }
}
