import { test } from '@japa/runner'
import { IncomingMessage } from 'node:http'
import { Socket } from 'node:net'
import testUtils from '@adonisjs/core/services/test_utils'
import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import queue from '@adonisjs/queue/services/main'
import type { ApiClient } from '@japa/api-client'
import { trustedProxies } from '#config/app'
import SendPasswordResetLink from '#jobs/send_password_reset_link'
import { RESET_REQUESTS_PER_EMAIL, RESET_REQUESTS_PER_IP } from '#services/password_reset'
import { IP_FAILURES } from '#services/sign_in_throttle'
import { DEMO_PASSWORD, makeUser } from '#tests/helpers/users'

const INVALID = 'These credentials do not match our records.'
const SAME_ANSWER = 'If an account exists for that email, we have sent a reset link.'

/** Counts password-hash verifications (the expensive step of a sign-in) while `run` runs. */
async function countVerifications(run: () => Promise<unknown>) {
  const hasher = hash.use()
  const original = hasher.verify
  let calls = 0
  hasher.verify = async (...args: Parameters<typeof original>) => {
    calls += 1
    return original.apply(hasher, args)
  }
  try {
    await run()
  } finally {
    hasher.verify = original
  }
  return calls
}

function signIn(client: ApiClient, email: string, password: string, ip = '203.0.113.1') {
  return client
    .post('/login')
    .header('referer', '/login')
    .header('x-forwarded-for', ip)
    .form({ email, password })
    .withCsrfToken()
    .redirects(0)
}

function askForReset(client: ApiClient, email: string, ip = '203.0.113.2') {
  return client
    .post('/forgot-password')
    .header('referer', '/forgot-password')
    .header('x-forwarded-for', ip)
    .form({ email })
    .withCsrfToken()
    .redirects(0)
}

function emailError(response: { flashMessage(key: string): unknown }) {
  const errors = response.flashMessage('inputErrorsBag') as Record<string, string[]> | undefined
  return errors?.email?.[0]
}

/**
 * Issue 10 §3: sign-in and forgot-password must not tell which emails have accounts, by their
 * words or their timing, and one client may not try without limit.
 */
