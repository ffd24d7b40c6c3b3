/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { Page } from 'playwright'
import { DEMO_PASSWORD } from '#tests/helpers/users'
import { ProgramFactory } from '#factories/program_factory'
import { MemberFactory } from '#factories/member_factory'
import { shiftYears } from '#contracts/calendar_days'
import Center from '#models/center'
import { centerToday } from '#services/center_today'

/*
 * Issue 29, "Open the case fast", in the browser at 1280 px: where the focus is (read from
 * document.activeElement, never waited for by the clock alone), the call script beside the form,
 * the place's time zone, the questioned dates, the provider's info button and long names, and
 * the member search's namesakes.
 */

async function signInAsAdmin(page: Page) {
  await page.getByLabel('Email').fill('admin@demo.test')
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL('**/dashboard')
}

async function workInKul() {
  const center = await Center.findByOrFail('code', 'KUL')
  await db.from('users').where('email', 'admin@demo.test').update({ current_center_id: center.id })
  return center
}

/** Where the screenshots go, to be looked at (not compared). */
const SHOTS = process.env.CASE_SCREENSHOTS

/** The focused element's test id, else its form name. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    return element?.dataset.testid ?? element?.getAttribute('name') ?? ''
  })
}

/** Waits (up to 5 s) for the element with this test id to have the focus; fails otherwise. */
async function focusReaches(page: Page, testId: string) {
  await page.waitForFunction(
    (id) => (document.activeElement as HTMLElement | null)?.dataset.testid === id,
    testId,
    { timeout: 5000 }
  )
}

/** Opens a SelectField by its name, searches and chooses (the options are portalled). */
async function choose(page: Page, name: string, text: string, option: string | RegExp = text) {
  await page.getByTestId(`select-${name}`).click()
  await page.keyboard.type(text)
  await page.getByRole('option', { name: option }).first().click()
}

async function openForm(page: Page) {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/navigate/cases/create')
  await page.getByTestId('select-incident_type_id').waitFor()
}

