import db from '@adonisjs/lucid/services/db'
import ChargeSlip from '#models/charge_slip'
import { CHARGE_SLIP_STATUSES, PAYMENT_METHODS } from '#contracts/charge_slip_options'
import type { Option } from '#contracts/list'
import type { ListDefinition } from '#queries/list_query'
import { listCenters } from '#resources/center_scope'
import { heldProviderOptions } from '#resources/money_lists'
import { defineReport, type ReportScope } from '#reports/report_definition'
import { idsOf, optionLabel, reportFilters } from '#reports/report_filters'
import { caseClientDimension, caseDimensions } from '#reports/report_case_filters'
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

/** The slips that are still to pay: what the list's scope and the partial indexes name. */
export const PAYABLE_STATUSES = ['pending', 'approved'] as const

const PAYABLE_OPTIONS: Option[] = CHARGE_SLIP_STATUSES.filter((status) =>
  (PAYABLE_STATUSES as readonly string[]).includes(status.value)
).map(({ value, label }) => ({ value, label }))

/**
 * What a slip owes: the approved amount once approved (at the rate fixed then), else what was
 * billed at today's rate (Manage › Currencies), as the case header counts a pending slip.
 */
const TO_PAY = {
  amount: 'coalesce(d.amount_approved, d.amount_billed)',
  inCenter: 'coalesce(d.approved_in_center, round(d.amount_billed * {rate}, 2))',
}

function payableMeasures(today: string): DocumentMeasure[] {
  // `today` is the center's day as luxon wrote it (yyyy-mm-dd), never a value from the request.
  const over90 = PAST_DUE_BUCKETS.find((bucket) => bucket.value === 'over_90')!.from
  return [
    { key: 'to_pay', label: 'To pay', table: 'charge_slips', where: 'true', ...TO_PAY },
    {
      key: 'approved',
      label: 'Approved, to pay',
      table: 'charge_slips',
      where: "d.status = 'approved'",
      ...TO_PAY,
    },
    {
      key: 'over_90',
      label: 'More than 90 days past due',
      table: 'charge_slips',
      where: `d.invoice_date <= '${today}'::date - ${over90}`,
      ...TO_PAY,
    },
  ]
}

function accountsPayableList(
  scope: ReportScope
): ListDefinition<typeof ChargeSlip, AccountsPayableRow, PlainAccountsPayableRow> {
  const centers = listCenters(scope.actor)
  const centerId = scope.actor.center?.id ?? 0
  const today = centerToday(scope)
  const [toPay] = payableMeasures(today)
  return {
    model: ChargeSlip,
    // The names are read per row of the page by primary key, so the count reads the slips alone.
    columns: [
      'charge_slips.id',
      'charge_slips.case_id',
      'charge_slips.invoice_number',
      'charge_slips.invoice_date',
      'charge_slips.status',
      'charge_slips.payment_method',
      'charge_slips.currency_code',
      'charge_slips.amount_billed',
      'charge_slips.amount_approved',
      db.raw('coalesce(charge_slips.amount_approved, charge_slips.amount_billed) AS to_pay'),
      db.raw(
        `(SELECT ${inCenterSql(toPay)} ${measureFrom(toPay)} WHERE d.id = charge_slips.id)
          AS to_pay_in_center`
      ),
      db.raw(
        '(SELECT currency_code FROM centers WHERE centers.id = charge_slips.center_id) AS center_currency'
      ),
      db.raw('(?::date - charge_slips.invoice_date) AS days_past_due', [today]),
      db.raw(`${bucketSql('charge_slips.invoice_date')} AS bucket`, [today, today, today, today]),
      db.raw(
        '(SELECT name FROM providers WHERE providers.id = charge_slips.provider_id) AS provider_name'
      ),
      db.raw('(SELECT number FROM cases WHERE cases.id = charge_slips.case_id) AS case_number'),
      db.raw(
        `(SELECT last_name || ', ' || first_name FROM members
          WHERE members.id = charge_slips.member_id) AS member_name`
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
    scope: (query) =>
      void query
        .whereIn('charge_slips.center_id', centers)
        .whereIn('charge_slips.status', [...PAYABLE_STATUSES]),
    ...(() => {
      const declared = reportFilters<typeof ChargeSlip>(scope, {
        ...caseDimensions<typeof ChargeSlip>('charge_slips.case_id', centers),
        ...caseClientDimension<typeof ChargeSlip>('charge_slips.case_id', centers),
        provider: {
          options: () => heldProviderOptions('charge_slips', centerId),
          apply: (query, values) => void query.whereIn('charge_slips.provider_id', idsOf(values)),
        },
        charge_slip: {
          options: () => PAYABLE_OPTIONS,
          apply: (query, values) => void query.whereIn('charge_slips.status', values),
        },
        member: {
          apply: (query, values) => void query.whereIn('charge_slips.member_id', idsOf(values)),
        },
      })
      return {
        ...declared,
        filters: {
          ...declared.filters,
          aging: {
            options: () => PAST_DUE_OPTIONS,
            apply: pastDueFilter('charge_slips.invoice_date', today),
          },
        },
      }
    })(),
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
  totals: (scope, rows) => documentTotals(scope, rows, payableMeasures(centerToday(scope)), 'id'),
  chart: (scope, rows) =>
    agingChart(scope, rows, {
      measure: payableMeasures(centerToday(scope))[0],
      due: 'd.invoice_date',
      statuses: [
        { value: 'pending', label: 'Awaiting approval' },
        { value: 'approved', label: 'Approved, to pay' },
      ],
      title: 'Payables by aging bucket',
      description: 'What the filtered charge slips owe, by days past their invoice date.',
    }),
  exportColumns: () => [
    {
      header: 'Invoice number',
      kind: 'text',
      value: (row: AccountsPayableRow) => row.invoice_number,
    },
    { header: 'Invoice date', kind: 'date', value: (row) => row.invoice_date },
    { header: 'Provider', kind: 'text', value: (row) => row.provider },
    { header: 'Case', kind: 'text', value: (row) => row.case_number },
    { header: 'Client', kind: 'text', value: (row) => row.client },
    { header: 'Member', kind: 'text', value: (row) => row.member },
    {
      header: 'Status',
      kind: 'text',
      value: (row) => optionLabel(CHARGE_SLIP_STATUSES, row.status),
    },
    {
      header: 'Payment method',
      kind: 'text',
      value: (row) => optionLabel(PAYMENT_METHODS, row.payment_method),
    },
    { header: 'Days past due', kind: 'integer', value: (row) => row.days_past_due },
    { header: 'Aging', kind: 'text', value: (row) => optionLabel(PAST_DUE_BUCKETS, row.aging) },
    {
      header: 'Billed',
      kind: 'money',
      value: (row) => row.amount_billed,
      currency: (row) => row.currency,
    },
    {
      header: 'Approved',
      kind: 'money',
      value: (row) => row.amount_approved,
      currency: (row) => row.currency,
    },
    {
      header: 'To pay',
      kind: 'money',
      value: (row) => row.to_pay,
      currency: (row) => row.currency,
    },
    {
      header: 'To pay (center currency)',
      kind: 'money',
      value: (row) => row.to_pay_in_center,
      currency: (row) => row.center_currency,
    },
  ],
})
