import vine, { errors } from '@vinejs/vine'
import { isCalendarDay } from '#validators/rules/date_order'
import { MAX_PER_PAGE } from '#contracts/list'

/**
 * Reading a list's query (page, size, sort, search, filters) from a plain object: the query
 * string as qs parsed it, or the query a page was shown with, kept by an export. Nothing here
 * reads the request, the settings or the database, so a job can replay the list a user saw from
 * what was saved of it, and the same hostile values give the same safe answers wherever they
 * come from. The HTTP reader (`readListQuery` in app/queries/list_query.ts) is a thin wrapper.
 */

/**
 * The one validator of list query strings. `sort` and `filters` are only shape-checked here;
 * which keys mean anything is decided by the list's definition below. `q` is a vine.string, so
 * a NUL or a lone surrogate in it fails (start/validator.ts) and the list shows unsearched, like
 * any other bad parameter.
 */
export const listQueryValidator = vine.create({
  page: vine.number().withoutDecimals().min(1).max(1_000_000).optional(),
  perPage: vine.number().withoutDecimals().min(1).max(MAX_PER_PAGE).optional(),
  sort: vine
    .string()
    .trim()
    .maxLength(64)
    .regex(/^-?[a-z_]+$/)
    .optional(),
  q: vine.string().trim().maxLength(200).optional(),
  filters: vine.record(vine.any()).optional(),
})

/** Inclusive calendar dates, YYYY-MM-DD. */
export type DateRange = { from: string | null; to: string | null }

/** '2026-11-01..2026-11-22' → the range; null when malformed, empty, or from after to. */
export function parseDateRange(raw: string): DateRange | null {
  const [from = '', to = '', extra] = raw.split('..')
  if (extra !== undefined || (from === '' && to === '')) return null
  // Not Date.parse: it reads '2026-02-30' as 2 March, and PostgreSQL refuses that day.
  const valid = (day: string) => day === '' || isCalendarDay(day)
  if (!valid(from) || !valid(to)) return null
  if (from && to && from > to) return null
  return { from: from || null, to: to || null }
}

/** A list's order: its sort column and the direction of it and of the id tie-breaker. */
export type ListOrder = { column: string; descending: boolean }

/** What the parser reads of a list's definition: its keys, never its SQL. */
export interface ListKeys {
  /** Sort key → SQL column. */
  sortable: Record<string, string>
  /** Default order, in the sort syntax: 'name' or '-updated_at'. */
  defaultSort: string
  filters?: Record<string, unknown>
  dateFilters?: Record<string, unknown>
}

/**
 * A list query every value of which this list understands. `sort` is what was asked for (null
 * when nothing valid was), `order` what applies; `filters` are the values asked for each of the
 * list's own faceted filters, still to be matched against the options it offers (they live in
 * the database: runList drops the rest, as it always has).
 */
export type ParsedListQuery = {
  page: number
  /** Null when no valid size was asked for: the list's default applies (General settings'). */
  perPage: number | null
  sort: string | null
  order: ListOrder
  q: string | null
  filters: Record<string, string[]>
  dateRanges: Record<string, DateRange>
}

/** Why part of a query was not taken, beside the field it was in (`sort`, `filters.status`). */
export type ListQueryError = { field: string; message: string }

/**
 * The query and what was refused of it. `query` is always the safe answer (every refused part
 * dropped, its default applied): a page shows it and never bounces. A caller that must replay
 * exactly what was asked (an export) refuses when `errors` is not empty.
 */
export type ListQueryParse = { query: ParsedListQuery; errors: ListQueryError[] }

/**
 * The column a sort key maps to, or undefined for a key the list does not offer. `sortable` is
 * an object literal, so `sort=constructor` or `sort=__proto__` would otherwise find what every
 * object inherits (a function, Object.prototype) and hand it to the query builder.
 */
function sortColumn(sortable: Record<string, string>, key: string): string | undefined {
  return Object.hasOwn(sortable, key) ? sortable[key] : undefined
}

