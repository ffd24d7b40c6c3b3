/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { Page } from 'playwright'
import { DEMO_PASSWORD } from '#tests/helpers/users'

/*
 * The shared DataTable, proven on Manage → Countries with the ~250 seeded countries. Every list
 * change is an Inertia partial reload that replaces the URL, so each step waits for the URL to
 * carry the new query and for the table to be idle again.
 */

const TABLE = '[data-testid="data-table"]'
const IDLE = `${TABLE}[data-state="idle"]`
const ROW = '[data-testid="data-table-row"]'

async function signIn(page: Page, email: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL('**/dashboard')
}

async function openCountries(page: Page) {
  await page.goto('/manage/countries')
  await page.waitForSelector(`${IDLE} ${ROW}`)
}

/** Waits for a reload to land: the URL carries the new query and the rows are not dimmed. */
async function settled(page: Page, url: RegExp) {
  await page.waitForURL(url)
  await page.waitForSelector(IDLE)
}

function cellTexts(page: Page, column: string) {
  return page.locator(`${ROW} td[data-column="${column}"]`).allInnerTexts()
}

async function firstName(page: Page) {
  const text = await page.locator(`${ROW} td[data-column="name"]`).first().innerText()
  return text.trim()
}

test.group('DataTable on Manage → Countries', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('sorting by name descending changes the first row', async ({ visit, assert }) => {
    const page = await visit('/login')
    await signIn(page, 'admin@demo.test')
    await openCountries(page)
    const before = await firstName(page)

    await page.click('[data-testid="sort-name"]')
    await settled(page, /[?&]sort=name(&|$)/)
    assert.equal(await page.getAttribute('[data-testid="sort-name"]', 'data-sorted'), 'asc')

    await page.click('[data-testid="sort-name"]')
    await settled(page, /[?&]sort=-name(&|$)/)
    assert.equal(await page.getAttribute('[data-testid="sort-name"]', 'data-sorted'), 'desc')
    assert.equal(await page.getAttribute('th[data-column="name"]', 'aria-sort'), 'descending')
    assert.notEqual(await firstName(page), before)

    // The third click goes back to the server's default order.
    await page.click('[data-testid="sort-name"]')
    await page.waitForURL((url) => !url.search.includes('sort='))
    await page.waitForSelector(IDLE)
    assert.equal(await firstName(page), before)
  })

  test('searching "thai" shows Thailand', async ({ visit, assert }) => {
    const page = await visit('/login')
    await signIn(page, 'admin@demo.test')
    await openCountries(page)

    await page.fill('[data-testid="data-table-search"]', 'thai')
    await settled(page, /[?&]q=thai(&|$)/)
    const names = await cellTexts(page, 'name')
    assert.include(names, 'Thailand')
    assert.isBelow(names.length, 10)

    await page.click('[data-testid="data-table-reset"]')
    await page.waitForURL((url) => !url.search.includes('q='))
    await page.waitForSelector(IDLE)
    assert.equal(await page.inputValue('[data-testid="data-table-search"]'), '')
  })

  test('the region filter "Asia" leaves only Asian rows', async ({ visit, assert }) => {
    const page = await visit('/login')
    await signIn(page, 'admin@demo.test')
    await openCountries(page)

    await page.click('[data-testid="filter-region"]')
    await page.getByRole('option', { name: 'Asia', exact: true }).click()
    await settled(page, /filters(%5B|\[)region(%5D|\])/)
    await page.keyboard.press('Escape')

    const regions = await cellTexts(page, 'region')
    assert.isAbove(regions.length, 0)
    assert.isTrue(regions.every((region) => region.trim() === 'Asia'))
    await page.assertTextContains('[data-testid="filter-region"]', 'Asia')
    await page.assertExists('[data-testid="data-table-reset"]')
  })

  test('the next page changes the rows and says "Page 2"', async ({ visit, assert }) => {
    const page = await visit('/login')
    await signIn(page, 'admin@demo.test')
    await openCountries(page)
    await page.assertTextContains('[data-testid="pagination-page"]', 'Page 1 of')
    const before = await firstName(page)

    await page.click('[data-testid="pagination-next"]')
    await settled(page, /[?&]page=2(&|$)/)
    await page.assertTextContains('[data-testid="pagination-page"]', 'Page 2 of')
    assert.notEqual(await firstName(page), before)
    await page.assertTextContains('[data-testid="pagination-total"]', '26–50 of')
  })

  test('a page size of 50 shows 50 rows', async ({ visit }) => {
    const page = await visit('/login')
    await signIn(page, 'admin@demo.test')
    await openCountries(page)
    await page.assertElementsCount(ROW, 25)

    await page.selectOption('[data-testid="pagination-per-page"]', '50')
    await settled(page, /[?&]perPage=50(&|$)/)
    await page.assertElementsCount(ROW, 50)
    await page.assertTextContains('[data-testid="pagination-page"]', 'Page 1 of')
  })

  test('a hidden column stays hidden after a reload', async ({ visit, assert }) => {
    const page = await visit('/login')
    await signIn(page, 'admin@demo.test')
    await openCountries(page)
    await page.assertExists('th[data-column="nationality"]')

    await page.click('[data-testid="data-table-columns"]')
    await page.click('[data-testid="column-toggle-nationality"]')
    await page.keyboard.press('Escape')
    await page.assertNotExists('th[data-column="nationality"]')
    const stored = await page.evaluate(() => localStorage.getItem('countries-columns'))
    assert.deepEqual(JSON.parse(stored ?? '{}'), { nationality: false })

    await page.reload()
    await page.waitForSelector(`${IDLE} ${ROW}`)
    await page.assertNotExists('th[data-column="nationality"]')
    await page.assertNotExists(`${ROW} td[data-column="nationality"]`)
    await page.assertExists('th[data-column="region"]')
  })
})

