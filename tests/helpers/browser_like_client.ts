import env from '#start/env'

/**
 * A cookie-keeping HTTP client against the running test server, for flows where the session
 * cookie itself is the subject (sign-out must make the old cookie worthless). It sends the
 * XSRF-TOKEN cookie back as the X-XSRF-TOKEN header, as the Inertia client does.
 */
export class BrowserLikeClient {
  cookies = new Map<string, string>()
  base = `http://${env.get('HOST')}:${env.get('PORT')}`

  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  async request(method: string, path: string, body?: Record<string, unknown>) {
    const headers: Record<string, string> = { cookie: this.cookieHeader(), accept: 'text/html' }
    const xsrf = this.cookies.get('XSRF-TOKEN')
    if (xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf)
    if (body) headers['content-type'] = 'application/json'
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers,
      body: body ? JSON.stringify(body) : undefined,
      redirect: 'manual',
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const index = pair.indexOf('=')
      this.cookies.set(pair.slice(0, index), pair.slice(index + 1))
    }
    return response
  }

  /** The sign-in form's two steps (the page, then the password), as a browser does them. */
  async signIn(email: string, password: string) {
    await this.request('GET', '/login')
    return this.request('POST', '/login', { email, password })
  }
}
