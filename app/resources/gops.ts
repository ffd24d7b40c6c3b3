import Gop from '#models/gop'
import GopTransformer, { type PlainGop } from '#transformers/gop_transformer'
import type { ListDefinition } from '#queries/list_query'
import type { ResourceRequest } from '#resources/resource_request'
import { ownCenter } from '#resources/center_scope'
import { scopedList } from '#resources/scope'
import { likeTerm } from '#queries/like_term'
import { statusCountedTotal } from '#queries/live_status_counts'
import { GOP_STATUS_OPTIONS } from '#contracts/gop_options'
import { businessEntityOptions, currencyOptions } from '#resources/shared'
import { memberCasesClause } from '#resources/cases'
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
    // The start of the GOP's number (with or without "GOP-"), of its case's number, or the
    // member's name or policy number.
    search: (query, term) => {
      const key = term.trim().toLowerCase()
      const prefix = `${likeTerm(key)}%`
      const members = memberCasesClause(term)
      query.where((inner: WhereChain) => {
        inner.whereRaw('gops.number_key LIKE ?', [prefix])
        inner.orWhereRaw('gops.number_key LIKE ?', [`gop-${prefix}`])
        inner.orWhereRaw(
          'gops.case_id IN (SELECT cases.id FROM cases WHERE cases.center_id = ? AND cases.number_key LIKE ?)',
          [centerId, prefix]
        )
        if (members) {
          inner.orWhereRaw(
            `gops.case_id IN (SELECT cases.id FROM cases WHERE cases.center_id = ? AND ${members.sql})`,
            [centerId, ...members.bindings]
          )
        }
      })
    },
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