test.group('Countries pages in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the create form shows the server errors beside the fields', async ({ visit }) => {
    const page = await visit('/login')
    await signIn(page, 'admin@demo.test')
    await page.goto('/manage/countries/create')
    await page.click('[data-testid="form-submit"]')
    await page.waitForSelector('[data-testid="form-errors"]')
    await page.assertVisible('[data-testid="error-name"]')
    await page.assertVisible('[data-testid="error-code"]')
    await page.assertVisible('[data-testid="error-iso3"]')
  })

  test('delete from the list, then restore from the trash', async ({ visit }) => {
    const page = await visit('/login')
    await signIn(page, 'admin@demo.test')
    await openCountries(page)
    // A country nothing uses: one in use (Thailand, with its states) is refused.
    await page.fill('[data-testid="data-table-search"]', 'antarc')
    await settled(page, /[?&]q=antarc(&|$)/)

    const antarctica = page.locator(ROW, { hasText: 'Antarctica' })
    await antarctica.locator('[data-testid="row-actions"]').click()
    await page.click('[data-testid="row-action-delete"]')
    await page.assertTextContains('[data-testid="delete-dialog"]', 'Delete Antarctica?')
    await page.click('[data-testid="delete-dialog-confirm"]')
    await page.assertTextContains('[data-sonner-toaster]', 'Antarctica moved to the trash.')
    await page.assertNotExists('[data-testid="delete-dialog"]')

    await page.click('[data-testid="resource-trash-link"]')
    await page.waitForURL('**/manage/countries/trash')
    await page.waitForSelector(`${IDLE} ${ROW}`)
    const trashed = page.locator(ROW, { hasText: 'Antarctica' })
    await trashed.locator('[data-testid="row-actions"]').click()
    await page.click('[data-testid="row-action-restore"]')
    await page.click('[data-testid="restore-dialog-confirm"]')
    await page.assertTextContains('[data-sonner-toaster]', 'Antarctica restored.')
    // Restoring keeps the user in the trash (to restore more); Antarctica has left it.
    await page.waitForURL('**/manage/countries/trash')
    await page.assertNotExists(`${ROW}:has-text("Antarctica")`)
    await page.goto('/manage/countries?q=antarc')
    await page.waitForSelector(`${IDLE} ${ROW}`)
    await page.assertExists(`${ROW}:has-text("Antarctica")`)
  })
})
