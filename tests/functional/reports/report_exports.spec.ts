import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import queue from '@adonisjs/queue/services/main'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import RunReportExport from '#jobs/run_report_export'
import { makeUser } from '#tests/helpers/users'
import { caseIn, centerId } from '#tests/helpers/gop_fixtures'
import { insertChargeSlip } from '#tests/helpers/charge_slip_fixtures'
import { captureBroadcasts, type Emitted } from '#tests/helpers/broadcast_capture'
import { registerFixtureReport, slipReport } from '#tests/helpers/report_fixtures'
import { decimalSum, readCsv, readXlsx } from '#tests/helpers/xlsx_reader'
import { HOSTILE_STRINGS } from '#tests/helpers/hostile_values'
import {
  PROGRESS_EVERY_MS,
  STALE_RUN_MS,
  expireExports,
  runExport,
  sweepExportRuns,
  type ExportRow,
} from '#services/exports/report_exports'
import { defineReport } from '#reports/report_definition'

/**
 * Report exports as managed jobs (issue 32): the files hold exactly the list the preview shows
 * (compared with SQL to the cent), only the owner downloads, an identical pending export is not
 * started twice, progress and the report-ready alert reach the owner, the sweeps, Retry, and
 * hostile input. Tests run jobs as they are dispatched (the sync queue), so an export asked for
 * over HTTP is finished when the request answers, unless the queue is faked.
 */

type Slip = { currency: string; billed: string; invoiceNumber: string; invoiceDate: string }

const SLIPS: Slip[] = [
  { currency: 'MYR', billed: '1234.56', invoiceNumber: 'EXP-T-001', invoiceDate: '2026-10-01' },
  { currency: 'MYR', billed: '0.01', invoiceNumber: 'EXP-T-002', invoiceDate: '2026-10-02' },
  { currency: 'JPY', billed: '150000', invoiceNumber: 'EXP-T-003', invoiceDate: '2026-10-03' },
  { currency: 'JPY', billed: '7', invoiceNumber: 'EXP-T-004', invoiceDate: '2026-10-04' },
  { currency: 'KWD', billed: '12.35', invoiceNumber: 'EXP-T-005', invoiceDate: '2026-10-05' },
  { currency: 'KWD', billed: '99999999.99', invoiceNumber: 'EXP-T-006', invoiceDate: '2026-10-06' },
]

async function seedSlips() {
  const kul = await caseIn('KUL')
  const bkk = await caseIn('BKK')
  for (const slip of SLIPS) await insertChargeSlip(kul, { ...slip, status: 'approved' })
  // Another center's slip: never in a KUL export.
  await insertChargeSlip(bkk, {
    currency: 'MYR',
    billed: '555.55',
    invoiceNumber: 'EXP-T-BKK',
    invoiceDate: '2026-10-07',
  })
}

const reportUser = (centers = ['KUL']) => makeUser({ permissions: ['access-case-report'], centers })

function ask(client: ApiClient, user: User, body: Record<string, unknown>, report = 'case') {
  return client
    .post(`/reports/${report}/exports`)
    .loginAs(user)
    .header('accept', 'application/json')
    .json(body)
    .withCsrfToken()
}

async function exportRow(id: number): Promise<ExportRow> {
  return (await db.from('report_exports').where('id', id).firstOrFail()) as ExportRow
}

async function fileOf(row: ExportRow): Promise<Buffer> {
  const bytes = await drive.use().getBytes(row.file_path!)
  return Buffer.from(bytes)
}

async function textOf(row: ExportRow): Promise<string> {
  const bytes = await fileOf(row)
  return bytes.toString('utf8')
}

async function statusOf(id: number): Promise<string> {
  const row = await exportRow(id)
  return row.status
}

/** The id of the export the request answered (202) or found. */
async function askedId(
  client: ApiClient,
  user: User,
  body: Record<string, unknown>
): Promise<number> {
  const response = await ask(client, user, body)
  return response.body().id
}

/** The status a signed-in person's GET answers. */
async function statusOfGet(client: ApiClient, user: User, url: string, inertia = false) {
  const request = client.get(url).loginAs(user)
  const response = await (inertia ? request.withInertia() : request)
  return response.status()
}

