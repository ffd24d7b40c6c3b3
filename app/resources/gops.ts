import Gop from '#models/gop'
import GopTransformer, { type PlainGop } from '#transformers/gop_transformer'
import type { ListDefinition, SearchBranch } from '#queries/list_query'
import type { ResourceRequest } from '#resources/resource_request'
import { ownCenter } from '#resources/center_scope'
import { scopedList } from '#resources/scope'
import { likeTerm } from '#queries/like_term'
import { statusCountedTotal } from '#queries/live_status_counts'
import { GOP_STATUS_OPTIONS } from '#contracts/gop_options'
import { businessEntityOptions, currencyOptions } from '#resources/shared'
import {
  branchedSearch,
  caseAndMemberBranches,
  centerDayRange,
  heldProviderOptions,
} from '#resources/money_lists'
import { GOP_COLUMNS, type GopRow } from '#resources/case_gops'

/**
 * The search as alternatives (ListDefinition.indexedSearch), each a range of its own index: the
 * start of the GOP's number (typed with or without "GOP-", on gops_center_number_index), of its
 * case's number (cases found on their own index, their GOPs on gops_case_index), or the
 * member's name or policy number (the case's member, kept on the GOP). As one OR, each search read every GOP of
 * the center (0.7 s for its total at 750k). Totals stop at the cap ("500+").
 */
function gopSearchBranches(centerId: number, term: string): SearchBranch[] | null {
  const key = term.trim().toLowerCase()
  if (!key) return null
  const prefix = `${likeTerm(key)}%`
  return [
    { column: 'gops.number_key', sql: 'gops.number_key LIKE ?', bindings: [prefix] },
    { column: 'gops.number_key', sql: 'gops.number_key LIKE ?', bindings: [`gop-${prefix}`] },
    ...caseAndMemberBranches('gops', centerId, term),
  ]
}

/**
 * navigate.guarantee-of-payments.index (SPEC.md §2, `access-guarantee-of-payments`): every GOP
 * of the current center across its cases. A GOP holds its case's center (copied when it was
 * created), so each filter is a range of one of the center-led indexes of migration 035.
 */
export function gopsList(request: ResourceRequest): ListDefinition<typeof Gop, GopRow, PlainGop> {
  const centerId = request.actor.center?.id ?? 0
  const zone = request.actor.center?.timeZone ?? 'UTC'
  return {
    model: Gop,
    columns: GOP_COLUMNS,
    sortable: {
      created_at: 'gops.created_at',
      number: 'gops.number_key',
      amount: 'gops.amount',
      updated_at: 'gops.updated_at',
    },
    defaultSort: '-created_at',
    // A member's name shared by 1–2% of a million members (a common surname) stays index ranges.
    ...branchedSearch((term) => gopSearchBranches(centerId, term)),
    filters: {
      status: {
        options: () => GOP_STATUS_OPTIONS,
        apply: (query, values) => void query.whereIn('gops.status', values),
      },
      provider: {
        options: () => heldProviderOptions('gops', centerId),
        apply: (query, values) => void query.whereIn('gops.provider_id', values.map(Number)),
      },
      business_entity: {
        options: () => businessEntityOptions(),
        apply: (query, values) => void query.whereIn('gops.business_entity_id', values.map(Number)),
      },
      currency: {
        options: currencyOptions,
        apply: (query, values) => void query.whereIn('gops.currency_code', values),
      },
    },
    dateFilters: { created_at: centerDayRange('gops.created_at', zone, 'timestamp') },
    // Unsearched totals (and by status) from the trigger-kept counts: 750k GOPs in a big center.
    total: statusCountedTotal('gops'),
    transformer: GopTransformer,
  }
}

/** The cross-case list narrowed to the current center (none without one). */
export function scopedGopsList(request: ResourceRequest) {
  return scopedList(
    {
      noun: 'GOP',
      store: { model: Gop, subjectType: 'gop' },
      centerScope: ownCenter('gops.center_id'),
      list: gopsList(request),
    },
    request
  )
}
