/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { Page } from 'playwright'
import { DEMO_PASSWORD } from '#tests/helpers/users'

async function signInAsAdmin(page: Page) {
  await page.getByLabel('Email').fill('admin@demo.test')
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL('**/dashboard')
}

/** The focused element's form name (or its test id), to find one's way by Tab. */
function focusedName(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    return element?.getAttribute('name') ?? element?.dataset.testid ?? ''
  })
}

/** Presses Tab until the field named `name` has the focus (a keyboard user's way through). */
async function tabTo(page: Page, name: string) {
  for (let press = 0; press < 60; press++) {
    if ((await focusedName(page)) === name) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${name}`)
}

async function centerId(code: string) {
  const row: { id: number } = await db.from('centers').where('code', code).firstOrFail()
  return row.id
}

test.group('Cases in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an agent opens a case for an existing member by keyboard only', async ({
    visit,
    assert,
  }) => {
    await db
      .from('users')
      .where('email', 'admin@demo.test')
      .update({ current_center_id: await centerId('KUL') })
    // A policy number no other member's starts with (dependants share their principal's): the
    // search then finds exactly this member.
    const member: { id: number; policy_number: string } = await db
      .from('members')
      .whereNull('deleted_at')
      .whereNotExists((longer) =>
        longer
          .from('members as other')
          .whereRaw('other.id <> members.id AND other.policy_key LIKE members.policy_key || ?', [
            '%',
          ])
      )
      .orderBy('id')
      .select('id', 'policy_number')
      .firstOrFail()

    const page = await visit('/login')
    await signInAsAdmin(page)
    await page.goto('/navigate/cases/create')
    await page.getByTestId('select-incident_type_id').waitFor()
    await page.getByTestId('select-incident_type_id').focus()

    // The incident type first: open, type, Enter.
    await page.keyboard.press('Enter')
    await page.keyboard.type('Medical')
    await page.keyboard.press('Enter')
    // The member by policy number: the search answers as one types.
    await tabTo(page, 'select-member_id')
    await page.keyboard.press('Enter')
    await page.keyboard.type(member.policy_number)
    await page.getByRole('option', { name: new RegExp(member.policy_number) }).waitFor()
    await page.keyboard.press('Enter')
    await page.getByTestId('case-member-summary').waitFor()
    // The medical details.
    await tabTo(page, 'description')
    await page.keyboard.type('Admitted with chest pain to Gleneagles, Kuala Lumpur.')
    await tabTo(page, 'symptoms')
    await page.keyboard.type('Chest pain, shortness of breath.')
    await tabTo(page, 'form-submit')
    await page.keyboard.press('Enter')

    await page.waitForURL(/\/navigate\/cases\/\d+$/)
    const id = Number(page.url().split('/').pop())
    const row = await db.from('cases').where('id', id).firstOrFail()
    assert.equal(row.member_id, member.id)
    assert.equal(row.status, 'pending')
    assert.equal(row.symptoms, 'Chest pain, shortness of breath.')
    assert.match(row.number, /^KUL-\d{4}-\d{6}$/)
    await page.getByText(row.number).first().waitFor()
  })

  test('a case of another of one’s centers opens after one click on “Switch”', async ({
    visit,
    assert,
  }) => {
    await db
      .from('users')
      .where('email', 'admin@demo.test')
      .update({ current_center_id: await centerId('KUL') })
    const other: { id: number; number: string } = await db
      .from('cases')
      .where('center_id', await centerId('BKK'))
      .whereNull('deleted_at')
      .orderBy('id')
      .firstOrFail()

    const page = await visit('/login')
    await signInAsAdmin(page)
    await page.goto(`/navigate/cases/${other.id}`)
    await page.getByTestId('switch-center').click()
    await page.waitForURL(`**/navigate/cases/${other.id}`)
    await page.getByText(other.number).first().waitFor()
    assert.equal(await page.getByTestId('center-code').textContent(), 'BKK')
  })

  test('closing asks for the outcome beside its field, then closes', async ({ visit, assert }) => {
    await db
      .from('users')
      .where('email', 'admin@demo.test')
      .update({ current_center_id: await centerId('KUL') })
    const billing: { id: number } = await db
      .from('cases')
      .where({ center_id: await centerId('KUL'), status: 'billing' })
      .whereNull('deleted_at')
      .orderBy('id')
      .firstOrFail()

    const page = await visit('/login')
    await signInAsAdmin(page)
    await page.goto(`/navigate/cases/${billing.id}`)
    await page.getByTestId('case-transition-close').click()
    const dialog = page.getByRole('dialog')
    await dialog.getByTestId('transition-confirm').click()
    await dialog.getByText('Choose the outcome of the case before closing it.').waitFor()
    await dialog.getByTestId('select-outcome').click()
    await page.getByRole('option', { name: 'Successful' }).click()
    await dialog.getByTestId('transition-confirm').click()
    await page
      .getByText(/closed\./)
      .first()
      .waitFor()
    const row = await db.from('cases').where('id', billing.id).firstOrFail()
    assert.equal(row.status, 'closed')
    assert.equal(row.outcome, 'successful')
  })

  test('a contact is added from the case’s tab, and the tab’s search has its own key', async ({
    visit,
    assert,
  }) => {
    const kul = await centerId('KUL')
    await db.from('users').where('email', 'admin@demo.test').update({ current_center_id: kul })
    const active: { id: number } = await db
      .from('cases')
      .where({ center_id: kul, status: 'active' })
      .whereNull('deleted_at')
      .orderBy('id')
      .firstOrFail()
    const tab = '[data-testid="case-contacts-tab"]'
    const idle = `${tab} [data-testid="data-table"][data-state="idle"]`

    const page = await visit('/login')
    await signInAsAdmin(page)
    await page.goto(`/navigate/cases/${active.id}`)
    // Opened from General info, the tab asks for its table alone.
    await page.getByTestId('tab-contacts').click()
    await page.waitForURL(/[?&]tab=contacts(&|$)/)
    await page.waitForSelector(idle)

    await page.getByTestId('case-contacts-add').click()
    const dialog = page.getByTestId('case-contact-dialog')
    await dialog.getByTestId('contact-name').fill('Dr Anan Chaiyaporn')
    await dialog.getByTestId('select-caller_type').click()
    await page.getByRole('option', { name: 'Provider' }).click()
    await dialog.getByTestId('contact-phone').fill('+66 81 234 5678')
    await dialog.getByTestId('contact-save').click()
    await dialog.waitFor({ state: 'hidden' })
    await page.locator(`${tab} [data-testid="data-table-row"]`, { hasText: 'Dr Anan' }).waitFor()
    const row = await db
      .from('case_contacts')
      .where({ case_id: active.id, name: 'Dr Anan Chaiyaporn' })
      .whereNull('deleted_at')
      .firstOrFail()
    assert.equal(row.caller_type, 'provider')
    assert.equal(row.phone, '+66 81 234 5678')

    // The search goes under `contacts[...]`, beside the open tab, and finds only this one.
    await page.locator(`${tab} [data-testid="data-table-search"]`).fill('chaiyaporn')
    await page.waitForURL((url) => url.searchParams.get('contacts[q]') === 'chaiyaporn')
    await page.waitForSelector(idle)
    const url = new URL(page.url())
    assert.equal(url.searchParams.get('tab'), 'contacts')
    assert.isNull(url.searchParams.get('q'))
    assert.deepEqual(
      await page
        .locator(`${tab} [data-testid="data-table-row"] td[data-column="name"]`)
        .allInnerTexts(),
      ['Dr Anan Chaiyaporn']
    )
  })
})
