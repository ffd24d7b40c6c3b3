import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { currentStep, totpCode } from '#services/totp'
import { confirmEnrolment, startEnrolment, twoFactorState } from '#services/two_factor'
import { writeSettings } from '#services/settings'
import { DEMO_PASSWORD, activityRows, makeUser } from '#tests/helpers/users'
import { BrowserLikeClient } from '#tests/helpers/browser_like_client'

/** The pending secret the enrolment page shows, read the way the user reads it. */
async function pendingSecret(user: User) {
  const state = await twoFactorState(user.id)
  if (state.status !== 'pending') throw new Error(`expected a pending set-up, got ${state.status}`)
  return state.secret
}

/**
 * A user with two-factor on, as after enrolment, but with no step used yet, so the current
 * code is still good for the test's sign-in. Returns the secret and recovery codes.
 */
async function enrolledUser(options: Parameters<typeof makeUser>[0] = {}) {
  const user = await makeUser(options)
  await startEnrolment(user.id)
  const secret = await pendingSecret(user)
  const recoveryCodes = await confirmEnrolment(user.id, totpCode(secret, currentStep()))
  if (!recoveryCodes) throw new Error('enrolment failed')
  await db.from('two_factor_credentials').where('user_id', user.id).update({ last_used_step: null })
  return { user, secret, recoveryCodes }
}

async function statusOf(user: User) {
  const state = await twoFactorState(user.id)
  return state.status
}

async function statusCode(browser: BrowserLikeClient, path: string) {
  const response = await browser.request('GET', path)
  return response.status
}

async function locationOf(browser: BrowserLikeClient, path: string) {
  const response = await browser.request('GET', path)
  return response.headers.get('location')
}

/** Password step of the sign-in, in a cookie-keeping client. */
async function passwordStep(user: User) {
  const browser = new BrowserLikeClient()
  const response = await browser.signIn(user.email, DEMO_PASSWORD)
  return { browser, response }
}

test.group('Two-factor sign-in: enrolment', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('sets up with a QR code, confirms with a code, shows recovery codes once', async ({
    client,
    assert,
  }) => {
    const user = await makeUser({ permissions: [] })
    const page = await client.get('/my-account/enable-2fa').loginAs(user).withInertia()
    page.assertInertiaComponent('my_account/two_factor')
    page.assertInertiaPropsContains({ twoFactor: { status: 'off' }, setup: null })

    await client.post('/my-account/enable-2fa').loginAs(user).withCsrfToken().redirects(0)
    const setup = await client.get('/my-account/enable-2fa').loginAs(user).withInertia()
    const props = setup.inertiaProps as {
      twoFactor: { status: string }
      setup: { qr_code: string; secret: string }
    }
    assert.equal(props.twoFactor.status, 'pending')
    assert.match(props.setup.qr_code, /^data:image\/svg\+xml;base64,/)
    assert.include(Buffer.from(props.setup.qr_code.split(',')[1], 'base64').toString(), '<svg')
    const secret = props.setup.secret.replaceAll(' ', '')
    assert.equal(secret, await pendingSecret(user))

    // The secret is encrypted at rest.
    const row = await db.from('two_factor_credentials').where('user_id', user.id).firstOrFail()
    assert.notInclude(row.secret, secret)

    const wrong = await client
      .put('/my-account/enable-2fa')
      .header('referer', '/my-account/enable-2fa')
      .loginAs(user)
      .form({ code: totpCode(secret, currentStep() - 5) })
      .withCsrfToken()
      .redirects(0)
    wrong.assertFlashMessage('inputErrorsBag', {
      code: ['That code does not match. Check the time on your phone and try again.'],
    })
    const malformed = await client
      .put('/my-account/enable-2fa')
      .header('referer', '/my-account/enable-2fa')
      .loginAs(user)
      .form({ code: '12ab' })
      .withCsrfToken()
      .redirects(0)
    malformed.assertFlashMessage('inputErrorsBag', {
      code: ['Enter the 6-digit code your authenticator app shows.'],
    })

    const confirmed = await client
      .put('/my-account/enable-2fa')
      .loginAs(user)
      .form({ code: totpCode(secret, currentStep()) })
      .withCsrfToken()
      .redirects(0)
    confirmed.assertHeader('location', '/my-account/enable-2fa')
    const codes = confirmed.flashMessage('recovery_codes') as unknown as string[]
    assert.lengthOf(codes, 10)
    assert.lengthOf(new Set(codes), 10)
    for (const code of codes) assert.match(code, /^[a-z2-7]{5}-[a-z2-7]{5}$/)
    const stored = await db.from('two_factor_credentials').where('user_id', user.id).firstOrFail()
    assert.isNotNull(stored.confirmed_at)
    assert.notInclude(JSON.stringify(stored.recovery_code_hashes), codes[0])
    assert.lengthOf(await activityRows('auth.two_factor_enabled'), 1)

    const after = await client.get('/my-account/enable-2fa').loginAs(user).withInertia()
    after.assertInertiaPropsContains({
      twoFactor: { status: 'on', recovery_codes_left: 10 },
      setup: null,
      recoveryCodes: null,
    })
  })

  test('turning it off needs the password, and renewing codes replaces the old ones', async ({
    client,
    assert,
  }) => {
    const { user, recoveryCodes } = await enrolledUser()

    const noPassword = await client
      .delete('/my-account/enable-2fa')
      .header('referer', '/my-account/enable-2fa')
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)
    noPassword.assertFlashMessage('inputErrorsBag', { password: ['Please enter the password.'] })
    const wrong = await client
      .delete('/my-account/enable-2fa')
      .header('referer', '/my-account/enable-2fa')
      .loginAs(user)
      .form({ password: 'not-my-password' })
      .withCsrfToken()
      .redirects(0)
    wrong.assertFlashMessage('inputErrorsBag', { password: ['The password is not correct.'] })
    assert.equal(await statusOf(user), 'on')

    const renewed = await client
      .post('/my-account/enable-2fa/recovery-codes')
      .loginAs(user)
      .form({ password: DEMO_PASSWORD })
      .withCsrfToken()
      .redirects(0)
    const fresh = renewed.flashMessage('recovery_codes') as unknown as string[]
    assert.lengthOf(fresh, 10)
    assert.notInclude(fresh, recoveryCodes[0])
    assert.lengthOf(await activityRows('auth.recovery_codes_regenerated'), 1)

    const off = await client
      .delete('/my-account/enable-2fa')
      .loginAs(user)
      .form({ password: DEMO_PASSWORD })
      .withCsrfToken()
      .redirects(0)
    off.assertFlashMessage('success', 'Two-factor sign-in is off.')
    assert.equal(await statusOf(user), 'off')
    assert.lengthOf(await activityRows('auth.two_factor_disabled'), 1)
  })
})

