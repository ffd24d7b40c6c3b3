import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import type { Message } from '@adonisjs/mail'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import { activityRows, makeUser, DEMO_PASSWORD } from '#tests/helpers/users'

const REFUSED_INVALID =
  'This confirmation link is invalid, already used, replaced by a newer request or expired. Ask for a new one under My account › Email.'
const REFUSED_OTHER_USER =
  'This confirmation link belongs to another account. Sign out, then open the link again.'
const REFUSED_TAKEN =
  'That address is now used by another account, so it cannot become yours. Ask for a change to another address.'

let sequence = 0
function freshAddress() {
  sequence += 1
  return `new.address${sequence}.${Date.now()}@assist.test`
}

function recipients(message: Message) {
  return (message.nodeMailerMessage.to ?? []).map((to) =>
    typeof to === 'string' ? to : to.address
  )
}

/** The confirmation path (`/my-account/email/confirm/<token>`) from the mail to `address`. */
function linkFrom(messages: Message[], address: string) {
  const message = messages.find((sent) => recipients(sent).includes(address))
  if (!message) throw new Error(`no mail to ${address}`)
  const path = String(message.nodeMailerMessage.text).match(
    /\/my-account\/email\/confirm\/[A-Za-z0-9_-]+/
  )
  if (!path) throw new Error('no confirmation link in the mail')
  return { path: path[0], token: path[0].split('/').at(-1)! }
}

function requestChange(client: ApiClient, user: User, input: Record<string, string>) {
  return client
    .put('/my-account/email')
    .header('referer', '/my-account/email')
    .loginAs(user)
    .form(input)
    .withCsrfToken()
    .redirects(0)
}

/** A user who asked to change their email: the faked mail, the new address and its link. */
async function requestedChange(client: ApiClient) {
  const { messages } = mail.fake()
  const user = await makeUser({ permissions: [] })
  const target = freshAddress()
  await requestChange(client, user, { new_email: target, current_password: DEMO_PASSWORD })
  return { messages, user, target, link: linkFrom(messages.sent(), target) }
}

function confirm(client: ApiClient, token: string, as?: User) {
  const request = client.post('/my-account/email/confirm').form({ token }).withCsrfToken()
  return (as ? request.loginAs(as) : request).redirects(0)
}

function errorsOf(response: { flashMessage(key: string): unknown }) {
  return (response.flashMessage('inputErrorsBag') ?? {}) as Record<string, string[]>
}

async function emailOf(user: User) {
  const row = await db.from('users').where('id', user.id).firstOrFail()
  return row.email as string
}

