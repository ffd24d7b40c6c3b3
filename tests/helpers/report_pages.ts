import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import { DateTime } from 'luxon'
import type { ApiClient } from '@japa/api-client'
import type { Page } from 'playwright'
import type User from '#models/user'
import type { Permission } from '#permissions/catalogue'
import { findReport } from '#reports/registry'
import type { ReportKey } from '#reports/report_definition'
import type {
  CurrencyAmount,
  MoneyTotal,
  ReportChart,
  ReportRefusal,
  ReportTotals,
} from '#contracts/report'
import type { ListPage } from '#contracts/list'
import type { ExportRow } from '#services/exports/report_exports'
import { DEMO_PASSWORD, makeUser } from '#tests/helpers/users'
import { caseIn, centerId, insertGop } from '#tests/helpers/gop_fixtures'
import { insertChargeSlip, insertRfp } from '#tests/helpers/charge_slip_fixtures'
import type { ChargeSlipStatus } from '#contracts/charge_slip_options'
import { decimalSum, readCsv, readXlsx } from '#tests/helpers/xlsx_reader'

/**
 * What the report tests share (issue 32): opening a report page and reading its props, every
 * row across its pages, what SQL holds of a center's rows, the center's calendar, asking for an
 * export and reading its file back, and signing in to the reports in the browser.
 */

/** A report page's props as a visit reads them (its rows typed by the report's transformer). */
export type ReportProps<Row> = ListPage<Row> & {
  refused: ReportRefusal[]
  filterLabels: Record<string, string>
  totals?: ReportTotals | null
  chart?: ReportChart | null
}

/** Someone who holds one report's permission and works in `centers` (the first is current). */
export function reportReader(permission: Permission, centers = ['KUL']) {
  return makeUser({ permissions: [permission], centers })
}

/** `user` works in `code` from now on (their current center), as the center switcher leaves it. */
export async function switchCenter(user: User, code: string): Promise<number> {
  const id = await centerId(code)
  await db.from('users').where('id', user.id).update({ current_center_id: id })
  user.currentCenterId = id
  return id
}

/** A report page (`/reports/<key>`), with its deferred totals and chart when asked. */
export async function openReport<Row>(
  client: ApiClient,
  user: User,
  key: string,
  query: string,
  deferred = false
): Promise<{ status: number; props: ReportProps<Row> }> {
  const request = client.get(`/reports/${key}${query}`).loginAs(user).withInertia()
  if (deferred) {
    request
      .header('X-Inertia-Partial-Component', 'reports/show')
      .header('X-Inertia-Partial-Data', 'rows,meta,query,refused,filterLabels,totals,chart')
  }
  const response = await request
  const body = response.body() as { props?: ReportProps<Row> } | null
  return { status: response.status(), props: body?.props as ReportProps<Row> }
}

/**
 * What a report page answers each of `queries` with: its status, and its rows when it opened
 * (hostile links are refused in words or ignored, never a 5xx; the caller asserts it).
 */
export async function reportAnswers(
  client: ApiClient,
  user: User,
  key: string,
  queries: string[]
): Promise<{ query: string; status: number; rows: unknown }[]> {
  const answers = []
  for (const query of queries) {
    const { status, props } = await openReport(client, user, key, query)
    answers.push({ query: query.slice(0, 80), status, rows: status === 200 ? props.rows : null })
  }
  return answers
}

/** Every row of a report (its pages of 100), in the report's order. */
export async function allReportRows<Row>(
  client: ApiClient,
  user: User,
  key: string,
  query: string
): Promise<Row[]> {
  const rows: Row[] = []
  for (let page = 1; page < 50; page++) {
    const join = query ? '&' : '?'
    const { props } = await openReport<Row>(
      client,
      user,
      key,
      `${query}${join}perPage=100&page=${page}`
    )
    rows.push(...props.rows)
    if (page >= props.meta.lastPage) break
  }
  return rows
}