test.group('Two-factor sign-in: signing in', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the password alone does not sign in; the app code does, once', async ({ assert }) => {
    const { user, secret } = await enrolledUser()
    const { browser, response } = await passwordStep(user)
    assert.equal(response.headers.get('location'), '/login/two-factor')
    // Not signed in yet.
    const early = await browser.request('GET', '/dashboard')
    assert.equal(early.headers.get('location'), '/login')
    assert.equal(await statusCode(browser, '/login/two-factor'), 200)

    const code = totpCode(secret, currentStep())
    const bad = await browser.request('POST', '/login/two-factor', {
      body: { code: totpCode(secret, currentStep() - 4) },
    })
    assert.notEqual(bad.headers.get('location'), '/dashboard')
    assert.lengthOf(await activityRows('auth.two_factor_failed'), 1)

    const good = await browser.request('POST', '/login/two-factor', { body: { code } })
    assert.equal(good.headers.get('location'), '/dashboard')
    assert.equal(await statusCode(browser, '/dashboard'), 200)
    const [signIn] = await activityRows('auth.sign_in')
    assert.deepEqual(signIn.properties, { via: 'password', second_factor: 'totp' })

    // The same code again, in the same 30-second window, from a new sign-in: refused.
    const again = await passwordStep(user)
    assert.equal(again.response.headers.get('location'), '/login/two-factor')
    const replay = await again.browser.request('POST', '/login/two-factor', { body: { code } })
    assert.notEqual(replay.headers.get('location'), '/dashboard')
    assert.equal(await locationOf(again.browser, '/dashboard'), '/login')
    // An older code than the last accepted one is refused too.
    const older = await again.browser.request('POST', '/login/two-factor', {
      body: { code: totpCode(secret, currentStep() - 1) },
    })
    assert.notEqual(older.headers.get('location'), '/dashboard')
  })

  test('a reused code is refused with a message beside the code field', async ({ client }) => {
    const { user, secret } = await enrolledUser()
    const code = totpCode(secret, currentStep())
    const pending = { two_factor_pending: { userId: user.id, via: 'password', at: Date.now() } }
    const first = await client
      .post('/login/two-factor')
      .withSession(pending)
      .form({ code })
      .withCsrfToken()
      .redirects(0)
    first.assertHeader('location', '/dashboard')
    const second = await client
      .post('/login/two-factor')
      .header('referer', '/login/two-factor')
      .withSession(pending)
      .form({ code })
      .withCsrfToken()
      .redirects(0)
    second.assertFlashMessage('inputErrorsBag', {
      code: [
        'That code is not valid, or it was already used. Wait for the next code and try again.',
      ],
    })
  })

  test('a recovery code signs in once', async ({ client, assert }) => {
    const { user, recoveryCodes } = await enrolledUser()
    const pending = { two_factor_pending: { userId: user.id, via: 'password', at: Date.now() } }
    const used = await client
      .post('/login/two-factor')
      .withSession(pending)
      .form({ code: recoveryCodes[3].toUpperCase() })
      .withCsrfToken()
      .redirects(0)
    used.assertHeader('location', '/dashboard')
    used.assertFlashMessage('info', 'You used a recovery code; 9 left.')
    const [signIn] = await activityRows('auth.sign_in')
    assert.deepEqual(signIn.properties, { via: 'password', second_factor: 'recovery' })

    const reused = await client
      .post('/login/two-factor')
      .header('referer', '/login/two-factor')
      .withSession(pending)
      .form({ code: recoveryCodes[3] })
      .withCsrfToken()
      .redirects(0)
    assert.notEqual(reused.header('location'), '/dashboard')
    assert.equal(await statusOf(user), 'on')
    const state = await twoFactorState(user.id)
    assert.equal(state.status === 'on' ? state.recoveryCodesLeft : -1, 9)
  })

  test('an expired or missing pending sign-in goes back to the login page', async ({ client }) => {
    const { user, secret } = await enrolledUser()
    const direct = await client.get('/login/two-factor').redirects(0)
    direct.assertHeader('location', '/login')
    const stale = await client
      .post('/login/two-factor')
      .withSession({
        two_factor_pending: { userId: user.id, via: 'password', at: Date.now() - 6 * 60_000 },
      })
      .form({ code: totpCode(secret, currentStep()) })
      .withCsrfToken()
      .redirects(0)
    stale.assertHeader('location', '/login')
    stale.assertFlashMessage('info', 'Your sign-in expired. Please sign in again.')
  })

  test('users without two-factor sign in with the password alone', async ({ assert }) => {
    const user = await makeUser()
    const { response } = await passwordStep(user)
    assert.equal(response.headers.get('location'), '/dashboard')
  })
})

