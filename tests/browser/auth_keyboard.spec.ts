/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import type { Message } from '@adonisjs/mail'
import type { Page } from 'playwright'
import { sendResetLink } from '#services/password_reset'
import { requestEmailChange } from '#services/email_change'
import { confirmEnrolment, startEnrolment, twoFactorState } from '#services/two_factor'
import { currentStep, totpCode } from '#services/totp'
import { DEMO_PASSWORD, makeUser } from '#tests/helpers/users'

/** What has the focus: a field by its name, a button or link by its text. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body) return '(page)'
    return (
      element.getAttribute('name') ||
      element.getAttribute('aria-label') ||
      element.textContent?.trim() ||
      element.tagName
    )
  })
}

/** Where the focus goes from the focused element on, one Tab at a time. */
async function tabOrder(page: Page, presses: number) {
  const order = [await focused(page)]
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press('Tab')
    order.push(await focused(page))
  }
  return order
}

function linkIn(message: Message, path: RegExp) {
  const text = String(message.nodeMailerMessage.text)
  return text.match(path)![0]
}

/**
 * Issue 11 §2: every sign-in page is usable by keyboard alone. Each page's first field has the
 * focus, Tab goes through the fields to the button that submits, and nothing in between (a
 * "Forgot password?" link beside the label took Password's turn, and Enter followed it).
 */
test.group('Sign-in pages by keyboard', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => mail.restore())

  test('sign in: email, Tab, password, Enter signs in', async ({ visit, assert }) => {
    const user = await makeUser({ permissions: [] })
    const page = await visit('/login')
    await page.getByLabel('Email').waitFor()
    assert.deepEqual(await tabOrder(page, 2), ['email', 'password', 'Sign in'])

    await page.reload()
    await page.getByLabel('Email').waitFor()
    await page.keyboard.type(user.email)
    await page.keyboard.press('Tab')
    await page.keyboard.type(DEMO_PASSWORD)
    await page.keyboard.press('Enter')
    await page.waitForURL('**/dashboard')
  })

  test('forgot password: email, then the button', async ({ visit, assert }) => {
    const page = await visit('/forgot-password')
    await page.getByLabel('Email').waitFor()
    assert.deepEqual(await tabOrder(page, 1), ['email', 'Email me a reset link'])
  })

  test('reset password: new password, its repeat, then the button', async ({ visit, assert }) => {
    const { messages } = mail.fake()
    const user = await makeUser({ permissions: [] })
    await sendResetLink(user.email)
    const link = linkIn(messages.sent()[0], /\/reset-password\/[A-Za-z0-9_-]+/)
    const page = await visit(link)
    await page.getByLabel('New password', { exact: true }).waitFor()
    assert.deepEqual(await tabOrder(page, 2), [
      'password',
      'password_confirmation',
      'Save new password',
    ])
  })

  test('two-factor code: the code, then the button; Enter signs in', async ({ visit, assert }) => {
    const user = await makeUser({ permissions: [] })
    await startEnrolment(user.id)
    const state = await twoFactorState(user.id)
    if (state.status !== 'pending') throw new Error('expected a pending set-up')
    const secret = state.secret
    await confirmEnrolment(user.id, totpCode(secret, currentStep()))
    await db
      .from('two_factor_credentials')
      .where('user_id', user.id)
      .update({ last_used_step: null })

    const page = await visit('/login')
    await page.getByLabel('Email').waitFor()
    await page.keyboard.type(user.email)
    await page.keyboard.press('Tab')
    await page.keyboard.type(DEMO_PASSWORD)
    await page.keyboard.press('Enter')
    await page.waitForURL('**/login/two-factor')
    await page.getByLabel('Code').waitFor()
    assert.deepEqual(await tabOrder(page, 1), ['code', 'Verify and sign in'])
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.type(totpCode(secret, currentStep()))
    await page.keyboard.press('Enter')
    await page.waitForURL('**/dashboard')
  })

  test('email change confirmation: the button comes first', async ({ visit, assert }) => {
    const { messages } = mail.fake()
    const user = await makeUser({ permissions: [] })
    await requestEmailChange(user, `moved.${Date.now()}@test.local`)
    const confirmation = messages
      .sent()
      .find((message) =>
        /\/my-account\/email\/confirm\//.test(String(message.nodeMailerMessage.text))
      )
    const link = linkIn(confirmation!, /\/my-account\/email\/confirm\/[A-Za-z0-9_-]+/)
    const page = await visit(link)
    await page.getByTestId('confirm-email-change').waitFor()
    // From the top of the page: the header's brand and theme switch, then the card.
    let order: string[] = []
    for (let press = 0; press < 4; press++) {
      await page.keyboard.press('Tab')
      order.push(await focused(page))
    }
    order = order.slice(order.indexOf('Confirm new email'))
    assert.deepEqual(order.slice(0, 2), ['Confirm new email', 'sign in'])
  })
})
