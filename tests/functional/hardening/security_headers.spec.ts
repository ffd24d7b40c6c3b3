import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { Assert } from '@japa/assert'
import env from '#start/env'

const BASE = `http://${env.get('HOST')}:${env.get('PORT')}`

function assertSecurityHeaders(assert: Assert, response: Response, what: string) {
  const csp = response.headers.get('content-security-policy') ?? ''
  assert.include(csp, "default-src 'self'", `${what}: CSP`)
  assert.include(csp, "frame-ancestors 'none'", `${what}: CSP frame-ancestors`)
  assert.equal(response.headers.get('x-frame-options'), 'DENY', `${what}: X-Frame-Options`)
  assert.equal(response.headers.get('x-content-type-options'), 'nosniff', `${what}: nosniff`)
  assert.match(
    response.headers.get('strict-transport-security') ?? '',
    /max-age=\d+/,
    `${what}: HSTS`
  )
}

/**
 * Issue 10 §3: security headers were set by router middleware, so answers that never reached a
 * route (an unknown URL, OPTIONS) or failed before it (a malformed or oversized body) went out
 * without them. Headers too large (431) are answered by Node itself: served_app.spec.ts.
 */
test.group('Hardening: security headers on every answer', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an unknown URL (404)', async ({ assert }) => {
    const page = await fetch(`${BASE}/no/such/page`, { headers: { accept: 'text/html' } })
    assert.equal(page.status, 404)
    assertSecurityHeaders(assert, page, 'HTML 404')
    const json = await fetch(`${BASE}/no/such/page`, { headers: { accept: 'application/json' } })
    assert.equal(json.status, 404)
    assertSecurityHeaders(assert, json, 'JSON 404')
  })

  test('a malformed JSON body (400)', async ({ assert }) => {
    const response = await fetch(`${BASE}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept': 'application/json' },
      body: '{"email": "broken',
    })
    assert.equal(response.status, 400)
    assertSecurityHeaders(assert, response, '400')
  })

  test('a body over the limit (413)', async ({ assert }) => {
    const response = await fetch(`${BASE}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept': 'application/json' },
      body: JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(2 * 1024 * 1024) }),
    })
    assert.equal(response.status, 413)
    assertSecurityHeaders(assert, response, '413')
  })

  test('OPTIONS, and a method the route does not have', async ({ assert }) => {
    const options = await fetch(`${BASE}/login`, { method: 'OPTIONS' })
    assertSecurityHeaders(assert, options, `OPTIONS (${options.status})`)
    const patch = await fetch(`${BASE}/login`, {
      method: 'PATCH',
      headers: { accept: 'text/html' },
    })
    assertSecurityHeaders(assert, patch, `PATCH (${patch.status})`)
  })

  test('pages still carry their own CSP nonce, the one the page uses', async ({ assert }) => {
    const response = await fetch(`${BASE}/login`, { headers: { accept: 'text/html' } })
    assertSecurityHeaders(assert, response, 'login page')
    const nonce = (response.headers.get('content-security-policy') ?? '').match(
      /'nonce-([^']+)'/
    )?.[1]
    assert.isString(nonce)
    assert.include(await response.text(), `nonce="${nonce}"`)
  })

  test('each answer has its own nonce in the policy config/shield.ts describes', async ({
    assert,
  }) => {
    const policies = await Promise.all(
      [1, 2, 3].map(async () => {
        const response = await fetch(`${BASE}/login`, { headers: { accept: 'text/html' } })
        await response.text()
        return response.headers.get('content-security-policy') ?? ''
      })
    )
    const nonces = policies.map((policy) => policy.match(/'nonce-([^']+)'/)?.[1])
    assert.lengthOf(new Set(nonces), 3)
    for (const nonce of nonces) assert.match(nonce ?? '', /^[\w-]{22}$/)
    // Apart from its nonce, the policy is the configured one, serialised as shield does.
    const policy = policies[0].replace(/'nonce-[^']+'/, "'nonce-N'")
    assert.equal(policies[1].replace(/'nonce-[^']+'/, "'nonce-N'"), policy)
    for (const directive of [
      "default-src 'self'",
      "script-src 'self' 'nonce-N'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https:",
      "object-src 'none'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self' https://accounts.google.com",
    ]) {
      assert.include(policy, directive)
    }
  })
})
