import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import env from '#start/env'
import { readSettings } from '#services/settings'
import { googleSignInSetup } from '#services/google_sign_in'
import { activityRows, makeUser } from '#tests/helpers/users'
import { CookieJar } from '#tests/helpers/cookie_jar'
import { currentStep, totpCode } from '#services/totp'
import { confirmEnrolment, startEnrolment, twoFactorState } from '#services/two_factor'
import { FakeOAuthServer, type FakeOAuthClient } from '#tests/helpers/fake_oauth_server'

/**
 * Google sign-in end to end against a fake OAuth 2 server on loopback: the app's real redirect,
 * Ally's state cookie, the code exchange with the client secret and the userinfo call, with the
 * endpoints pointed at the fake through GOOGLE_AUTHORIZE_URL / _TOKEN_URL / _USERINFO_URL.
 */

const ENV_CLIENT: FakeOAuthClient = {
  clientId: '1111-env.apps.googleusercontent.com',
  clientSecret: 'GOCSPX-environment-secret',
}
const SETTINGS_CLIENT: FakeOAuthClient = {
  clientId: '2222-settings.apps.googleusercontent.com',
  clientSecret: 'GOCSPX-settings-secret',
}

type GoogleEnvKey =
  | 'GOOGLE_CLIENT_ID'
  | 'GOOGLE_CLIENT_SECRET'
  | 'GOOGLE_AUTHORIZE_URL'
  | 'GOOGLE_TOKEN_URL'
  | 'GOOGLE_USERINFO_URL'

/** Sets environment variables for this file's tests; returns how to put them back. */
function setEnv(values: Partial<Record<GoogleEnvKey, string>>) {
  const previous = Object.keys(values).map((key) => [key, process.env[key]] as const)
  for (const [key, value] of Object.entries(values)) env.set(key as GoogleEnvKey, value)
  return () => {
    for (const [key, value] of previous) {
      // '' reads as unset; deleting the process variable keeps later reads from finding it.
      env.set(key as GoogleEnvKey, value ?? '')
      if (value === undefined) delete process.env[key]
    }
  }
}

let fake: FakeOAuthServer

/** The messages the callback refuses with (app/controllers/auth/google_controller.ts). */
const REFUSED = {
  state: 'Google sign-in could not be verified (it expired or was not started here). Try again.',
  failed: 'Google sign-in failed. Please try again.',
  unknown: 'No staff account matches this Google account.',
  unverified: 'This Google account’s email address is not verified, so it cannot sign in.',
  disabled: 'This account is disabled. Contact your administrator.',
}

/** The browser's part of the dance: app → "Google" → app, cookies kept throughout. */
async function googleRoundTrip(
  client: ApiClient,
  options: {
    tamperState?: (state: string) => string
    /** Another browser opens the callback (one without the state cookie). */
    callbackJar?: CookieJar
  } = {}
) {
  const jar = new CookieJar()
  const start = await jar.send(client.get('/auth/google/redirect').redirects(0))
  start.assertStatus(302)
  const authorize = new URL(start.header('location') ?? '')
  const consent = await fetch(authorize, { redirect: 'manual' })
  const callback = new URL(consent.headers.get('location') ?? '')
  if (options.tamperState) {
    callback.searchParams.set(
      'state',
      options.tamperState(callback.searchParams.get('state') ?? '')
    )
  }
  const browser = options.callbackJar ?? jar
  const finish = await browser.send(
    client.get(`${callback.pathname}${callback.search}`).redirects(0)
  )
  return { jar: browser, authorize, callback, finish }
}

async function saveSecurity(client: ApiClient, google: Record<string, string>) {
  const admin = await makeUser({ permissions: ['update-security-settings'] })
  const response = await client
    .put('/settings/security')
    .header('referer', '/settings/security')
    .loginAs(admin)
    .form({
      password_min_length: '12',
      password_require_upper: '1',
      password_require_lower: '1',
      password_require_digit: '1',
      password_require_symbol: '0',
      max_failed_sign_ins: '5',
      session_idle_minutes: '120',
      session_absolute_hours: '12',
      ...google,
    })
    .withCsrfToken()
    .redirects(0)
  return { admin, response }
}

async function loginPageOffersGoogle(client: ApiClient) {
  const page = await client.get('/login').withInertia()
  page.assertStatus(200)
  return page.body().props.googleEnabled as boolean
}

