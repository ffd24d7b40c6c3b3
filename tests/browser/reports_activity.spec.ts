import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { demoUserIn, signIn, visitReport } from '#tests/helpers/report_pages'

/**
 * The accounts and agent-activity reports in the browser (issue 32): each page shows its
 * totals, its chart and its preview, and its filters are the toolbar's. Screenshots go to
 * REPORT_SCREENSHOTS, to be looked at (not compared).
 */
const SHOTS = process.env.REPORT_SCREENSHOTS

test.group('Reports in the browser: agent activity', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a week of an agent’s work: totals, the chart per day, the rows', async ({
    visit,
    assert,
  }) => {
    const { center: kul, user: admin } = await demoUserIn('KUL')
    // The last week's work, a few entries a day, on the log as the app writes it.
    const now = Date.now()
    const entries = []
    for (let day = 0; day < 7; day++) {
      const at = new Date(now - day * 86_400_000 - 3_600_000)
      const kinds: [string, string, string | null][] = [
        ['create', 'case', null],
        ['transition', 'gop', 'approve'],
        ['transition', 'task', 'close'],
        ['create', 'case_note', null],
      ]
      for (const [index, [action, subject, transition]] of kinds.entries()) {
        for (let times = 0; times <= (day + index) % 3; times++) {
          entries.push({
            user_id: admin,
            center_id: kul,
            action,
            subject_type: subject,
            subject_id: '1',
            properties: transition ? JSON.stringify({ transition }) : null,
            created_at: at,
          })
        }
      }
    }
    await db.insertQuery().table('activity_logs').multiInsert(entries)

    const page = await visit('/login')
    await signIn(page)
    await visitReport(page, 'agent-activity', `?filters[user]=${admin}`)
    await page.getByRole('img', { name: /Activity per day/ }).waitFor()
    const totalNotes = await page.getByTestId('report-total-notes').innerText()
    assert.match(totalNotes, /Notes\s+\d+/)
    assert.isAbove(await page.locator('tbody tr').count(), 0)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/report_agent_activity.png`, fullPage: true })
  })
})

test.group('Reports in the browser: accounts', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('clients and providers with their cases and money; the kinds switch', async ({
    visit,
    assert,
  }) => {
    await demoUserIn('KUL')
    const page = await visit('/login')
    await signIn(page)
    await visitReport(page, 'accounts')
    await page.getByRole('img', { name: /busiest clients/ }).waitFor()
    assert.isAbove(await page.locator('tbody tr').count(), 0)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/report_accounts.png`, fullPage: true })
    await page.getByTestId('report-variants').getByRole('link', { name: 'Providers' }).click()
    await page.getByRole('img', { name: /busiest providers/ }).waitFor()
    assert.equal(
      await page
        .getByTestId('report-variants')
        .getByRole('link', { name: 'Providers' })
        .getAttribute('aria-current'),
      'page'
    )
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/report_accounts_providers.png`, fullPage: true })
    }
  })
})
