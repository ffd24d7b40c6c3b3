/// <reference lib="dom" />
import { mkdir } from 'node:fs/promises'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import app from '@adonisjs/core/services/app'
import { signIn, visitReport } from '#tests/helpers/report_pages'

/*
 * The accounts payable, accounts receivable and transmission reports in the browser (issue 32),
 * over the demo data: each page shows its totals, its chart and its preview, and is
 * photographed to be looked at (not compared).
 */

const SHOTS = app.makePath('tmp/screenshots')

test.group('Money and letter reports in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  for (const key of ['accounts-payable', 'accounts-receivable', 'transmission']) {
    test(`the ${key} report shows its totals, chart and rows`, async ({ visit, assert }) => {
      await mkdir(SHOTS, { recursive: true })
      const page = await visit('/login')
      await signIn(page, 'admin@demo.test', { width: 1440, height: 1100 })
      const report = await visitReport(page, key)
      await report.getByTestId('report-chart').waitFor()
      const bars = await report.getByTestId('report-chart-bar').count()
      assert.isAbove(bars, 0)
      assert.isAbove(await page.locator('tbody tr').count(), 0)
      await page.screenshot({ path: `${SHOTS}/report_${key}.png`, fullPage: true })
    })
  }
})
