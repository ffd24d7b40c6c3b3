import db from '@adonisjs/lucid/services/db'
import RequestForPayment from '#models/request_for_payment'
import { RFP_STATUSES } from '#contracts/rfp_options'
import type { ListDefinition } from '#queries/list_query'
import { listCenters } from '#resources/center_scope'
import { defineReport, type ReportScope } from '#reports/report_definition'
import { idsOf } from '#reports/report_filters'
import {
  agedColumns,
  agedExportColumns,
  agedFilters,
  agedScope,
  agedSummary,
  centerToday,
  type AgedDocuments,
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

/** What an RFP is owed: its amount, at the rate fixed on approval, else today's. */
const RECEIVABLES: AgedDocuments = {
  table: 'request_for_payments',
  due: 'due_date',
  owed: {
    amount: 'd.amount',
    inCenter: 'coalesce(d.amount_in_center, round(d.amount * {rate}, 2))',
  },
  inCenterAs: 'amount_in_center',
  statuses: RFP_STATUSES,
  statusFilter: 'rfp',
  measures: [
    { key: 'to_collect', label: 'To collect' },
    { label: 'Billed, awaiting payment' },
    { key: 'past_due', label: 'Past due', where: (today) => `d.due_date < '${today}'::date` },
  ],
  pendingLabel: 'Not yet approved',
  title: 'Receivables by aging bucket',
  description: 'What the filtered requests for payment are owed, by days past their due date.',
}

function accountsReceivableList(
  scope: ReportScope
): ListDefinition<typeof RequestForPayment, AccountsReceivableRow, PlainAccountsReceivableRow> {
  const centers = listCenters(scope.actor)
  const today = centerToday(scope)
  return {
    model: RequestForPayment,
    columns: [
      ...agedColumns(RECEIVABLES, today),
      'request_for_payments.number',
      'request_for_payments.issue_date',
      'request_for_payments.due_date',
      'request_for_payments.sent_at',
      'request_for_payments.amount',
      db.raw(
        '(SELECT name FROM clients WHERE clients.id = request_for_payments.client_id) AS client_name'
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
    scope: agedScope(RECEIVABLES, centers),
    ...agedFilters<typeof RequestForPayment>(scope, RECEIVABLES, today, {
      // The client billed: the RFP's own (its case's client when it was made).
      client: {
        apply: (query, values) =>
          void query.whereIn('request_for_payments.client_id', idsOf(values)),
      },
    }),
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
  ...agedSummary<typeof RequestForPayment>(RECEIVABLES),
  exportColumns: () =>
    agedExportColumns<AccountsReceivableRow>(RECEIVABLES, {
      names: [
        { header: 'RFP', kind: 'text', value: (row) => row.number },
        { header: 'Client', kind: 'text', value: (row) => row.client },
        { header: 'Case', kind: 'text', value: (row) => row.case_number },
      ],
      details: [
        { header: 'Issued', kind: 'date', value: (row) => row.issue_date },
        { header: 'Due', kind: 'date', value: (row) => row.due_date },
        { header: 'Sent', kind: 'datetime', value: (row) => row.sent_at },
      ],
      owed: [['Amount', (row) => row.amount]],
      inCenter: ['Amount (center currency)', (row) => row.amount_in_center],
    }),
})
