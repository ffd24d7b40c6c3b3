import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import mail from '@adonisjs/mail/services/main'
import db from '@adonisjs/lucid/services/db'
import type { Message } from '@adonisjs/mail'
import { activityRows, makeUser } from '#tests/helpers/users'

const NEW_PASSWORD = 'A-brand-new-Passw0rd'
const SAME_ANSWER = 'If an account exists for that email, we have sent a reset link.'
const REFUSED = 'This reset link is invalid, already used or expired. Ask for a new one.'

function tokenFrom(message: Message) {
  const text = String(message.nodeMailerMessage.text)
  return text.match(/\/reset-password\/([A-Za-z0-9_-]+)/)![1]
}

test.group('Password reset', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => mail.restore())

  test('mails a single-use link that sets a new password', async ({ client, assert }) => {
    const { messages } = mail.fake()
    const user = await makeUser()

    const request = await client
      .post('/forgot-password')
      .form({ email: user.email })
      .withCsrfToken()
      .redirects(0)
    request.assertHeader('location', '/login')
    request.assertFlashMessage('success', SAME_ANSWER)
    messages.assertSentCount(1)
    const [message] = messages.sent()
    assert.deepEqual(message.nodeMailerMessage.to, [{ address: user.email, name: user.fullName }])
    const token = tokenFrom(message)
    assert.lengthOf(await activityRows('auth.password_reset_requested'), 1)
    // Only a digest of the token is stored.
    assert.isNull(await db.from('password_reset_tokens').where('token_hash', token).first())

    const page = await client.get(`/reset-password/${token}`).withInertia()
    page.assertInertiaComponent('auth/reset_password')
    page.assertInertiaPropsContains({ token, usable: true })

    const reset = await client
      .post('/reset-password')
      .form({ token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })
      .withCsrfToken()
      .redirects(0)
    reset.assertHeader('location', '/login')
    await user.refresh()
    assert.isTrue(await user.verifyPassword(NEW_PASSWORD))
    assert.lengthOf(await activityRows('auth.password_reset'), 1)

    const reuse = await client
      .post('/reset-password')
      .form({ token, password: 'Another-Passw0rd-1', password_confirmation: 'Another-Passw0rd-1' })
      .withCsrfToken()
      .redirects(0)
    reuse.assertFlashMessage('inputErrorsBag', { password: [REFUSED] })
    await user.refresh()
    assert.isTrue(await user.verifyPassword(NEW_PASSWORD))

    const reusedPage = await client.get(`/reset-password/${token}`).withInertia()
    reusedPage.assertInertiaPropsContains({ usable: false })
  })

  test('refuses a token older than 60 minutes', async ({ client, assert }) => {
    const { messages } = mail.fake()
    const user = await makeUser()
    await client.post('/forgot-password').form({ email: user.email }).withCsrfToken()
    const token = tokenFrom(messages.sent()[0])
    await db
      .from('password_reset_tokens')
      .where('user_id', user.id)
      .update({ expires_at: new Date(Date.now() - 1000) })

    const reset = await client
      .post('/reset-password')
      .form({ token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })
      .withCsrfToken()
      .redirects(0)
    reset.assertFlashMessage('inputErrorsBag', { password: [REFUSED] })
    await user.refresh()
    assert.isFalse(await user.verifyPassword(NEW_PASSWORD))
  })

  test('answers the same for an unknown email and sends nothing', async ({ client }) => {
    const { messages } = mail.fake()
    const response = await client
      .post('/forgot-password')
      .form({ email: 'nobody@nowhere.test' })
      .withCsrfToken()
      .redirects(0)
    response.assertFlashMessage('success', SAME_ANSWER)
    messages.assertNoneSent()
  })

  test('asks for a confirmed password of at least 12 characters', async ({ client }) => {
    const response = await client
      .post('/reset-password')
      .form({ token: 'x', password: 'short', password_confirmation: 'other' })
      .withCsrfToken()
      .redirects(0)
    const errors = response.flashMessage('inputErrorsBag') as Record<string, string[]>
    response.assert!.property(errors, 'password')
  })
})