test.group('Opening a case fast, in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the focus starts in the incident type; a refused save moves it to the first error; the new case opens at its top', async ({
    visit,
    assert,
  }) => {
    await workInKul()
    const program = await ProgramFactory.create()
    const member = await MemberFactory.merge({
      programId: program.id,
      clientId: program.clientId,
    }).create()
    const page = await visit('/login')
    await signInAsAdmin(page)
    await openForm(page)
    // No key pressed, no click: the first field has the focus.
    await focusReaches(page, 'select-incident_type_id')

    // Saved without a member: refused, and the focus is on the member, scrolled into view.
    await page.keyboard.press('Enter')
    await page.keyboard.type('Medical')
    await page.keyboard.press('Enter')
    await page.getByTestId('form-submit').click()
    await page.getByTestId('error-member_id').getByText(/.+/).waitFor()
    await focusReaches(page, 'select-member_id')
    assert.equal(await focused(page), 'select-member_id')
    assert.isTrue(
      await page.getByTestId('select-member_id').evaluate((element) => {
        const box = element.getBoundingClientRect()
        return box.top >= 0 && box.bottom <= window.innerHeight
      })
    )

    // Saved from the bottom of the page: the new case opens at its top.
    await page.getByTestId('select-member_id').press('Enter')
    await page.keyboard.type(member.policyNumber)
    await page.getByRole('option', { name: new RegExp(member.policyNumber) }).waitFor()
    await page.keyboard.press('Enter')
    await page.getByTestId('form-submit').scrollIntoViewIfNeeded()
    assert.isAbove(await page.evaluate(() => window.scrollY), 0)
    await page.getByTestId('form-submit').click()
    await page.waitForURL(/\/navigate\/cases\/\d+$/)
    await page.getByRole('heading', { level: 1 }).waitFor()
    assert.equal(await page.evaluate(() => window.scrollY), 0)
  })

  test('every form moves the focus to its first refused field (a Manage form)', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/login')
    await signInAsAdmin(page)
    await page.goto('/manage/countries/create')
    await page.getByTestId('form-submit').click()
    await page.getByTestId('form-errors').waitFor()
    const first = await page.evaluate(() => {
      const invalid = document.querySelector<HTMLElement>('form [aria-invalid="true"]')
      return { same: invalid !== null && invalid === document.activeElement }
    })
    assert.isTrue(first.same)
  })

  test('the chosen type’s call script shows beside the form, folds, and follows the type', async ({
    visit,
    assert,
  }) => {
    await workInKul()
    const page = await visit('/login')
    await signInAsAdmin(page)
    await openForm(page)
    const panel = page.getByTestId('call-script')
    await panel.getByText('Choose the incident type to see its call script.').waitFor()

    await choose(page, 'incident_type_id', 'Medical')
    await panel.getByRole('heading', { name: 'First call: hospital admission' }).waitFor()
    await panel.getByRole('heading', { name: 'Medical evacuation request' }).waitFor()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/case_form_call_script.png` })
    // Beside the form at 1280 px, not under it.
    const form = await page.getByTestId('cases-form').boundingBox()
    const aside = await panel.boundingBox()
    assert.isAtLeast(aside!.x, form!.x + form!.width)
    assert.isBelow(aside!.y, form!.y + 200)

    await page.getByTestId('call-script-toggle').click()
    assert.isTrue(await page.getByTestId('call-script-body').isHidden())
    assert.equal(
      await page.getByTestId('call-script-toggle').getAttribute('aria-expanded'),
      'false'
    )
    await page.getByTestId('call-script-toggle').click()
    await panel.getByRole('heading', { name: 'First call: hospital admission' }).waitFor()

    await choose(page, 'incident_type_id', 'Travel')
    await panel.getByRole('heading', { name: 'Lost or stolen passport' }).waitFor()
    assert.equal(await panel.getByText('First call: hospital admission').count(), 0)
  })

  test('the zone follows the country and city; unlikely dates are questioned beside them', async ({
    visit,
    assert,
  }) => {
    const center = await workInKul()
    const today = await centerToday(center)
    const page = await visit('/login')
    await signInAsAdmin(page)
    await openForm(page)
    await choose(page, 'incident_type_id', 'Medical')

    // A new case starts on today's incident and admission dates.
    const todayShown = await page.getByTestId('date-incident_date').inputValue()
    assert.isNotEmpty(todayShown)
    assert.equal(await page.getByTestId('date-details.admitted_on').inputValue(), todayShown)

    await choose(page, 'incident_country_id', 'Thailand')
    await page.getByTestId('select-incident_time_zone').getByText('Asia/Bangkok').waitFor()
    await page.getByText('Follows the place (Thailand).').waitFor()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/case_form_zone.png` })

    await choose(page, 'incident_country_id', 'Indonesia')
    await page
      .getByTestId('zone-question')
      .getByText(/Indonesia has 4 time zones/)
      .waitFor()
    await page.locator('input[name="incident_city"]').fill('Jayapura')
    await page.getByTestId('select-incident_time_zone').getByText('Asia/Jayapura').waitFor()
    assert.equal(await page.getByTestId('zone-question').count(), 0)

    // Chosen by hand: kept while the place stays in the country.
    await choose(page, 'incident_time_zone', 'Makassar', 'Asia/Makassar')
    await page.locator('input[name="incident_city"]').fill('Jakarta')
    await page.getByTestId('select-incident_time_zone').getByText('Asia/Makassar').waitFor()

    // An admission a year and a half ahead is questioned, not refused in the browser.
    const admission = page.getByTestId('date-details.admitted_on')
    await admission.fill(shiftYears(today, 1))
    await admission.press('Tab')
    await page
      .getByTestId('question-details.admitted_on')
      .getByText(/more than 90 days/)
      .waitFor()
    // An incident three years back.
    const incident = page.getByTestId('date-incident_date')
    await incident.fill(DateTime.fromISO(today).minus({ years: 3 }).toISODate()!)
    await incident.press('Tab')
    await page
      .getByTestId('question-incident_date')
      .getByText(/more than a year ago/)
      .waitFor()
  })

  test('namesakes are told apart in the member search; the provider’s info comes after its select, a long name cut with its whole on hover', async ({
    visit,
    assert,
  }) => {
    await workInKul()
    const policy = `QZN-${Date.now()}`
    const principal = await MemberFactory.merge({
      firstName: 'Maria',
      lastName: 'Bautista',
      dateOfBirth: DateTime.fromISO('1961-04-02'),
      policyNumber: policy,
    }).create()
    await MemberFactory.merge({
      firstName: 'Maria',
      lastName: 'Bautista',
      dateOfBirth: DateTime.fromISO('1994-09-17'),
      clientId: principal.clientId,
      policyNumber: policy,
      principalMemberId: principal.id,
      relationship: 'daughter',
    }).create()
    const longName =
      'Bumrungrad International Hospital and Medical Centre, Sukhumvit Soi 3 (Nana Nuea), Wattana'
    const now = new Date()
    const thailand: { id: number } = await db.from('countries').where('code', 'TH').firstOrFail()
    await db
      .insertQuery()
      .table('providers')
      .insert({
        code: `QZP${Date.now() % 100_000}`,
        name: longName,
        provider_type: 'hospital',
        status: 'validated',
        country_id: thailand.id,
        created_at: now,
        updated_at: now,
      })

    const page = await visit('/login')
    await signInAsAdmin(page)
    await openForm(page)
    await choose(page, 'incident_type_id', 'Medical')

    await page.getByTestId('select-member_id').click()
    await page.keyboard.type(policy)
    const facts = page.getByTestId('member-match-facts')
    await facts.nth(1).waitFor()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/case_form_namesakes.png` })
    const texts = await facts.allTextContents()
    assert.lengthOf(texts, 2)
    assert.isTrue(texts.some((text) => /1961/.test(text) && /Principal/.test(text)))
    assert.isTrue(texts.some((text) => /1994/.test(text) && /Dependant \(Daughter\)/.test(text)))
    await page.keyboard.press('Escape')

    await choose(page, 'details.hospital', 'Bumrungrad International Hospital and', /Bumrungrad/)
    const trigger = page.getByTestId('select-details.hospital')
    await focusReaches(page, 'select-details.hospital')
    // Cut inside its column, read whole on hover.
    const cut = await trigger.locator('span[title]').evaluate((span) => ({
      title: span.getAttribute('title'),
      truncated: span.scrollWidth > span.clientWidth,
    }))
    assert.include(cut.title, longName)
    assert.isTrue(cut.truncated)
    const field = await page.getByTestId('date-details.admitted_on').boundingBox()
    const box = await trigger.boundingBox()
    assert.isAtMost(box!.x + box!.width, field!.x)
    // The info button: after the select in the tab order, and opened by a click.
    await page.keyboard.press('Tab')
    assert.equal(await focused(page), 'provider-info')
    await page.getByTestId('provider-info').click()
    await page.getByTestId('provider-info-popover').getByText(longName).waitFor()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/case_form_provider_info.png` })
  })
})
