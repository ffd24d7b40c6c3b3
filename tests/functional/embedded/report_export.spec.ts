import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { startServedApp, type ServedApp } from '#tests/helpers/served_app'
import { BrowserLikeClient } from '#tests/helpers/browser_like_client'
import { readCsv, readXlsx } from '#tests/helpers/xlsx_reader'
import { columnAt, sumsPerCurrency } from '#tests/helpers/report_pages'

const PASSWORD = 'Demo-Passw0rd!'

/**
 * Issue 32's export as `npm start` runs it: the embedded database in its own process, the web
 * server and a queue worker with jobs on the database queue, each with its own pool (where a
 * query on another connection inside an open transaction would hang for ever). A supervisor asks
 * for an XLSX and a CSV of the accounts payable report (the charge slips to pay); the worker
 * writes them; the files, downloaded, hold what SQL holds, to the cent. A worker killed in the
 * middle of an export leaves a row the sweep fails, which Retry then finishes.
 */
test.group('Report exports end to end (as npm start runs it)', (group) => {
  let served: ServedApp
  let admin: BrowserLikeClient
  group.each.timeout(240_000)

  const database = () => db.connection(served.connection)

  async function eventually<T>(read: () => Promise<T | null | undefined>, ms = 60_000): Promise<T> {
    const deadline = Date.now() + ms
    for (;;) {
      const value = await read()
      if (value !== null && value !== undefined) return value
      if (Date.now() > deadline) {
        throw new Error(`not within ${ms} ms; the app said:\n${served.output().slice(-3000)}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }

  const exportState = (id: number) =>
    database()
      .from('report_exports')
      .where('id', id)
      .select('status', 'error', 'file_path', 'attempts')
      .first() as Promise<{
      status: string
      error: string | null
      file_path: string | null
      attempts: number
    }>

  const finished = (id: number) =>
    eventually(async () => {
      const row = await exportState(id)
      return row.status === 'done' || row.status === 'failed' ? row : null
    })

  async function ask(body: Record<string, unknown>): Promise<number> {
    const response = await admin.request('POST', '/reports/accounts-payable/exports', {
      body,
      headers: { accept: 'application/json' },
    })
    if (response.status !== 202) {
      throw new Error(`asked: ${response.status} ${await response.text()}`)
    }
    return ((await response.json()) as { id: number }).id
  }

  async function downloadText(id: number): Promise<string> {
    const bytes = await download(id)
    return bytes.toString('utf8')
  }

  async function download(id: number): Promise<Buffer> {
    const response = await admin.request('GET', `/reports/exports/${id}/download`)
    if (response.status !== 200) throw new Error(`download: ${response.status}`)
    return Buffer.from(await response.arrayBuffer())
  }

  /**
   * The admin's current center's live slips to pay (pending or approved), oldest invoice first
   * as the report lists them, with what each billed, from SQL.
   */
  async function slipsInSql() {
    const asker: { current_center_id: number } = await database()
      .from('users')
      .where('email', 'admin@demo.test')
      .firstOrFail()
    const rows: { invoice_number: string; amount_billed: string; currency_code: string }[] =
      await database()
        .from('charge_slips')
        .where('center_id', asker.current_center_id)
        .whereNull('deleted_at')
        .whereIn('status', ['pending', 'approved'])
        .orderBy('invoice_date', 'asc')
        .orderBy('id', 'asc')
        .select('invoice_number', 'amount_billed', 'currency_code')
    return rows
  }

  group.setup(async () => {
    served = await startServedApp({
      seed: true,
      worker: true,
      workerEnv: { OUTBOX_KILL_AT: 'export:batch' },
    })
    return () => served.stop()
  })
  // Apart from the start, so that a failed sign-in still stops the app (its hook's cleanup).
  group.setup(async () => {
    admin = new BrowserLikeClient(served.base)
    await admin.signIn('admin@demo.test', PASSWORD)
  })

  test('a worker killed mid-export leaves a failed row, and Retry finishes it', async ({
    assert,
  }) => {
    // The first worker dies (SIGKILL, as a crash) after writing its first batch.
    const id = await ask({ format: 'csv' })
    await served.worker.exited()
    const running = await exportState(id)
    assert.equal(running.status, 'running')
    assert.isNull(running.file_path, 'no file reaches the disk before the end')
    const half = await admin.request('GET', `/reports/exports/${id}/download`)
    assert.equal(half.status, 404, 'nothing is served of a half-written export')

    // A worker again (npm start's supervisor restarts it): its sweep fails the dead run.
    await served.worker.start()
    const failed = await eventually(async () => {
      const row = await exportState(id)
      return row.status === 'failed' ? row : null
    })
    assert.match(failed.error!, /stopped before it finished/)

    const retry = await admin.request('POST', `/reports/exports/${id}/retry`, {
      headers: { accept: 'application/json' },
    })
    assert.equal(retry.status, 202)
    const done = await finished(id)
    assert.equal(done.status, 'done', done.error ?? '')
    assert.equal(done.attempts, 2)
    const [header, ...lines] = readCsv(await downloadText(id))
    assert.equal(header[0], 'Invoice number')
    const sql = await slipsInSql()
    assert.equal(lines.length, sql.length)
  })

  test('XLSX and CSV from the worker hold what SQL holds, to the cent', async ({ assert }) => {
    const sql = await slipsInSql()
    assert.isAbove(sql.length, 0, 'the demo data has charge slips to pay')
    const xlsxId = await ask({ format: 'xlsx' })
    const csvId = await ask({ format: 'csv' })
    for (const id of [xlsxId, csvId]) {
      const row = await finished(id)
      assert.equal(row.status, 'done', row.error ?? '')
    }

    const book = readXlsx(await download(xlsxId))
    const [head, ...lines] = book.rows
    const header = head.map((cell) => cell.value)
    const billed = columnAt(header, 'Billed')
    assert.deepEqual(
      lines.map((line) => line[columnAt(header, 'Invoice number')].value),
      sql.map((slip) => slip.invoice_number)
    )
    /** Each amount in its slip's currency, the slips in the report's order. */
    const inCurrencies = (amounts: string[]) =>
      amounts.map((amount, index) => ({ currency: sql[index].currency_code, amount }))
    const expected = sumsPerCurrency(inCurrencies(sql.map((slip) => slip.amount_billed)))
    assert.deepEqual(
      sumsPerCurrency(inCurrencies(lines.map((line) => line[billed].value))),
      expected
    )
    assert.isTrue(lines.every((line) => line[billed].type === 'n'))

    const [csvHeader, ...csvLines] = readCsv(await downloadText(csvId))
    assert.deepEqual(csvHeader, header)
    assert.deepEqual(sumsPerCurrency(inCurrencies(csvLines.map((line) => line[billed]))), expected)

    const alerts: { link: string }[] = await database()
      .from('notifications')
      .join('users', 'users.id', 'notifications.user_id')
      .where('users.email', 'admin@demo.test')
      .where('notifications.kind', 'report.ready')
      .select('notifications.link')
    assert.includeMembers(
      alerts.map((alert) => alert.link),
      [`/reports/exports/${xlsxId}/download`, `/reports/exports/${csvId}/download`]
    )
  })
})
