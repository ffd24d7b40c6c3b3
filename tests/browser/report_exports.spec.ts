/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import { makeUser } from '#tests/helpers/users'
import { caseIn, centerId } from '#tests/helpers/gop_fixtures'
import { readXlsx } from '#tests/helpers/xlsx_reader'
import {
  demoUserIn,
  exportStatus,
  pickFilter,
  signIn,
  visitReport,
} from '#tests/helpers/report_pages'
import { broadcast } from '#services/live/broadcast'
import { userRoom } from '#contracts/live_events'
import { runExport } from '#services/exports/report_exports'

/** Where the screenshots go, to be looked at (not compared). */
const SHOTS = process.env.EXPORT_SCREENSHOTS

const VIEWPORT = { width: 1280, height: 800 }

/**
 * My exports in the browser (issue 32): a running export's bar moves with the progress pushed to
 * its owner's room, and when it is done the row offers Download without a reload by hand; the
 * Reports menu shows "My exports" to a holder of a report permission.
 */
test.group('My exports in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    drive.fake('fs')
    return () => drive.restore('fs')
  })

  test('a running export’s bar moves live, then it is ready to download', async ({
    visit,
    assert,
  }) => {
    const user = await makeUser({ permissions: ['access-case-report'], centers: ['KUL'] })
    const query = JSON.stringify({})
    const [row] = await db
      .insertQuery()
      .table('report_exports')
      .insert({
        user_id: user.id,
        center_id: await centerId('KUL'),
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
    await signIn(page, user.email, VIEWPORT)
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

  test('the case report, filtered, exported to XLSX: progress, the alert, the file’s first rows', async ({
    visit,
    assert,
  }) => {
    await demoUserIn('KUL')
    // Cases in billing the filter keeps (the demo data may have none).
    for (let made = 0; made < 3; made++) await caseIn('KUL', 'billing')

    const page = await visit('/login')
    await signIn(page, 'admin@demo.test', VIEWPORT)
    const report = await visitReport(page, 'case')
    await pickFilter(page, 'Status', 'Billing')
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('[data-testid="data-table-row"] td:nth-child(2)')).every(
        (cell) => cell.textContent?.trim() === 'Billing'
      )
    )
    const firstCells = await report
      .getByTestId('data-table-row')
      .locator('td:nth-child(1)')
      .allInnerTexts()
    const previewNumbers = firstCells.map((text) => text.trim())
    assert.isAbove(previewNumbers.length, 0)

    // Export: the server answers with My exports, the export queued there.
    await page.getByTestId('export-xlsx').click()
    await page.waitForURL('**/reports/exports')
    const asked: { id: number; query: unknown } = await db
      .from('report_exports')
      .where('report_key', 'case')
      .orderBy('id', 'desc')
      .firstOrFail()
    assert.deepInclude(asked.query as object, { filters: { status: ['billing'] } })
    await page.getByTestId('export-status').first().waitFor()

    // The job runs as it is dispatched under test (the queue's sync driver): the row goes to
    // Download live, and the report-ready alert says so.
    let status = ''
    for (let tries = 0; tries < 120 && status !== 'done' && status !== 'failed'; tries++) {
      status = await exportStatus(asked.id)
      if (status !== 'done') await new Promise((resolve) => setTimeout(resolve, 250))
    }
    assert.equal(status, 'done')
    const download = page.getByTestId('export-download').first()
    await download.waitFor()
    await page.getByText('Case report is ready').waitFor()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/case_export_ready.png` })

    // The file, as the browser downloads it: its rows are the preview's, in its order.
    const href = await download.getAttribute('href')
    const answer = await page.request.get(href!)
    assert.equal(answer.status(), 200)
    const book = readXlsx(Buffer.from(await answer.body()))
    const [header, ...rows] = book.rows
    assert.equal(header[0].value, 'Case')
    assert.deepEqual(
      rows.slice(0, previewNumbers.length).map((row) => String(row[0].value)),
      previewNumbers
    )
  })
})
