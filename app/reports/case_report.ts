import db from '@adonisjs/lucid/services/db'
import Case from '#models/case'
import { CASE_STATUSES } from '#contracts/case_options'
import type { ListContext, ListDefinition } from '#queries/list_query'
import { listCenters } from '#resources/center_scope'
import { statusCountedTotal } from '#queries/live_status_counts'
import { defineReport, type ReportRows, type ReportScope } from '#reports/report_definition'
import {
  CLOSED_DURATION_BUCKETS,
  CLOSED_DURATION_BUCKET_SQL,
  reportFilters,
} from '#reports/report_filters'
import { MARKS_OF, caseConditions } from '#reports/report_case_filters'
import {
  documentTotals,
  inCenterSql,
  measureFrom,
  type DocumentMeasure,
} from '#reports/report_money'
import CaseReportTransformer, {
  type PlainCaseReportRow,
} from '#transformers/case_report_transformer'
import type { ReportChart } from '#contracts/report'
import { countsPerPeriod } from '#reports/report_rows'

/**
 * The case report (issue 32, SPEC.md §2 `reports.case.index`, `access-case-report`): every case
 * of the current center with its client, program, member, incident, owner, status, its opening,
 * billing and closing, how long it took to close, the evacuation flag and its money. The page
 * and the export read this declaration only.
 */

/**
 * A case's money, as the case page's balances count it (app/services/case_balance.ts): issued
 * GOPs (approved or sent, not withdrawn), what providers billed (every slip not declined) and
 * what was invoiced to the client (every RFP). Each document counts in the center's currency at
 * the rate fixed on approval, else today's rate (Manage › Currencies).
 */
export const CASE_MEASURES: DocumentMeasure[] = [
  {
    key: 'gop',
    label: 'GOP issued',
    table: 'gops',
    where: "d.status IN ('approved', 'sent') AND d.withdrawn_at IS NULL",
    amount: 'd.amount',
    inCenter: 'd.amount_in_center',
  },
  {
    key: 'billed',
    label: 'Billed',
    table: 'charge_slips',
    where: "d.status <> 'declined'",
    amount: 'd.amount_billed',
    inCenter: 'round(d.amount_billed * coalesce(d.rate_to_center, {rate}), 2)',
  },
  {
    key: 'invoiced',
    label: 'Invoiced',
    table: 'request_for_payments',
    where: 'true',
    amount: 'd.amount',
    inCenter: 'coalesce(d.amount_in_center, round(d.amount * {rate}, 2))',
  },
]

/** One case's total of a measure in the center's currency, for the page's rows only. */
function caseAmount(measure: DocumentMeasure, alias: string) {
  return db.raw(
    `(SELECT coalesce(sum(${inCenterSql(measure)}), 0)::text ${measureFrom(measure)}
      WHERE d.case_id = cases.id AND d.deleted_at IS NULL AND ${measure.where}) AS ${alias}`
  )
}

const [GOP, BILLED, INVOICED] = CASE_MEASURES

/**
 * The names a row shows, read per row of the page by primary key (not joined: the list's count
 * then reads the cases alone, as the cases list does).
 */
const COLUMNS = [
  'cases.id',
  'cases.number',
  'cases.status',
  'cases.is_evacuation',
  'cases.opened_at',
  'cases.billed_at',
  'cases.closed_at',
  db.raw('(SELECT name FROM clients WHERE clients.id = cases.client_id) AS client_name'),
  db.raw('(SELECT name FROM programs WHERE programs.id = cases.program_id) AS program_name'),
  db.raw(
    `(SELECT last_name || ', ' || first_name FROM members WHERE members.id = cases.member_id)
      AS member_name`
  ),
  db.raw('(SELECT policy_number FROM members WHERE members.id = cases.member_id) AS policy_number'),
  db.raw(
    '(SELECT name FROM incident_types WHERE incident_types.id = cases.incident_type_id) AS incident_type_name'
  ),
  db.raw(
    `(SELECT first_name || ' ' || last_name FROM users WHERE users.id = cases.owner_id)
      AS owner_name`
  ),
  db.raw(
    'floor(extract(epoch FROM (cases.closed_at - cases.opened_at)) / 86400)::int AS closed_days'
  ),
  db.raw(`${CLOSED_DURATION_BUCKET_SQL} AS closed_bucket`),
  db.raw('(SELECT currency_code FROM centers WHERE centers.id = cases.center_id) AS currency'),
  caseAmount(GOP, 'gop_total'),
  caseAmount(BILLED, 'billed_total'),
  caseAmount(INVOICED, 'invoiced_total'),
]

/**
 * The total of a document dimension alone, told by its marks: index-only, where counting the
 * cases that hold them read the center's 500,000 cases. Any other filter with it: counted.
 */
async function markedTotal(
  { q, filters, state }: ListContext,
  centers: number[]
): Promise<number | null> {
  const keys = Object.keys(filters)
  if (state !== 'live' || q !== null || keys.length !== 1) return null
  const marksOf = Object.hasOwn(MARKS_OF, keys[0]) ? MARKS_OF[keys[0]] : null
  if (!marksOf) return null
  const marks = marksOf([filters[keys[0]]].flat())
  const counted = db
    .from('case_report_marks')
    .whereIn('case_center_id', centers)
    .whereIn('mark', marks)
  // A case holds a mark once: one mark's rows are its cases; several may name a case twice.
  const [row] = await (marks.length === 1
    ? counted.count('* as total')
    : counted.countDistinct('case_id as total'))
  return Number(row?.total ?? 0)
}

