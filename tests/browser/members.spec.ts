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

async function choose(page: Page, field: string, option: string | RegExp) {
  await page.click(`[data-testid="select-${field}"]`)
  await page.getByRole('option', { name: option }).click()
}

/** A seeded principal member with their client's name. */
async function existingMember() {
  const member: {
    id: number
    first_name: string
    last_name: string
    date_of_birth: Date
    client: string
  } = await db
    .from('members')
    .join('clients', 'clients.id', 'members.client_id')
    .whereNull('members.deleted_at')
    .whereNull('members.principal_member_id')
    .orderBy('members.id')
    .select(
      'members.id',
      'members.first_name',
      'members.last_name',
      'members.date_of_birth',
      'clients.name as client'
    )
    .firstOrFail()
  return member
}

const isoOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`

test.group('Members in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  // Issue 11 §1: the warning asked to tick "Save anyway", but the switch never appeared.
  test('a possible duplicate is refused once, then saved with "Save anyway"', async ({
    visit,
    assert,
  }) => {
    const existing = await existingMember()
    const sameName = () =>
      db
        .from('members')
        .whereNull('deleted_at')
        .where({ first_name: existing.first_name, last_name: existing.last_name })
        .count('* as total')
    const [{ total: before }] = await sameName()

    const page = await visit('/login')
    await signInAsAdmin(page)
    await page.goto('/accounts/members/create')
    await page.locator('input[name="first_name"]').fill(existing.first_name)
    await page.locator('input[name="last_name"]').fill(existing.last_name)
    await page.getByTestId('date-date_of_birth').fill(isoOf(existing.date_of_birth))
    await choose(page, 'gender', 'Female')
    await choose(page, 'client_id', new RegExp(existing.client))
    await page.locator('input[name="policy_number"]').fill('TWIN-0001')
    // Another mistake on the same form: the switch must survive the next refusal.
    await page.locator('input[name="phone"]').fill('abc')
    await page.getByTestId('form-submit').click()

    await page.getByTestId('error-last_name').getByText('Possible duplicate').waitFor()
    const saveAnyway = page.getByTestId('switch-allow_duplicate')
    await saveAnyway.waitFor()
    await saveAnyway.click()
    await page.getByTestId('form-submit').click()
    await page.getByTestId('error-phone').getByText('Enter the phone number with digits').waitFor()
    assert.equal(await saveAnyway.getAttribute('aria-checked'), 'true')

    await page.locator('input[name="phone"]').fill('+60 3-2181 4000')
    await page.getByTestId('form-submit').click()
    await page.waitForURL(/\/accounts\/members\/\d+$/)
    const [{ total: after }] = await sameName()
    assert.equal(Number(after), Number(before) + 1)
  })

  test('dates in the site format, demonyms, capitalised genders, and why a picker is off', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/login')
    await signInAsAdmin(page)
    await page.goto('/accounts/members/create')

    // General settings' format by default, dd MMM yyyy: typed day-first, tidied on leaving.
    const birth = page.getByTestId('date-date_of_birth')
    assert.equal(await birth.getAttribute('placeholder'), 'DD MMM YYYY')
    await birth.fill('3/2/1980')
    await birth.press('Tab')
    assert.equal(await birth.inputValue(), '03 Feb 1980')
    assert.equal(
      await page.locator('input[type="hidden"][name="date_of_birth"]').inputValue(),
      '1980-02-03'
    )
    await page.getByTestId('member-age').getByText('Age:').waitFor()

    // Or picked on the calendar, by keyboard.
    await page.getByTestId('date-policy_valid_from-calendar').click()
    const calendar = page.getByTestId('day-calendar')
    await calendar.waitFor()
    await calendar.getByLabel('Year', { exact: true }).selectOption('2030')
    await calendar.getByLabel('Month', { exact: true }).selectOption('1')
    await calendar.getByRole('button', { name: '15 January 2030' }).focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Enter')
    assert.equal(await page.getByTestId('date-policy_valid_from').inputValue(), '16 Jan 2030')

    // Something that is no day says how to write one.
    await birth.fill('31 Feb 1980')
    await birth.press('Tab')
    await page.getByTestId('error-date_of_birth').getByText('Enter a date like').waitFor()

    // Without a client, the program and principal say why they are off.
    const reasons = page.getByTestId('disabled-reason')
    assert.deepEqual(await reasons.allInnerTexts(), [
      'Choose the client first.',
      'Choose the client first: a dependant’s principal is a member of it.',
    ])
    assert.isTrue(await page.getByTestId('select-principal_member_id').isDisabled())

    await page.click('[data-testid="select-gender"]')
    assert.deepEqual(await page.getByRole('option').allInnerTexts(), ['Male', 'Female'])
    await page.keyboard.press('Escape')

    await page.click('[data-testid="select-nationality_id"]')
    await page.keyboard.type('Malaysia')
    assert.deepEqual(await page.getByRole('option').allInnerTexts(), ['Malaysian'])
  })

  test("a dependant's principal links to them, born in the site's date format", async ({
    visit,
    assert,
  }) => {
    const dependant: { id: number; principal_member_id: number; born: Date } = await db
      .from('members as dependant')
      .join('members as principal', 'principal.id', 'dependant.principal_member_id')
      .whereNull('dependant.deleted_at')
      .orderBy('dependant.id')
      .select('dependant.id', 'dependant.principal_member_id', 'principal.date_of_birth as born')
      .firstOrFail()
    const page = await visit('/login')
    await signInAsAdmin(page)
    await page.goto(`/accounts/members/${dependant.id}`)
    const link = page.getByTestId('principal-link')
    await link.waitFor()
    const months = [
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]
    const shown = `${String(dependant.born.getDate()).padStart(2, '0')} ${months[dependant.born.getMonth()]} ${dependant.born.getFullYear()}`
    await page.getByTestId('view-principal').getByText(shown).waitFor()
    assert.notInclude(await page.getByTestId('view-principal').innerText(), isoOf(dependant.born))
    await link.click()
    await page.waitForURL(`**/accounts/members/${dependant.principal_member_id}`)
  })
})
