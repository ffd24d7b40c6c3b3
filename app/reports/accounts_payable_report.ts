import db from '@adonisjs/lucid/services/db'
import ChargeSlip from '#models/charge_slip'
import { CHARGE_SLIP_STATUSES, PAYMENT_METHODS } from '#contracts/charge_slip_options'
import type { ListDefinition } from '#queries/list_query'
import { listCenters } from '#resources/center_scope'
import { heldProviderOptions } from '#resources/money_lists'
import { defineReport, type ReportScope } from '#reports/report_definition'
import { idsOf, optionLabel } from '#reports/report_filters'
import { caseClientDimension } from '#reports/report_case_filters'
import {
  PAST_DUE_BUCKETS,
  agedColumns,
  agedExportColumns,
  agedFilters,
  agedScope,
  agedSummary,
  centerToday,
  type AgedDocuments,
} from '#reports/report_aging'
import AccountsPayableReportTransformer, {
  type PlainAccountsPayableRow,
} from '#transformers/accounts_payable_report_transformer'

/**
 * The accounts payable report (issue 32, SPEC.md §2 `reports.accounts-payable.index`,
 * `access-accounts-payable-report`): every charge slip of the current center still to pay —
 * pending (awaiting approval) or approved (to pay) — with how long past due it is. A provider's
 * bill carries no payment terms in the data model, so a slip is due on its invoice date, the
 * date the money lists already age slips by (docs/decisions.md "Accounts payable and
 * receivable reports"). Paid and declined slips owe nothing and are not rows.
 */

/**
 * What a slip owes: the approved amount once approved (at the rate fixed then), else what was
 * billed at today's rate (Manage › Currencies), as the case header counts a pending slip.
 */
const PAYABLES: AgedDocuments = {
  table: 'charge_slips',
  due: 'invoice_date',
  owed: {
    amount: 'coalesce(d.amount_approved, d.amount_billed)',
    inCenter: 'coalesce(d.approved_in_center, round(d.amount_billed * {rate}, 2))',
  },
  inCenterAs: 'to_pay_in_center',
  statuses: CHARGE_SLIP_STATUSES,
  statusFilter: 'charge_slip',
  measures: [
    { key: 'to_pay', label: 'To pay' },
    { label: 'Approved, to pay' },
    {
      key: 'over_90',
      label: 'More than 90 days past due',
      where: (today) =>
        `d.invoice_date <= '${today}'::date - ${PAST_DUE_BUCKETS.find((bucket) => bucket.value === 'over_90')!.from}`,
    },
  ],
  pendingLabel: 'Awaiting approval',
  title: 'Payables by aging bucket',
  description: 'What the filtered charge slips owe, by days past their invoice date.',
}

function accountsPayableList(
  scope: ReportScope
): ListDefinition<typeof ChargeSlip, AccountsPayableRow, PlainAccountsPayableRow> {
  const centers = listCenters(scope.actor)
  const centerId = scope.actor.center?.id ?? 0
  const today = centerToday(scope)
  return {
    model: ChargeSlip,
    columns: [
      ...agedColumns(PAYABLES, today),
      'charge_slips.invoice_number',
      'charge_slips.invoice_date',
      'charge_slips.payment_method',
      'charge_slips.amount_billed',
      'charge_slips.amount_approved',
      db.raw('coalesce(charge_slips.amount_approved, charge_slips.amount_billed) AS to_pay'),
      db.raw(
        '(SELECT name FROM providers WHERE providers.id = charge_slips.provider_id) AS provider_name'
      ),
      db.raw(
        `(SELECT clients.name FROM cases JOIN clients ON clients.id = cases.client_id
          WHERE cases.id = charge_slips.case_id) AS client_name`
      ),
    ],
    // Each a range of a partial index of the slips to pay (migration 074), the id as tie-breaker.
    sortable: {
      invoice_date: 'charge_slips.invoice_date',
      amount_billed: 'charge_slips.amount_billed',
    },
    // The oldest bills first: the most past due head the report.
    defaultSort: 'invoice_date',
    scope: agedScope(PAYABLES, centers),
    ...agedFilters<typeof ChargeSlip>(scope, PAYABLES, today, {
      ...caseClientDimension<typeof ChargeSlip>('charge_slips.case_id', centers),
      provider: {
        options: () => heldProviderOptions('charge_slips', centerId),
        apply: (query, values) => void query.whereIn('charge_slips.provider_id', idsOf(values)),
      },
    }),
    transformer: AccountsPayableReportTransformer,
    live: ['charge_slips'],
  }
}

export type AccountsPayableRow = ReturnType<AccountsPayableReportTransformer['toObject']>

export const accountsPayableReport = defineReport({
  key: 'accounts-payable',
  title: 'Accounts payable',
  permission: 'access-accounts-payable-report',
  list: accountsPayableList,
  ...agedSummary<typeof ChargeSlip>(PAYABLES),
  exportColumns: () =>
    agedExportColumns<AccountsPayableRow>(PAYABLES, {
      names: [
        { header: 'Invoice number', kind: 'text', value: (row) => row.invoice_number },
        { header: 'Invoice date', kind: 'date', value: (row) => row.invoice_date },
        { header: 'Provider', kind: 'text', value: (row) => row.provider },
        { header: 'Case', kind: 'text', value: (row) => row.case_number },
        { header: 'Client', kind: 'text', value: (row) => row.client },
      ],
      details: [
        {
          header: 'Payment method',
          kind: 'text',
          value: (row) => optionLabel(PAYMENT_METHODS, row.payment_method),
        },
      ],
      owed: [
        ['Billed', (row) => row.amount_billed],
        ['Approved', (row) => row.amount_approved],
        ['To pay', (row) => row.to_pay],
      ],
      inCenter: ['To pay (center currency)', (row) => row.to_pay_in_center],
    }),
})
