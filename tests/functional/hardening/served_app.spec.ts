import { test } from '@japa/runner'
import { connect } from 'node:net'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { SERVICE_UNAVAILABLE } from '#exceptions/handler'
import { startServedApp, type ServedApp } from '#tests/helpers/served_app'
import { BrowserLikeClient } from '#tests/helpers/browser_like_client'

const PASSWORD = 'Served-app-Passw0rd'
const INVALID = 'These credentials do not match our records.'

interface InertiaPage {
  component: string
  props: { message?: string; user: unknown; errors: Record<string, string> }
}

/** The Inertia page an HTML answer carries (the JSON script @inertia() writes). */
function pageOf(html: string): InertiaPage {
  const match = html.match(/<script data-page="app" type="application\/json">(.*?)<\/script>/s)
  if (!match) throw new Error(`no Inertia page in:\n${html.slice(0, 2000)}`)
  return JSON.parse(match[1]) as InertiaPage
}

/** The headers every answer must carry (config/shield.ts). */
function assertSecurityHeaders(
  assert: import('@japa/assert').Assert,
  headers: { get(name: string): string | null }
) {
  assert.match(headers.get('content-security-policy') ?? '', /default-src '(self|none)'/)
  assert.include(headers.get('content-security-policy') ?? '', "frame-ancestors 'none'")
  assert.equal(headers.get('x-frame-options'), 'DENY')
  assert.equal(headers.get('x-content-type-options'), 'nosniff')
  assert.match(headers.get('strict-transport-security') ?? '', /max-age=\d+/)
}

/** Sends raw bytes and returns the raw answer (for requests fetch would not send). */
function rawRequest(port: number, bytes: string) {
  return new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let answer = ''
    socket.on('data', (chunk) => (answer += chunk.toString()))
    socket.on('end', () => resolve(answer))
    socket.on('close', () => resolve(answer))
    socket.on('error', (error) => (answer ? resolve(answer) : reject(error)))
    socket.write(bytes)
  })
}

/** Session rows in the served app's own database. */
async function sessionRows(app: ServedApp) {
  return db.connection(app.connection).from('sessions').select('id', 'user_id')
}

async function makeUser(app: ServedApp) {
  return User.create(
    {
      firstName: 'Served',
      lastName: 'User',
      email: `served.${Date.now()}@test.local`,
      password: PASSWORD,
      status: 'enabled',
    },
    { connection: app.connection }
  )
}

/**
 * Issue 10 §3: what only a real server process shows. The app runs as `bin/server.ts` in a
 * child process, on its own PGlite database behind a link the test cuts (the database becoming
 * unreachable) and restores, with the database session store of a real deployment.
 */
