/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import type { Page } from 'playwright'
import { DEMO_PASSWORD, makeUser } from '#tests/helpers/users'
import { registerFixtureReport } from '#tests/helpers/report_fixtures'
import { broadcast } from '#services/live/broadcast'
import { userRoom } from '#contracts/live_events'
import { runExport } from '#services/exports/report_exports'

/** Where the screenshots go, to be looked at (not compared). */
const SHOTS = process.env.EXPORT_SCREENSHOTS

async function signIn(page: Page, email: string) {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL('**/dashboard')
}

/**
 * My exports in the browser (issue 32): a running export's bar moves with the progress pushed to
 * its owner's room, and when it is done the row offers Download without a reload by hand; the
 * Reports menu shows "My exports" to a holder of a report permission.
 */
test.group('My exports in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => registerFixtureReport())
  group.each.setup(() => {
    drive.fake('fs')
    return () => drive.restore('fs')
  })

  test('a running export’s bar moves live, then it is ready to download', async ({
    visit,
    assert,
  }) => {
    const user = await makeUser({ permissions: ['access-case-report'], centers: ['KUL'] })
    const kul: { id: number } = await db.from('centers').where('code', 'KUL').firstOrFail()
    const query = JSON.stringify({ sort: 'amount' })
    const [row] = await db
      .insertQuery()
      .table('report_exports')
      .insert({
        user_id: user.id,
        center_id: kul.id,
        report_key: 'case',
        format: 'xlsx',
        query,
        query_key: query,
        status: 'running',
        claimed_by: 'browser-test',
        heartbeat_at: new Date(),
        rows_done: 40,
        rows_total: 100,
      })
      .returning('id')
    const id = Number(row.id)

    const page = await visit('/login')
    await signIn(page, user.email)
    await page.getByTestId('menu-group-reports').click()
    await page.getByRole('menuitem', { name: 'My exports' }).click()
    await page.waitForURL('**/reports/exports')
    const bar = page.getByRole('progressbar', { name: 'Export progress' })
    await bar.waitFor()
    assert.equal(await bar.getAttribute('aria-valuenow'), '40')

    // The job's next push (the owner's room): the bar moves without a reload.
    await db.transaction((trx) =>
      broadcast(trx, {
        room: userRoom(user.id),
        event: 'export.progress',
        payload: { id, status: 'running', rowsDone: 70, rowsTotal: 100 },
      })
    )
    await page.waitForFunction(
      () => document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') === '70'
    )
    assert.include(await page.getByTestId('export-progress').innerText(), '70 of 100 rows')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/my_exports_running.png` })

    // The run ends (queued again for the worker here, which claims and finishes it).
    await db.from('report_exports').where('id', id).update({ status: 'queued', claimed_by: null })
    assert.equal(await runExport(id), 'done')
    const download = page.getByTestId('export-download')
    await download.waitFor()
    assert.equal(await download.getAttribute('href'), `/reports/exports/${id}/download`)
    assert.equal(await page.getByTestId('export-status').getAttribute('data-status'), 'done')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/my_exports_done.png` })
  })
})