test.group('Hardening: probing for accounts', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    mail.fake()
    return () => mail.restore()
  })

  test('an unknown email costs one password hash, as a wrong password does', async ({
    client,
    assert,
  }) => {
    const user = await makeUser()
    const googleOnly = await makeUser()
    await db.from('users').where('id', googleOnly.id).update({ password: null })

    const cases = {
      'a wrong password': user.email,
      'an unknown email': `nobody.${Date.now()}@test.local`,
      'an account without a password': googleOnly.email,
    }
    for (const [name, email] of Object.entries(cases)) {
      let message: string | undefined
      const calls = await countVerifications(async () => {
        message = emailError(await signIn(client, email, 'Wrong-Passw0rd!'))
      })
      assert.equal(calls, 1, `${name}: password hashes checked`)
      assert.equal(message, INVALID, name)
    }
  })

  test('forgot-password only queues one job, the same for every email', async ({
    client,
    assert,
    cleanup,
  }) => {
    const fake = queue.fake()
    cleanup(() => queue.restore())
    const { messages } = mail.fake()
    const user = await makeUser()

    for (const email of [user.email, `nobody.${Date.now()}@test.local`]) {
      fake.clearPushedJobs()
      const response = await askForReset(client, email)
      response.assertHeader('location', '/login')
      response.assertFlashMessage('success', SAME_ANSWER)
      const pushed = fake.getPushedJobs()
      assert.lengthOf(pushed, 1)
      assert.equal(pushed[0].job.name, SendPasswordResetLink.name)
      assert.deepEqual(pushed[0].job.payload, { email })
    }
    // Nothing that depends on the account happened during the requests.
    messages.assertNoneSent()
    assert.lengthOf(await db.from('password_reset_tokens').where('user_id', user.id), 0)
  })

  test('reset requests are limited per email, in the same words for unknown emails', async ({
    client,
    assert,
  }) => {
    const user = await makeUser()
    const refusals: (string | undefined)[] = []
    for (const email of [user.email, `nobody.${Date.now()}@test.local`]) {
      for (let request = 0; request < RESET_REQUESTS_PER_EMAIL; request++) {
        const allowed = await askForReset(client, email, `203.0.113.${10 + request}`)
        allowed.assertFlashMessage('success', SAME_ANSWER)
      }
      const refused = await askForReset(client, email, '203.0.113.99')
      refused.assertHeader('location', '/forgot-password')
      refusals.push(emailError(refused))
    }
    assert.match(refusals[0] ?? '', /^Too many reset requests\. Try again in \d+ minutes?\.$/)
    assert.equal(refusals[1], refusals[0])
    // Only the requests allowed sent mail: 3 for the account, none for the unknown email.
    assert.lengthOf(
      await db.from('password_reset_tokens').where('user_id', user.id),
      RESET_REQUESTS_PER_EMAIL
    )
  })

  test('reset requests are limited per address, whatever the email', async ({ client, assert }) => {
    for (let request = 0; request < RESET_REQUESTS_PER_IP; request++) {
      const allowed = await askForReset(client, `probe${request}.${Date.now()}@test.local`)
      allowed.assertFlashMessage('success', SAME_ANSWER)
    }
    const refused = await askForReset(client, `one.more.${Date.now()}@test.local`)
    assert.match(emailError(refused) ?? '', /^Too many reset requests/)
    const elsewhere = await askForReset(client, `one.more.${Date.now()}@test.local`, '198.51.100.1')
    elsewhere.assertFlashMessage('success', SAME_ANSWER)
  })

  test('sign-in failures are limited per address across emails', async ({ client, assert }) => {
    const user = await makeUser()
    const spraying = '203.0.113.50'
    for (let attempt = 1; attempt <= IP_FAILURES; attempt++) {
      const failed = await signIn(client, `guess${attempt}.${Date.now()}@test.local`, 'x', spraying)
      // Each email failed once; the failure that uses up the address's allowance says so.
      if (attempt < IP_FAILURES) assert.equal(emailError(failed), INVALID, `attempt ${attempt}`)
      else assert.match(emailError(failed) ?? '', /^Too many failed sign-in attempts/)
    }
    // The address is locked now, even for a real account with its right password.
    const locked = await signIn(client, user.email, DEMO_PASSWORD, spraying)
    assert.match(emailError(locked) ?? '', /^Too many failed sign-in attempts\. Try again in \d+/)
    const elsewhere = await signIn(client, user.email, DEMO_PASSWORD, '198.51.100.2')
    elsewhere.assertHeader('location', '/dashboard')
  })

  test('the address the limits count is the client’s unless a trusted proxy names another', async ({
    assert,
  }) => {
    async function ipSeen(remoteAddress: string) {
      const socket = new Socket()
      Object.defineProperty(socket, 'remoteAddress', { value: remoteAddress })
      const req = new IncomingMessage(socket)
      req.headers['x-forwarded-for'] = '203.0.113.77'
      const ctx = await testUtils.createHttpContext({ req })
      return ctx.request.ip()
    }
    // The default (TRUSTED_PROXIES unset): a proxy on this host may forward the address…
    assert.equal(await ipSeen('127.0.0.1'), '203.0.113.77')
    // …but a client elsewhere cannot pick its own.
    assert.equal(await ipSeen('198.51.100.7'), '198.51.100.7')

    assert.deepEqual(trustedProxies(undefined), ['loopback'])
    assert.deepEqual(trustedProxies('10.0.0.0/8, 192.168.1.5'), ['10.0.0.0/8', '192.168.1.5'])
    assert.deepEqual(trustedProxies(' '), ['loopback'])
    assert.isFalse(trustedProxies('none'))
  })
})
