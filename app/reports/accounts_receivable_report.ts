import db from '@adonisjs/lucid/services/db'
import RequestForPayment from '#models/request_for_payment'
import { RFP_STATUSES } from '#contracts/rfp_options'
import type { Option } from '#contracts/list'
import type { ListDefinition } from '#queries/list_query'
import { listCenters } from '#resources/center_scope'
import { defineReport, type ReportScope } from '#reports/report_definition'
import { idsOf, optionLabel, reportFilters } from '#reports/report_filters'
import { caseDimensions } from '#reports/report_case_filters'
import {
  documentTotals,
  inCenterSql,
  measureFrom,
  type DocumentMeasure,
} from '#reports/report_money'
import {
  PAST_DUE_BUCKETS,
  PAST_DUE_OPTIONS,
  agingChart,
  bucketSql,
  centerToday,
  pastDueFilter,
} from '#reports/report_aging'
import AccountsReceivableReportTransformer, {
  type PlainAccountsReceivableRow,
} from '#transformers/accounts_receivable_report_transformer'

/**
 * The accounts receivable report (issue 32, SPEC.md §2 `reports.accounts-receivable.index`,
 * `access-accounts-receivable-report`): every request for payment of the current center still to
 * collect — pending (not yet approved and sent) or approved (billed, awaiting the client's
 * payment) — aged by days past its due date, which the RFP carries (its issue date plus the
 * client's payment terms, PRODUCT.md "Money documents"). Collected RFPs are not rows.
 */

/** The RFPs still to collect: what the list's scope and the partial indexes name. */
export const RECEIVABLE_STATUSES = ['pending', 'approved'] as const

const RECEIVABLE_OPTIONS: Option[] = RFP_STATUSES.filter((status) =>
  (RECEIVABLE_STATUSES as readonly string[]).includes(status.value)
).map(({ value, label }) => ({ value, label }))

/** What an RFP is owed: its amount, at the rate fixed on approval, else today's. */
const TO_COLLECT = {
  amount: 'd.amount',
  inCenter: 'coalesce(d.amount_in_center, round(d.amount * {rate}, 2))',
}

function receivableMeasures(today: string): DocumentMeasure[] {
  // `today` is the center's day as luxon wrote it (yyyy-mm-dd), never a value from the request.
  return [
    {
      key: 'to_collect',
      label: 'To collect',
      table: 'request_for_payments',
      where: 'true',
      ...TO_COLLECT,
    },
    {
      key: 'approved',
      label: 'Billed, awaiting payment',
      table: 'request_for_payments',
      where: "d.status = 'approved'",
      ...TO_COLLECT,
    },
    {
      key: 'past_due',
      label: 'Past due',
      table: 'request_for_payments',
      where: `d.due_date < '${today}'::date`,
      ...TO_COLLECT,
    },
  ]
}

