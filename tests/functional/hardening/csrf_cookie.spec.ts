import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { readSetCookie } from '#tests/helpers/cookie_jar'
import { BrowserLikeClient } from '#tests/helpers/browser_like_client'
import { DEMO_PASSWORD, makeUser } from '#tests/helpers/users'

/** The XSRF-TOKEN cookie an answer sets, or undefined. */
function xsrfSet(response: Response) {
  return response.headers
    .getSetCookie()
    .map(readSetCookie)
    .find((cookie) => cookie.name === 'XSRF-TOKEN')
}

/**
 * Issue 12: the XSRF cookie is not encrypted again on every page view (app/middleware/
 * csrf_middleware.ts), and the protection holds: the token the browser keeps is still accepted
 * on a change, a forged one is still refused.
 */
test.group('Hardening: the XSRF cookie', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a browser that holds the cookie is not sent a new one on every visit', async ({
    assert,
  }) => {
    const browser = new BrowserLikeClient()
    const first = await browser.request('GET', '/login')
    assert.isDefined(xsrfSet(first), 'the first visit gets the cookie')
    const held = browser.cookies.get('XSRF-TOKEN')

    const second = await browser.request('GET', '/login')
    assert.equal(second.status, 200)
    assert.isUndefined(xsrfSet(second), 'the next visit keeps the one it holds')
    assert.equal(browser.cookies.get('XSRF-TOKEN'), held)

    // A browser that lost the cookie (but kept its session) gets one again.
    browser.cookies.delete('XSRF-TOKEN')
    const third = await browser.request('GET', '/login')
    assert.isDefined(xsrfSet(third))
  })

  test('the kept token signs a change in; a forged one is refused', async ({ assert }) => {
    const user = await makeUser()
    const browser = new BrowserLikeClient()
    await browser.request('GET', '/login')
    await browser.request('GET', '/login')
    const signedIn = await browser.request('POST', '/login', {
      body: { email: user.email, password: DEMO_PASSWORD },
    })
    assert.equal(signedIn.status, 302)
    assert.equal(signedIn.headers.get('location'), '/dashboard')

    // Another browser's token, or garbage, in the header: the change is refused as expired.
    const other = new BrowserLikeClient()
    await other.request('GET', '/login')
    for (const forged of [other.cookies.get('XSRF-TOKEN')!, 'e:garbage', '%E0%A4%A']) {
      const refused = await browser.request('PUT', '/my-account/profile', {
        body: { first_name: 'Forged', last_name: 'Change' },
        headers: { 'x-xsrf-token': decodeURIComponentSafe(forged), 'referer': '/my-account' },
      })
      assert.equal(refused.status, 302, `forged token ${forged}`)
      await user.refresh()
      assert.notEqual(user.firstName, 'Forged')
    }
  })
})

function decodeURIComponentSafe(value: string) {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
