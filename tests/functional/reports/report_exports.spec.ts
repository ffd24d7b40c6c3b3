import { readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import queue from '@adonisjs/queue/services/main'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import RunReportExport from '#jobs/run_report_export'
import { CHARGE_SLIP_STATUSES } from '#contracts/charge_slip_options'
import { optionLabel } from '#reports/report_filters'
import type { AccountsPayableRow } from '#reports/accounts_payable_report'
import type { CaseRow } from '#reports/case_report'
import { makeUser } from '#tests/helpers/users'
import { caseIn, centerId } from '#tests/helpers/gop_fixtures'
import { insertChargeSlip, insertRfp } from '#tests/helpers/charge_slip_fixtures'
import { captureBroadcasts, type Emitted } from '#tests/helpers/broadcast_capture'
import { decimalSum } from '#tests/helpers/xlsx_reader'
import { HOSTILE_STRINGS } from '#tests/helpers/hostile_values'
import {
  allReportRows,
  askExport,
  centerDay,
  exportRow,
  exportStatus,
  exportText,
  fixRates,
  moneyByKey,
  openReport,
  readExportCsv,
  readExportSheet,
  retryExport,
  reportReader,
  serialDay,
  serialWall,
  sumsPerCurrency,
  type SqlQuery,
} from '#tests/helpers/report_pages'
import {
  PROGRESS_EVERY_MS,
  STALE_RUN_MS,
  expireExports,
  runExport,
  sweepExportRuns,
} from '#services/exports/report_exports'

/**
 * Report exports as managed jobs (issue 32), on the real reports: the files hold exactly the
 * list the preview shows (compared with SQL to the cent; each kind of cell read back with its
 * type and number format), only the owner downloads, an identical pending export is not started
 * twice, progress and the report-ready alert reach the owner, the sweeps, Retry, and hostile
 * input. Most run the accounts payable report: charge slips in several currencies, JPY (no
 * minor unit) and KWD (three) among them. Tests run jobs as they are dispatched (the sync
 * queue), so an export asked for over HTTP is finished when the request answers, unless the
 * queue is faked.
 */

const KEY = 'accounts-payable'
const TITLE = 'Accounts payable'

/** The export files' columns, in order (each report's declaration, app/reports/*_report.ts). */
const EXPORT_HEADERS = {
  'accounts-payable': [
    'Invoice number',
    'Invoice date',
    'Provider',
    'Case',
    'Client',
    'Member',
    'Status',
    'Payment method',
    'Days past due',
    'Aging',
    'Billed',
    'Approved',
    'To pay',
    'To pay (center currency)',
  ],
  'case': [
    'Case',
    'Status',
    'Client',
    'Program',
    'Member',
    'Policy number',
    'Incident',
    'Owner',
    'Opened',
    'Billed',
    'Closed',
    'Days to close',
    'Case Closed Duration',
    'Evacuation',
    'GOP issued',
    'Billed amount',
    'Invoiced',
  ],
  'accounts-receivable': [
    'RFP',
    'Client',
    'Case',
    'Member',
    'Status',
    'Issued',
    'Due',
    'Sent',
    'Days past due',
    'Aging',
    'Amount',
    'Amount (center currency)',
  ],
}

type Slip = {
  currency: string
  billed: string
  invoiceNumber: string
  daysAgo: number
  status: 'pending' | 'approved'
}

/** KUL's slips to pay: per currency a large and a small one, 0 to 200 days past due. */
const SLIPS: Slip[] = (
  [
    ['MYR', '1234.56', 0, 'approved'],
    ['MYR', '0.01', 5, 'pending'],
    ['JPY', '150000', 40, 'approved'],
    ['JPY', '7', 70, 'pending'],
    ['KWD', '12.35', 100, 'approved'],
    ['KWD', '99999999.99', 200, 'pending'],
  ] as const
).map(([currency, billed, daysAgo, status], index) => ({
  currency,
  billed,
  daysAgo,
  status,
  invoiceNumber: `EXP-T-00${index + 1}`,
}))

/** Slips the report never holds: another center's, and KUL's paid and declined ones. */
const NOT_OWED = ['EXP-T-BKK', 'EXP-T-PAID', 'EXP-T-DECLINED']

async function seedSlips() {
  const kul = await caseIn('KUL', 'billing')
  for (const slip of SLIPS) {
    await insertChargeSlip(kul, { ...slip, invoiceDate: await centerDay(slip.daysAgo) })
  }
  await insertChargeSlip(kul, { invoiceNumber: 'EXP-T-PAID', status: 'paid' })
  await insertChargeSlip(kul, { invoiceNumber: 'EXP-T-DECLINED', status: 'declined' })
  await insertChargeSlip(await caseIn('BKK', 'billing'), {
    currency: 'MYR',
    billed: '555.55',
    invoiceNumber: 'EXP-T-BKK',
  })
}

const reportUser = (centers = ['KUL']) => reportReader('access-accounts-payable-report', centers)

/** The slips seeded, and a reader of the accounts payable report in `centers`. */
async function seededReader(centers?: string[]) {
  await seedSlips()
  return reportUser(centers)
}

const ask = (client: ApiClient, user: User, body: Record<string, unknown>, key = KEY) =>
  askExport(client, user, key, body)

/** The id of the export the request answered (202) or found. */
async function askedId(
  client: ApiClient,
  user: User,
  body: Record<string, unknown>,
  key = KEY
): Promise<number> {
  const response = await ask(client, user, body, key)
  return response.body().id
}

/** The status a signed-in person's GET answers. */
async function statusOfGet(client: ApiClient, user: User, url: string, inertia = false) {
  const request = client.get(url).loginAs(user)
  const response = await (inertia ? request.withInertia() : request)
  return response.status()
}

type PayableInSql = {
  id: number
  invoice_number: string
  status: string
  currency_code: string
  amount_billed: string
  amount_approved: string | null
  invoice_date: string
  days_past_due: number
}

/** KUL's slips still to pay as SQL has them, in the list's order for `orderBy`. */
async function payablesInSql(
  orderBy: string,
  narrow: (query: SqlQuery) => void = () => {}
): Promise<PayableInSql[]> {
  const today = await centerDay(0)
  const query = db
    .from('charge_slips')
    .where('center_id', await centerId('KUL'))
    .whereNull('deleted_at')
    .whereIn('status', ['pending', 'approved'])
  narrow(query)
  return query
    .orderByRaw(orderBy)
    .select('id', 'invoice_number', 'status', 'currency_code', 'amount_billed', 'amount_approved')
    .select(db.raw(`to_char(invoice_date, 'YYYY-MM-DD') AS invoice_date`))
    .select(db.raw('(?::date - invoice_date) AS days_past_due', [today]))
}

/** Per currency, what KUL's slips to pay billed, as PostgreSQL's numeric sums it. */
async function billedInSql(): Promise<[string, bigint][]> {
  const rows: { currency_code: string; total: string }[] = await db
    .from('charge_slips')
    .where('center_id', await centerId('KUL'))
    .whereNull('deleted_at')
    .whereIn('status', ['pending', 'approved'])
    .groupBy('currency_code')
    .select('currency_code', db.raw('sum(amount_billed)::text AS total'))
  return sumsPerCurrency(rows.map((row) => ({ currency: row.currency_code, amount: row.total })))
}

/** A KUL instant column on the center's wall clock, as SQL reads it. */
const kulWall = (column: string) =>
  db.raw(
    `to_char(${column} AT TIME ZONE (SELECT time_zone FROM centers WHERE code = 'KUL'),
      'YYYY-MM-DD HH24:MI:SS') AS ${column}`
  )

const progressOf = (emitted: Emitted[], userId: number) =>
  emitted.filter((event) => event.event === 'export.progress' && event.room === `user:${userId}`)

test.group('Report exports: the files and their owner', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
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
    const user = await seededReader()
    const response = await ask(client, user, { format: 'xlsx', sort: 'amount_billed' })
    response.assertStatus(202)
    const { row, bytes, book, header, lines, at } = await readExportSheet(response.body().id)
    assert.equal(row.status, 'done')
    assert.match(row.file_path!, /^exports\/\d+\/\d+-[0-9a-f-]+\.xlsx$/)
    assert.equal(Number(row.size), bytes.length)
    assert.isFalse(book.files.has('xl/sharedStrings.xml'), 'strings are inline')
    assert.equal(book.frozenRows, 1, 'the header row is frozen')
    assert.equal(book.sheetName, TITLE)
    assert.deepEqual(header, EXPORT_HEADERS[KEY])

    const sql = await payablesInSql('amount_billed ASC, id ASC')
    assert.equal(lines.length, sql.length)
    const invoices = lines.map((line) => line[at('Invoice number')].value)
    assert.includeMembers(
      invoices,
      SLIPS.map((slip) => slip.invoiceNumber)
    )
    for (const outside of NOT_OWED) assert.notInclude(invoices, outside)
    const formats = new Map<string, string>()
    lines.forEach((line, index) => {
      const expected = sql[index]
      const cell = (name: string) => line[at(name)]
      // Text: an inline string.
      assert.equal(cell('Invoice number').type, 'inlineStr')
      assert.equal(cell('Invoice number').value, expected.invoice_number)
      assert.equal(cell('Status').value, optionLabel(CHARGE_SLIP_STATUSES, expected.status))
      // An integer: a number in the General format.
      assert.equal(cell('Days past due').type, 'n')
      assert.isNull(cell('Days past due').format)
      assert.equal(Number(cell('Days past due').value), Number(expected.days_past_due))
      // Money: a numeric cell holding the exact decimal, in its currency's number format.
      assert.equal(cell('Billed').type, 'n')
      assert.equal(decimalSum([cell('Billed').value]), decimalSum([expected.amount_billed]))
      formats.set(expected.currency_code, cell('Billed').format!)
      // No amount (a pending slip is not approved yet): no cell, not a zero.
      if (expected.amount_approved === null) assert.equal(cell('Approved').type, 'empty')
      else
        assert.equal(decimalSum([cell('Approved').value]), decimalSum([expected.amount_approved]))
      // A day: a date serial with a date format.
      assert.equal(cell('Invoice date').type, 'n')
      assert.equal(cell('Invoice date').format, 'yyyy\\-mm\\-dd')
      assert.equal(serialDay(cell('Invoice date').value), expected.invoice_date)
    })
    assert.equal(formats.get('MYR'), '#,##0.00\\ "MYR"')
    assert.equal(formats.get('JPY'), '#,##0\\ "JPY"')
    assert.equal(formats.get('KWD'), '#,##0.000\\ "KWD"')

    // Totals per currency: the file's cells summed exactly equal PostgreSQL's numeric sum, and
    // what is to pay equals the page's own totals over the same list.
    const amounts = (name: string) =>
      lines.map((line, index) => ({
        currency: sql[index].currency_code,
        amount: line[at(name)].value,
      }))
    assert.deepEqual(sumsPerCurrency(amounts('Billed')), await billedInSql())
    const { props } = await openReport(client, user, KEY, '?sort=amount_billed', true)
    const toPay = moneyByKey(props.totals!).to_pay.perCurrency
    assert.deepEqual(sumsPerCurrency(amounts('To pay')), sumsPerCurrency(toPay))
  })

  test('the CSV replays the filters, sort and search asked for, exactly as SQL reads them', async ({
    client,
    assert,
  }) => {
    const user = await seededReader()
    const response = await ask(client, user, {
      format: 'csv',
      q: 'EXP-T',
      sort: '-invoice_date',
      filters: { charge_slip: ['approved'], aging: ['over_90', '31_60'] },
    })
    response.assertStatus(202)
    const { row, text, header, lines, at } = await readExportCsv(response.body().id)
    assert.equal(row.status, 'done')
    assert.isTrue(text.startsWith('\ufeff'), 'a byte-order mark for Excel')
    assert.deepEqual(header, EXPORT_HEADERS[KEY])

    // Approved, and 31–60 or more than 90 days past their invoice date on KUL's calendar.
    const [day31, day60, day91] = [await centerDay(31), await centerDay(60), await centerDay(91)]
    const sql = await payablesInSql('invoice_date DESC, id DESC', (query) =>
      query
        .where('status', 'approved')
        .where((inner) =>
          inner.whereBetween('invoice_date', [day60, day31]).orWhere('invoice_date', '<=', day91)
        )
    )
    assert.includeMembers(
      sql.map((slip) => slip.invoice_number),
      ['EXP-T-003', 'EXP-T-005']
    )
    assert.deepEqual(
      lines.map((line) =>
        ['Invoice number', 'Invoice date', 'Days past due', 'Billed', 'Approved'].map(
          (name) => line[at(name)]
        )
      ),
      sql.map((slip) => [
        slip.invoice_number,
        slip.invoice_date,
        String(slip.days_past_due),
        slip.amount_billed,
        slip.amount_approved ?? '',
      ])
    )
    assert.equal(
      decimalSum(lines.map((line) => line[at('Billed')])),
      decimalSum(sql.map((slip) => slip.amount_billed))
    )
    // The preview of the same query lists the same slips in the same order. No report declares
    // a search box, so the term narrows neither (the list reads it as nothing to search).
    const preview = await allReportRows<AccountsPayableRow>(
      client,
      user,
      KEY,
      '?q=EXP-T&sort=-invoice_date&filters[charge_slip][]=approved&filters[aging][]=over_90&filters[aging][]=31_60'
    )
    assert.deepEqual(
      lines.map((line) => line[at('Invoice number')]),
      preview.map((slip) => slip.invoice_number)
    )
    // The frozen query is what was understood, in one order.
    assert.deepEqual(row.query, {
      sort: '-invoice_date',
      q: 'EXP-T',
      filters: { aging: ['31_60', 'over_90'], charge_slip: ['approved'] },
    })
  })

  test('the case report’s instants, integers, yes/no and money read back on the center’s clock', async ({
    client,
    assert,
  }) => {
    await fixRates({ USD: '0.25', MYR: '1' })
    const kul = await centerId('KUL')
    // Opened 15 Jan 2026 09:00 in Kuala Lumpur, billed on the 20th, closed after 7 days 23 h.
    const closed = await caseIn('KUL', 'closed')
    await db
      .from('cases')
      .where('id', closed)
      .update({
        opened_at: new Date('2026-01-15T01:00:00Z'),
        billed_at: new Date('2026-01-20T01:00:00Z'),
        closed_at: new Date('2026-01-23T00:00:00Z'),
        is_evacuation: true,
      })
    await insertChargeSlip(closed, { billed: '1234.56', currency: 'USD', status: 'pending' })
    // Opened one second before midnight on the 16th, Kuala Lumpur time; still open.
    const open = await caseIn('KUL', 'active')
    await db
      .from('cases')
      .where('id', open)
      .update({ opened_at: new Date('2026-01-16T15:59:59Z'), is_evacuation: false })
    const user = await reportReader('access-case-report')
    const filters = { case_opened: ['2026-01-15..2026-01-16'] }
    const xlsxId = await askedId(client, user, { format: 'xlsx', filters }, 'case')
    const csvId = await askedId(client, user, { format: 'csv', filters }, 'case')

    type CaseInSql = {
      id: number
      number: string
      opened_at: string
      closed_at: string | null
      closed_days: number | null
      is_evacuation: boolean
    }
    const sql: CaseInSql[] = await db
      .from('cases')
      .where('center_id', kul)
      .whereNull('deleted_at')
      .whereRaw(
        `(opened_at AT TIME ZONE 'Asia/Kuala_Lumpur')::date BETWEEN '2026-01-15' AND '2026-01-16'`
      )
      .orderBy([
        { column: 'opened_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .select('id', 'number', 'is_evacuation', kulWall('opened_at'), kulWall('closed_at'))
      .select(
        db.raw('floor(extract(epoch FROM (closed_at - opened_at)) / 86400)::int AS closed_days')
      )
    assert.includeMembers(
      sql.map((kase) => kase.id),
      [closed, open]
    )
    const preview = await allReportRows<CaseRow>(
      client,
      user,
      'case',
      '?filters[case_opened]=2026-01-15..2026-01-16'
    )
    const number = (id: number) => sql.find((kase) => kase.id === id)!.number

    const { header, lines, at } = await readExportSheet(xlsxId)
    assert.deepEqual(header, EXPORT_HEADERS.case)
    assert.deepEqual(
      lines.map((line) => line[at('Case')].value),
      sql.map((kase) => kase.number)
    )
    lines.forEach((line, index) => {
      const expected = sql[index]
      const cell = (name: string) => line[at(name)]
      // An instant: a date serial with a date-and-time format, on Kuala Lumpur's wall clock.
      assert.equal(cell('Opened').type, 'n')
      assert.equal(cell('Opened').format, 'yyyy\\-mm\\-dd\\ hh:mm:ss')
      assert.equal(serialWall(cell('Opened').value), expected.opened_at)
      if (expected.closed_at === null) {
        assert.equal(cell('Closed').type, 'empty')
        assert.equal(cell('Days to close').type, 'empty')
      } else {
        assert.equal(serialWall(cell('Closed').value), expected.closed_at)
        assert.equal(cell('Days to close').type, 'n')
        assert.equal(Number(cell('Days to close').value), expected.closed_days)
      }
      // Yes/no: a boolean cell.
      assert.equal(cell('Evacuation').type, 'b')
      assert.equal(cell('Evacuation').value, expected.is_evacuation ? '1' : '0')
      // Money in the center's currency, as the preview's row has it.
      assert.equal(cell('Billed amount').format, '#,##0.00\\ "MYR"')
      assert.equal(
        decimalSum([cell('Billed amount').value]),
        decimalSum([preview[index].billed_total])
      )
    })
    const mine = lines.find((line) => line[at('Case')].value === number(closed))!
    assert.equal(serialWall(mine[at('Opened')].value), '2026-01-15 09:00:00')
    assert.equal(serialWall(mine[at('Billed')].value), '2026-01-20 09:00:00')
    assert.equal(serialWall(mine[at('Closed')].value), '2026-01-23 08:00:00')
    assert.equal(mine[at('Days to close')].value, '7')
    // 1234.56 USD at today's 4 MYR.
    assert.equal(mine[at('Billed amount')].value, '4938.24')

    // The CSV writes the same cells as text people read.
    const { header: csvHeader, lines: csvLines } = await readExportCsv(csvId)
    assert.deepEqual(csvHeader, header)
    const csvRow = (id: number) => csvLines.find((line) => line[at('Case')] === number(id))!
    assert.deepEqual(
      ['Opened', 'Billed', 'Closed', 'Days to close', 'Evacuation', 'Billed amount'].map(
        (name) => csvRow(closed)[at(name)]
      ),
      ['2026-01-15 09:00:00', '2026-01-20 09:00:00', '2026-01-23 08:00:00', '7', 'Yes', '4938.24']
    )
    assert.deepEqual(
      ['Opened', 'Closed', 'Days to close', 'Evacuation'].map((name) => csvRow(open)[at(name)]),
      ['2026-01-16 23:59:59', '', '', 'No']
    )
    assert.deepEqual(
      csvLines.map((line) => line[at('Case')]),
      sql.map((kase) => kase.number)
    )
  })

  test('the accounts receivable XLSX: its columns, days, the sent instant and amounts', async ({
    client,
    assert,
  }) => {
    const kase = await caseIn('KUL', 'billing')
    const usd = await insertRfp(kase, { amount: '333.33', currency: 'USD', status: 'approved' })
    // Sent 00:30 on 3 March in Kuala Lumpur.
    await db
      .from('request_for_payments')
      .where('id', usd)
      .update({ sent_at: new Date('2026-03-02T16:30:00Z') })
    await insertRfp(kase, { amount: '5000', currency: 'JPY' })
    await insertRfp(kase, { amount: '12.50', currency: 'KWD' })
    const user = await reportReader('access-accounts-receivable-report')
    const id = await askedId(client, user, { format: 'xlsx' }, 'accounts-receivable')
    const { header, lines, at } = await readExportSheet(id)
    assert.deepEqual(header, EXPORT_HEADERS['accounts-receivable'])
    const sql: {
      number: string
      currency_code: string
      amount: string
      issue_date: string
      due_date: string
      sent_at: string | null
    }[] = await db
      .from('request_for_payments')
      .where('center_id', await centerId('KUL'))
      .whereNull('deleted_at')
      .whereIn('status', ['pending', 'approved'])
      .orderBy([
        { column: 'due_date', order: 'asc' },
        { column: 'id', order: 'asc' },
      ])
      .select('number', 'currency_code', 'amount', kulWall('sent_at'))
      .select(db.raw(`to_char(issue_date, 'YYYY-MM-DD') AS issue_date`))
      .select(db.raw(`to_char(due_date, 'YYYY-MM-DD') AS due_date`))
    assert.deepEqual(
      lines.map((line) => line[at('RFP')].value),
      sql.map((rfp) => rfp.number)
    )
    const formats = new Map<string, string>()
    lines.forEach((line, index) => {
      const expected = sql[index]
      const cell = (name: string) => line[at(name)]
      assert.equal(serialDay(cell('Issued').value), expected.issue_date)
      assert.equal(serialDay(cell('Due').value), expected.due_date)
      if (expected.sent_at === null) assert.equal(cell('Sent').type, 'empty')
      else assert.equal(serialWall(cell('Sent').value), expected.sent_at)
      assert.equal(decimalSum([cell('Amount').value]), decimalSum([expected.amount]))
      formats.set(expected.currency_code, cell('Amount').format!)
    })
    assert.equal(formats.get('USD'), '#,##0.00\\ "USD"')
    assert.equal(formats.get('JPY'), '#,##0\\ "JPY"')
    assert.equal(formats.get('KWD'), '#,##0.000\\ "KWD"')
    const sentAt = lines
      .filter((line) => line[at('Sent')].type === 'n')
      .map((line) => serialWall(line[at('Sent')].value))
    assert.include(sentAt, '2026-03-03 00:30:00')
    const inSql = sql.map((rfp) => ({ currency: rfp.currency_code, amount: rfp.amount }))
    assert.deepEqual(
      sumsPerCurrency(
        lines.map((line, index) => ({
          currency: inSql[index].currency,
          amount: line[at('Amount')].value,
        }))
      ),
      sumsPerCurrency(inSql)
    )
  })

  test('progress reaches the owner’s room only, and the end writes the report-ready alert', async ({
    client,
    assert,
  }) => {
    assert.isAtMost(PROGRESS_EVERY_MS, 2_000)
    const user = await seededReader()
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
    assert.equal(await exportStatus(id), 'queued')
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
    const payables = await payablesInSql('id')
    assert.equal(total, payables.length)
    assert.isTrue(
      emitted
        .filter((event) => event.event === 'export.progress')
        .every((event) => event.room === `user:${user.id}`),
      'no one else hears it'
    )

    const [alert] = await db.from('notifications').where({ user_id: user.id, kind: 'report.ready' })
    assert.equal(alert.link, `/reports/exports/${id}/download`)
    assert.equal(alert.title, `${TITLE} is ready`)
    assert.include(alert.body, `${total.toLocaleString('en-US')} rows`)
    const ready = emitted.find((event) => event.event === 'report.ready')!
    assert.deepEqual(ready.payload, {
      subject: TITLE,
      filePath: `/reports/exports/${id}/download`,
    })
    assert.equal(ready.room, `user:${user.id}`)
  })

  test('an identical pending export is not started twice', async ({ client, assert }) => {
    const user = await reportUser()
    const fake = queue.fake()
    try {
      const body = { format: 'csv', sort: 'amount_billed', filters: { aging: ['current', '1_30'] } }
      const first = await ask(client, user, body)
      // The same list asked again, its filter values in another order: the same export.
      const again = await ask(client, user, { ...body, filters: { aging: ['1_30', 'current'] } })
      assert.equal(again.body().id, first.body().id)
      assert.isTrue(again.body().existing)
      assert.lengthOf(fake.getPushedJobs(), 1)
      // Another format, or another query, is another export.
      const xlsx = await ask(client, user, { ...body, format: 'xlsx' })
      assert.notEqual(xlsx.body().id, first.body().id)
      const other = await ask(client, user, { ...body, sort: '-amount_billed' })
      assert.notEqual(other.body().id, first.body().id)
      // Another person asking the same list has their own.
      const colleague = await reportUser()
      const theirs = await ask(client, colleague, body)
      assert.notEqual(theirs.body().id, first.body().id)
      // A page's request goes to My exports, saying it is already on its way.
      const page = await client
        .post(`/reports/${KEY}/exports`)
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
      sort: 'amount_billed',
      filters: { aging: ['1_30', 'current'] },
    })
    assert.isFalse(after.body().existing)
  })

  test('download: the owner only, still holding the report and the center', async ({
    client,
    assert,
  }) => {
    const owner = await seededReader(['KUL', 'BKK'])
    const response = await ask(client, owner, { format: 'csv' })
    const id: number = response.body().id
    const row = await exportRow(id)
    const url = `/reports/exports/${id}/download`

    const file = await client.get(url).loginAs(owner)
    file.assertStatus(200)
    file.assertHeader('content-type', 'text/csv; charset=utf-8')
    assert.match(
      file.header('content-disposition') ?? '',
      /^attachment; filename="Accounts payable \d{4}-\d\d-\d\d \d{4}\.csv"/
    )
    assert.equal(file.header('content-length'), String(row.size))
    assert.equal(file.header('cache-control'), 'private, no-store')
    assert.equal(file.text(), await exportText(row))

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
    const owner = await seededReader(['KUL', 'BKK'])
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
    const owner = await seededReader()
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
    assert.equal(await exportStatus(fresh), 'done')

    // Retry writes it again under the same row.
    const retried = await retryExport(client, owner, id)
    retried.assertStatus(202)
    const again = await exportRow(id)
    assert.equal(again.status, 'done')
    assert.isTrue(await drive.use().exists(again.file_path!))
  })

  test('a failing run says failed, leaves no file, and Retry runs it again', async ({
    client,
    assert,
  }) => {
    const owner = await seededReader()
    // Where the owner's files go, the disk holds a file: the finished file cannot be stored.
    const inTheWay = `exports/${owner.id}`
    await drive.use().put(inTheWay, 'not a folder')
    const response = await ask(client, owner, { format: 'xlsx' })
    response.assertStatus(202)
    const id: number = response.body().id
    const failed = await exportRow(id)
    assert.equal(failed.status, 'failed')
    assert.isNull(failed.file_path)
    assert.match(failed.error!, /failed while writing its file/)
    assert.notMatch(failed.error!, /E[A-Z]{3,}|exports\/|\/tmp/, 'no internals in the words')
    assert.lengthOf(
      await db.from('notifications').where({ user_id: owner.id, kind: 'report.ready' }),
      0
    )
    assert.equal(await statusOfGet(client, owner, `/reports/exports/${id}/download`), 404)
    const files = await drive.use().listAll('exports', { recursive: true })
    const keys = [...files.objects].filter((item) => item.isFile).map((item) => item.key)
    assert.deepEqual(keys, [inTheWay], 'no file of the export on the disk')
    // Nor the rows it had written: its temp file is gone.
    const temp = await readdir(tmpdir())
    assert.lengthOf(
      temp.filter((name) => name.startsWith(`report-export-${id}-`)),
      0
    )

    // A page's Retry: back to My exports, and the export is done now.
    await drive.use().delete(inTheWay)
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
    const refused = await retryExport(client, owner, id)
    refused.assertStatus(409)
  })

  test('a run whose worker died is failed by the sweep, serves nothing, and can be retried', async ({
    client,
    assert,
  }) => {
    const owner = await seededReader()
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
    const retried = await retryExport(client, owner, id)
    retried.assertStatus(202)
    assert.equal(await exportStatus(id), 'done')
  })

  test('hostile input on store: a field error, a 404 or a 403, never a 500', async ({
    client,
    assert,
  }) => {
    const user = await reportUser()
    // No such report: 404.
    for (const report of ['nope', 'no-such-report', 'constructor', '__proto__', 'a'.repeat(70)]) {
      const answer = await ask(client, user, { format: 'csv' }, report)
      assert.equal(answer.status(), 404, report)
    }
    // Without the report's permission (another report's is not it): 403.
    const outsider = await makeUser({ permissions: ['access-cases', 'access-case-report'] })
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
      [{ format: 'csv', filters: { charge_slip: { $gt: 1 } } }, 'filters.charge_slip'],
      [{ format: 'csv', filters: { charge_slip: 'approved\u0000' } }, 'filters.charge_slip'],
      [{ format: 'csv', filters: 'charge_slip' }, 'filters'],
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
      [[TITLE, 'CSV', 'queued']]
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
