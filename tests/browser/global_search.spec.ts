/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { Page } from 'playwright'
import { DateTime } from 'luxon'
import { CaseFactory } from '#factories/case_factory'
import { MemberFactory } from '#factories/member_factory'
import { centerId } from '#tests/helpers/gop_fixtures'
import { DEMO_PASSWORD } from '#tests/helpers/users'

/** Where the screenshots go, to be looked at (not compared). */
const SHOTS = process.env.SEARCH_SCREENSHOTS

async function signIn(page: Page, email: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL('**/dashboard')
}

/** Two cases of a member in KUL, numbered one after the other. */
async function twoCases() {
  await db
    .from('users')
    .where('email', 'agent@demo.test')
    .update({ current_center_id: await centerId('KUL') })
  const member = await MemberFactory.merge({
    firstName: 'Maria Luz',
    lastName: 'Quisumbing',
    policyNumber: 'ZURICH-MY-771902',
    dateOfBirth: DateTime.fromISO('1980-02-03'),
  }).create()
  const kul = await centerId('KUL')
  const make = () =>
    CaseFactory.merge({ centerId: kul, memberId: member.id }).apply('active').create()
  const first = await make()
  const second = await make()
  return { member, first, second }
}

test.group('Global search and shortcuts in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('Ctrl+K opens the search; arrows and Enter open a case', async ({ visit, assert }) => {
    const { first, second } = await twoCases()
    const page = await visit('/login')
    await signIn(page, 'agent@demo.test')

    await page.keyboard.press('Control+k')
    const input = page.getByTestId('global-search-input')
    await input.waitFor()
    assert.isTrue(await input.evaluate((element) => element === document.activeElement))
    // The numbers' common start: both cases, the newest first.
    const common = first.number.slice(0, -1)
    await input.pressSequentially(common)
    const hits = page.locator('[data-testid="global-search-hit"][data-kind="cases"]')
    await hits.filter({ hasText: second.number }).waitFor()
    await hits.filter({ hasText: first.number }).waitFor()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/global_search_cases.png` })
    const titles = await hits.locator('.font-medium').allInnerTexts()
    const target = titles[1]
    assert.equal(await hits.nth(0).getAttribute('aria-selected'), 'true')
    await page.keyboard.press('ArrowDown')
    assert.equal(await hits.nth(1).getAttribute('aria-selected'), 'true')
    await page.keyboard.press('Enter')
    const opened = target === first.number ? first : second
    await page.waitForURL(`**/navigate/cases/${opened.id}`)
    await page.getByTestId('global-search').waitFor({ state: 'detached' })
    assert.include(await page.locator('main').innerText(), opened.number)
  })

  test('"/" opens it, a member is found by policy digits and a typo, Escape closes', async ({
    visit,
    assert,
  }) => {
    const { member } = await twoCases()
    const page = await visit('/login')
    await signIn(page, 'admin@demo.test')
    await page.keyboard.press('/')
    const input = page.getByTestId('global-search-input')
    await input.waitFor()
    await input.pressSequentially('771902')
    const hit = page.locator('[data-testid="global-search-hit"][data-kind="members"]')
    await hit.filter({ hasText: 'Quisumbing, Maria Luz' }).waitFor()
    assert.include(await hit.first().innerText(), 'born 03 Feb 1980')

    await input.fill('')
    await input.pressSequentially('Quisumbng')
    await page.getByTestId('global-search-group-members').waitFor()
    assert.include(await page.getByTestId('global-search-group-members').innerText(), 'quisumbing')
    await hit.filter({ hasText: 'Quisumbing, Maria Luz' }).waitFor()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/global_search_typo.png` })

    // The date of birth, typed in the site's format.
    await input.fill('')
    await input.pressSequentially('03 Feb 1980')
    await hit.filter({ hasText: 'Quisumbing, Maria Luz' }).waitFor()

    await page.keyboard.press('Escape')
    await page.getByTestId('global-search').waitFor({ state: 'detached' })
    // A click on a hit opens the member.
    await page.getByTestId('global-search-open').click()
    await input.pressSequentially('quisumbing')
    await hit.filter({ hasText: 'Quisumbing, Maria Luz' }).click()
    await page.waitForURL(`**/accounts/members/${member.id}`)
  })

  test('"?" lists the shortcuts, and the new-case key opens the form', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/login')
    await signIn(page, 'agent@demo.test')
    await page.keyboard.press('Shift+?')
    const overlay = page.getByTestId('shortcuts-overlay')
    await overlay.waitFor()
    const text = await overlay.innerText()
    for (const line of ['Search', 'New case', 'Show keyboard shortcuts']) {
      assert.include(text, line)
    }
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/shortcuts_overlay.png` })
    // A dialog is open: the new-case key does nothing there.
    await page.keyboard.press('n')
    assert.isTrue(page.url().endsWith('/dashboard'))
    await page.keyboard.press('Escape')
    await overlay.waitFor({ state: 'detached' })

    await page.keyboard.press('n')
    await page.waitForURL('**/navigate/cases/create')
  })

  test('no shortcut fires while typing in a field', async ({ visit, assert }) => {
    const page = await visit('/login')
    await signIn(page, 'agent@demo.test')
    await page.goto('/navigate/cases')
    const search = page.getByTestId('data-table-search')
    await search.click()
    await page.keyboard.type('n/?')
    await page.keyboard.press('Control+k')
    assert.equal(await search.inputValue(), 'n/?')
    assert.isTrue(new URL(page.url()).pathname === '/navigate/cases')
    await page.waitForTimeout(300)
    assert.equal(await page.getByTestId('global-search').count(), 0)
    assert.equal(await page.getByTestId('shortcuts-overlay').count(), 0)
  })

  test('a user who may not open cases has no new-case key', async ({ visit, assert }) => {
    const page = await visit('/login')
    // The agent without their roles: signed in, allowed nothing.
    const user: { id: number } = await db
      .from('users')
      .where('email', 'agent@demo.test')
      .firstOrFail()
    await db.from('role_user').where('user_id', user.id).delete()
    await signIn(page, 'agent@demo.test')
    await page.keyboard.press('Shift+?')
    const overlay = page.getByTestId('shortcuts-overlay')
    await overlay.waitFor()
    assert.notInclude(await overlay.innerText(), 'New case')
    await page.keyboard.press('Escape')
    await page.keyboard.press('n')
    await page.waitForTimeout(300)
    assert.isTrue(page.url().endsWith('/dashboard'))
  })
})
