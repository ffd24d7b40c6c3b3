import db from '@adonisjs/lucid/services/db'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type { RawBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { DateTime } from 'luxon'
import type { Option } from '#contracts/list'
import type { ReportChart } from '#contracts/report'
import type { ListDefinition } from '#queries/list_query'
import { listCenters } from '#resources/center_scope'
import type {
  ExportColumn,
  ReportDefinition,
  ReportRows,
  ReportScope,
} from '#reports/report_definition'
import {
  idsOf,
  optionLabel,
  reportFilters,
  type ReportFilterDeclaration,
} from '#reports/report_filters'
import { caseDimensions } from '#reports/report_case_filters'
import {
  centerCurrency,
  documentTotals,
  inCenterSql,
  measureFrom,
  type DocumentMeasure,
} from '#reports/report_money'

/**
 * Aging of money still owed (issue 32: accounts payable and receivable): how many days past its
 * due date a document is, on the center's calendar (PRODUCT.md: "today" is the selected center's
 * day for aging buckets and due dates), in the buckets a finance manager reads: not yet due
 * (current), 1–30, 31–60, 61–90 and more than 90 days past due. What "due" is belongs to each
 * report (docs/decisions.md "Accounts payable and receivable reports").
 */
export const PAST_DUE_BUCKETS = [
  { value: 'current', label: 'Current', from: null, to: 0 },
  { value: '1_30', label: '1–30 days', from: 1, to: 30 },
  { value: '31_60', label: '31–60 days', from: 31, to: 60 },
  { value: '61_90', label: '61–90 days', from: 61, to: 90 },
  { value: 'over_90', label: '> 90 days', from: 91, to: null },
] as const satisfies readonly (Option & { from: number | null; to: number | null })[]

export type PastDueBucket = (typeof PAST_DUE_BUCKETS)[number]['value']

export const PAST_DUE_OPTIONS: Option[] = PAST_DUE_BUCKETS.map(({ value, label }) => ({
  value,
  label,
}))

/** The center's calendar day now ('2026-11-30'), by the actor's clock. */
export function centerToday(scope: ReportScope): string {
  const zone = scope.actor.center?.timeZone ?? 'UTC'
  return DateTime.fromJSDate(scope.actor.clock.now(), { zone }).toISODate()!
}

/** The day `days` before `today` ('yyyy-mm-dd'). */
function daysBefore(today: string, days: number): string {
  return DateTime.fromISO(today, { zone: 'UTC' }).minus({ days }).toISODate()!
}

/**
 * A bucket's days past due as SQL over a date column (`due`), given today: whole days from the
 * due day to today, 0 or fewer being current. `today` is a bound value, never spliced in.
 */
export function bucketSql(due: string): string {
  return `(CASE
    WHEN ?::date - ${due} <= 0 THEN 'current'
    WHEN ?::date - ${due} <= 30 THEN '1_30'
    WHEN ?::date - ${due} <= 60 THEN '31_60'
    WHEN ?::date - ${due} <= 90 THEN '61_90'
    ELSE 'over_90' END)`
}

type Where = {
  where(callback: (inner: Where) => void): Where
  orWhere(callback: (inner: Where) => void): Where
  where(column: string, operator: string, value: string): Where
}

/**
 * The buckets chosen as ranges of the due column (each one range of its center-led index):
 * `from`–`to` days past due is due on or before today − from and on or after today − to.
 */
export function pastDueFilter(due: string, today: string) {
  return (query: Where, values: string[]) => {
    const chosen = PAST_DUE_BUCKETS.filter((bucket) => values.includes(bucket.value))
    query.where((inner) => {
      for (const bucket of chosen) {
        inner.orWhere((one) => {
          if (bucket.from === null) one.where(due, '>=', today)
          else one.where(due, '<=', daysBefore(today, bucket.from))
          if (bucket.to !== null && bucket.from !== null) {
            one.where(due, '>=', daysBefore(today, bucket.to))
          }
        })
      }
    })
  }
}

/**
 * What is owed per aging bucket, stacked by the documents' status (issue 32: "payables and
 * receivables by aging bucket"), in the center's currency rounded to whole units: a picture;
 * the exact amounts are the totals'. A document without an exchange rate is left out, as the
 * totals say.
 */
export async function agingChart<M extends LucidModel>(
  scope: ReportScope,
  rows: ReportRows<M>,
  options: {
    measure: DocumentMeasure
    /** The due column over `d` (d.invoice_date, d.due_date). */
    due: string
    statuses: readonly Option[]
    title: string
    description: string
  }
): Promise<ReportChart> {
  const today = centerToday(scope)
  const { measure } = options
  const result = await db.rawQuery(
    `SELECT ${bucketSql(options.due)} AS bucket, d.status,
        round(coalesce(sum(${inCenterSql(measure)}), 0))::text AS amount
      ${measureFrom(measure)}
      WHERE d.id IN (${rows.ids.sql}) AND d.deleted_at IS NULL AND ${measure.where}
      GROUP BY 1, 2`,
    [today, today, today, today, ...rows.ids.bindings]
  )
  const found = (result as { rows: { bucket: string; status: string; amount: string }[] }).rows
  const currency = await centerCurrency(scope)
  const series = options.statuses.map(({ value, label }) => ({ key: value, label }))
  return {
    kind: 'stacked-bars',
    title: options.title,
    description: `${options.description} In ${currency ?? 'the center’s currency'}, rounded to whole units, as of ${DateTime.fromISO(today).toFormat('dd LLL yyyy')}.`,
    pointLabel: 'Past due',
    valueLabel: currency ?? 'Amount',
    series,
    points: PAST_DUE_BUCKETS.map((bucket) => ({
      key: bucket.value,
      label: bucket.label,
      values: series.map((status) =>
        Number(
          found.find((row) => row.bucket === bucket.value && row.status === status.key)?.amount ?? 0
        )
      ),
    })),
  }
}

/** The documents still owed in both aged reports: what their scopes and partial indexes name. */
export const OWED_STATUSES = ['pending', 'approved'] as const

/**
 * What the accounts payable and receivable reports share (issue 32): each lists one kind of money
 * document of the current center still owed (pending or approved), aged by the day it falls due,
 * with its case's dimensions, its member, its own state and its aging bucket as filters, and the
 * same totals and chart over it. Each report adds its own columns, filters and labels.
 */
export interface AgedDocuments {
  table: 'charge_slips' | 'request_for_payments'
  /** The column a document falls due on (`invoice_date`, `due_date`). */
  due: string
  /** What a document owes, in its currency and the center's (DocumentMeasure's two). */
  owed: Pick<DocumentMeasure, 'amount' | 'inCenter'>
  /** The alias of the row's amount owed in the center's currency. */
  inCenterAs: string
  /** The document's states (its contract's options), of which the owed ones are offered. */
  statuses: readonly Option[]
  /** SPEC.md's filter of the document's own state ("Charge Slip", "Request For Payment"). */
  statusFilter: 'charge_slip' | 'rfp'
  /** The three totals: everything owed, the approved part, and the report's own third. */
  measures: [
    total: { key: string; label: string },
    approved: { label: string },
    third: { key: string; label: string; where: (today: string) => string },
  ]
  /** The chart's name of a pending document (the approved one is the second total's). */
  pendingLabel: string
  title: string
  description: string
}

/** The report's totals, given the center's day (`yyyy-mm-dd` from luxon, never the request's). */
export function agedMeasures(docs: AgedDocuments, today: string): DocumentMeasure[] {
  const [total, approved, third] = docs.measures
  const measure = (key: string, label: string, where: string): DocumentMeasure => ({
    key,
    label,
    table: docs.table,
    where,
    ...docs.owed,
  })
  return [
    measure(total.key, total.label, 'true'),
    measure('approved', approved.label, "d.status = 'approved'"),
    measure(third.key, third.label, third.where(today)),
  ]
}

/**
 * The columns both reports read, after each one's own: the amount owed in the center's currency
 * and the names are read per row of the page by primary key, so the count reads the documents
 * alone.
 */
export function agedColumns(docs: AgedDocuments, today: string): (string | RawBuilderContract)[] {
  const t = docs.table
  const [total] = agedMeasures(docs, today)
  return [
    `${t}.id`,
    `${t}.case_id`,
    `${t}.status`,
    `${t}.currency_code`,
    db.raw(
      `(SELECT ${inCenterSql(total)} ${measureFrom(total)} WHERE d.id = ${t}.id)
        AS ${docs.inCenterAs}`
    ),
    db.raw(
      `(SELECT currency_code FROM centers WHERE centers.id = ${t}.center_id) AS center_currency`
    ),
    db.raw(`(?::date - ${t}.${docs.due}) AS days_past_due`, [today]),
    db.raw(`${bucketSql(`${t}.${docs.due}`)} AS bucket`, [today, today, today, today]),
    db.raw(`(SELECT number FROM cases WHERE cases.id = ${t}.case_id) AS case_number`),
    db.raw(
      `(SELECT last_name || ', ' || first_name FROM members
        WHERE members.id = ${t}.member_id) AS member_name`
    ),
  ]
}

/** The current center's documents still owed. */
export function agedScope<M extends LucidModel>(docs: AgedDocuments, centers: number[]) {
  return (query: ModelQueryBuilderContract<M, InstanceType<M>>): void =>
    void query
      .whereIn(`${docs.table}.center_id`, centers)
      .whereIn(`${docs.table}.status`, [...OWED_STATUSES])
}

/**
 * The filters: the case dimensions, the report's own (`declared`), the document's state among
 * the owed ones, its member, and its aging bucket.
 */
export function agedFilters<M extends LucidModel>(
  scope: ReportScope,
  docs: AgedDocuments,
  today: string,
  declared: ReportFilterDeclaration<M>
): Pick<ListDefinition<M, unknown, unknown>, 'filters' | 'dateFilters'> {
  const t = docs.table
  const owed: Option[] = docs.statuses
    .filter((status) => (OWED_STATUSES as readonly string[]).includes(status.value))
    .map(({ value, label }) => ({ value, label }))
  const all: ReportFilterDeclaration<M> = {
    ...caseDimensions<M>(`${t}.case_id`, listCenters(scope.actor)),
    ...declared,
    member: { apply: (query, values) => void query.whereIn(`${t}.member_id`, idsOf(values)) },
  }
  all[docs.statusFilter] = {
    options: () => owed,
    apply: (query, values) => void query.whereIn(`${t}.status`, values),
  }
  const reported = reportFilters<M>(scope, all)
  return {
    ...reported,
    filters: {
      ...reported.filters,
      aging: { options: () => PAST_DUE_OPTIONS, apply: pastDueFilter(`${t}.${docs.due}`, today) },
    },
  }
}

/** The totals and the chart of an aged report, over the rows its filters keep. */
export function agedSummary<M extends LucidModel>(
  docs: AgedDocuments
): Pick<ReportDefinition<M, unknown, unknown>, 'totals' | 'chart'> {
  return {
    totals: (scope, rows) =>
      documentTotals(scope, rows, agedMeasures(docs, centerToday(scope)), 'id'),
    chart: (scope, rows) =>
      agingChart(scope, rows, {
        measure: agedMeasures(docs, centerToday(scope))[0],
        due: `d.${docs.due}`,
        statuses: [
          { value: 'pending', label: docs.pendingLabel },
          { value: 'approved', label: docs.measures[1].label },
        ],
        title: docs.title,
        description: docs.description,
      }),
  }
}

/** The plain columns every aged row reads (agedColumns), its state typed by its report. */
export type PlainAgedDocument<Status extends string> = {
  id: number
  case_id: number
  status: Status
  currency_code: string
  center_currency: string | null
  days_past_due: number
  bucket: PastDueBucket
  case_number: string | null
  member_name: string | null
}

/** The fields every aged row shows, as both transformers write them. */
export function agedDocumentFields<Status extends string>(row: PlainAgedDocument<Status>) {
  return {
    id: row.id,
    case_id: row.case_id,
    status: row.status,
    case_number: row.case_number ?? '',
    /** "Last, First". */
    member: row.member_name ?? '',
    currency: row.currency_code,
    center_currency: row.center_currency,
    days_past_due: Number(row.days_past_due),
    aging: row.bucket,
  }
}

/** What an aged row carries for the columns both exports share (`agedDocumentFields`). */
type AgedExportRow = {
  member: string
  status: string
  currency: string
  center_currency: string | null
  days_past_due: number
  aging: PastDueBucket
}

/** A money column of an aged row: its header, and the amount as a decimal string. */
type AgedAmount<Row> = [header: string, amount: (row: Row) => string | null]

/**
 * An aged report's export columns, in the order both files read: the report's own columns naming
 * the document (`names`), the member and the document's state, the report's own details after
 * them (`details`), how long past due, the amounts in the document's currency (`owed`), and what
 * is owed in the center's currency (`inCenter`).
 */
export function agedExportColumns<Row extends AgedExportRow>(
  docs: AgedDocuments,
  parts: {
    names: ExportColumn<Row>[]
    details: ExportColumn<Row>[]
    owed: AgedAmount<Row>[]
    inCenter: AgedAmount<Row>
  }
): ExportColumn<Row>[] {
  const money = (
    [header, amount]: AgedAmount<Row>,
    currency: (row: Row) => string | null
  ): ExportColumn<Row> => ({ header, kind: 'money', value: amount, currency })
  return [
    ...parts.names,
    { header: 'Member', kind: 'text', value: (row) => row.member },
    { header: 'Status', kind: 'text', value: (row) => optionLabel(docs.statuses, row.status) },
    ...parts.details,
    { header: 'Days past due', kind: 'integer', value: (row) => row.days_past_due },
    { header: 'Aging', kind: 'text', value: (row) => optionLabel(PAST_DUE_BUCKETS, row.aging) },
    ...parts.owed.map((amount) => money(amount, (row) => row.currency)),
    money(parts.inCenter, (row) => row.center_currency),
  ]
}