test.group('Hardening: the app as served', (group) => {
  let served: ServedApp
  group.each.timeout(120_000)

  group.setup(async () => {
    served = await startServedApp()
    return () => served.stop()
  })

  test('anonymous visits store no session; the form still works; signing in stores one', async ({
    assert,
  }) => {
    const user = await makeUser(served)
    for (let visit = 0; visit < 25; visit++) {
      const response = await new BrowserLikeClient(served.base).request('GET', '/login')
      assert.equal(response.status, 200, served.output())
    }
    assert.lengthOf(await sessionRows(served), 0, 'anonymous visits left session rows')

    // The CSRF secret of an anonymous visit lives in its encrypted cookie: a refused sign-in
    // passes the CSRF check and its error (a flash message) comes back on the next page.
    const browser = new BrowserLikeClient(served.base)
    await browser.request('GET', '/login')
    const wrong = await browser.request('POST', '/login', {
      body: { email: user.email, password: 'not-the-password' },
      headers: { referer: `${served.base}/login` },
    })
    assert.equal(wrong.status, 302)
    assert.match(wrong.headers.get('location') ?? '', /\/login$/)
    const again = await browser.request('GET', '/login')
    assert.equal(pageOf(await again.text()).props.errors.email, INVALID)
    assert.lengthOf(await sessionRows(served), 0, 'a refused sign-in left a session row')

    const signIn = await browser.request('POST', '/login', {
      body: { email: user.email, password: PASSWORD },
    })
    assert.equal(signIn.headers.get('location'), '/dashboard', served.output())
    const rows = await sessionRows(served)
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].user_id, String(user.id))

    const dashboard = await browser.request('GET', '/dashboard')
    assert.equal(dashboard.status, 200)

    const signOut = await browser.request('POST', '/logout')
    assert.equal(signOut.headers.get('location'), '/login')
    assert.lengthOf(await sessionRows(served), 0, 'signing out left the session row')
  })

  test('a request Node cannot parse (headers too large) answers 431 with the security headers', async ({
    assert,
  }) => {
    const answer = await rawRequest(
      served.port,
      `GET /login HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${'a'.repeat(40_000)}\r\n\r\n`
    )
    const [head] = answer.split('\r\n\r\n')
    const [statusLine, ...lines] = head.split('\r\n')
    assert.match(statusLine, /^HTTP\/1\.1 431 /)
    const headers = new Map(
      lines.map((line) => {
        const index = line.indexOf(':')
        return [line.slice(0, index).toLowerCase(), line.slice(index + 1).trim()] as const
      })
    )
    assertSecurityHeaders(assert, { get: (name) => headers.get(name) ?? null })
  })

  test('with the database unreachable pages answer 503 calmly, and recover on their own', async ({
    assert,
  }) => {
    const user = await makeUser(served)
    const signedIn = new BrowserLikeClient(served.base)
    await signedIn.request('GET', '/login')
    await signedIn.request('POST', '/login', { body: { email: user.email, password: PASSWORD } })
    const before = await signedIn.request('GET', '/dashboard')
    assert.equal(before.status, 200)

    await served.databaseLink.cut()
    const address = `127.0.0.1:${served.databaseLink.port}`
    try {
      // A first visit (no cookie: the login page's own queries fail).
      const page = await new BrowserLikeClient(served.base).request('GET', '/login')
      const html = await page.text()
      assert.equal(page.status, 503, served.output())
      assert.match(page.headers.get('content-type') ?? '', /text\/html/)
      assert.equal(page.headers.get('retry-after'), '30')
      assertSecurityHeaders(assert, page.headers)
      const shown = pageOf(html)
      assert.equal(shown.component, 'errors/service_unavailable')
      assert.equal(shown.props.message, SERVICE_UNAVAILABLE)
      assert.notInclude(html, address)
      assert.notInclude(html, 'ECONNREFUSED')

      // A signed-in Inertia visit (its session cannot even be read).
      const visit = await signedIn.request('GET', '/dashboard', {
        headers: { 'x-inertia': 'true', 'accept': 'text/html, application/xhtml+xml' },
      })
      assert.equal(visit.status, 503)
      // Marked as an Inertia page, so the client shows it instead of an error dialog.
      assert.equal(visit.headers.get('x-inertia'), 'true')
      assertSecurityHeaders(assert, visit.headers)
      const body = await visit.text()
      assert.notInclude(body, address)
      const inertiaPage = JSON.parse(body) as InertiaPage
      assert.equal(inertiaPage.component, 'errors/service_unavailable')
      assert.equal(inertiaPage.props.message, SERVICE_UNAVAILABLE)
      assert.isNull(inertiaPage.props.user)

      // A form post, and a client that wants JSON.
      const post = await signedIn.request('POST', '/logout')
      assert.equal(post.status, 503)
      assert.notInclude(await post.text(), address)
      const json = await signedIn.request('GET', '/dashboard', {
        headers: { accept: 'application/json' },
      })
      assert.equal(json.status, 503)
      assert.deepEqual(await json.json(), { errors: [{ message: SERVICE_UNAVAILABLE }] })
    } finally {
      await served.databaseLink.open()
    }

    // Back without a restart: the pool reconnects on the next requests.
    let status = 0
    const deadline = Date.now() + 15_000
    while (Date.now() < deadline) {
      const attempt = await new BrowserLikeClient(served.base).request('GET', '/login')
      status = attempt.status
      if (status === 200) break
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    assert.equal(status, 200, served.output())
    const dashboard = await signedIn.request('GET', '/dashboard')
    assert.equal(dashboard.status, 200, 'the session did not survive the outage')
  })
})
