/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { currentStep, totpCode } from '#services/totp'
import { DEMO_PASSWORD, makeUser } from '#tests/helpers/users'

test.group('Two-factor enrolment in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('scan or type the key, confirm with a code, keep the recovery codes, sign in with one', async ({
    visit,
    assert,
  }) => {
    const user = await makeUser({ permissions: [] })
    const page = await visit('/login')
    await page.getByLabel('Email').fill(user.email)
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.waitForURL('**/dashboard')

    await page.getByTestId('user-menu').click()
    await page.getByRole('menuitem', { name: 'Two-factor sign-in' }).click()
    await page.waitForURL('**/my-account/enable-2fa')
    await page.assertTextContains('[data-testid="two-factor-status"]', 'Off')
    await page.getByTestId('start-two-factor').click()
    await page.getByTestId('two-factor-qr').waitFor()
    assert.isTrue(await page.getByTestId('two-factor-qr').isVisible())

    // What a user would type into the app by hand.
    const shownKey = await page.getByTestId('two-factor-secret').innerText()
    const secret = shownKey.replaceAll(' ', '')
    await page.getByLabel('Code from the app').fill('000000')
    await page.getByRole('button', { name: 'Turn on' }).click()
    await page.getByText('That code does not match').waitFor()
    await page.getByLabel('Code from the app').fill(totpCode(secret, currentStep()))
    await page.getByRole('button', { name: 'Turn on' }).click()

    await page.getByTestId('recovery-codes').waitFor()
    await page.assertTextContains('[data-testid="two-factor-status"]', 'On')
    const codes = await page.locator('[data-testid="recovery-codes"] li').allInnerTexts()
    assert.lengthOf(codes, 10)

    // Sign out, sign in again: the password is not enough; a recovery code finishes it.
    await page.getByTestId('user-menu').click()
    await page.getByRole('menuitem', { name: /sign out/i }).click()
    await page.waitForURL('**/login')
    await page.getByLabel('Email').fill(user.email)
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.waitForURL('**/login/two-factor')
    await page.getByRole('button', { name: 'Use a recovery code' }).click()
    await page.getByLabel('Recovery code').fill(codes[0])
    await page.getByRole('button', { name: 'Verify and sign in' }).click()
    await page.waitForURL('**/dashboard')
    await page.getByText('You used a recovery code; 9 left.').waitFor()
  })
})
