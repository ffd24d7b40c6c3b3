/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { Page } from 'playwright'
import { DEMO_PASSWORD } from '#tests/helpers/users'

/*
 * A client's Programs tab, over the demo clients (database/seeders/demo/demo_clients.ts).
 */

async function signIn(page: Page) {
  await page.getByLabel('Email').fill('admin@demo.test')
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL('**/dashboard')
}

async function openClient(page: Page, name: string) {
  await page.goto(`/accounts/clients?q=${encodeURIComponent(name)}`)
  await page.getByRole('link', { name, exact: true }).click()
  await page.waitForURL(/\/accounts\/clients\/\d+$/)
}

test.group('Clients in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("a program added from a client's tab belongs to it and shows there", async ({
    visit,
    assert,
  }) => {
    const page = await visit('/login')
    await signIn(page)
    await openClient(page, 'Takaful Brunei Keluarga')
    await page.getByRole('tab', { name: /^Programs/ }).click()
    await page.waitForURL(/\?tab=programs$/)
    await page.click('[data-testid="client-programs-new"]')
    await page.waitForURL(/\/manage\/programs\/create\?client_id=\d+&return_to=/)
    await page.assertTextContains(
      '[data-testid="select-client_id"]',
      'Takaful Brunei Keluarga (TAKAFUL-BN)'
    )

    await page.locator('input[name="name"]').fill('Hajj and Umrah Assist')
    await page.locator('input[name="code"]').fill('hajj')
    await page.click('[data-testid="select-program_type_id"]')
    await page.getByRole('option', { name: 'Access Program', exact: true }).click()
    await page.locator('[data-testid="date-valid_from"]').fill('2026-05-01')
    await page.locator('[data-testid="date-valid_to"]').fill('2026-08-31')
    await page.click('[data-testid="form-submit"]')
    // Created from the client's Programs tab: back on that tab, with the new program listed.
    await page.waitForURL(/\/accounts\/clients\/\d+\?tab=programs$/)
    const listed = page
      .getByTestId('client-programs-tab')
      .getByRole('link', { name: 'Hajj and Umrah Assist', exact: true })
    await listed.waitFor()
    assert.isTrue(await listed.isVisible())
    await listed.click()
    await page.waitForURL(/\/manage\/programs\/\d+$/)
    await page.assertTextContains('[data-testid="view-client"]', 'Takaful Brunei Keluarga')
    await page.assertTextContains('[data-testid="view-code"]', 'HAJJ')
  })
})
