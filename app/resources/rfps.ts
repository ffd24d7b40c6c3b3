import RequestForPayment from '#models/request_for_payment'
import RfpTransformer, { type PlainRfp } from '#transformers/rfp_transformer'
import type { ListDefinition, SearchBranch } from '#queries/list_query'
import type { ResourceRequest } from '#resources/resource_request'
import type { DashboardPanel } from '#resources/registry_panels'
import { ownCenter } from '#resources/center_scope'
import { scopedList } from '#resources/scope'
import { likeTerm } from '#queries/like_term'
import { statusCountedTotal } from '#queries/live_status_counts'
import { AGING_OPTIONS } from '#contracts/charge_slip_options'
import { RFP_STATUS_OPTIONS } from '#contracts/rfp_options'
import { clientOptions, currencyOptions } from '#resources/shared'
import {
  agingFilter,
  branchedSearch,
  caseAndMemberBranches,
  centerDayRange,
  documentsToHandle,
} from '#resources/money_lists'
import { RFP_COLUMNS, RFP_SORTS, type RfpRow } from '#resources/case_rfps'

/**
 * The search as alternatives, each a range of its own index: the start of the RFP's number
 * (typed with or without "RFP-"), of its case's number, or the member's name or policy number.
 */
function rfpSearchBranches(centerId: number, term: string): SearchBranch[] | null {
  const key = term.trim().toLowerCase()
  if (!key) return null
  const prefix = `${likeTerm(key)}%`
  const column = 'request_for_payments.number_key'
  return [
    { column, sql: `${column} LIKE ?`, bindings: [prefix] },
    { column, sql: `${column} LIKE ?`, bindings: [`rfp-${prefix}`] },
    ...caseAndMemberBranches('request_for_payments', centerId, term),
  ]
}

/**
 * navigate.request-for-payments.index (SPEC.md §2, `access-request-for-payments`; issue 16):
 * every RFP of the current center across its cases, the newest first by issue date; filtered
 * by status, client, currency, aging (days since issued) and the issue date, searched by RFP number, case
 * number or member. Each filter is a range of one of the center-led indexes of migration 043.
 */
export function rfpsList(
  request: ResourceRequest
): ListDefinition<typeof RequestForPayment, RfpRow, PlainRfp> {
  const centerId = request.actor.center?.id ?? 0
  const zone = request.actor.center?.timeZone ?? 'UTC'
  return {
    model: RequestForPayment,
    columns: RFP_COLUMNS,
    sortable: RFP_SORTS,
    // The newest first by issue date: with the aging and issue-date filters, one index range.
    defaultSort: '-issue_date',
    ...branchedSearch((term) => rfpSearchBranches(centerId, term)),
    filters: {
      status: {
        options: () => RFP_STATUS_OPTIONS,
        apply: (query, values) => void query.whereIn('request_for_payments.status', values),
      },
      client: {
        options: clientOptions,
        apply: (query, values) =>
          void query.whereIn('request_for_payments.client_id', values.map(Number)),
      },
      currency: {
        options: currencyOptions,
        apply: (query, values) => void query.whereIn('request_for_payments.currency_code', values),
      },
      aging: {
        options: () => AGING_OPTIONS,
        apply: agingFilter('request_for_payments.issue_date', zone),
      },
    },
    dateFilters: { issue_date: centerDayRange('request_for_payments.issue_date', zone, 'date') },
    total: statusCountedTotal('request_for_payments'),
    transformer: RfpTransformer,
  }
}

/** The cross-case list narrowed to the current center (none without one). */
export function scopedRfpsList(request: ResourceRequest) {
  return scopedList(
    {
      noun: 'RFP',
      store: { model: RequestForPayment, subjectType: 'request_for_payment' },
      centerScope: ownCenter('request_for_payments.center_id'),
      list: rfpsList(request),
    },
    request
  )
}

/** The dashboard's RFP panel: client bills waiting for approval or collection. */
export function rfpsToHandle(request: ResourceRequest) {
  return documentsToHandle(request, {
    model: RequestForPayment,
    table: 'request_for_payments',
    columns: RFP_COLUMNS,
    dateColumn: 'issue_date',
    transformer: RfpTransformer,
    access: 'access-request-for-payments',
    approve: 'approve-request-for-payments',
    settle: 'collect-request-for-payments',
  })
}

/**
 * The dashboard's request-for-payments panel (SPEC.md §2): the requests waiting for approval or
 * collection.
 */
export const rfpsPanel = {
  key: 'request-for-payments',
  prop: 'requestForPayments' as const,
  order: 30,
  read: rfpsToHandle,
} satisfies DashboardPanel