function accountsReceivableList(
  scope: ReportScope
): ListDefinition<typeof RequestForPayment, AccountsReceivableRow, PlainAccountsReceivableRow> {
  const centers = listCenters(scope.actor)
  const today = centerToday(scope)
  const [toCollect] = receivableMeasures(today)
  const declared = reportFilters<typeof RequestForPayment>(scope, {
    ...caseDimensions<typeof RequestForPayment>('request_for_payments.case_id', centers),
    // The client billed: the RFP's own (its case's client when it was made).
    client: {
      apply: (query, values) => void query.whereIn('request_for_payments.client_id', idsOf(values)),
    },
    rfp: {
      options: () => RECEIVABLE_OPTIONS,
      apply: (query, values) => void query.whereIn('request_for_payments.status', values),
    },
    member: {
      apply: (query, values) => void query.whereIn('request_for_payments.member_id', idsOf(values)),
    },
  })
  return {
    model: RequestForPayment,
    // The names are read per row of the page by primary key, so the count reads the RFPs alone.
    columns: [
      'request_for_payments.id',
      'request_for_payments.case_id',
      'request_for_payments.number',
      'request_for_payments.issue_date',
      'request_for_payments.due_date',
      'request_for_payments.status',
      'request_for_payments.sent_at',
      'request_for_payments.currency_code',
      'request_for_payments.amount',
      db.raw(
        `(SELECT ${inCenterSql(toCollect)} ${measureFrom(toCollect)}
          WHERE d.id = request_for_payments.id) AS amount_in_center`
      ),
      db.raw(
        `(SELECT currency_code FROM centers WHERE centers.id = request_for_payments.center_id)
          AS center_currency`
      ),
      db.raw('(?::date - request_for_payments.due_date) AS days_past_due', [today]),
      db.raw(`${bucketSql('request_for_payments.due_date')} AS bucket`, [
        today,
        today,
        today,
        today,
      ]),
      db.raw(
        '(SELECT name FROM clients WHERE clients.id = request_for_payments.client_id) AS client_name'
      ),
      db.raw(
        '(SELECT number FROM cases WHERE cases.id = request_for_payments.case_id) AS case_number'
      ),
      db.raw(
        `(SELECT last_name || ', ' || first_name FROM members
          WHERE members.id = request_for_payments.member_id) AS member_name`
      ),
    ],
    // Each a range of a partial index of the RFPs to collect (migration 074), id as tie-breaker.
    sortable: {
      due_date: 'request_for_payments.due_date',
      issue_date: 'request_for_payments.issue_date',
      amount: 'request_for_payments.amount',
    },
    // The longest overdue first.
    defaultSort: 'due_date',
    scope: (query) =>
      void query
        .whereIn('request_for_payments.center_id', centers)
        .whereIn('request_for_payments.status', [...RECEIVABLE_STATUSES]),
    ...declared,
    filters: {
      ...declared.filters,
      aging: {
        options: () => PAST_DUE_OPTIONS,
        apply: pastDueFilter('request_for_payments.due_date', today),
      },
    },
    transformer: AccountsReceivableReportTransformer,
    live: ['request_for_payments'],
  }
}

export type AccountsReceivableRow = ReturnType<AccountsReceivableReportTransformer['toObject']>

export const accountsReceivableReport = defineReport({
  key: 'accounts-receivable',
  title: 'Accounts receivable',
  permission: 'access-accounts-receivable-report',
  list: accountsReceivableList,
  totals: (scope, rows) =>
    documentTotals(scope, rows, receivableMeasures(centerToday(scope)), 'id'),
  chart: (scope, rows) =>
    agingChart(scope, rows, {
      measure: receivableMeasures(centerToday(scope))[0],
      due: 'd.due_date',
      statuses: [
        { value: 'pending', label: 'Not yet approved' },
        { value: 'approved', label: 'Billed, awaiting payment' },
      ],
      title: 'Receivables by aging bucket',
      description: 'What the filtered requests for payment are owed, by days past their due date.',
    }),
  exportColumns: () => [
    { header: 'RFP', kind: 'text', value: (row: AccountsReceivableRow) => row.number },
    { header: 'Client', kind: 'text', value: (row) => row.client },
    { header: 'Case', kind: 'text', value: (row) => row.case_number },
    { header: 'Member', kind: 'text', value: (row) => row.member },
    { header: 'Status', kind: 'text', value: (row) => optionLabel(RFP_STATUSES, row.status) },
    { header: 'Issued', kind: 'date', value: (row) => row.issue_date },
    { header: 'Due', kind: 'date', value: (row) => row.due_date },
    { header: 'Sent', kind: 'datetime', value: (row) => row.sent_at },
    { header: 'Days past due', kind: 'integer', value: (row) => row.days_past_due },
    { header: 'Aging', kind: 'text', value: (row) => optionLabel(PAST_DUE_BUCKETS, row.aging) },
    {
      header: 'Amount',
      kind: 'money',
      value: (row) => row.amount,
      currency: (row) => row.currency,
    },
    {
      header: 'Amount (center currency)',
      kind: 'money',
      value: (row) => row.amount_in_center,
      currency: (row) => row.center_currency,
    },
  ],
})