const casesTotal = statusCountedTotal('cases')
const closedDurationTotal = statusCountedTotal('cases:closed_duration', {
  filter: 'closed_duration',
  required: true,
})

function caseReportList(
  scope: ReportScope
): ListDefinition<typeof Case, CaseRow, PlainCaseReportRow> {
  const centers = listCenters(scope.actor)
  return {
    model: Case,
    columns: COLUMNS,
    // Each with the center first and the id as tie-breaker (migrations 026, 072).
    sortable: {
      opened_at: 'cases.opened_at',
      number: 'cases.number_key',
      billed_at: 'cases.billed_at',
      closed_at: 'cases.closed_at',
    },
    defaultSort: '-opened_at',
    scope: (query) => void query.whereIn('cases.center_id', centers),
    // Unfiltered or by status alone, the total is told by the live status counts (the cases
    // list's own, app/queries/live_status_counts.ts), not counted over 500k rows.
    // A closed-duration bucket alone: told by its counts; a document dimension: by the marks.
    total: async (context) =>
      (await casesTotal({ ...context, centers })) ??
      (await closedDurationTotal({ ...context, centers })) ??
      markedTotal(context, centers),
    ...reportFilters<typeof Case>(scope, {
      // The case dimensions on the report's own cases (the indexes the bench reads).
      ...caseConditions<typeof Case>(centers, (query, condition) => condition(query)),
    }),
    transformer: CaseReportTransformer,
    live: ['cases'],
  }
}

export type CaseRow = ReturnType<CaseReportTransformer['toObject']>

/** Weeks the chart shows: twelve, ending with the opening filter's last week or this one. */
const CHART_WEEKS = 12

/**
 * Cases opened per week by status (issue 32): the filtered cases opened in the twelve weeks
 * ending with the filter's last day (else this week), weeks from Monday on the center's clock.
 */
function casesPerWeek(
  scope: ReportScope,
  rows: ReportRows<typeof Case>,
  lastDay: string | null
): Promise<ReportChart> {
  return countsPerPeriod(scope, rows, {
    at: 'cases.opened_at',
    status: 'cases.status',
    unit: 'week',
    periods: CHART_WEEKS,
    lastDay,
    series: CASE_STATUSES.map(({ value, label }) => ({ key: value, label })),
    title: 'Cases opened per week',
    describe: (first, last) =>
      `Cases opened each week from ${first.toFormat('dd LLL yyyy')} to ${last.toFormat('dd LLL yyyy')}, by status now.`,
    pointLabel: 'Week of',
    valueLabel: 'Cases',
  })
}

export const caseReport = defineReport({
  key: 'case',
  title: 'Case report',
  permission: 'access-case-report',
  list: caseReportList,
  totals: (scope, rows) => documentTotals(scope, rows, CASE_MEASURES, 'case_id'),
  chart: (scope, rows) => casesPerWeek(scope, rows, rows.dateRanges.case_opened?.to ?? null),
  exportColumns: () => [
    { header: 'Case', kind: 'text', value: (row: CaseRow) => row.number },
    { header: 'Status', kind: 'text', value: (row) => statusLabel(row.status) },
    { header: 'Client', kind: 'text', value: (row) => row.client },
    { header: 'Program', kind: 'text', value: (row) => row.program },
    { header: 'Member', kind: 'text', value: (row) => row.member },
    { header: 'Policy number', kind: 'text', value: (row) => row.policy_number },
    { header: 'Incident', kind: 'text', value: (row) => row.incident_type },
    { header: 'Owner', kind: 'text', value: (row) => row.owner },
    { header: 'Opened', kind: 'datetime', value: (row) => row.opened_at },
    { header: 'Billed', kind: 'datetime', value: (row) => row.billed_at },
    { header: 'Closed', kind: 'datetime', value: (row) => row.closed_at },
    { header: 'Days to close', kind: 'integer', value: (row) => row.closed_days },
    {
      header: 'Case Closed Duration',
      kind: 'text',
      value: (row) => bucketLabel(row.closed_duration),
    },
    { header: 'Evacuation', kind: 'boolean', value: (row) => row.is_evacuation },
    ...(
      [
        ['GOP issued', 'gop_total'],
        ['Billed amount', 'billed_total'],
        ['Invoiced', 'invoiced_total'],
      ] as const
    ).map(([header, key]) => ({
      header,
      kind: 'money' as const,
      value: (row: CaseRow) => row[key],
      currency: (row: CaseRow) => row.currency,
    })),
  ],
})

function statusLabel(status: string): string {
  return CASE_STATUSES.find((option) => option.value === status)?.label ?? status
}

function bucketLabel(bucket: string | null): string | null {
  return CLOSED_DURATION_BUCKETS.find((option) => option.value === bucket)?.label ?? null
}
