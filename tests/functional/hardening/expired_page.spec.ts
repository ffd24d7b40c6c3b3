import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import env from '#start/env'
import { PAGE_EXPIRED } from '#exceptions/handler'
import { endAllSessions } from '#services/password_reset'
import { DEMO_PASSWORD, makeUser } from '#tests/helpers/users'
import { BrowserLikeClient } from '#tests/helpers/browser_like_client'

const BASE = `http://${env.get('HOST')}:${env.get('PORT')}`

/** The flash messages a full page load hands to the client (the page's JSON). */
async function flashOf(response: Response): Promise<Record<string, unknown>> {
  const html = await response.text()
  const match = html.match(/<script data-page="app" type="application\/json">(.*?)<\/script>/s)
  if (!match) throw new Error('no Inertia page in the answer')
  return (JSON.parse(match[1]) as { flash?: Record<string, unknown> }).flash ?? {}
}

/**
 * Issue 10 §3: a refused CSRF token (a page left open past its session) sent the user back
 * without a word. It now says "This page expired; please try again." as a toast (flash error)
 * on the page they were on, for Inertia and plain posts, and still after the sign-in redirect
 * when the session that expired was a signed-in one.
 */
test.group('Hardening: an expired page says so', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an Inertia form post without a valid token goes back with the message', async ({
    client,
  }) => {
    const user = await makeUser()
    const response = await client
      .put('/my-account/profile')
      .loginAs(user)
      .withInertia()
      .header('referer', '/my-account/profile')
      .json({ first_name: 'Changed', last_name: 'Name' })
      .redirects(0)
    response.assertStatus(303)
    response.assertHeader('location', '/my-account/profile')
    response.assertFlashMessage('error', PAGE_EXPIRED)
  })

  test('a plain form post goes back with the message and its input', async ({ client, assert }) => {
    const response = await client
      .post('/login')
      .header('referer', '/login')
      .form({ email: 'someone@test.local', password: 'secret' })
      .redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/login')
    response.assertFlashMessage('error', PAGE_EXPIRED)
    // The input comes back (flashed beside the messages), the password never.
    assert.equal(response.flashMessage('email'), 'someone@test.local')
    assert.isUndefined(response.flashMessage('password'))
  })

  test('when the signed-in session itself expired, the message follows to the sign-in page', async ({
    assert,
  }) => {
    const user = await makeUser()
    const browser = new BrowserLikeClient(BASE)
    await browser.request('GET', '/login')
    await browser.request('POST', '/login', {
      body: { email: user.email, password: DEMO_PASSWORD },
    })
    const profile = await browser.request('GET', '/my-account/profile')
    assert.equal(profile.status, 200)

    // The session ends on the server (idle timeout, signed out elsewhere) with the page open.
    await endAllSessions(user.id)
    const post = await browser.request('PUT', '/my-account/profile', {
      body: { first_name: 'Lost', last_name: 'Change' },
      headers: { 'x-inertia': 'true', 'referer': `${BASE}/my-account/profile` },
    })
    assert.equal(post.status, 303)
    assert.match(post.headers.get('location') ?? '', /\/my-account\/profile$/)

    const back = await browser.request('GET', '/my-account/profile')
    assert.equal(back.headers.get('location'), '/login')
    const login = await browser.request('GET', '/login')
    const flash = await flashOf(login)
    assert.equal(flash.error, PAGE_EXPIRED)
    await user.refresh()
    assert.notEqual(user.firstName, 'Lost')
  })
})