/** The center's slips as SQL has them, in the list's order for `orderBy`. */
async function slipsInSql(orderBy: string, currencies?: string[]) {
  const query = db
    .from('charge_slips')
    .where('center_id', await centerId('KUL'))
    .whereNull('deleted_at')
  if (currencies) query.whereIn('currency_code', currencies)
  const rows: {
    id: number
    invoice_number: string
    currency_code: string
    amount_billed: string
    invoice_date: string
  }[] = await query
    .orderByRaw(orderBy)
    .select('id', 'invoice_number', 'currency_code', 'amount_billed')
    .select(db.raw(`to_char(invoice_date, 'YYYY-MM-DD') AS invoice_date`))
  return rows
}

/** Per currency, the billed total as PostgreSQL's numeric sums it. */
async function totalsInSql(currencies?: string[]) {
  const query = db
    .from('charge_slips')
    .where('center_id', await centerId('KUL'))
    .whereNull('deleted_at')
  if (currencies) query.whereIn('currency_code', currencies)
  const rows: { currency_code: string; total: string }[] = await query
    .groupBy('currency_code')
    .select('currency_code', db.raw('sum(amount_billed)::text AS total'))
  return new Map(rows.map((row) => [row.currency_code, decimalSum([row.total])]))
}

const progressOf = (emitted: Emitted[], userId: number) =>
  emitted.filter((event) => event.event === 'export.progress' && event.room === `user:${userId}`)