test.group('Google sign-in', (group) => {
  let restoreEnv: () => void

  group.setup(async () => {
    fake = await FakeOAuthServer.start(ENV_CLIENT)
    restoreEnv = setEnv({
      GOOGLE_CLIENT_ID: ENV_CLIENT.clientId,
      GOOGLE_CLIENT_SECRET: ENV_CLIENT.clientSecret,
      GOOGLE_AUTHORIZE_URL: fake.authorizeUrl,
      GOOGLE_TOKEN_URL: fake.tokenUrl,
      GOOGLE_USERINFO_URL: fake.userInfoUrl,
    })
    return async () => {
      restoreEnv()
      await fake.close()
    }
  })
  group.each.setup(() => {
    fake.client = ENV_CLIENT
    return testUtils.db().withGlobalTransaction()
  })

  test('the redirect goes to the authorize URL with client_id, state and the callback', async ({
    client,
    assert,
  }) => {
    const start = await new CookieJar().send(client.get('/auth/google/redirect').redirects(0))
    start.assertStatus(302)
    const authorize = new URL(start.header('location') ?? '')
    assert.equal(`${authorize.origin}${authorize.pathname}`, fake.authorizeUrl)
    assert.equal(authorize.searchParams.get('client_id'), ENV_CLIENT.clientId)
    assert.equal(authorize.searchParams.get('response_type'), 'code')
    assert.equal(
      authorize.searchParams.get('redirect_uri'),
      `${env.get('APP_URL')}/auth/google/callback`
    )
    assert.includeMembers(authorize.searchParams.get('scope')?.split(' ') ?? [], ['email'])
    assert.match(authorize.searchParams.get('state') ?? '', /^.{16,}$/)
    // The state to compare on the way back is in an encrypted cookie, not readable in clear.
    const stateCookie = [start.headers()['set-cookie']]
      .flat()
      .find((line) => line.startsWith('google_oauth_state='))
    assert.exists(stateCookie)
    assert.notInclude(stateCookie!, authorize.searchParams.get('state')!)
  })

  test('a full round trip signs in an existing enabled user, who then opens the dashboard', async ({
    client,
    assert,
  }) => {
    const user = await makeUser()
    fake.profile = {
      sub: '109876543210987654321',
      email: user.email.toUpperCase(),
      email_verified: true,
      name: 'Test User',
    }

    const { jar, finish } = await googleRoundTrip(client)
    finish.assertStatus(302)
    finish.assertHeader('location', '/dashboard')

    const token = fake.requests.findLast((request) => request.path === '/token')
    assert.equal(token?.params.client_secret, ENV_CLIENT.clientSecret)
    const dashboard = await jar.send(client.get('/dashboard').redirects(0))
    dashboard.assertStatus(200)

    await user.refresh()
    assert.equal(user.googleId, '109876543210987654321')
    assert.isNotNull(user.lastLoginAt)
    const [row] = await activityRows('auth.sign_in')
    assert.equal(row.user_id, user.id)
    assert.equal(row.properties.via, 'google')

    // Next time the linked Google id finds the user, whatever the Google address now says.
    fake.profile = { ...fake.profile, email: 'renamed@elsewhere.test', email_verified: false }
    const again = await googleRoundTrip(client)
    again.finish.assertHeader('location', '/dashboard')
  })

  test('a user with two-factor on still needs a code after Google', async ({ client, assert }) => {
    const user = await makeUser()
    await startEnrolment(user.id)
    const pending = await twoFactorState(user.id)
    const secret = pending.status === 'pending' ? pending.secret : ''
    await confirmEnrolment(user.id, totpCode(secret, currentStep()))
    await db
      .from('two_factor_credentials')
      .where('user_id', user.id)
      .update({ last_used_step: null })
    fake.profile = { sub: '5005', email: user.email, email_verified: true, name: 'Test' }

    const { jar, finish } = await googleRoundTrip(client)
    finish.assertHeader('location', '/login/two-factor')
    const early = await jar.send(client.get('/dashboard').redirects(0))
    early.assertHeader('location', '/login')
    const code = await jar.send(
      client
        .post('/login/two-factor')
        .form({ code: totpCode(secret, currentStep()) })
        .withCsrfToken()
        .redirects(0)
    )
    code.assertHeader('location', '/dashboard')
    const [row] = await activityRows('auth.sign_in')
    assert.deepEqual(row.properties, { via: 'google', second_factor: 'totp' })
  })

  test('a wrong or missing state is refused, and nobody is signed in', async ({
    client,
    assert,
  }) => {
    const user = await makeUser()
    fake.profile = { sub: '1001', email: user.email, email_verified: true, name: 'Test' }

    const tampered = await googleRoundTrip(client, { tamperState: (state) => `${state}x` })
    tampered.finish.assertStatus(302)
    tampered.finish.assertHeader('location', '/login')
    tampered.finish.assertFlashMessage('error', REFUSED.state)
    const dashboard = await tampered.jar.send(client.get('/dashboard').redirects(0))
    dashboard.assertHeader('location', '/login')

    // A callback opened in a browser that never started the sign-in (no state cookie).
    const elsewhere = await googleRoundTrip(client, { callbackJar: new CookieJar() })
    elsewhere.finish.assertFlashMessage('error', REFUSED.state)

    const [row] = await activityRows('auth.sign_in_failed')
    assert.equal(row.properties.reason, 'google')
    assert.equal(row.properties.detail, REFUSED.state)
    assert.lengthOf(await activityRows('auth.sign_in'), 0)
  })

  test('an email no staff account has is refused', async ({ client, assert }) => {
    fake.profile = {
      sub: '1002',
      email: 'stranger@gmail.test',
      email_verified: true,
      name: 'Stranger',
    }
    const { finish } = await googleRoundTrip(client)
    finish.assertHeader('location', '/login')
    finish.assertFlashMessage('error', REFUSED.unknown)
    const [row] = await activityRows('auth.sign_in_failed')
    assert.equal(row.properties.email, 'stranger@gmail.test')
    assert.equal(row.properties.detail, REFUSED.unknown)
    assert.lengthOf(await activityRows('auth.sign_in'), 0)
  })

  test('a disabled user is refused', async ({ client, assert }) => {
    const user = await makeUser({ status: 'disabled' })
    fake.profile = { sub: '1003', email: user.email, email_verified: true, name: 'Test' }
    const { jar, finish } = await googleRoundTrip(client)
    finish.assertHeader('location', '/login')
    finish.assertFlashMessage('error', REFUSED.disabled)
    const dashboard = await jar.send(client.get('/dashboard').redirects(0))
    dashboard.assertHeader('location', '/login')
    const [row] = await activityRows('auth.sign_in_failed')
    assert.equal(row.user_id, user.id)
    assert.equal(row.properties.detail, REFUSED.disabled)
  })

  test('a trashed user is not found', async ({ client }) => {
    const user = await makeUser()
    await db.from('users').where('id', user.id).update({ deleted_at: new Date() })
    fake.profile = { sub: '1006', email: user.email, email_verified: true, name: 'Test' }
    const { finish } = await googleRoundTrip(client)
    finish.assertFlashMessage('error', REFUSED.unknown)
  })

  test('an unverified Google email is refused and not linked', async ({ client, assert }) => {
    const user = await makeUser()
    fake.profile = { sub: '1004', email: user.email, email_verified: false, name: 'Test' }
    const { finish } = await googleRoundTrip(client)
    finish.assertHeader('location', '/login')
    finish.assertFlashMessage('error', REFUSED.unverified)
    await user.refresh()
    assert.isNull(user.googleId)
    assert.lengthOf(await activityRows('auth.sign_in'), 0)
  })

  test('a user linked to another Google account is not taken over by email', async ({
    client,
    assert,
  }) => {
    const user = await makeUser()
    await db.from('users').where('id', user.id).update({ google_id: 'linked-google-id' })
    fake.profile = { sub: '1007', email: user.email, email_verified: true, name: 'Test' }
    const { finish } = await googleRoundTrip(client)
    finish.assertFlashMessage(
      'error',
      'This staff account is linked to a different Google account.'
    )
    await user.refresh()
    assert.equal(user.googleId, 'linked-google-id')
  })

  test('a failed code exchange is refused with a message, not an error page', async ({
    client,
  }) => {
    const user = await makeUser()
    fake.profile = { sub: '1005', email: user.email, email_verified: true, name: 'Test' }
    // Google no longer accepts the secret the app holds (rotated in the console).
    fake.client = { ...ENV_CLIENT, clientSecret: 'GOCSPX-rotated' }
    const { finish } = await googleRoundTrip(client)
    finish.assertHeader('location', '/login')
    finish.assertFlashMessage('error', REFUSED.failed)
  })

  test('credentials saved in Security settings are used over the environment', async ({
    client,
    assert,
  }) => {
    const saved = await saveSecurity(client, {
      google_sign_in_enabled: '1',
      google_client_id: SETTINGS_CLIENT.clientId,
      google_client_secret: SETTINGS_CLIENT.clientSecret,
    })
    saved.response.assertFlashMessage('success', 'Security settings saved.')
    fake.client = SETTINGS_CLIENT

    const user = await makeUser()
    fake.profile = { sub: '2001', email: user.email, email_verified: true, name: 'Test' }
    const { authorize, finish } = await googleRoundTrip(client)
    assert.equal(authorize.searchParams.get('client_id'), SETTINGS_CLIENT.clientId)
    // The fake only issues a token for the settings client's id and secret.
    finish.assertHeader('location', '/dashboard')
    const token = fake.requests.findLast((request) => request.path === '/token')
    assert.equal(token?.params.client_id, SETTINGS_CLIENT.clientId)
    assert.equal(token?.params.client_secret, SETTINGS_CLIENT.clientSecret)
  })

  test('the saved secret is encrypted, never sent back or logged; empty keeps it, remove drops it', async ({
    client,
    assert,
  }) => {
    const { admin } = await saveSecurity(client, {
      google_sign_in_enabled: '1',
      google_client_id: SETTINGS_CLIENT.clientId,
      google_client_secret: SETTINGS_CLIENT.clientSecret,
    })
    const stored = await readSettings(['google_client_secret'])
    assert.isString(stored.google_client_secret)
    assert.notInclude(stored.google_client_secret!, SETTINGS_CLIENT.clientSecret)

    const page = await client.get('/settings/security').loginAs(admin).withInertia()
    const values = page.body().props.values as Record<string, unknown>
    assert.notProperty(values, 'google_client_secret')
    assert.isTrue(values.google_client_secret_saved)
    assert.equal(values.google_client_id, SETTINGS_CLIENT.clientId)
    assert.notInclude(JSON.stringify(page.body()), SETTINGS_CLIENT.clientSecret)
    assert.notInclude(JSON.stringify(page.body()), stored.google_client_secret!)

    const [log] = await db
      .from('activity_logs')
      .where({ action: 'update', subject_type: 'security_settings' })
      .orderBy('id', 'desc')
    assert.equal(log.properties.after.google_client_secret, '[redacted]')
    assert.isNull(log.properties.before.google_client_secret)
    assert.notInclude(JSON.stringify(log.properties), SETTINGS_CLIENT.clientSecret)
    assert.notInclude(JSON.stringify(log.properties), stored.google_client_secret!)

    // Saving with the secret left empty keeps it (the form never had it to send back).
    await saveSecurity(client, {
      google_sign_in_enabled: '1',
      google_client_id: SETTINGS_CLIENT.clientId,
      google_client_secret: '',
    })
    const kept = await googleSignInSetup()
    assert.equal(kept.clientSecret, SETTINGS_CLIENT.clientSecret)

    // Removing it (and clearing the id) falls back to the environment's credentials.
    await saveSecurity(client, {
      google_sign_in_enabled: '1',
      google_client_id: '',
      google_client_secret: '',
      remove_google_client_secret: '1',
    })
    const setup = await googleSignInSetup()
    assert.equal(setup.clientId, ENV_CLIENT.clientId)
    assert.equal(setup.clientSecretFrom, 'environment')
    const settingsRows = await db.from('settings').where('key', 'like', '%remove%')
    assert.lengthOf(settingsRows, 0)
  })

  test('a malformed client ID or secret is refused beside its field', async ({ client }) => {
    const { response } = await saveSecurity(client, {
      google_sign_in_enabled: '1',
      google_client_id: 'not an id',
      google_client_secret: 'has a space',
    })
    response.assertFlashMessage('inputErrorsBag', {
      google_client_id: [
        'Paste the client ID exactly as Google shows it, like 1234-abc.apps.googleusercontent.com.',
      ],
      google_client_secret: ['The Google client secret has no spaces.'],
    })
  })

  test('switched off in settings: the button goes and both routes answer 404', async ({
    client,
    assert,
  }) => {
    assert.isTrue(await loginPageOffersGoogle(client))
    await saveSecurity(client, { google_sign_in_enabled: '0' })

    assert.isFalse(await loginPageOffersGoogle(client))
    const redirect = await client.get('/auth/google/redirect').redirects(0)
    redirect.assertStatus(404)
    const callback = await client.get('/auth/google/callback?code=abc&state=def').redirects(0)
    callback.assertStatus(404)
  })

  test('without a client id and secret anywhere, Google sign-in is not offered', async ({
    client,
    assert,
  }) => {
    const restore = setEnv({ GOOGLE_CLIENT_ID: '', GOOGLE_CLIENT_SECRET: '' })
    try {
      assert.isFalse(await loginPageOffersGoogle(client))
      const redirect = await client.get('/auth/google/redirect').redirects(0)
      redirect.assertStatus(404)
    } finally {
      restore()
    }
  })
})
