import db from '@adonisjs/lucid/services/db'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type { DateRange, DateRangeFilter, FilterDefinition } from '#queries/list_query'
import type { Option } from '#contracts/list'
import { clientOptions } from '#resources/shared'
import { asRecordId } from '#validators/rules/record_id'
import { memberSearchClause } from '#queries/member_search'
import { listCenters } from '#resources/center_scope'
import type { ReportScope } from '#reports/report_definition'

/**
 * SPEC.md §3's 13 report filter dimensions, declared once (issue 32). A dimension is how people
 * name it, what kind of value it takes and, where every report offers the same choices, those
 * choices. A report picks the dimensions that apply to its rows with `reportFilters` and says
 * what each means for its own query; they become its list's `filters` and `dateFilters`, so the
 * page, the URL (`filters[client]=3`, `filters[case_opened]=2026-01-01..2026-01-31`) and an
 * export's replay of the list all apply the very same filters.
 *
 * Kinds: `options` (chosen among options the server offers; values outside them are dropped),
 * `dates` (a day range on the center's calendar, `from..to`), `lookup` (a record among too many
 * to offer: the ids asked for are checked to exist and named; the page picks one by search).
 */
export const REPORT_DIMENSIONS = {
  status: { label: 'Status', kind: 'options' },
  case_opened: { label: 'Case Opened', kind: 'dates' },
  case_billed: { label: 'Case Billed', kind: 'dates' },
  client: { label: 'Client', kind: 'options' },
  program: { label: 'Program', kind: 'options' },
  provider: { label: 'Provider', kind: 'options' },
  charge_slip: { label: 'Charge Slip', kind: 'options' },
  gop: { label: 'Guarantee of Payment', kind: 'options' },
  rfp: { label: 'Request For Payment', kind: 'options' },
  program_type: { label: 'Program Type', kind: 'options' },
  member: { label: 'Member', kind: 'lookup' },
  evacuation: { label: 'Evacuation', kind: 'options' },
  closed_duration: { label: 'Case Closed Duration', kind: 'options' },
} as const satisfies Record<string, { label: string; kind: 'options' | 'dates' | 'lookup' }>

export type ReportDimension = keyof typeof REPORT_DIMENSIONS

type DimensionsOfKind<K extends string> = {
  [D in ReportDimension]: (typeof REPORT_DIMENSIONS)[D]['kind'] extends K ? D : never
}[ReportDimension]

export type OptionDimension = DimensionsOfKind<'options'>
export type DateDimension = DimensionsOfKind<'dates'>
export type LookupDimension = DimensionsOfKind<'lookup'>

export function isReportDimension(key: string): key is ReportDimension {
  return Object.hasOwn(REPORT_DIMENSIONS, key)
}

/**
 * Filters a report offers beside SPEC.md §3's dimensions, where its rows need one that none of
 * them is (a payable's aging bucket, a letter's kind and outcome), by how people name them.
 */
export const REPORT_OWN_FILTER_LABELS: Record<string, string> = {
  aging: 'Aging',
  document: 'Document',
  delivery: 'Delivery',
  queued: 'Queued',
  day: 'Day',
  user: 'User',
}

/** How people name a filter key of a report ('gop' → 'Guarantee of Payment'). */
export function dimensionLabel(key: string): string {
  if (isReportDimension(key)) return REPORT_DIMENSIONS[key].label
  return Object.hasOwn(REPORT_OWN_FILTER_LABELS, key) ? REPORT_OWN_FILTER_LABELS[key] : key
}

