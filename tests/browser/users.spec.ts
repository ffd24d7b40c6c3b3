/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { Page } from 'playwright'
import { DEMO_PASSWORD, demoUser } from '#tests/helpers/users'

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64'
)

async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

test.group('Users in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a new user with a generated password and a picture can sign in with it', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const page = await visit('/login')
    await signIn(page, 'admin@demo.test')
    await page.waitForURL('**/dashboard')
    await page.goto('/accounts/users/create')
    await page.locator('input[name="first_name"]').fill('Lina')
    await page.locator('input[name="last_name"]').fill('Haddad')
    await page.locator('input[name="email"]').fill('lina.haddad@browser.test')
    await page.click('[data-testid="generate-password"]')
    const password = await page.locator('[data-testid="password-password"]').inputValue()
    assert.lengthOf(password, 15)
    assert.equal(password.replace(/[^A-Z]/g, '').length, 3)
    assert.equal(password.replace(/[^a-z]/g, '').length, 8)
    assert.equal(password.replace(/\D/g, '').length, 2)
    await page.locator('[data-testid="picture-input"]').setInputFiles({
      name: 'lina.png',
      mimeType: 'image/png',
      buffer: PNG,
    })
    await page.getByLabel('KUL — Kuala Lumpur').check()
    await page.getByLabel('Agent', { exact: true }).check()
    await page.click('[data-testid="form-submit"]')
    await page.waitForURL(/\/accounts\/users\/\d+$/)
    await page.assertTextContains('[data-testid="view-roles"]', 'Agent')
    await page.assertTextContains('[data-testid="view-centers"]', 'KUL')
    const src = await page.locator('[data-testid="view-picture"] img').getAttribute('src')
    assert.match(src ?? '', /^\/media\/pictures\/[0-9a-f-]{36}\.png$/)

    // The new user signs in with the generated password.
    await browserContext.clearCookies()
    const fresh = await visit('/login')
    await signIn(fresh, 'lina.haddad@browser.test', password)
    await fresh.waitForURL('**/dashboard')
  })
})

test.group('Users in the browser: what a supervisor may change', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an administrator is shown locked, and their own roles and centers are read-only', async ({
    visit,
    assert,
  }) => {
    const admin = await demoUser('admin@demo.test')
    const supervisor = await demoUser('supervisor@demo.test')
    const page = await visit('/login')
    await signIn(page, 'supervisor@demo.test')
    await page.waitForURL('**/dashboard')

    // The list offers no Edit or Delete on the administrator's row.
    await page.goto('/accounts/users?q=aisha')
    await page.getByRole('button', { name: 'Actions for Aisha Rahman' }).click()
    await page.locator('[data-testid="row-action-view"]').waitFor()
    assert.equal(await page.locator('[data-testid="row-action-edit"]').count(), 0)
    assert.equal(await page.locator('[data-testid="row-action-delete"]').count(), 0)
    await page.keyboard.press('Escape')

    // Their page says why, and has no Edit button.
    await page.goto(`/accounts/users/${admin.id}`)
    await page.assertTextContains('[data-testid="resource-locked"]', 'is an administrator')
    assert.equal(await page.locator('[data-testid="resource-edit"]').count(), 0)

    // On their own account, roles and centers are shown, unchangeable, and still saved as they are.
    await page.goto(`/accounts/users/${supervisor.id}/edit`)
    await page.locator('[data-testid="checkboxes-roles"]').waitFor()
    const roles = page.locator('[data-testid="checkboxes-roles"] input[type="checkbox"]')
    assert.equal(await roles.count(), 1)
    assert.isTrue(await roles.first().isDisabled())
    await page.assertTextContains(
      '[data-testid="checkboxes-centers"]',
      'You cannot change your own centers'
    )
    await page.locator('input[name="phone"]').fill('+66 2 123 4567')
    await page.click('[data-testid="form-submit"]')
    await page.waitForURL(/\/accounts\/users\/\d+$/)
    await page.assertTextContains('[data-testid="view-phone"]', '+66 2 123 4567')
  })
})
