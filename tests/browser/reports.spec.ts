/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { caseIn, insertGop } from '#tests/helpers/gop_fixtures'
import { CaseFactory } from '#factories/case_factory'
import { MemberFactory } from '#factories/member_factory'
import { demoUserIn, pickFilter, signIn, visitReport } from '#tests/helpers/report_pages'

/** Where the screenshots go, to be looked at (not compared). */
const SHOTS = process.env.REPORT_SCREENSHOTS

test.group('Reports in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the case report opens from the menu, a filter narrows it in the URL', async ({
    visit,
    assert,
  }) => {
    await demoUserIn('KUL')
    const billed = await caseIn('KUL', 'billing')
    await insertGop(billed, 'approved')

    const page = await visit('/login')
    await signIn(page, 'admin@demo.test', { width: 1280, height: 900 })
    const report = await visitReport(page, 'case')
    await report.getByTestId('report-chart').waitFor()
    const bars = await report.getByTestId('report-chart-bar').count()
    assert.equal(bars, 12)
    const before = await report.getByTestId('report-total-rows').innerText()

    // Status: Billing, from the table's toolbar; the URL keeps it.
    await pickFilter(page, 'Status', 'Billing')
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

  test('the member picker, reloads that skip the totals, dark and narrow screens', async ({
    visit,
    assert,
  }) => {
    const { center: kul } = await demoUserIn('KUL')
    const member = await MemberFactory.merge({ firstName: 'Quilla', lastName: 'Zarkovy' }).create()
    await CaseFactory.merge({ centerId: kul, memberId: member.id }).apply('billing').create()
    await CaseFactory.merge({ centerId: kul, memberId: member.id }).apply('closed').create()

    const page = await visit('/login')
    await signIn(page, 'admin@demo.test', { width: 1280, height: 900 })
    // What each reload of the report asks the server for (Inertia's partial data header).
    const asked: string[] = []
    page.on('request', (request) => {
      const only = request.headers()['x-inertia-partial-data']
      if (request.url().includes('/reports/case') && only) asked.push(only)
    })

    const report = await visitReport(page, 'case')
    assert.deepEqual(asked, ['totals,chart'])

    // Sorting turns the preview only: the totals are not asked again.
    asked.length = 0
    // The column's header, as a user clicks it (the sticky copy's, when the table is wide).
    await report.locator('button[aria-label^="Case: sort"]:visible').first().click()
    await page.waitForURL(/sort=number/)
    await page.waitForFunction(() => {
      const table = document.querySelector('[data-testid="data-table"]')
      return table?.getAttribute('data-state') === 'idle'
    })
    assert.deepEqual(asked, ['rows,meta,query,refused'])

    // The member filter searches as one types; the chosen member is named on its button.
    asked.length = 0
    await report.getByTestId('filter-member').click()
    const panel = page.getByTestId('filter-member-panel')
    await panel.getByText('Type a name or number to search.').waitFor()
    await panel.getByRole('combobox').fill('zarkov')
    await panel.getByRole('option', { name: `Zarkovy, Quilla (${member.policyNumber})` }).click()
    await page.keyboard.press('Escape')
    await page.waitForURL(/filters/)
    await page.waitForFunction(
      () => document.querySelector('[data-testid="report-total-rows"]')?.textContent?.trim() === '2'
    )
    assert.deepEqual(asked, ['rows,meta,query,refused,totals,chart'])
    assert.include(decodeURIComponent(page.url()), `filters[member][]=${member.id}`)
    assert.include(await report.getByTestId('filter-member').innerText(), 'Zarkovy, Quilla')
    const members = await report
      .getByTestId('data-table-row')
      .locator('td:nth-child(4)')
      .allInnerTexts()
    assert.lengthOf(members, 2)
    for (const name of members) assert.include(name, 'Zarkovy, Quilla')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/case_report_member.png`, fullPage: true })

    // Dark, then a phone's width: nothing runs off the screen but the table's own scroller.
    await page.evaluate(() => localStorage.setItem('vite-ui-theme', 'dark'))
    await page.goto('/reports/case')
    await report.getByTestId('report-chart').waitFor()
    assert.isTrue(await page.evaluate(() => document.documentElement.classList.contains('dark')))
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/case_report_dark.png`, fullPage: true })
    await page.setViewportSize({ width: 390, height: 844 })
    await report.getByTestId('report-chart').waitFor()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth
    )
    assert.equal(overflow, 0)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/case_report_phone.png`, fullPage: true })
  })
})
