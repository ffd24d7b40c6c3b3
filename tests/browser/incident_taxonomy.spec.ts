/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { Page } from 'playwright'
import { DEMO_PASSWORD } from '#tests/helpers/users'

/*
 * The taxonomy's dependent dropdowns on Manage → Incident items, over the seeded taxonomy
 * (database/seeders/reference/incident_taxonomy_seeder.ts). An item's parent is chosen type →
 * category → service; only the service is posted as `parent_id`.
 */

const TYPE = '[data-testid="select-ancestor_type"]'
const CATEGORY = '[data-testid="select-ancestor_category"]'
const SERVICE = '[data-testid="select-parent_id"]'

async function signIn(page: Page, email: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL('**/dashboard')
}

/** Opens a dropdown and returns the names of the options it offers. */
async function offered(page: Page, select: string): Promise<string[]> {
  await page.click(select)
  const list = page.getByRole('listbox')
  await list.waitFor()
  const names = await list.getByRole('option').allInnerTexts()
  return names.map((name) => name.trim())
}

/** Chooses an option of the open dropdown. */
async function choose(page: Page, name: string) {
  await page.getByRole('option', { name, exact: true }).click()
  await page.getByRole('listbox').waitFor({ state: 'detached' })
}

test.group('Incident taxonomy in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a new item is placed with dependent dropdowns and shows its path', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/login')
    await signIn(page, 'admin@demo.test')
    await page.goto('/manage/incident-items/create')
    await page.waitForSelector(TYPE)

    // Nothing to choose below the type until a type is chosen.
    assert.isTrue(await page.isDisabled(CATEGORY))
    assert.isTrue(await page.isDisabled(SERVICE))

    const types = await offered(page, TYPE)
    assert.includeMembers(types, ['Medical', 'Travel'])
    await choose(page, 'Medical')
    assert.isFalse(await page.isDisabled(CATEGORY))
    assert.isTrue(await page.isDisabled(SERVICE))

    const categories = await offered(page, CATEGORY)
    assert.include(categories, 'Inpatient')
    assert.notInclude(categories, 'Lost documents')
    await choose(page, 'Inpatient')

    const services = await offered(page, SERVICE)
    assert.include(services, 'Surgery')
    assert.notInclude(services, 'Clinic consultation')
    await choose(page, 'Surgery')

    await page.getByLabel('Name').fill('Test item')
    await page.click('[data-testid="form-submit"]')
    await page.waitForURL(/\/manage\/incident-items\/\d+$/)
    await page.assertTextContains('[data-testid="page-title"]', 'Test item')
    await page.assertTextContains('[data-testid="view-path"]', 'Medical › Inpatient › Surgery')
  })

  test('editing starts from the ancestors, a new type clears the choices below, and it saves', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/login')
    await signIn(page, 'admin@demo.test')
    await page.goto('/manage/incident-items?q=Anaesthesia')
    await page.getByRole('link', { name: 'Anaesthesia', exact: true }).click()
    await page.waitForURL(/\/manage\/incident-items\/\d+$/)
    await page.click('[data-testid="resource-edit"]')
    await page.waitForURL(/\/manage\/incident-items\/\d+\/edit$/)

    await page.assertTextContains(TYPE, 'Medical')
    await page.assertTextContains(CATEGORY, 'Inpatient')
    await page.assertTextContains(SERVICE, 'Surgery')

    await offered(page, TYPE)
    await choose(page, 'Travel')
    await page.assertTextContains(CATEGORY, 'Select category...')
    await page.assertTextContains(SERVICE, 'Select service...')
    assert.isTrue(await page.isDisabled(SERVICE))
    assert.include(await offered(page, CATEGORY), 'Lost documents')
    await choose(page, 'Lost documents')
    await offered(page, SERVICE)
    await choose(page, 'Passport replacement')

    await page.click('[data-testid="form-submit"]')
    await page.waitForURL(/\/manage\/incident-items\/\d+$/)
    await page.assertTextContains('[data-testid="page-title"]', 'Anaesthesia')
    await page.assertTextContains(
      '[data-testid="view-path"]',
      'Travel › Lost documents › Passport replacement'
    )
  })
})