test.group('Report exports: the files and their owner', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => registerFixtureReport())
  group.each.setup(() => {
    drive.fake('fs')
    return () => drive.restore('fs')
  })
  let emitted: Emitted[] = []
  group.each.setup(() => {
    const capture = captureBroadcasts()
    emitted = capture.emitted
    return capture.restore
  })

  test('the XLSX holds the previewed list: values and totals equal SQL to the cent', async ({
    client,
    assert,
  }) => {
    await seedSlips()
    const user = await reportUser()
    const response = await ask(client, user, { format: 'xlsx', sort: 'amount' })
    response.assertStatus(202)
    const row = await exportRow(response.body().id)
    assert.equal(row.status, 'done')
    assert.match(row.file_path!, /^exports\/\d+\/\d+-[0-9a-f-]+\.xlsx$/)

    const bytes = await fileOf(row)
    assert.equal(Number(row.size), bytes.length)
    const book = readXlsx(bytes)
    assert.isFalse(book.files.has('xl/sharedStrings.xml'), 'strings are inline')
    assert.equal(book.frozenRows, 1, 'the header row is frozen')
    assert.equal(book.sheetName, 'Charge slip report')
    const [header, ...lines] = book.rows
    assert.deepEqual(
      header.map((cell) => cell.value),
      ['Invoice', 'Slip', 'Status', 'Billed', 'Approved', 'Invoice date', 'Created']
    )

    const sql = await slipsInSql('amount_billed ASC, id ASC')
    assert.equal(lines.length, sql.length)
    assert.isFalse(
      lines.some((line) => line[0].value === 'EXP-T-BKK'),
      'another center’s slip'
    )
    const formats = new Map<string, string>()
    lines.forEach((line, index) => {
      const expected = sql[index]
      assert.equal(line[0].type, 'inlineStr')
      assert.equal(line[0].value, expected.invoice_number)
      assert.equal(line[1].type, 'n')
      assert.equal(Number(line[1].value), expected.id)
      // Money: a numeric cell holding the exact decimal, in its currency's number format.
      assert.equal(line[3].type, 'n')
      assert.equal(decimalSum([line[3].value]), decimalSum([expected.amount_billed]))
      formats.set(expected.currency_code, line[3].format!)
      // A day: a date serial with a date format.
      assert.equal(line[5].type, 'n')
      assert.equal(line[5].format, 'yyyy\\-mm\\-dd')
      const day = new Date(Date.UTC(1899, 11, 30) + Number(line[5].value) * 86_400_000)
      assert.equal(day.toISOString().slice(0, 10), expected.invoice_date)
    })
    assert.equal(formats.get('MYR'), '#,##0.00\\ "MYR"')
    assert.equal(formats.get('JPY'), '#,##0\\ "JPY"')
    assert.equal(formats.get('KWD'), '#,##0.000\\ "KWD"')

    // Totals per currency: the file's cells summed exactly equal PostgreSQL's numeric sum.
    const fileTotals = new Map<string, bigint>()
    lines.forEach((line, index) => {
      const code = sql[index].currency_code
      fileTotals.set(code, (fileTotals.get(code) ?? 0n) + decimalSum([line[3].value]))
    })
    assert.deepEqual([...fileTotals].sort(), [...(await totalsInSql())].sort())
  })

  test('the CSV replays the filters and search asked for, exactly as SQL reads them', async ({
    client,
    assert,
  }) => {
    await seedSlips()
    const user = await reportUser()
    const response = await ask(client, user, {
      format: 'csv',
      q: 'EXP-T',
      sort: '-invoice_date',
      filters: { currency: ['KWD', 'JPY'] },
    })
    response.assertStatus(202)
    const row = await exportRow(response.body().id)
    assert.equal(row.status, 'done')
    const text = await textOf(row)
    assert.isTrue(text.startsWith('\ufeff'), 'a byte-order mark for Excel')
    const [header, ...lines] = readCsv(text)
    assert.deepEqual(header, [
      'Invoice',
      'Slip',
      'Status',
      'Billed',
      'Approved',
      'Invoice date',
      'Created',
    ])
    const ordered = await slipsInSql('invoice_date DESC, id DESC', ['KWD', 'JPY'])
    const sql = ordered.filter((slip) => slip.invoice_number.startsWith('EXP-T'))
    assert.deepEqual(
      lines.map((line) => [line[0], line[1], line[3], line[5]]),
      sql.map((slip) => [
        slip.invoice_number,
        String(slip.id),
        slip.amount_billed,
        slip.invoice_date,
      ])
    )
    assert.equal(
      decimalSum(lines.map((line) => line[3])),
      decimalSum(sql.map((slip) => slip.amount_billed))
    )
    // The frozen query is what was understood, in one order.
    assert.deepEqual(row.query, {
      sort: '-invoice_date',
      q: 'EXP-T',
      filters: { currency: ['JPY', 'KWD'] },
    })
  })

  test('progress reaches the owner’s room only, and the end writes the report-ready alert', async ({
    client,
    assert,
  }) => {
    assert.isAtMost(PROGRESS_EVERY_MS, 2_000)
    await seedSlips()
    const user = await reportUser()
    const fake = queue.fake()
    let id: number
    try {
      const response = await ask(client, user, { format: 'xlsx' })
      response.assertStatus(202)
      id = response.body().id
      assert.lengthOf(fake.getPushedJobs(), 1)
      assert.equal(fake.getPushedJobs()[0].job.name, RunReportExport.name)
    } finally {
      queue.restore()
    }
    assert.equal(await statusOf(id), 'queued')
    // A batch per row and a push after each: the bar moves with every batch written.
    assert.equal(await runExport(id, { batchSize: 1, progressEveryMs: 0 }), 'done')
    const pushes = progressOf(emitted, user.id).map((event) => event.payload)
    const running = pushes.filter((push) => push.status === 'running')
    assert.isAbove(running.length, 2)
    const done = running.map((push) => Number(push.rowsDone))
    assert.deepEqual(
      done,
      [...done].sort((a, b) => a - b),
      'rows done only grow'
    )
    assert.equal(pushes.at(-1)!.status, 'done')
    const total = Number(pushes.at(-1)!.rowsTotal)
    assert.equal(pushes.at(-1)!.rowsDone, total)
    assert.isTrue(
      emitted
        .filter((event) => event.event === 'export.progress')
        .every((event) => event.room === `user:${user.id}`),
      'no one else hears it'
    )

    const [alert] = await db.from('notifications').where({ user_id: user.id, kind: 'report.ready' })
    assert.equal(alert.link, `/reports/exports/${id}/download`)
    assert.equal(alert.title, 'Charge slip report is ready')
    assert.include(alert.body, `${total.toLocaleString('en-US')} rows`)
    const ready = emitted.find((event) => event.event === 'report.ready')!
    assert.deepEqual(ready.payload, {
      subject: 'Charge slip report',
      filePath: `/reports/exports/${id}/download`,
    })
    assert.equal(ready.room, `user:${user.id}`)
  })

  test('an identical pending export is not started twice', async ({ client, assert }) => {
    const user = await reportUser()
    const fake = queue.fake()
    try {
      const body = { format: 'csv', sort: 'amount', filters: { currency: ['MYR', 'JPY'] } }
      const first = await ask(client, user, body)
      // The same list asked again, its filter values in another order: the same export.
      const again = await ask(client, user, { ...body, filters: { currency: ['JPY', 'MYR'] } })
      assert.equal(again.body().id, first.body().id)
      assert.isTrue(again.body().existing)
      assert.lengthOf(fake.getPushedJobs(), 1)
      // Another format, or another query, is another export.
      const xlsx = await ask(client, user, { ...body, format: 'xlsx' })
      assert.notEqual(xlsx.body().id, first.body().id)
      const other = await ask(client, user, { ...body, sort: '-amount' })
      assert.notEqual(other.body().id, first.body().id)
      // Another person asking the same list has their own.
      const colleague = await reportUser()
      const theirs = await ask(client, colleague, body)
      assert.notEqual(theirs.body().id, first.body().id)
      // A page's request goes to My exports, saying it is already on its way.
      const page = await client
        .post('/reports/case/exports')
        .loginAs(user)
        .form(body)
        .withCsrfToken()
        .redirects(0)
      page.assertHeader('location', '/reports/exports')
      page.assertFlashMessage('success', 'The same export is already on its way; it is below.')
    } finally {
      queue.restore()
    }
    // Once it is done, the same list may be asked again.
    const first: { id: number } = await db
      .from('report_exports')
      .where('user_id', user.id)
      .orderBy('id')
      .firstOrFail()
    await runExport(first.id)
    const after = await ask(client, user, {
      format: 'csv',
      sort: 'amount',
      filters: { currency: ['JPY', 'MYR'] },
    })
    assert.isFalse(after.body().existing)
  })

  test('download: the owner only, still holding the report and the center', async ({
    client,
    assert,
  }) => {
    await seedSlips()
    const owner = await reportUser(['KUL', 'BKK'])
    const response = await ask(client, owner, { format: 'csv' })
    const id: number = response.body().id
    const row = await exportRow(id)
    const url = `/reports/exports/${id}/download`

    const file = await client.get(url).loginAs(owner)
    file.assertStatus(200)
    file.assertHeader('content-type', 'text/csv; charset=utf-8')
    assert.match(
      file.header('content-disposition') ?? '',
      /^attachment; filename="Charge slip report \d{4}-\d\d-\d\d \d{4}\.csv"/
    )
    assert.equal(file.header('content-length'), String(row.size))
    assert.equal(file.header('cache-control'), 'private, no-store')
    assert.equal(file.text(), await textOf(row))

    // Another person, even with the same permission: as if there were no such export.
    const stranger = await reportUser()
    assert.equal(await statusOfGet(client, stranger, url), 404)
    const theirRetry = await client
      .post(`/reports/exports/${id}/retry`)
      .loginAs(stranger)
      .withCsrfToken()
    theirRetry.assertStatus(404)
    // The owner without the report's permission any more: 403.
    await db.from('role_user').where('user_id', owner.id).delete()
    await db.rawQuery('SELECT 1')
    const demoted = await client.get(url).loginAs(owner)
    demoted.assertStatus(403)
    // A guest is sent to sign in.
    const guest = await client.get(url).redirects(0)
    assert.include([302, 303], guest.status())
    // Ids that cannot be an export's: 404 before any query.
    for (const hostile of ['0', '-1', 'abc', '9'.repeat(40), '%00']) {
      const answer = await client.get(`/reports/exports/${hostile}/download`).loginAs(stranger)
      assert.equal(answer.status(), 404, hostile)
    }
  })

  test('an owner who no longer holds the export’s center gets a 404', async ({
    client,
    assert,
  }) => {
    await seedSlips()
    const owner = await reportUser(['KUL', 'BKK'])
    const id: number = await askedId(client, owner, { format: 'csv' })
    await db
      .from('center_user')
      .where('user_id', owner.id)
      .where('center_id', await centerId('KUL'))
      .delete()
    const answer = await client.get(`/reports/exports/${id}/download`).loginAs(owner)
    assert.equal(answer.status(), 404)
  })

  test('expired: the download says so, and the hourly sweep deletes the file', async ({
    client,
    assert,
  }) => {
    await seedSlips()
    const owner = await reportUser()
    const id: number = await askedId(client, owner, { format: 'xlsx' })
    const row = await exportRow(id)
    assert.isTrue(await drive.use().exists(row.file_path!))
    // 24 hours later (the sweep has not run yet): the page says it expired.
    await db
      .from('report_exports')
      .where('id', id)
      .update({ expires_at: db.raw(`now() - interval '1 minute'`) })
    const late = await client.get(`/reports/exports/${id}/download`).loginAs(owner).withInertia()
    late.assertStatus(410)
    late.assertInertiaComponent('reports/exports/expired')
    assert.include(late.body().props.message, 'expired')

    emitted.length = 0
    assert.equal(await expireExports(), 1)
    const swept = await exportRow(id)
    assert.equal(swept.status, 'expired')
    assert.isNull(swept.file_path)
    assert.isFalse(await drive.use().exists(row.file_path!), 'the file is deleted')
    assert.equal(progressOf(emitted, owner.id)[0].payload.status, 'expired')
    const gone = await client.get(`/reports/exports/${id}/download`).loginAs(owner).withInertia()
    gone.assertStatus(410)
    // A file not yet due is kept.
    const fresh: number = await askedId(client, owner, { format: 'csv' })
    assert.equal(await expireExports(), 0)
    assert.equal(await statusOf(fresh), 'done')

    // Retry writes it again under the same row.
    const retried = await client
      .post(`/reports/exports/${id}/retry`)
      .loginAs(owner)
      .header('accept', 'application/json')
      .withCsrfToken()
    retried.assertStatus(202)
    const again = await exportRow(id)
    assert.equal(again.status, 'done')
    assert.isTrue(await drive.use().exists(again.file_path!))
  })

  test('a failing run says failed, leaves no file, and Retry runs it again', async ({
    client,
    assert,
  }) => {
    await seedSlips()
    const owner = await reportUser()
    // The same report, but its third row cannot be written.
    let written = 0
    const restore = registerFixtureReport(
      defineReport({
        key: 'case',
        title: 'Charge slip report',
        permission: 'access-case-report',
        list: (scope) => slipReport.list(scope),
        exportColumns: () => [
          {
            header: 'Invoice',
            kind: 'text',
            value: (row: unknown) => {
              if (++written === 3) throw new Error('disk on fire')
              return (row as { invoice_number: string }).invoice_number
            },
          },
        ],
      })
    )
    let id: number
    try {
      const response = await ask(client, owner, { format: 'xlsx' })
      response.assertStatus(202)
      id = response.body().id
    } finally {
      restore()
    }
    const failed = await exportRow(id)
    assert.equal(failed.status, 'failed')
    assert.isNull(failed.file_path)
    assert.match(failed.error!, /failed while writing its file/)
    assert.notInclude(failed.error!, 'disk on fire', 'no internals in the words')
    assert.lengthOf(
      await db.from('notifications').where({ user_id: owner.id, kind: 'report.ready' }),
      0
    )
    assert.equal(await statusOfGet(client, owner, `/reports/exports/${id}/download`), 404)
    const files = await drive.use().listAll('exports', { recursive: true })
    assert.lengthOf([...files.objects], 0, 'no half file on the disk')

    // A page's Retry: back to My exports, and the export is done now.
    const retry = await client
      .post(`/reports/exports/${id}/retry`)
      .loginAs(owner)
      .withCsrfToken()
      .redirects(0)
    retry.assertHeader('location', '/reports/exports')
    const done = await exportRow(id)
    assert.equal(done.status, 'done')
    assert.equal(done.attempts, 2)
    // A done one cannot be retried.
    const refused = await client
      .post(`/reports/exports/${id}/retry`)
      .loginAs(owner)
      .header('accept', 'application/json')
      .withCsrfToken()
    refused.assertStatus(409)
  })

  test('a run whose worker died is failed by the sweep, serves nothing, and can be retried', async ({
    client,
    assert,
  }) => {
    await seedSlips()
    const owner = await reportUser()
    queue.fake()
    let id: number
    try {
      id = await askedId(client, owner, { format: 'csv' })
    } finally {
      queue.restore()
    }
    // A worker claimed it, wrote part of it and was killed: its heartbeat stopped.
    await db
      .from('report_exports')
      .where('id', id)
      .update({
        status: 'running',
        claimed_by: 'dead-worker',
        rows_done: 3,
        rows_total: 6,
        heartbeat_at: db.raw(`now() - ? * interval '1 millisecond'`, [STALE_RUN_MS + 1000]),
      })
    assert.equal(await statusOfGet(client, owner, `/reports/exports/${id}/download`), 404)
    const swept = await sweepExportRuns()
    assert.equal(swept.failed, 1)
    const failed = await exportRow(id)
    assert.equal(failed.status, 'failed')
    assert.match(failed.error!, /stopped before it finished/)
    assert.isNull(failed.file_path)
    // Its dead worker cannot finish it any more: its claim is gone.
    const retried = await client
      .post(`/reports/exports/${id}/retry`)
      .loginAs(owner)
      .header('accept', 'application/json')
      .withCsrfToken()
    retried.assertStatus(202)
    assert.equal(await statusOf(id), 'done')
  })

  test('hostile input on store: a field error, a 404 or a 403, never a 500', async ({
    client,
    assert,
  }) => {
    const user = await reportUser()
    // No such report, or one not declared yet: 404.
    for (const report of ['nope', 'no-such-report', 'constructor', '__proto__', 'a'.repeat(70)]) {
      const answer = await ask(client, user, { format: 'csv' }, report)
      assert.equal(answer.status(), 404, report)
    }
    // Without the report's permission: 403.
    const outsider = await makeUser({ permissions: ['access-cases'] })
    const refused = await ask(client, outsider, { format: 'csv' })
    refused.assertStatus(403)

    const refusals: [Record<string, unknown>, string][] = [
      [{ format: 'pdf' }, 'format'],
      [{}, 'format'],
      [{ format: ['csv'] }, 'format'],
      [{ format: 'csv', q: 'a'.repeat(5000) }, 'q'],
      [{ format: 'csv', q: 'abc\u0000' }, 'q'],
      [{ format: 'csv', sort: 'password' }, 'sort'],
      [{ format: 'csv', sort: 'x'.repeat(500) }, 'sort'],
      [{ format: 'csv', filters: { center_id: '2' } }, 'filters.center_id'],
      [{ format: 'csv', filters: { currency: { $gt: 1 } } }, 'filters.currency'],
      [{ format: 'csv', filters: { currency: 'MYR\u0000' } }, 'filters.currency'],
      [{ format: 'csv', filters: 'currency' }, 'filters'],
      [{ format: 'csv', variant: 'client' }, 'variant'],
    ]
    for (const [body, field] of refusals) {
      const answer = await ask(client, user, body)
      assert.equal(answer.status(), 422, JSON.stringify(body).slice(0, 80))
      const fields = (answer.body().errors as { field: string }[]).map((error) => error.field)
      assert.isTrue(
        fields.some((name) => name === field || name.startsWith(`${field}.`)),
        `${JSON.stringify(body).slice(0, 60)} → ${fields.join(', ')}`
      )
    }
    for (const hostile of HOSTILE_STRINGS) {
      const answer = await ask(client, user, { format: 'csv', q: hostile, sort: hostile })
      assert.isBelow(answer.status(), 500, JSON.stringify(hostile).slice(0, 40))
    }
    // A center named in the body is not the export's: it is the asker's current center.
    queue.fake()
    try {
      const answer = await ask(client, user, { format: 'csv', center_id: await centerId('BKK') })
      answer.assertStatus(202)
      const row = await exportRow(answer.body().id)
      assert.equal(row.center_id, await centerId('KUL'))
    } finally {
      queue.restore()
    }
    assert.lengthOf(await db.from('report_exports').where('user_id', outsider.id), 0)
  })

  test('My exports: the person’s own, for holders of a report permission', async ({
    client,
    assert,
  }) => {
    const user = await reportUser()
    const other = await reportUser()
    queue.fake()
    try {
      await ask(client, user, { format: 'csv' })
      await ask(client, other, { format: 'xlsx' })
    } finally {
      queue.restore()
    }
    const page = await client.get('/reports/exports').loginAs(user).withInertia()
    page.assertStatus(200)
    page.assertInertiaComponent('reports/exports/index')
    const rows = page.body().props.rows as { report: string; format: string; status: string }[]
    assert.deepEqual(
      rows.map((row) => [row.report, row.format, row.status]),
      [['Charge slip report', 'CSV', 'queued']]
    )
    // Holding any one report permission opens it; holding none is a 403.
    const agentOnly = await makeUser({ permissions: ['access-agent-report'] })
    assert.equal(await statusOfGet(client, agentOnly, '/reports/exports', true), 200)
    const none = await makeUser({ permissions: ['access-cases'] })
    assert.equal(await statusOfGet(client, none, '/reports/exports', true), 403)
    const guest = await client.get('/reports/exports').redirects(0)
    assert.include([302, 303], guest.status())
  })
})
