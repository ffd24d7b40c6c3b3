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
import { matchingMembers } from '#resources/cases'
import { GOP_COLUMNS, type GopRow } from '#resources/case_gops'
import db from '@adonisjs/lucid/services/db'
import type { Option } from '#contracts/list'

type WhereChain = {
  whereRaw(sql: string, bindings: unknown[]): WhereChain
  orWhereRaw(sql: string, bindings: unknown[]): WhereChain
}

/** Providers that hold a guarantee of this center, by name (not every provider on file). */
async function providerOptions(centerId: number): Promise<Option[]> {
  const rows: { id: number; name: string }[] = await db
    .from('providers')
    .whereExists((held) =>
      held
        .from('gops')
        .whereColumn('gops.provider_id', 'providers.id')
        .where('gops.center_id', centerId)
        .whereNull('gops.deleted_at')
    )
    .orderBy('name')
    .select('id', 'name')
  return rows.map((row) => ({ value: String(row.id), label: row.name }))
}

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
  // Live cases: the cases' indexes hold those only. Counted "along" gops.center_id, which every
  // row of a one-center list shares, so the planner drops the order and the count stops at the
  // cap instead of sorting every match.
  const ofCases = (condition: string, bindings: (string | number)[]): SearchBranch => ({
    column: 'gops.center_id',
    sql: `gops.case_id IN (SELECT cases.id FROM cases WHERE cases.center_id = ?
      AND cases.deleted_at IS NULL AND ${condition})`,
    bindings: [centerId, ...bindings],
  })
  const branches: SearchBranch[] = [
    { column: 'gops.number_key', sql: 'gops.number_key LIKE ?', bindings: [prefix] },
    { column: 'gops.number_key', sql: 'gops.number_key LIKE ?', bindings: [`gop-${prefix}`] },
    ofCases('cases.number_key LIKE ?', [prefix]),
  ]
  // The member is on the GOP itself (migration 038), read on gops_member_index.
  const members = matchingMembers(term)
  if (members) {
    branches.push({
      column: 'gops.center_id',
      sql: `gops.member_id IN ${members.sql}`,
      bindings: members.bindings,
    })
  }
  return branches
}

/**
 * navigate.guarantee-of-payments.index (SPEC.md §2, `access-guarantee-of-payments`): every GOP
 * of the current center across its cases. A GOP holds its case's center (copied when it was
 * created), so each filter is a range of one of the center-led indexes of migration 035.
 */
export function gopsList(request: ResourceRequest): ListDefinition<typeof Gop, GopRow, PlainGop> {
  const centerId = request.center?.id ?? 0
  const zone = request.center?.timeZone ?? 'UTC'
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
    search: (query, term) => {
      const branches = gopSearchBranches(centerId, term)
      query.where((inner: WhereChain) => {
        for (const branch of branches ?? []) inner.orWhereRaw(branch.sql, branch.bindings)
        if (!branches) inner.whereRaw('false', [])
      })
    },
    // A member's name shared by 1–2% of a million members (a common surname) stays index ranges.
    indexedSearch: { branches: (term) => gopSearchBranches(centerId, term), countCap: 500 },
    filters: {
      status: {
        options: () => GOP_STATUS_OPTIONS,
        apply: (query, values) => void query.whereIn('gops.status', values),
      },
      provider: {
        options: () => providerOptions(centerId),
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
    dateFilters: {
      // Days on the current center's clock: the list holds that center's GOPs only, so its zone
      // is a constant and the bounds stay index ranges of created_at.
      created_at: {
        apply: (query, range) => {
          if (range.from) {
            query.whereRaw(`gops.created_at >= (?::date::timestamp AT TIME ZONE ?)`, [
              range.from,
              zone,
            ])
          }
          if (range.to) {
            query.whereRaw(`gops.created_at < ((?::date + 1)::timestamp AT TIME ZONE ?)`, [
              range.to,
              zone,
            ])
          }
        },
      },
    },
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
