/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { caseIn, insertGop } from '#tests/helpers/gop_fixtures'
import { DEMO_PASSWORD } from '#tests/helpers/users'

/** Where the screenshots go, to be looked at (not compared). */
const SHOTS = process.env.REPORT_SCREENSHOTS

test.group('Reports in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the case report opens from the menu, a filter narrows it in the URL', async ({
    visit,
    assert,
  }) => {
    const kul: { id: number } = await db.from('centers').where('code', 'KUL').firstOrFail()
    await db.from('users').where('email', 'admin@demo.test').update({ current_center_id: kul.id })
    const billed = await caseIn('KUL', 'billing')
    await insertGop(billed, 'approved')

    const page = await visit('/login')
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.getByLabel('Email').fill('admin@demo.test')
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.waitForURL('**/dashboard')

    await page.goto('/reports/case')
    const report = page.getByTestId('report-case')
    await report.getByTestId('report-totals').waitFor()
    await report.getByTestId('report-chart').waitFor()
    const bars = await report.getByTestId('report-chart-bar').count()
    assert.equal(bars, 12)
    const before = await report.getByTestId('report-total-rows').innerText()

    // Status: Billing, from the table's toolbar; the URL keeps it.
    await page.getByRole('button', { name: 'Status' }).first().click()
    await page.getByRole('option', { name: 'Billing' }).click()
    await page.keyboard.press('Escape')
    await page.waitForURL(/filters/)
    await report.getByTestId('report-totals').waitFor()
    await page.waitForFunction(
      (previous) =>
        document.querySelector('[data-testid="report-total-rows"]')?.textContent !== previous,
      before
    )
    const statuses = await report
      .getByTestId('data-table-row')
      .locator('td:nth-child(2)')
      .allInnerTexts()
    assert.isAbove(statuses.length, 0)
    for (const status of statuses) assert.equal(status.trim(), 'Billing')
    assert.include(decodeURIComponent(page.url()), 'filters[status]')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/case_report_1280.png`, fullPage: true })
  })
})