/** An option's label ('approved' → 'Approved'), or the value itself: an export's cell. */
export function optionLabel(options: readonly Option[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value
}

/** SPEC.md's "Case Closed Duration" in buckets of whole days from opening to closing. */
export const CLOSED_DURATION_BUCKETS = [
  { value: 'up_to_7', label: '≤ 7 days' },
  { value: '8_to_30', label: '8–30 days' },
  { value: '31_to_90', label: '31–90 days' },
  { value: 'over_90', label: '> 90 days' },
] as const satisfies readonly Option[]

export type ClosedDurationBucket = (typeof CLOSED_DURATION_BUCKETS)[number]['value']

/**
 * A closed case's bucket as SQL, the very text of the index cases_closed_duration_index
 * (migration 072) so the planner reads a bucket as one range of it. Whole days: 7 days and 23
 * hours is "≤ 7 days"; exactly 8 days is "8–30".
 */
export const CLOSED_DURATION_BUCKET_SQL = `(CASE
        WHEN closed_at IS NULL THEN NULL
        WHEN closed_at - opened_at < interval '8 days' THEN 'up_to_7'
        WHEN closed_at - opened_at < interval '31 days' THEN '8_to_30'
        WHEN closed_at - opened_at < interval '91 days' THEN '31_to_90'
        ELSE 'over_90' END)`

export const YES_NO_OPTIONS: Option[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
]

/** A document dimension's extra choice: rows that have none of those documents. */
export const NONE = 'none'

/** Live programs, by name. */
export async function programOptions(): Promise<Option[]> {
  const rows: { id: number; code: string; name: string }[] = await db
    .from('programs')
    .whereNull('deleted_at')
    .orderBy('name')
    .orderBy('id')
    .select('id', 'code', 'name')
  return rows.map((row) => ({ value: String(row.id), label: `${row.name} (${row.code})` }))
}

/** Program types (SPEC.md §3), by name. */
export async function programTypeOptions(): Promise<Option[]> {
  const rows: { id: number; name: string }[] = await db
    .from('program_types')
    .whereNull('deleted_at')
    .orderBy('name')
    .orderBy('id')
    .select('id', 'name')
  return rows.map((row) => ({ value: String(row.id), label: row.name }))
}

/**
 * The providers that hold a GOP or a charge slip of the center (not every provider of the
 * world: those are the ones a report of the center can be narrowed to), by name. Each table's
 * (center_id, provider_id, …) index answers it.
 */
export async function centerProviderOptions(centerId: number | null): Promise<Option[]> {
  if (centerId === null) return []
  const rows: { id: number; name: string }[] = await db
    .from('providers')
    .where((held) =>
      held
        .whereExists((gops) =>
          gops
            .from('gops')
            .whereColumn('gops.provider_id', 'providers.id')
            .where('gops.center_id', centerId)
            .whereNull('gops.deleted_at')
        )
        .orWhereExists((slips) =>
          slips
            .from('charge_slips')
            .whereColumn('charge_slips.provider_id', 'providers.id')
            .where('charge_slips.center_id', centerId)
            .whereNull('charge_slips.deleted_at')
        )
    )
    .orderBy('name')
    .orderBy('id')
    .select('id', 'name')
  return rows.map((row) => ({ value: String(row.id), label: row.name }))
}

/** At most this many members may be chosen at once (a hostile URL names thousands). */
const MAX_LOOKUP_VALUES = 20

/**
 * The members asked for that exist (live or not: a report covers past cases), named "Last,
 * First (policy)". Anything that is not a record id is not looked up.
 */
export async function memberLookup(values: string[]): Promise<Option[]> {
  const ids = [...new Set(values.map((value) => asRecordId(value)))]
    .filter((id): id is number => id !== null)
    .slice(0, MAX_LOOKUP_VALUES)
  if (ids.length === 0) return []
  const rows: { id: number; first_name: string; last_name: string; policy_number: string }[] =
    await db
      .from('members')
      .whereIn('id', ids)
      .orderBy('last_name')
      .orderBy('first_name')
      .orderBy('id')
      .select('id', 'first_name', 'last_name', 'policy_number')
  return rows.map((row) => ({
    value: String(row.id),
    label: `${row.last_name}, ${row.first_name} (${row.policy_number})`,
  }))
}

/** How many matches a lookup's picker shows for what is typed (as the other member pickers). */
const LOOKUP_MATCHES = 10

/**
 * The member filter's picker (issue 32): members whose name (either order) or policy number
 * starts with what is typed, by the members list's own search and indexes, that have a live case
 * in the report's centers, so the picker offers only members the filter can find rows for and
 * names no member of another center's clients. Live members only, as every member picker; a
 * trashed member's cases are still reached by a link naming them (`memberLookup`).
 */
export async function memberSearch(scope: ReportScope, term: string): Promise<Option[]> {
  const clause = memberSearchClause(term)
  const centers = listCenters(scope.actor)
  if (!clause || centers.length === 0) return []
  const rows: { id: number; first_name: string; last_name: string; policy_number: string }[] =
    await db
      .from('members')
      .whereNull('members.deleted_at')
      .whereRaw(clause.sql, clause.bindings)
      // cases_member_index (member_id, opened_at, id) INCLUDE (center_id): one probe a member.
      .whereExists((cases) =>
        cases
          .from('cases')
          .whereColumn('cases.member_id', 'members.id')
          .whereIn('cases.center_id', centers)
          .whereNull('cases.deleted_at')
      )
      .orderBy('members.name_key')
      .orderBy('members.id')
      .limit(LOOKUP_MATCHES)
      .select('members.id', 'members.first_name', 'members.last_name', 'members.policy_number')
  return rows.map((row) => ({
    value: String(row.id),
    label: `${row.last_name}, ${row.first_name} (${row.policy_number})`,
  }))
}

type Query<M extends LucidModel> = ModelQueryBuilderContract<M, InstanceType<M>>
type OptionsSource = (scope: ReportScope) => Promise<Option[]> | Option[]

/**
 * The choices a dimension offers when the report does not name its own: every report of a
 * center offers the same clients, programs, program types, providers, yes/no and buckets.
 * `status`, `charge_slip`, `gop` and `rfp` mean the report's own documents' states, so each
 * report names them.
 */
const DEFAULT_OPTIONS: Partial<Record<OptionDimension, OptionsSource>> = {
  client: () => clientOptions(),
  program: () => programOptions(),
  program_type: () => programTypeOptions(),
  provider: (scope) => centerProviderOptions(scope.actor.center?.id ?? null),
  evacuation: () => YES_NO_OPTIONS,
  closed_duration: () => [...CLOSED_DURATION_BUCKETS],
}

/** What a report says about one dimension it offers: how it narrows its own query. */
export type OptionFilter<M extends LucidModel> = {
  apply: (query: Query<M>, values: string[]) => void
  /** The choices, where the dimension has none of its own or they differ for this report. */
  options?: OptionsSource
}
export type DateFilter<M extends LucidModel> = {
  apply: (query: Query<M>, range: DateRange) => void
}
export type LookupFilter<M extends LucidModel> = {
  apply: (query: Query<M>, values: string[]) => void
}

export type ReportFilterDeclaration<M extends LucidModel> = {
  [D in OptionDimension]?: OptionFilter<M>
} & { [D in DateDimension]?: DateFilter<M> } & { [D in LookupDimension]?: LookupFilter<M> }

/**
 * A lookup dimension's two reads: `accepts` names the values a link asks for (those that exist),
 * `search` finds what the page's picker offers for a typed term.
 */
const LOOKUPS: Record<
  LookupDimension,
  {
    accepts: (values: string[]) => Promise<Option[]>
    search: (scope: ReportScope, term: string) => Promise<Option[]>
  }
> = {
  member: { accepts: memberLookup, search: memberSearch },
}

export function isLookupDimension(key: string): key is LookupDimension {
  return isReportDimension(key) && REPORT_DIMENSIONS[key].kind === 'lookup'
}

/** What a lookup dimension's picker offers for `term` (the report's lookup route). */
export function searchLookup(
  dimension: LookupDimension,
  scope: ReportScope,
  term: string
): Promise<Option[]> {
  return LOOKUPS[dimension].search(scope, term)
}

/**
 * A report's filters as its list declares them (`filters`, `dateFilters`), in SPEC.md's order
 * whatever the order of the declaration. An option dimension without choices of its own or the
 * report's fails here, when the report is built, not when someone opens the filter.
 */
export function reportFilters<M extends LucidModel>(
  scope: ReportScope,
  declared: ReportFilterDeclaration<M>
): {
  filters: Record<string, FilterDefinition<M>>
  dateFilters: Record<string, DateRangeFilter<M>>
} {
  const filters: Record<string, FilterDefinition<M>> = {}
  const dateFilters: Record<string, DateRangeFilter<M>> = {}
  const all = declared as Record<string, OptionFilter<M> | DateFilter<M> | LookupFilter<M>>
  for (const key of Object.keys(REPORT_DIMENSIONS) as ReportDimension[]) {
    const declaration = all[key]
    if (!declaration) continue
    const { kind } = REPORT_DIMENSIONS[key]
    if (kind === 'dates') {
      dateFilters[key] = { apply: (declaration as DateFilter<M>).apply }
    } else if (kind === 'lookup') {
      const lookup = LOOKUPS[key as LookupDimension]
      filters[key] = {
        options: () => [],
        accepts: lookup.accepts,
        apply: (declaration as LookupFilter<M>).apply,
      }
    } else {
      const option = declaration as OptionFilter<M>
      const source = option.options ?? DEFAULT_OPTIONS[key as OptionDimension]
      if (!source) throw new Error(`The report filter "${key}" needs its options`)
      filters[key] = { options: () => source(scope), apply: option.apply }
    }
  }
  return { filters, dateFilters }
}

/** Ids of a filter's values (already among the options offered, so each is an id). */
export function idsOf(values: string[]): number[] {
  return values.map((value) => asRecordId(value)).filter((id): id is number => id !== null)
}

type WhereRaw = { whereRaw(sql: string, bindings: string[]): unknown }

/**
 * A day range on the center's calendar over a timestamp column (`cases.opened_at`), for a table
 * that holds its center (`cases.center_id`): as the cases list reads its opening days. The zone
 * is read through EXISTS (a join with the center), so the bounds stay conditions of the
 * (center_id, column) index; the same days in UTC widened by a day either side (no zone is a day
 * away from UTC) are constant bounds the planner can size the range with.
 */
export function centerDays(column: string, centerColumn: string) {
  return (query: WhereRaw, range: DateRange) => {
    const bounds: string[] = []
    const bindings: string[] = []
    if (range.from) {
      bounds.push(`${column} >= (?::date::timestamp AT TIME ZONE centers.time_zone)`)
      bindings.push(range.from)
      query.whereRaw(`${column} >= ((?::date - 1)::timestamp AT TIME ZONE 'UTC')`, [range.from])
    }
    if (range.to) {
      bounds.push(`${column} < ((?::date + 1)::timestamp AT TIME ZONE centers.time_zone)`)
      bindings.push(range.to)
      query.whereRaw(`${column} < ((?::date + 2)::timestamp AT TIME ZONE 'UTC')`, [range.to])
    }
    query.whereRaw(
      `EXISTS (SELECT 1 FROM centers WHERE centers.id = ${centerColumn} AND ${bounds.join(' AND ')})`,
      bindings
    )
  }
}
