/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { Locator, Page } from 'playwright'
import { DEMO_PASSWORD, makeUser } from '#tests/helpers/users'

async function signInAsAdmin(page: Page) {
  await page.getByLabel('Email').fill('admin@demo.test')
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL('**/dashboard')
}

async function workInKul() {
  const center: { id: number } = await db.from('centers').where('code', 'KUL').firstOrFail()
  await db.from('users').where('email', 'admin@demo.test').update({ current_center_id: center.id })
}

/** A live program of a live client, with its type's name (what the popups must show). */
async function someProgram() {
  const row: {
    id: number
    name: string
    code: string
    client_name: string
    client_code: string
    type_name: string
  } = await db
    .from('programs')
    .join('clients', 'clients.id', 'programs.client_id')
    .join('program_types', 'program_types.id', 'programs.program_type_id')
    .whereNull('programs.deleted_at')
    .whereNull('clients.deleted_at')
    .orderBy('programs.id')
    .select(
      'programs.id',
      'programs.name',
      'programs.code',
      'clients.name as client_name',
      'clients.code as client_code',
      'program_types.name as type_name'
    )
    .firstOrFail()
  return row
}

/**
 * Opens a SelectField of `within` (by its name), searches `text` and chooses the option
 * `option` (the options are portalled to the page).
 */
async function choose(
  page: Page,
  within: Locator,
  name: string,
  text: string,
  option: string | RegExp = text
) {
  await within.getByTestId(`select-${name}`).click()
  await page.keyboard.type(text)
  await page.getByRole('option', { name: option }).first().click()
}

/** Waits (up to 5 s) for the element with this test id to have the focus; fails otherwise. */
async function focusReaches(page: Page, testId: string) {
  await page.waitForFunction(
    (id) => (document.activeElement as HTMLElement | null)?.dataset.testid === id,
    testId,
    { timeout: 5000 }
  )
}

test.group('Case form popups in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a member not on file is created in a dialog and chosen; the case form keeps what was typed', async ({
    visit,
    assert,
  }) => {
    await workInKul()
    const program = await someProgram()
    const page = await visit('/login')
    await signInAsAdmin(page)
    await page.goto('/navigate/cases/create')
    await page.getByTestId('select-member_id').waitFor()

    // The agent writes down what happened first, then looks for the member.
    const description = 'Fell on the stairs at the hotel; left wrist swollen.'
    await page.locator('textarea[name="description"]').fill(description)
    await page.getByTestId('select-member_id').click()
    await page.keyboard.type('Zzyzx Quentin')
    await page.getByText('No results found. Not on file?').waitFor()
    await page.keyboard.press('Escape')

    // "New member": prefilled from the search (last name first, as the matches read).
    await page.getByTestId('new-member').click()
    const dialog = page.getByTestId('new-member-dialog')
    await dialog.getByLabel('Last name').waitFor()
    assert.equal(await dialog.getByLabel('Last name').inputValue(), 'Zzyzx')
    assert.equal(await dialog.getByLabel('First name').inputValue(), 'Quentin')

    // Refused beside the field: no gender, no date of birth, no client, no policy.
    await dialog.getByTestId('new-member-save').click()
    await dialog.getByTestId('error-gender').getByText(/.+/).waitFor()
    await dialog.getByTestId('error-policy_number').getByText(/.+/).waitFor()
    assert.equal(await page.locator('textarea[name="description"]').inputValue(), description)

    await choose(page, dialog, 'gender', 'Male', /^Male$/)
    // Typed day first, as the site's date format reads.
    await dialog.getByTestId('date-date_of_birth').fill('2/3/1984')
    await dialog.getByTestId('date-date_of_birth').press('Tab')
    await choose(page, dialog, 'client_id', program.client_name)
    await choose(page, dialog, 'program_id', program.name)
    const policy = `ZQ-${Date.now()}`
    await dialog.getByLabel('Policy number').fill(policy)
    await dialog.getByTestId('new-member-save').click()
    await dialog.waitFor({ state: 'hidden' })

    // Chosen on the case form; nothing else there changed.
    const created: { id: number } = await db
      .from('members')
      .where('policy_number', policy)
      .firstOrFail()
    await page.getByTestId('case-member-summary').getByText(program.client_name).waitFor()
    assert.equal(
      await page.locator('input[type="hidden"][name="member_id"]').inputValue(),
      String(created.id)
    )
    assert.equal(
      await page.locator('input[type="hidden"][name="program_id"]').inputValue(),
      String(program.id)
    )
    assert.equal(await page.locator('textarea[name="description"]').inputValue(), description)

    // Client info, by keyboard: Enter opens, Escape closes back on the button.
    await page.getByTestId('client-info').focus()
    await page.keyboard.press('Enter')
    const clientPopover = page.getByTestId('client-info-popover')
    await clientPopover.getByText(program.client_code).waitFor()
    await clientPopover.getByText('Billing').waitFor()
    await page.keyboard.press('Escape')
    await clientPopover.waitFor({ state: 'hidden' })
    // The focus goes back to the button as the popover finishes closing (a frame later).
    await focusReaches(page, 'client-info')

    // Program type info beside the program.
    await page.getByTestId('program-info').click()
    const programPopover = page.getByTestId('program-info-popover')
    await programPopover.getByTestId('program-type-name').getByText(program.type_name).waitFor()
    await programPopover.getByText(program.code).waitFor()
    await page.keyboard.press('Escape')

    // Clear, by keyboard (it sits on the label's row, just before the search): the member and
    // the program go, and the focus goes back to the search.
    await page.getByTestId('select-member_id').focus()
    await page.keyboard.press('Shift+Tab')
    assert.equal(
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.testid),
      'clear-member_id'
    )
    await page.keyboard.press('Enter')
    assert.equal(await page.locator('input[type="hidden"][name="member_id"]').inputValue(), '')
    assert.equal(await page.locator('input[type="hidden"][name="program_id"]').inputValue(), '')
    assert.isFalse(await page.getByTestId('program-info').isVisible())
    await focusReaches(page, 'select-member_id')
    assert.equal(await page.locator('textarea[name="description"]').inputValue(), description)
  })

  test('who may not create members is not offered “New member”', async ({ visit, assert }) => {
    const user = await makeUser({ permissions: ['access-cases', 'create-case'], centers: ['KUL'] })
    const page = await visit('/login')
    await page.getByLabel('Email').fill(user.email)
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.waitForURL('**/dashboard')
    await page.goto('/navigate/cases/create')
    await page.getByTestId('select-member_id').waitFor()
    assert.equal(await page.getByTestId('new-member').count(), 0)
  })
})
