/// <reference lib="dom" />
import { mkdir } from 'node:fs/promises'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import app from '@adonisjs/core/services/app'
import type { Page } from 'playwright'
import { DEMO_PASSWORD } from '#tests/helpers/users'

/*
 * The accounts payable, accounts receivable and transmission reports in the browser (issue 32),
 * over the demo data: each page shows its totals, its chart and its preview, and is
 * photographed to be looked at (not compared).
 */

const SHOTS = app.makePath('tmp/screenshots')

async function signIn(page: Page) {
  await page.getByLabel('Email').fill('admin@demo.test')
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL('**/dashboard')
}

test.group('Money and letter reports in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  for (const key of ['accounts-payable', 'accounts-receivable', 'transmission']) {
    test(`the ${key} report shows its totals, chart and rows`, async ({ visit, assert }) => {
      await mkdir(SHOTS, { recursive: true })
      const page = await visit('/login')
      await page.setViewportSize({ width: 1440, height: 1100 })
      await signIn(page)
      await page.goto(`/reports/${key}`)
      await page.getByTestId(`report-${key}`).waitFor()
      await page.getByTestId('report-totals').waitFor()
      await page.getByTestId('report-chart').waitFor()
      const bars = await page.getByTestId('report-chart-bar').count()
      assert.isAbove(bars, 0)
      assert.isAbove(await page.locator('tbody tr').count(), 0)
      await page.screenshot({ path: `${SHOTS}/report_${key}.png`, fullPage: true })
    })
  }
})
