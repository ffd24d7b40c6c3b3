/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { Page } from 'playwright'
import { DEMO_PASSWORD } from '#tests/helpers/users'

/*
 * The rich-text editor's link rule (SPEC.md §5): a link to anything but http, https, mailto,
 * tel or sms becomes blank, in the editor and on the saved page. Driven on Manage → Incident
 * scripts, the first resource whose form has an editor.
 */

async function signIn(page: Page) {
  await page.getByLabel('Email').fill('admin@demo.test')
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL('**/dashboard')
}

/** Selects the editor's text and links it to `url` through the toolbar. */
async function linkSelection(page: Page, url: string) {
  await page.keyboard.press('Control+A')
  await page.click('button.ql-link')
  const input = page.getByLabel('Link address')
  await input.fill(url)
  await input.press('Enter')
}

test.group('Rich text in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a javascript: link becomes blank, on the page and in the saved script', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/login')
    await signIn(page)
    await page.goto('/manage/incident-scripts/create')
    await page.click('[data-testid="select-incident_type_id"]')
    await page.getByRole('option', { name: 'Medical', exact: true }).click()
    await page.locator('input[name="title"]').fill('Link safety check')
    const editor = page.locator('.ql-container .ql-editor')
    await editor.click()
    await page.keyboard.type('Open the claim form')
    await linkSelection(page, 'javascript:alert(document.cookie)')

    const href = await editor.locator('a').first().getAttribute('href')
    assert.equal(href, 'about:blank')

    await page.click('[data-testid="form-submit"]')
    await page.waitForURL(/\/manage\/incident-scripts\/\d+$/)
    // Stored blank, and shown as plain text: a refused link is no longer a link.
    const row = await db.from('incident_scripts').where('title', 'Link safety check').firstOrFail()
    const links = (row.body.ops as { attributes?: { link?: string } }[])
      .map((op) => op.attributes?.link)
      .filter(Boolean)
    assert.deepEqual(links, ['about:blank'])
    await page.assertTextContains('[data-testid="view-body"]', 'Open the claim form')
    assert.equal(await page.locator('[data-testid="view-body"] a').count(), 0)
  })

  test('an https link is kept', async ({ visit, assert }) => {
    const page = await visit('/login')
    await signIn(page)
    await page.goto('/manage/incident-scripts/create')
    await page.click('[data-testid="select-incident_type_id"]')
    await page.getByRole('option', { name: 'Travel', exact: true }).click()
    await page.locator('input[name="title"]').fill('Embassy list')
    await page.locator('.ql-container .ql-editor').click()
    await page.keyboard.type('Embassies')
    await linkSelection(page, 'https://www.kln.gov.my/')
    await page.click('[data-testid="form-submit"]')
    await page.waitForURL(/\/manage\/incident-scripts\/\d+$/)
    const link = page.locator('[data-testid="view-body"] a').first()
    assert.equal(await link.getAttribute('href'), 'https://www.kln.gov.my/')
  })
})
