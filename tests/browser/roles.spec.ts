/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { Page } from 'playwright'
import { DEMO_PASSWORD } from '#tests/helpers/users'

async function signIn(page: Page, email: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

test.group('Roles checklist in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('filter, select all shown in a group, and the checked boxes become the role', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/login')
    await signIn(page, 'admin@demo.test')
    await page.waitForURL('**/dashboard')
    await page.goto('/settings/roles/create')
    await page.locator('input[name="name"]').fill('Users clerk')
    await page.assertTextContains('[data-testid="capability-count"]', '0 of')

    // Narrow to the user capabilities; "select all" then takes only what is shown.
    await page.fill('[data-testid="capability-filter"]', 'user')
    await page.click('[data-testid="capability-group-all-accounts"]')
    const accountsCount = await page
      .locator('[data-testid="capability-group-count-accounts"]')
      .innerText()
    const [checked] = accountsCount.split(' of ').map(Number)
    assert.isAbove(checked, 0)

    // Clearing the filter keeps those checked, and one more is added by its own box.
    await page.fill('[data-testid="capability-filter"]', '')
    await page.click('[data-testid="capability-access-clients"]')
    await page.assertTextContains('[data-testid="capability-count"]', `${checked + 1} of`)
    await page.click('[data-testid="form-submit"]')
    await page.waitForURL(/\/settings\/roles\/\d+$/)

    const id = Number(page.url().split('/').pop())
    const held: { name: string }[] = await db
      .from('capability_role')
      .join('capabilities', 'capabilities.id', 'capability_role.capability_id')
      .where('capability_role.role_id', id)
      .select('capabilities.name')
    const names = held.map((row) => row.name)
    assert.lengthOf(names, checked + 1)
    assert.include(names, 'access-users')
    assert.include(names, 'access-clients')
    assert.notInclude(names, 'access-roles')
    assert.equal(await page.locator('[data-testid="role-capability"]').count(), checked + 1)
  })

  test('the system role’s checklist is read-only and it offers no delete', async ({ visit }) => {
    const page = await visit('/login')
    await signIn(page, 'admin@demo.test')
    await page.waitForURL('**/dashboard')
    const system: { id: number } = await db.from('roles').where('is_system', true).firstOrFail()
    await page.goto(`/settings/roles/${system.id}/edit`)
    await page.assertDisabled('[data-testid="capability-access-users"]')
    await page.goto(`/settings/roles/${system.id}`)
    await page.assertExists('[data-testid="system-role-badge"]')
    await page.assertNotExists('[data-testid="resource-delete"]')
  })
})
