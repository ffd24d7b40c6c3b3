import ChargeSlip from '#models/charge_slip'
import ChargeSlipTransformer, { type PlainChargeSlip } from '#transformers/charge_slip_transformer'
import type { ListDefinition, SearchBranch } from '#queries/list_query'
import type { ResourceRequest } from '#resources/resource_request'
import type { DashboardPanel } from '#resources/registry_panels'
import { ownCenter } from '#resources/center_scope'
import { scopedList } from '#resources/scope'
import { likeTerm } from '#queries/like_term'
import { statusCountedTotal } from '#queries/live_status_counts'
import {
  AGING_OPTIONS,
  CHARGE_SLIP_STATUS_OPTIONS,
  PAYMENT_METHOD_OPTIONS,
} from '#contracts/charge_slip_options'
import { currencyOptions } from '#resources/shared'
import {
  agingFilter,
  branchedSearch,
  caseAndMemberBranches,
  centerDayRange,
  documentsToHandle,
  heldProviderOptions,
} from '#resources/money_lists'
import {
  CHARGE_SLIP_SORTS,
  chargeSlipColumns,
  type ChargeSlipRow,
} from '#resources/case_charge_slips'

/**
 * The search as alternatives, each a range of its own index: the start of the invoice number
 * (charge_slips_center_invoice_number_index), of the case's number, or the member's name or
 * policy number.
 */
function chargeSlipSearchBranches(centerId: number, term: string): SearchBranch[] | null {
  const key = term.trim().toLowerCase()
  if (!key) return null
  return [
    {
      column: 'charge_slips.invoice_number_key',
      sql: 'charge_slips.invoice_number_key LIKE ?',
      bindings: [`${likeTerm(key)}%`],
    },
    ...caseAndMemberBranches('charge_slips', centerId, term),
  ]
}

/**
 * navigate.charge-slips.index (SPEC.md §2, `access-charge-slips`; issue 16): every charge slip
 * of the current center across its cases, the newest invoices first; filtered by status,
 * provider, currency, payment method, aging and the invoice date, searched by invoice number, case number or
 * member. A slip holds its case's center, so each filter is a range of one of the center-led
 * indexes of migration 042.
 */
export function chargeSlipsList(
  request: ResourceRequest
): ListDefinition<typeof ChargeSlip, ChargeSlipRow, PlainChargeSlip> {
  const centerId = request.actor.center?.id ?? 0
  const zone = request.actor.center?.timeZone ?? 'UTC'
  return {
    model: ChargeSlip,
    columns: chargeSlipColumns(request),
    sortable: CHARGE_SLIP_SORTS,
    // The newest invoices first: with the aging and invoice-date filters, one index range.
    defaultSort: '-invoice_date',
    ...branchedSearch((term) => chargeSlipSearchBranches(centerId, term)),
    filters: {
      status: {
        options: () => CHARGE_SLIP_STATUS_OPTIONS,
        apply: (query, values) => void query.whereIn('charge_slips.status', values),
      },
      provider: {
        options: () => heldProviderOptions('charge_slips', centerId),
        apply: (query, values) =>
          void query.whereIn('charge_slips.provider_id', values.map(Number)),
      },
      currency: {
        options: currencyOptions,
        apply: (query, values) => void query.whereIn('charge_slips.currency_code', values),
      },
      payment_method: {
        options: () => PAYMENT_METHOD_OPTIONS,
        apply: (query, values) => void query.whereIn('charge_slips.payment_method', values),
      },
      aging: {
        options: () => AGING_OPTIONS,
        apply: agingFilter('charge_slips.invoice_date', zone),
      },
    },
    dateFilters: { invoice_date: centerDayRange('charge_slips.invoice_date', zone, 'date') },
    // Unsearched totals (and by status) from the trigger-kept counts.
    total: statusCountedTotal('charge_slips'),
    transformer: ChargeSlipTransformer,
  }
}

/** The cross-case list narrowed to the current center (none without one). */
export function scopedChargeSlipsList(request: ResourceRequest) {
  return scopedList(
    {
      noun: 'Charge slip',
      store: { model: ChargeSlip, subjectType: 'charge_slip' },
      centerScope: ownCenter('charge_slips.center_id'),
      list: chargeSlipsList(request),
    },
    request
  )
}

/** The dashboard's charge slips panel: bills waiting for approval or payment. */
export function chargeSlipsToHandle(request: ResourceRequest) {
  return documentsToHandle(request, {
    model: ChargeSlip,
    table: 'charge_slips',
    columns: chargeSlipColumns(request),
    dateColumn: 'invoice_date',
    transformer: ChargeSlipTransformer,
    access: 'access-charge-slips',
    approve: 'approve-charge-slips',
    settle: 'pay-charge-slips',
  })
}

/** The dashboard's charge slips panel (SPEC.md §2): the bills waiting for approval or payment. */
export const chargeSlipsPanel = {
  key: 'charge-slips',
  prop: 'chargeSlips' as const,
  order: 20,
  read: chargeSlipsToHandle,
} satisfies DashboardPanel
