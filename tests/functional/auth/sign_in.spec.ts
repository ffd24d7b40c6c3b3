import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DEMO_PASSWORD, activityRows, makeUser } from '#tests/helpers/users'
import { BrowserLikeClient } from '#tests/helpers/browser_like_client'

test.group('Sign in', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('signs in with the right password, regenerates the session and logs it', async ({
    client,
    assert,
  }) => {
    const user = await makeUser()
    const before = await client.get('/login')
    const sessionBefore = before.cookie('assist_session')?.value

    const response = await client
      .post('/login')
      .form({ email: user.email.toUpperCase(), password: DEMO_PASSWORD })
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', '/dashboard')
    const sessionAfter = response.cookie('assist_session')?.value
    assert.exists(sessionAfter)
    assert.notEqual(sessionAfter, sessionBefore)
    const [row] = await activityRows('auth.sign_in')
    assert.equal(row.user_id, user.id)
    await user.refresh()
    assert.isNotNull(user.lastLoginAt)
  })

  test('refuses a wrong password with a message beside the email field', async ({
    client,
    assert,
  }) => {
    const user = await makeUser()
    const response = await client
      .post('/login')
      .header('referer', '/login')
      .form({ email: user.email, password: 'wrong-password' })
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    response.assertFlashMessage('inputErrorsBag', {
      email: ['These credentials do not match our records.'],
    })
    const [row] = await activityRows('auth.sign_in_failed')
    assert.equal(row.user_id, user.id)
    assert.equal(row.properties.reason, 'invalid_credentials')
  })

  test('locks an email and IP for a minute after 5 failures, even with the right password', async ({
    client,
    assert,
  }) => {
    const user = await makeUser()
    for (let attempt = 1; attempt <= 5; attempt++) {
      await client
        .post('/login')
        .form({ email: user.email, password: 'nope' })
        .withCsrfToken()
        .redirects(0)
    }
    const response = await client
      .post('/login')
      .form({ email: user.email, password: DEMO_PASSWORD })
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    const errors = response.flashMessage('inputErrorsBag') as { email: string[] }
    assert.match(errors.email[0], /^Too many failed sign-in attempts\. Try again in \d+ seconds\.$/)
    assert.notEqual(response.header('location'), '/dashboard')
    assert.lengthOf(await activityRows('auth.locked_out'), 1)
  })

  test('refuses a disabled user', async ({ client, assert }) => {
    const user = await makeUser({ status: 'disabled' })
    const response = await client
      .post('/login')
      .form({ email: user.email, password: DEMO_PASSWORD })
      .withCsrfToken()
      .redirects(0)

    response.assertFlashMessage('inputErrorsBag', {
      email: ['This account is disabled. Contact your administrator.'],
    })
    const [row] = await activityRows('auth.sign_in_failed')
    assert.equal(row.properties.reason, 'disabled')
  })

  test('signs a user out when they are disabled while signed in', async ({ client }) => {
    const user = await makeUser()
    await db.from('users').where('id', user.id).update({ status: 'disabled' })
    const response = await client.get('/dashboard').loginAs(user).redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/login')
  })

  test('rejects a sign-in post without a CSRF token', async ({ client, assert }) => {
    const user = await makeUser()
    const response = await client
      .post('/login')
      .header('referer', '/login')
      .form({ email: user.email, password: DEMO_PASSWORD })
      .redirects(0)

    response.assertStatus(302)
    assert.notEqual(response.header('location'), '/dashboard')
    const bag = response.flashMessage('errorsBag') as Record<string, string>
    assert.property(bag, 'E_BAD_CSRF_TOKEN')
    assert.lengthOf(await activityRows('auth.sign_in'), 0)
  })
})

test.group('Sign out', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('destroys the session server-side so the old cookie no longer works', async ({ assert }) => {
    const user = await makeUser()
    const browser = new BrowserLikeClient()
    const login = await browser.signIn(user.email, DEMO_PASSWORD)
    assert.equal(login.headers.get('location'), '/dashboard')
    const stolenCookie = browser.cookies.get('assist_session')!

    const signedIn = await browser.request('GET', '/dashboard')
    assert.equal(signedIn.status, 200)
    const logout = await browser.request('POST', '/logout')
    assert.equal(logout.headers.get('location'), '/login')
    assert.lengthOf(await activityRows('auth.sign_out'), 1)

    const replay = new BrowserLikeClient()
    replay.cookies.set('assist_session', stolenCookie)
    const response = await replay.request('GET', '/dashboard')
    assert.equal(response.status, 302)
    assert.equal(response.headers.get('location'), '/login')
  })

  test('signing in lands on the page that asked for it', async ({ assert }) => {
    const user = await makeUser({ permissions: ['access-members'] })
    const browser = new BrowserLikeClient()
    const asked = await browser.request('GET', '/accounts/members?page=2')
    assert.equal(asked.status, 302)
    assert.match(asked.headers.get('location') ?? '', /^\/login/)
    const login = await browser.signIn(user.email, DEMO_PASSWORD)
    assert.equal(login.headers.get('location'), '/accounts/members?page=2')
    // Once only: the next sign-in goes to the dashboard.
    await browser.request('POST', '/logout')
    const again = await browser.signIn(user.email, DEMO_PASSWORD)
    assert.equal(again.headers.get('location'), '/dashboard')
  })

  test('signed-out visitors of the dashboard go to the login page', async ({ client }) => {
    const response = await client.get('/dashboard').redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/login')
  })
})