/** Every row's id, sorted. */
export async function allReportIds(
  client: ApiClient,
  user: User,
  key: string,
  query: string
): Promise<number[]> {
  const rows = await allReportRows<{ id: number }>(client, user, key, query)
  return rows.map((row) => row.id).sort((a, b) => a - b)
}

/**
 * One report's page helpers, bound to its key: a reader of it (holding the report's permission,
 * as the registry declares it), its page, every row and id across its pages, its answers to a
 * list of query strings, what a reader of two centers sees in each, and what someone without
 * the report's permission is answered.
 */
export function reportPagesOf<Row>(key: ReportKey) {
  const report = findReport(key)
  if (!report) throw new Error(`No report "${key}" in the registry`)
  return {
    reader: (centers = ['KUL']) => reportReader(report.permission, centers),
    open: (client: ApiClient, user: User, query: string, deferred = false) =>
      openReport<Row>(client, user, key, query, deferred),
    allRows: (client: ApiClient, user: User, query: string) =>
      allReportRows<Row>(client, user, key, query),
    ids: (client: ApiClient, user: User, query: string) => allReportIds(client, user, key, query),
    answersTo: (client: ApiClient, user: User, queries: string[]) =>
      reportAnswers(client, user, key, queries),
    /**
     * What a reader working in KUL and BKK sees: KUL's ids and its totals' row count, then,
     * switched to BKK, BKK's ids.
     */
    acrossCenters: async (client: ApiClient) => {
      const both = await reportReader(report.permission, ['KUL', 'BKK'])
      const kul = await allReportIds(client, both, key, '')
      const { props } = await openReport(client, both, key, '', true)
      await switchCenter(both, 'BKK')
      const bkk = await allReportIds(client, both, key, '')
      return { kul, kulTotalRows: props.totals?.rows, bkk }
    },
    /** What the page answers a KUL user holding only `permissions` (not the report's: 403). */
    statusFor: async (client: ApiClient, permissions: Permission[]) => {
      const user = await makeUser({ permissions, centers: ['KUL'] })
      const { status } = await openReport(client, user, key, '')
      return { status, user }
    },
  }
}

/** Hostile values for any report's query string: each must be refused or ignored, never a 5xx. */
export const HOSTILE_REPORT_QUERIES = [
  '?filters[status][a]=b',
  `?filters[client]=${'x'.repeat(10_000)}`,
  '?filters[client]=-1',
  '?filters[provider]=1e99',
  '?filters[member]=-5',
  '?filters[member]=%00',
  '?filters[member][]=1&filters[member][]=99999999999',
  '?filters[case_opened]=2026-02-30..2026-03-01',
  '?filters[case_billed]=yesterday',
  '?filters[aging]=forever',
  '?filters[aging][]=%00',
  '?filters[nope]=1',
  '?filters=1',
  '?sort=drop;table',
  '?sort=-amount_billed,id',
  '?page=-1&perPage=100000',
  '?page=99999999999999999999',
  '?q=%00',
  '?type=client',
]

/** A query of one table, as SQL narrows it for a comparison. */
export type SqlQuery = ReturnType<typeof db.from>

/**
 * The ids of a center's rows of `table` (its live ones, unless `live` is false) that `narrow`
 * keeps, sorted: what SQL says a report's rows are.
 */
export async function centerRowIds(
  table: string,
  narrow: (query: SqlQuery) => void = () => {},
  options: { center?: string; live?: boolean } = {}
): Promise<number[]> {
  const query = db.from(table).where('center_id', await centerId(options.center ?? 'KUL'))
  if (options.live !== false) query.whereNull('deleted_at')
  narrow(query)
  const rows: { id: number }[] = await query.select('id').orderBy('id')
  return rows.map((row) => row.id)
}

