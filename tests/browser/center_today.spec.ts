/// <reference lib="dom" />
import { test, timeTravel } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { Page } from 'playwright'
import { CaseFactory } from '#factories/case_factory'
import { calendarDayIn, shiftDays } from '#contracts/calendar_days'
import { isoDate } from '#contracts/iso_timestamp'
import { writeSettings } from '#services/settings'
import { DEMO_PASSWORD } from '#tests/helpers/users'
import { openTab } from '#tests/helpers/case_tabs'

async function signInAsAdmin(page: Page) {
  // The first page of a run waits for Vite to bundle the app's dependencies.
  await page.getByLabel('Email').waitFor({ timeout: 120_000 })
  await page.getByLabel('Email').fill('admin@demo.test')
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL('**/dashboard')
}

/** Where the screenshots go, to be looked at (not compared). */
const SHOTS = process.env.DATE_SCREENSHOTS

/** 23:30 UTC today: 07:30 tomorrow in Kuala Lumpur, 18:30 today in New York. */
function lateEveningUtc(): Date {
  const at = new Date()
  at.setUTCHours(23, 30, 0, 0)
  return at
}

test.group('Dates in the browser: today is the center’s', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('at 23:30 UTC a browser in New York offers Kuala Lumpur’s today, and the server takes it', async ({
    browser,
    assert,
  }) => {
    const at = lateEveningUtc()
    timeTravel(at)
    const today = calendarDayIn('Asia/Kuala_Lumpur')
    const browserDay = calendarDayIn('America/New_York')
    assert.equal(browserDay, shiftDays(today, -1), 'the browser’s day is KL’s yesterday')

    const kul: { id: number } = await db.from('centers').where('code', 'KUL').firstOrFail()
    // Times read in a zone of the user's own; "today" stays the center's.
    await db
      .from('users')
      .where('email', 'admin@demo.test')
      .update({ current_center_id: kul.id, time_zone: 'Europe/London' })
    await writeSettings({ date_format: 'yyyy-MM-dd' })
    const record = await CaseFactory.merge({ centerId: kul.id }).apply('active').create()

    const host = process.env.HOST
    const port = process.env.PORT
    const context = await browser.newContext({
      baseURL: host && port ? `http://${host}:${port}` : undefined,
      timezoneId: 'America/New_York',
    })
    await context.clock.install({ time: at })
    const page = await context.visit('/login')
    await signInAsAdmin(page)
    await page.goto(`/navigate/cases/${record.id}`)
    await openTab(page, 'feedback')
    await page.getByTestId('case-feedback-add').click()
    const dialog = page.getByTestId('case-feedback-dialog')

    // The default is the center's today, not the browser's.
    assert.equal(await dialog.getByTestId('date-received_on').inputValue(), today)
    await dialog.getByTestId('date-received_on-calendar').click()
    const calendar = page.getByTestId('day-calendar')
    await calendar.waitFor()
    assert.equal(
      await calendar.locator('[aria-current="date"]').getAttribute('data-day'),
      today,
      'the calendar marks the center’s today'
    )
    // Nothing after the center's today is offered (when tomorrow is in this month's grid).
    const tomorrow = calendar.locator(`[data-day="${shiftDays(today, 1)}"]`)
    if (await tomorrow.count()) assert.isTrue(await tomorrow.isDisabled())
    assert.isFalse(await calendar.locator(`[data-day="${today}"]`).isDisabled())
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/center_today_calendar.png` })
    await page.keyboard.press('Escape')

    const choose = async (name: string, option: string) => {
      await dialog.getByTestId(`select-${name}`).click()
      await page.getByRole('option', { name: option, exact: true }).click()
    }
    await choose('feedback_type', 'Compliment')
    await choose('channel', 'Phone')
    await choose('source', 'User')
    await dialog.locator('textarea[name="description"]').fill('Thanked the night shift.')
    await dialog.getByTestId('feedback-save').click()
    await dialog.waitFor({ state: 'hidden' })
    const row = await db
      .from('case_feedbacks')
      .where({ case_id: record.id, description: 'Thanked the night shift.' })
      .firstOrFail()
    assert.equal(isoDate(row.received_on), today)
    await context.close()
  })
})