/**
 * The value the input gave for one of the list's own keys. Only the input's own properties
 * count: `filters` comes from the query string, and an inherited name (`constructor`,
 * `toString`) must never read as a value that was sent.
 */
function requestedFilter(filters: Record<string, unknown> | undefined, key: string): unknown {
  return filters && Object.hasOwn(filters, key) ? filters[key] : undefined
}

/** A filter's values as text: one value or a list of them; anything else is not a value. */
function filterValues(raw: unknown): { values: string[]; refused: boolean } {
  const all = Array.isArray(raw) ? raw : [raw]
  const values = all.filter((value): value is string => typeof value === 'string' && value !== '')
  return { values, refused: values.length !== all.length }
}

type ShapedQuery = Awaited<ReturnType<typeof listQueryValidator.validate>>

/**
 * The input with every field the validator refuses dropped (a GET list never bounces back):
 * perPage=5000 or sort=1;drop leave the rest of the query as it was.
 */
async function shapedQuery(
  input: Record<string, unknown>,
  refused: ListQueryError[]
): Promise<ShapedQuery> {
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      return await listQueryValidator.validate(input)
    } catch (error) {
      if (!(error instanceof errors.E_VALIDATION_ERROR)) throw error
      const messages = error.messages as { field: string; message: string }[]
      for (const message of messages) {
        const field = message.field.split('.')[0]
        refused.push({ field, message: message.message })
        delete input[field]
      }
    }
  }
  return listQueryValidator.validate({})
}

/**
 * Reads a list query from a plain object for this list. Only the list's own sort keys, filters
 * and date ranges are kept; every other part is dropped with a field error saying why.
 */
export async function parseListQuery(input: unknown, list: ListKeys): Promise<ListQueryParse> {
  const refused: ListQueryError[] = []
  // A copy: the validator's retries drop fields from it.
  const own = input && typeof input === 'object' && !Array.isArray(input) ? { ...input } : {}
  const shaped = await shapedQuery(own, refused)

  const requestedSort = shaped.sort ?? null
  const sortKey = requestedSort?.replace(/^-/, '')
  const sort = sortKey && sortColumn(list.sortable, sortKey) ? requestedSort : null
  if (requestedSort !== null && sort === null) {
    refused.push({ field: 'sort', message: 'This list cannot be sorted that way.' })
  }
  const effective = sort ?? list.defaultSort
  const column = sortColumn(list.sortable, effective.replace(/^-/, ''))
  if (!column) throw new Error(`The default sort "${list.defaultSort}" is not sortable`)

  const requested = shaped.filters
  const filters: Record<string, string[]> = {}
  for (const key of Object.keys(list.filters ?? {})) {
    const raw = requestedFilter(requested, key)
    if (raw === undefined) continue
    const { values, refused: some } = filterValues(raw)
    if (some) refused.push({ field: `filters.${key}`, message: 'A filter value must be text.' })
    if (values.length > 0) filters[key] = values
  }

  const dateRanges: Record<string, DateRange> = {}
  for (const key of Object.keys(list.dateFilters ?? {})) {
    const raw = requestedFilter(requested, key)
    if (raw === undefined) continue
    const [first] = filterValues(raw).values
    const range = first ? parseDateRange(first) : null
    if (range) dateRanges[key] = range
    else {
      refused.push({
        field: `filters.${key}`,
        message: 'Please give the dates as from..to, each YYYY-MM-DD (either may be left out).',
      })
    }
  }

  const known = new Set([
    ...Object.keys(list.filters ?? {}),
    ...Object.keys(list.dateFilters ?? {}),
  ])
  for (const key of Object.keys(requested ?? {})) {
    if (!known.has(key)) {
      refused.push({ field: `filters.${key}`, message: 'This list has no such filter.' })
    }
  }

  return {
    query: {
      page: shaped.page ?? 1,
      perPage: shaped.perPage ?? null,
      sort,
      order: { column, descending: effective.startsWith('-') },
      // A search that trims to nothing is no search.
      q: shaped.q ? shaped.q : null,
      filters,
      dateRanges,
    },
    errors: refused,
  }
}