/** Narrows a table's rows to those of the cases `where` keeps (the case dimensions' meaning). */
export function ofCasesWhere(where: (cases: SqlQuery) => void) {
  return (query: SqlQuery) => {
    const cases = db.from('cases').select('id')
    where(cases)
    query.whereIn('case_id', cases)
  }
}

/**
 * A center's calendar day `daysAgo` days before today (negative: ahead), as the reports count
 * days (KUL's: Asia/Kuala_Lumpur).
 */
export async function centerDay(daysAgo: number, code = 'KUL'): Promise<string> {
  const center: { time_zone: string } = await db.from('centers').where('code', code).firstOrFail()
  return DateTime.now()
    .setZone(center.time_zone)
    .startOf('day')
    .minus({ days: daysAgo })
    .toISODate()!
}

/**
 * Today's rates to the base currency (Manage › Currencies) and KUL's currency, so the totals in
 * the center's currency can be computed by hand (MYR at 1 and USD at 0.25: 1 USD is 4 MYR).
 */
export async function fixRates(rates: Record<string, string>, centerCurrency = 'MYR') {
  for (const [code, rate] of Object.entries(rates)) {
    await db.from('currencies').where('code', code).update({ rate_to_base: rate })
  }
  await db.from('centers').where('code', 'KUL').update({ currency_code: centerCurrency })
}

/**
 * Two KUL cases with documents in MYR and USD in every state (the case and accounts reports'
 * money): GOPs approved, sent in USD and pending; slips of 1234.56 USD pending, 0.01 MYR (its
 * state `smallSlip`) and 999.99 declined; RFPs of 333.33 USD and 10.10 collected. Rates: MYR 1,
 * USD 0.25 (1 USD is 4 MYR), KUL's currency MYR.
 */
export async function seedCaseMoney(smallSlip: ChargeSlipStatus) {
  await fixRates({ USD: '0.25', MYR: '1' })
  const first = await caseIn('KUL', 'billing')
  const second = await caseIn('KUL', 'active')
  await insertGop(first, 'approved')
  await insertGop(second, 'sent', 'USD')
  await insertGop(second, 'pending')
  await insertChargeSlip(first, { billed: '1234.56', currency: 'USD', status: 'pending' })
  await insertChargeSlip(first, { billed: '0.01', status: smallSlip })
  await insertChargeSlip(second, { billed: '999.99', status: 'declined' })
  await insertRfp(first, { amount: '333.33', currency: 'USD' })
  await insertRfp(second, { amount: '10.10', status: 'collected' })
  return { first, second }
}

/** A report's money totals by their key (`to_pay`, `gop`, …). */
export function moneyByKey(totals: ReportTotals): Record<string, MoneyTotal> {
  return Object.fromEntries(totals.money.map((measure) => [measure.key, measure]))
}

/** What a chart's bars hold together. */
export function chartSum(chart: ReportChart): number {
  return chart.points.flatMap((point) => point.values).reduce((a, b) => a + b, 0)
}

/** "Export XLSX" / "Export CSV" of a report, as the page's fetch asks for it (JSON). */
export function askExport(
  client: ApiClient,
  user: User,
  key: string,
  body: Record<string, unknown>
) {
  return client
    .post(`/reports/${key}/exports`)
    .loginAs(user)
    .header('accept', 'application/json')
    .json(body)
    .withCsrfToken()
}

/** My exports' Retry of an export, as the page's fetch asks for it (JSON). */
export function retryExport(client: ApiClient, user: User, id: number) {
  return client
    .post(`/reports/exports/${id}/retry`)
    .loginAs(user)
    .header('accept', 'application/json')
    .withCsrfToken()
}

/** An export's row as the database holds it. */
export async function exportRow(id: number): Promise<ExportRow> {
  return (await db.from('report_exports').where('id', id).firstOrFail()) as ExportRow
}

/** Where an export stands ('queued', 'running', 'done', …). */
export async function exportStatus(id: number): Promise<string> {
  const row = await exportRow(id)
  return row.status
}