test.group('Two-factor sign-in: required for roles', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  async function requireForUsersRole(user: User) {
    const role = await db.from('role_user').where('user_id', user.id).firstOrFail()
    await writeSettings({ two_factor_required_role_ids: [role.role_id] })
  }

  test('a user of a required role is sent to set it up, and cannot turn it off', async ({
    client,
    assert,
  }) => {
    const user = await makeUser({ permissions: ['access-members'] })
    const other = await makeUser({ permissions: ['access-members'] })
    await requireForUsersRole(user)

    const blocked = await client.get('/accounts/members').loginAs(user).redirects(0)
    blocked.assertHeader('location', '/my-account/enable-2fa')
    blocked.assertFlashMessage(
      'info',
      'Your role requires two-factor sign-in. Set it up to continue.'
    )
    // Others are not affected.
    const otherPage = await client.get('/accounts/members').loginAs(other).redirects(0)
    otherPage.assertStatus(200)
    const page = await client.get('/my-account/enable-2fa').loginAs(user).withInertia()
    page.assertInertiaPropsContains({ twoFactor: { status: 'off', required: true } })

    await startEnrolment(user.id)
    await confirmEnrolment(user.id, totpCode(await pendingSecret(user), currentStep()))
    const enrolled = await client.get('/accounts/members').loginAs(user).redirects(0)
    enrolled.assertStatus(200)

    const off = await client
      .delete('/my-account/enable-2fa')
      .header('referer', '/my-account/enable-2fa')
      .loginAs(user)
      .form({ password: DEMO_PASSWORD })
      .withCsrfToken()
      .redirects(0)
    off.assertFlashMessage('inputErrorsBag', {
      password: ['Your role requires two-factor sign-in, so it cannot be turned off.'],
    })
    assert.equal(await statusOf(user), 'on')
  })

  test('Security settings choose the roles, refusing unknown ones', async ({ client, assert }) => {
    const admin = await makeUser({ permissions: ['update-security-settings'] })
    const role = await db.from('role_user').where('user_id', admin.id).firstOrFail()
    const base = {
      password_min_length: 12,
      password_require_upper: true,
      password_require_lower: true,
      password_require_digit: true,
      password_require_symbol: false,
      max_failed_sign_ins: 5,
      session_idle_minutes: 120,
      session_absolute_hours: 12,
    }
    const page = await client.get('/settings/security').loginAs(admin).withInertia()
    const roles = (page.inertiaProps as { roles: { value: string }[] }).roles
    assert.include(
      roles.map((option) => option.value),
      String(role.role_id)
    )

    const unknown = await client
      .put('/settings/security')
      .header('referer', '/settings/security')
      .loginAs(admin)
      .json({ ...base, two_factor_required_role_ids: [999999] })
      .withCsrfToken()
      .redirects(0)
    unknown.assertFlashMessage('inputErrorsBag', {
      'two_factor_required_role_ids.0': ['Please choose roles from the list.'],
    })

    await client
      .put('/settings/security')
      .loginAs(admin)
      .json({ ...base, two_factor_required_role_ids: [role.role_id] })
      .withCsrfToken()
      .redirects(0)
    const saved = await db.from('settings').where('key', 'two_factor_required_role_ids').first()
    assert.deepEqual(saved?.value, [role.role_id])
    // The admin holds that role, so their next page asks them to set it up.
    const next = await client.get('/settings/security').loginAs(admin).redirects(0)
    next.assertHeader('location', '/my-account/enable-2fa')

    // Nothing checked posts nothing: no role requires it.
    await writeSettings({ two_factor_required_role_ids: [] })
    await client.put('/settings/security').loginAs(admin).json(base).withCsrfToken().redirects(0)
    const cleared = await db.from('settings').where('key', 'two_factor_required_role_ids').first()
    assert.deepEqual(cleared?.value, [])
  })
})