test.group('My account › Email', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => mail.restore())

  test('every signed-in user opens it; signed out goes to sign in', async ({ client }) => {
    const user = await makeUser({ permissions: [] })
    const page = await client.get('/my-account/email').loginAs(user).withInertia()
    page.assertStatus(200)
    page.assertInertiaComponent('my_account/email')
    page.assertInertiaPropsContains({ email: user.email, pending: null })
    const guest = await client.get('/my-account/email').redirects(0)
    guest.assertHeader('location', '/login')
  })

  test('the link to the new address changes the email once, logged with before and after', async ({
    client,
    assert,
  }) => {
    const { messages } = mail.fake()
    const user = await makeUser({ permissions: [] })
    const before = user.email
    const target = freshAddress()

    const requested = await requestChange(client, user, {
      new_email: target,
      current_password: DEMO_PASSWORD,
    })
    requested.assertFlashMessage(
      'success',
      `We sent a confirmation link to ${target}. Your sign-in email changes when you open it.`
    )
    // The link to the new address, and a notice to the current one.
    messages.assertSentCount(2)
    const notice = messages.sent().find((sent) => recipients(sent).includes(before))
    assert.include(String(notice?.nodeMailerMessage.text), target)
    assert.notMatch(String(notice?.nodeMailerMessage.text), /\/my-account\/email\/confirm\//)
    const link = linkFrom(messages.sent(), target)
    // Only a digest of the token is stored.
    assert.isNull(await db.from('email_change_requests').where('token_hash', link.token).first())
    const [requestLog] = await activityRows('auth.email_change_requested')
    assert.equal(requestLog.subject_id, String(user.id))
    assert.equal(requestLog.properties.new_email, target)

    // Nothing changes yet; the page shows the change waiting.
    assert.equal(await emailOf(user), before)
    const waiting = await client.get('/my-account/email').loginAs(user).withInertia()
    const pending = waiting.body().props.pending as { new_email: string; expires_at: string }
    assert.equal(pending.new_email, target)
    const hours = (new Date(pending.expires_at).getTime() - Date.now()) / 3_600_000
    assert.closeTo(hours, 24, 0.1)

    // Opening the link shows what will change; only the button changes it.
    const page = await client.get(link.path).loginAs(user).withInertia()
    page.assertInertiaComponent('my_account/email_confirm')
    page.assertInertiaPropsContains({
      refusal: null,
      change: { current_email: before, new_email: target },
    })
    assert.equal(await emailOf(user), before)

    const confirmed = await confirm(client, link.token, user)
    confirmed.assertHeader('location', '/my-account/email')
    confirmed.assertFlashMessage('success', `Your sign-in email is now ${target}.`)
    assert.equal(await emailOf(user), target)
    const [log] = await db
      .from('activity_logs')
      .where({ action: 'update', subject_type: 'user', subject_id: String(user.id) })
      .orderBy('id', 'desc')
    assert.deepEqual(log.properties, { before: { email: before }, after: { email: target } })
    assert.equal(log.user_id, user.id)
    const after = await client.get('/my-account/email').loginAs(user).withInertia()
    after.assertInertiaPropsContains({ email: target, pending: null })

    // It works once.
    const reused = await confirm(client, link.token, user)
    reused.assertFlashMessage('error', REFUSED_INVALID)
    reused.assertHeader('location', link.path)
    const reopened = await client.get(link.path).loginAs(user).withInertia()
    reopened.assertInertiaPropsContains({
      refusal: { reason: 'invalid', message: REFUSED_INVALID },
      change: null,
    })
  })

  test('refuses a wrong password, the current address, a taken address and a bad one', async ({
    client,
    assert,
  }) => {
    const { messages } = mail.fake()
    const user = await makeUser({ permissions: [] })
    const other = await makeUser({ permissions: [] })

    const wrong = await requestChange(client, user, {
      new_email: freshAddress(),
      current_password: 'not-my-password',
    })
    assert.deepEqual(errorsOf(wrong).current_password, ['The current password is not correct.'])

    const same = await requestChange(client, user, {
      new_email: user.email.toUpperCase(),
      current_password: DEMO_PASSWORD,
    })
    assert.deepEqual(errorsOf(same).new_email, ['This is already your email address.'])

    // Another user's address, in other letter case, is theirs.
    const taken = await requestChange(client, user, {
      new_email: other.email.toUpperCase(),
      current_password: DEMO_PASSWORD,
    })
    assert.deepEqual(errorsOf(taken).new_email, ['This email address is already in use.'])

    const bad = await requestChange(client, user, {
      new_email: 'someone@',
      current_password: DEMO_PASSWORD,
    })
    assert.deepEqual(errorsOf(bad).new_email, ['Enter the new address as name@example.com.'])

    messages.assertNoneSent()
    assert.lengthOf(await db.from('email_change_requests').where('user_id', user.id), 0)
  })

  test('an expired link is refused', async ({ client, assert }) => {
    const { user, link } = await requestedChange(client)
    await db
      .from('email_change_requests')
      .where('user_id', user.id)
      .update({ expires_at: new Date(Date.now() - 1000) })

    const page = await client.get(link.path).loginAs(user).withInertia()
    page.assertInertiaPropsContains({ refusal: { reason: 'invalid', message: REFUSED_INVALID } })
    const response = await confirm(client, link.token, user)
    response.assertFlashMessage('error', REFUSED_INVALID)
    assert.equal(await emailOf(user), user.email)
    const mine = await client.get('/my-account/email').loginAs(user).withInertia()
    mine.assertInertiaPropsContains({ pending: null })
  })

  test('an address taken after the request is refused when the link is opened', async ({
    client,
    assert,
  }) => {
    const { user, target, link } = await requestedChange(client)
    // Meanwhile an administrator gives that address (in capitals) to someone else.
    const other = await makeUser({ permissions: [] })
    await db.from('users').where('id', other.id).update({ email: target.toUpperCase() })

    const page = await client.get(link.path).loginAs(user).withInertia()
    page.assertInertiaPropsContains({ refusal: { reason: 'taken', message: REFUSED_TAKEN } })
    const response = await confirm(client, link.token, user)
    response.assertFlashMessage('error', REFUSED_TAKEN)
    assert.equal(await emailOf(user), user.email)
  })

  test('signed in as someone else the link is refused; signed out the link alone is enough', async ({
    client,
    assert,
  }) => {
    const { user, target, link } = await requestedChange(client)
    const colleague = await makeUser({ permissions: [] })

    const page = await client.get(link.path).loginAs(colleague).withInertia()
    page.assertInertiaPropsContains({
      refusal: { reason: 'other_user', message: REFUSED_OTHER_USER },
      change: null,
    })
    const refused = await confirm(client, link.token, colleague)
    refused.assertFlashMessage('error', REFUSED_OTHER_USER)
    assert.equal(await emailOf(user), user.email)
    assert.equal(await emailOf(colleague), colleague.email)

    const signedOut = await client.get(link.path).withInertia()
    signedOut.assertStatus(200)
    signedOut.assertInertiaPropsContains({
      signedIn: false,
      refusal: null,
      change: { current_email: user.email, new_email: target },
    })
    const confirmed = await confirm(client, link.token)
    confirmed.assertHeader('location', '/login')
    confirmed.assertFlashMessage('success', `Your sign-in email is now ${target}.`)
    assert.equal(await emailOf(user), target)
    // Logged as the user's own change, though no one was signed in.
    const [log] = await db
      .from('activity_logs')
      .where({ action: 'update', subject_type: 'user', subject_id: String(user.id) })
      .orderBy('id', 'desc')
    assert.equal(log.user_id, user.id)
  })

  test('a new request replaces the waiting one, and a change can be cancelled', async ({
    client,
    assert,
  }) => {
    const { messages } = mail.fake()
    const user = await makeUser({ permissions: [] })
    const first = freshAddress()
    const second = freshAddress()
    await requestChange(client, user, { new_email: first, current_password: DEMO_PASSWORD })
    await requestChange(client, user, { new_email: second, current_password: DEMO_PASSWORD })
    const firstLink = linkFrom(messages.sent(), first)
    const secondLink = linkFrom(messages.sent(), second)

    const replaced = await confirm(client, firstLink.token, user)
    replaced.assertFlashMessage('error', REFUSED_INVALID)
    const page = await client.get('/my-account/email').loginAs(user).withInertia()
    assert.equal((page.body().props.pending as { new_email: string }).new_email, second)

    const cancelled = await client
      .delete('/my-account/email')
      .header('referer', '/my-account/email')
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)
    cancelled.assertFlashMessage(
      'success',
      'Email change cancelled. The link sent no longer works.'
    )
    const withdrawn = await confirm(client, secondLink.token, user)
    withdrawn.assertFlashMessage('error', REFUSED_INVALID)
    assert.equal(await emailOf(user), user.email)
  })

  test('password-reset links sent to the old address stop working after the change', async ({
    client,
    assert,
  }) => {
    const { messages } = mail.fake()
    const user = await makeUser({ permissions: [] })
    await client.post('/forgot-password').form({ email: user.email }).withCsrfToken()
    const target = freshAddress()
    await requestChange(client, user, { new_email: target, current_password: DEMO_PASSWORD })
    await confirm(client, linkFrom(messages.sent(), target).token, user)
    const open = await db
      .from('password_reset_tokens')
      .where('user_id', user.id)
      .whereNull('used_at')
    assert.lengthOf(open, 0)
  })
})