/** An export's file, as its row names it on the Drive disk. */
export async function exportFile(row: ExportRow): Promise<Buffer> {
  return Buffer.from(await drive.use().getBytes(row.file_path!))
}

/** A CSV export's text. */
export async function exportText(row: ExportRow): Promise<string> {
  const bytes = await exportFile(row)
  return bytes.toString('utf8')
}

/** Where a file's header names a column; a test fails at once on a column the file lacks. */
export function columnAt(header: string[], name: string): number {
  const index = header.indexOf(name)
  if (index < 0) throw new Error(`No "${name}" column in ${header.join(', ')}`)
  return index
}

/**
 * An XLSX export read back (tests/helpers/xlsx_reader.ts): its row, bytes and book, the header's
 * names, the rows of cells under it, and where a column is by its header.
 */
export async function readExportSheet(id: number) {
  const row = await exportRow(id)
  const bytes = await exportFile(row)
  const book = readXlsx(bytes)
  const [head = [], ...lines] = book.rows
  const header = head.map((cell) => cell.value)
  return { row, bytes, book, header, lines, at: (name: string) => columnAt(header, name) }
}

/** A CSV export read back: its row and text, the header, the rows of fields, where a column is. */
export async function readExportCsv(id: number) {
  const row = await exportRow(id)
  const text = await exportText(row)
  const [header = [], ...lines] = readCsv(text)
  return { row, text, header, lines, at: (name: string) => columnAt(header, name) }
}

/** Exact sums per currency (in thousandths, `decimalSum`'s units) of amounts, by currency. */
export function sumsPerCurrency(parts: CurrencyAmount[]): [string, bigint][] {
  const amounts = new Map<string, string[]>()
  for (const { currency, amount } of parts) {
    amounts.set(currency, [...(amounts.get(currency) ?? []), amount])
  }
  return [...amounts]
    .map(([currency, values]): [string, bigint] => [currency, decimalSum(values)])
    .sort(([a], [b]) => a.localeCompare(b))
}

const SERIAL_EPOCH = Date.UTC(1899, 11, 30)

/** A spreadsheet's date serial as the wall time it stands for: 'yyyy-mm-dd hh:mm:ss'. */
export function serialWall(serial: string): string {
  const at = new Date(SERIAL_EPOCH + Math.round(Number(serial) * 86_400) * 1000)
  return at.toISOString().slice(0, 19).replace('T', ' ')
}

/** A spreadsheet's date serial as the day it stands for: 'yyyy-mm-dd'. */
export function serialDay(serial: string): string {
  return serialWall(serial).slice(0, 10)
}

/** A report's page in the browser once its totals show: the report's own region. */
export async function visitReport(page: Page, key: string, query = '') {
  await page.goto(`/reports/${key}${query}`)
  const report = page.getByTestId(`report-${key}`)
  await report.getByTestId('report-totals').waitFor()
  return report
}

/** Picks one value of a toolbar filter (its button, then the option) and waits for the link. */
export async function pickFilter(page: Page, filter: string, option: string) {
  await page.getByRole('button', { name: filter }).first().click()
  await page.getByRole('option', { name: option }).click()
  await page.keyboard.press('Escape')
  await page.waitForURL(/filters/)
}

/** Signs in on the login page `page` shows, at `viewport` when given, and waits for the dashboard. */
export async function signIn(
  page: Page,
  email = 'admin@demo.test',
  viewport?: { width: number; height: number }
) {
  if (viewport) await page.setViewportSize(viewport)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL('**/dashboard')
}

/** A demo user working in `code` (their current center), for a browser test's sign-in. */
export async function demoUserIn(code: string, email = 'admin@demo.test') {
  const center = await centerId(code)
  const user: { id: number } = await db.from('users').where('email', email).firstOrFail()
  await db.from('users').where('id', user.id).update({ current_center_id: center })
  return { center, user: user.id }
}
