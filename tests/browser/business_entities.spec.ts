/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { Page } from 'playwright'
import { DEMO_PASSWORD } from '#tests/helpers/users'

/*
 * Business entities' tabs (the party tabs providers will share) and GOP template writing, over
 * the demo entities (database/seeders/demo/demo_reference.ts).
 */

async function signIn(page: Page) {
  await page.getByLabel('Email').fill('admin@demo.test')
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL('**/dashboard')
}

async function openEntity(page: Page, name: string) {
  await page.goto(`/manage/business-entities?q=${encodeURIComponent(name)}`)
  await page.getByRole('link', { name, exact: true }).click()
  await page.waitForURL(/\/manage\/business-entities\/\d+$/)
}

test.group('Business entities in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the open tab is in the URL and survives a reload', async ({ visit, assert }) => {
    const page = await visit('/login')
    await signIn(page)
    await openEntity(page, 'Assist Asia Malaysia')
    await page.getByRole('tab', { name: 'Bank details' }).click()
    await page.waitForURL(/\?tab=bank-details$/)
    await page.assertTextContains('[data-testid="view-bank_swift"]', 'MBBEMYKL')
    await page.reload()
    assert.equal(
      await page.getByRole('tab', { name: 'Bank details' }).getAttribute('aria-selected'),
      'true'
    )
    await page.assertTextContains('[data-testid="view-bank_swift"]', 'MBBEMYKL')
    await page.getByRole('tab', { name: 'GOP settings' }).click()
    await page.assertTextContains('[data-testid="view-gop_sending_mode"]', 'Group sending')
    await page.assertTextContains('[data-testid="view-gop_email_group"]', 'Finance')
  })

  test('a save with an error on a hidden tab opens that tab and marks it', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/login')
    await signIn(page)
    await openEntity(page, 'Assist Asia Thailand')
    await page.click('[data-testid="resource-edit"]')
    await page.waitForURL(/\/edit$/)
    await page.getByRole('tab', { name: 'Bank details' }).click()
    await page.getByLabel('SWIFT / BIC').fill('BKK')
    await page.getByRole('tab', { name: 'General info' }).click()
    await page.getByLabel('City').fill('Nonthaburi')
    await page.click('[data-testid="form-submit"]')

    await page.waitForSelector('[data-testid="form-tab-errors-bank-details"]')
    await page.assertTextContains('[data-testid="form-tab-errors-bank-details"]', '1')
    assert.equal(
      await page.getByRole('tab', { name: /Bank details/ }).getAttribute('aria-selected'),
      'true'
    )
    assert.isTrue(await page.isVisible('[data-testid="error-bank_swift"]'))
    // Nothing was half-saved: the city on the other tab is unchanged.
    await page.getByLabel('SWIFT / BIC').fill('BKKBTHBK')
    await page.click('[data-testid="form-submit"]')
    await page.waitForURL(/\/manage\/business-entities\/\d+$/)
    await page.assertTextContains('[data-testid="view-city"]', 'Nonthaburi')
  })

  test("a template written from an entity's tab belongs to it, with a live preview", async ({
    visit,
    assert,
  }) => {
    const page = await visit('/login')
    await signIn(page)
    await openEntity(page, 'Assist Asia Philippines')
    await page.getByRole('tab', { name: 'GOP templates' }).click()
    await page.click('[data-testid="gop-templates-new"]')
    await page.waitForURL(/\/manage\/gop-templates\/create\?business_entity_id=\d+$/)
    await page.assertTextContains(
      '[data-testid="select-business_entity_id"]',
      'Assist Asia Philippines'
    )

    await page.locator('input[name="name"]').fill('Manila outpatient letter')
    const editor = page.locator('.ql-container .ql-editor')
    await editor.click()
    await page.keyboard.type(
      'Dear {{provider.name}}, we guarantee {{gop.currency}} {{gop.amount}}.'
    )
    await page.assertTextContains(
      '[data-testid="template-preview"]',
      'Dear Bangkok Hospital Phuket, we guarantee THB 150,000.00.'
    )
    await page.click('[data-testid="form-submit"]')
    await page.waitForURL(/\/manage\/gop-templates\/\d+$/)
    await page.assertTextContains('[data-testid="view-owner"]', 'Assist Asia Philippines')
    await page.getByRole('tab', { name: 'Preview' }).click()
    await page.assertTextContains('[data-testid="template-preview"]', 'Bangkok Hospital Phuket')

    await openEntity(page, 'Assist Asia Philippines')
    await page.getByRole('tab', { name: 'GOP templates' }).click()
    const listed = page.getByRole('link', { name: 'Manila outpatient letter', exact: true })
    await listed.waitFor()
    assert.isTrue(await listed.isVisible())
  })

  test('an unknown placeholder is refused beside the editor', async ({ visit }) => {
    const page = await visit('/login')
    await signIn(page)
    await page.goto('/manage/gop-templates/create')
    await page.locator('input[name="name"]').fill('Typo letter')
    await page.locator('.ql-container .ql-editor').click()
    await page.keyboard.type('Dear {{provider.nmae}}')
    await page.click('[data-testid="form-submit"]')
    await page.waitForSelector('[data-testid="error-body"]:has-text("Unknown placeholders")')
    await page.assertTextContains('[data-testid="error-body"]', '{{provider.nmae}}')
  })
})
