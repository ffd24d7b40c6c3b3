import db from '@adonisjs/lucid/services/db'
import type { LucidModel } from '@adonisjs/lucid/types/model'
import type {
  DateRangeFilter,
  FilterDefinition,
  ListDefinition,
  SearchBranch,
} from '#queries/list_query'
import { matchingMembers } from '#resources/cases'
import { likeTerm } from '#queries/like_term'
import type { Option } from '#contracts/list'
import type { Permission } from '#permissions/catalogue'
import type { ResourceRequest } from '#resources/resource_request'
import { liveStatusCounts, type StatusCountedTable } from '#queries/live_status_counts'
import { AGING_BUCKETS } from '#contracts/charge_slip_options'
import { DateTime } from 'luxon'

/**
 * What the center's lists of money documents share (GOPs, charge slips, later RFPs): each
 * document holds its case's center and member (copied by the database), so every filter and
 * search is a range of one of the table's center-led indexes.
 */
type DocumentTable = 'gops' | 'charge_slips' | 'request_for_payments' | 'policy_verifications'

/** Providers that hold a document of this center in the table, by name (not every provider). */
export async function heldProviderOptions(
  table: DocumentTable,
  centerId: number
): Promise<Option[]> {
  const rows: { id: number; name: string }[] = await db
    .from('providers')
    .whereExists((held) =>
      held
        .from(table)
        .whereColumn(`${table}.provider_id`, 'providers.id')
        .where(`${table}.center_id`, centerId)
        .whereNull(`${table}.deleted_at`)
    )
    .orderBy('name')
    .select('id', 'name')
  return rows.map((row) => ({ value: String(row.id), label: row.name }))
}

/**
 * The search alternatives every money list has beside its own number's (ListDefinition
 * indexedSearch): the start of its case's number (cases found on their own index, their
 * documents on the table's case index), and the member's name or policy number (the member kept
 * on the document, on its member index). Both are counted "along" the center column, which
 * every row of a one-center list shares, so the planner drops the order and the count stops at
 * the cap instead of sorting every match.
 */
export function caseAndMemberBranches(
  table: DocumentTable,
  centerId: number,
  term: string
): SearchBranch[] {
  const prefix = `${likeTerm(term.trim().toLowerCase())}%`
  const branches: SearchBranch[] = [
    {
      column: `${table}.center_id`,
      sql: `${table}.case_id IN (SELECT cases.id FROM cases WHERE cases.center_id = ?
        AND cases.deleted_at IS NULL AND cases.number_key LIKE ?)`,
      bindings: [centerId, prefix],
    },
  ]
  const members = matchingMembers(term)
  if (members) {
    branches.push({
      column: `${table}.center_id`,
      sql: `${table}.member_id IN ${members.sql}`,
      bindings: members.bindings,
    })
  }
  return branches
}

/**
 * A date-range filter on a column, in days of the current center's clock: the list holds that
 * center's documents only, so its zone is a constant and the bounds stay index ranges. A
 * timestamp column is bounded by the zone's midnights; a date column by the days themselves.
 */
export function centerDayRange<M extends LucidModel>(
  column: string,
  zone: string,
  kind: 'timestamp' | 'date'
): DateRangeFilter<M> {
  const bound = (offset: string) =>
    kind === 'date' ? `?::date${offset}` : `((?::date${offset})::timestamp AT TIME ZONE ?)`
  const bindings = (day: string) => (kind === 'date' ? [day] : [day, zone])
  return {
    apply: (query, range) => {
      if (range.from) query.whereRaw(`${column} >= ${bound('')}`, bindings(range.from))
      if (range.to) query.whereRaw(`${column} < ${bound(' + 1')}`, bindings(range.to))
    },
  }
}

type WhereChain = {
  whereRaw(sql: string, bindings: unknown[]): WhereChain
  orWhereRaw(sql: string, bindings: unknown[]): WhereChain
}

/**
 * A list's search as its alternatives: read as index ranges (indexedSearch, totals counted up
 * to 500, then "500+"), and the same alternatives as one OR where a list reads them that way.
 */
export function branchedSearch<M extends LucidModel>(
  branchesOf: (term: string) => SearchBranch[] | null
): Pick<ListDefinition<M, unknown, unknown>, 'search' | 'indexedSearch'> {
  return {
    search: (query, term) => {
      const branches = branchesOf(term)
      query.where((inner: WhereChain) => {
        for (const branch of branches ?? []) inner.orWhereRaw(branch.sql, branch.bindings)
        if (!branches) inner.whereRaw('false', [])
      })
    },
    indexedSearch: { branches: branchesOf, countCap: 500 },
  }
}

/**
 * The aging buckets as ranges of a date column (a slip's invoice date, an RFP's issue date):
 * days counted on the center's clock, so "today" is one date for the whole list and each
 * bucket is a range of the column's center-led index.
 */
export function agingFilter<M extends LucidModel>(
  column: string,
  zone: string
): FilterDefinition<M>['apply'] {
  return (query, values) => {
    const today = DateTime.now().setZone(zone).startOf('day')
    const day = (days: number) => today.minus({ days }).toFormat('yyyy-MM-dd')
    const ranges = AGING_BUCKETS.filter((bucket) => values.includes(bucket.value))
    query.where((inner) => {
      for (const bucket of ranges) {
        inner.orWhere((one) => {
          // Dated `to` days ago at the earliest, `from` days ago at the latest.
          one.where(column, '<=', day(bucket.from))
          if (bucket.to !== null) one.where(column, '>=', day(bucket.to))
        })
      }
    })
  }
}

/** How many documents a dashboard panel shows; the list has the rest. */
const PANEL_ROWS = 8

/**
 * A dashboard panel of money documents (charge slips, RFPs; issue 16): the current center's ones
 * waiting for someone, what waits for this user first (who approves: the pending ones; who
 * settles — pays, collects — the approved ones), each the oldest by its date first, with the
 * counts of both from the trigger-kept status counts. Each part is one range of the table's
 * (center_id, status, date, id) index.
 */
export async function documentsToHandle<M extends LucidModel, Plain, Row>(
  request: ResourceRequest,
  documents: {
    model: M
    table: StatusCountedTable
    columns: ListDefinition<M, Row, Plain>['columns']
    dateColumn: string
    transformer: ListDefinition<M, Row, Plain>['transformer']
    access: Permission
    approve: Permission
    settle: Permission
  }
) {
  const none = { rows: [] as Row[], pending: 0, approved: 0 }
  if (!request.actor.center || !request.actor.permissions.has(documents.access)) return none
  const center = request.actor.center.id
  const settlesOnly =
    request.actor.permissions.has(documents.settle) &&
    !request.actor.permissions.has(documents.approve)
  const order: ('pending' | 'approved')[] = settlesOnly
    ? ['approved', 'pending']
    : ['pending', 'approved']
  const { table } = documents
  const read = (status: 'pending' | 'approved') =>
    documents.model
      .query()
      .where(`${table}.center_id`, center)
      .where(`${table}.status`, status)
      .whereNull(`${table}.deleted_at`)
      .orderBy(`${table}.${documents.dateColumn}`)
      .orderBy(`${table}.id`)
      .limit(PANEL_ROWS)
      .select(documents.columns)
      .pojo<Plain>()
  const [first, second, counts] = await Promise.all([
    read(order[0]),
    read(order[1]),
    liveStatusCounts(table, [center]),
  ])
  return {
    rows: [...first, ...second]
      .slice(0, PANEL_ROWS)
      .map((row) => new documents.transformer(row).toObject()),
    pending: counts.get('pending') ?? 0,
    approved: counts.get('approved') ?? 0,
  }
}
