/**
 * Pure translations between the list contract (#contracts/list), TanStack table state and the
 * query string. No React, so they are easy to reason about and to test.
 */
import type { ColumnFiltersState, SortingState } from '@tanstack/react-table'
import {
  DEFAULT_PER_PAGE,
  PER_PAGE_OPTIONS,
  type ListFilters,
  type ListQuery,
} from '#contracts/list'

// The contract is a pure module shared with the server (allowed in eslint.config.js).
export { DEFAULT_PER_PAGE, PER_PAGE_OPTIONS }

/** The props a list reloads; `list` (capabilities) and `can` do not change with the query. */
export const LIST_RELOAD_PROPS = ['rows', 'meta', 'query']

/**
 * The props one change of a list's query reloads: the list's own (`only`) always, and
 * `filtered`, props over every row the query keeps (a report's totals and chart), only when the
 * rows kept change: another search or other filters. Another page, size or order keeps the same
 * rows, so their totals stand and are not counted again (issue 32). `owed`: an earlier change of
 * the rows was cancelled before it answered, so its `filtered` props are still to be asked for.
 */
export function reloadPropsFor(
  current: ListQuery,
  next: ListQuery,
  only: readonly string[],
  filtered: readonly string[] = [],
  owed = false
): string[] {
  if (filtered.length === 0 || !(owed || rowsChange(current, next))) return [...only]
  return [...only, ...filtered.filter((prop) => !only.includes(prop))]
}

/** Whether two queries keep different rows: their search or their filters differ. */
function rowsChange(current: ListQuery, next: ListQuery): boolean {
  const q = (query: ListQuery) => query.q?.trim() || null
  if (q(current) !== q(next)) return true
  const a = columnFiltersFromFilters(current.filters)
  const b = columnFiltersFromFilters(next.filters)
  if (a.length !== b.length) return true
  return a.some((filter) => {
    const other = b.find((candidate) => candidate.id === filter.id)
    const values = (value: unknown) => [...(value as string[])].sort().join('\u0000')
    return !other || values(other.value) !== values(filter.value)
  })
}

/** A filter's values as a list, whether the server echoed one value or several. */
export function filterValues(value: string | string[] | undefined): string[] {
  if (value === undefined) return []
  return (Array.isArray(value) ? value : [value]).filter((item) => item !== '')
}

/** '-name' → [{ id: 'name', desc: true }]; no sort → []. */
export function sortingFromSort(sort: string | null): SortingState {
  if (!sort) return []
  const desc = sort.startsWith('-')
  return [{ id: desc ? sort.slice(1) : sort, desc }]
}

/** The inverse of sortingFromSort; only the first sort counts (the server sorts by one key). */
export function sortFromSorting(sorting: SortingState): string | null {
  const first = sorting[0]
  if (!first) return null
  return first.desc ? `-${first.id}` : first.id
}

export function columnFiltersFromFilters(filters: ListFilters): ColumnFiltersState {
  return Object.entries(filters)
    .map(([id, value]) => ({ id, value: filterValues(value) }))
    .filter((filter) => filter.value.length > 0)
}

export function filtersFromColumnFilters(columnFilters: ColumnFiltersState): ListFilters {
  const filters: ListFilters = {}
  for (const filter of columnFilters) {
    const raw = filter.value
    const values = Array.isArray(raw)
      ? raw.filter((item): item is string => typeof item === 'string' && item !== '')
      : typeof raw === 'string' && raw !== ''
        ? [raw]
        : []
    if (values.length > 0) filters[filter.id] = values
  }
  return filters
}

/** Whether the rows are narrowed by a search or a filter (what "Reset" undoes). */
export function isNarrowed(query: ListQuery): boolean {
  return Boolean(query.q) || columnFiltersFromFilters(query.filters).length > 0
}

type QueryValue = string | number | Record<string, string[]>

/** A list's own query params, as toQueryParams writes them. */
export type ListQueryParams = Record<string, QueryValue>

/**
 * The query string of a list, in the contract's names, leaving out defaults so URLs stay short:
 * { page: 2, sort: '-name', filters: { region: ['Asia'] } } →
 * ?page=2&sort=-name&filters[region][]=Asia (Inertia's brackets format, SPEC.md §9).
 */
export function toQueryParams(query: ListQuery): ListQueryParams {
  const params: ListQueryParams = {}
  if (query.page > 1) params.page = query.page
  if (query.perPage !== DEFAULT_PER_PAGE) params.perPage = query.perPage
  if (query.sort) params.sort = query.sort
  const q = query.q?.trim()
  if (q) params.q = q
  const filters: Record<string, string[]> = {}
  for (const [key, value] of Object.entries(query.filters)) {
    const values = filterValues(value)
    if (values.length > 0) filters[key] = values
  }
  if (Object.keys(filters).length > 0) params.filters = filters
  return params
}

/**
 * The params of a page's URL with one of its tables' queries put under that table's key. What
 * else is there (the open tab, another table's `documents[...]`) is kept as the URL has it; the
 * table's own keys are written afresh, so a param it no longer needs goes away.
 */
export type KeyedQueryParams = Record<string, string | string[] | ListQueryParams>

/**
 * A key of the current URL, decoded by URLSearchParams, as Inertia writes it back: Inertia puts
 * keys in the query string unencoded (it only encodes values), so a key is encoded here, but
 * for its brackets, which must stay readable to the server's qs (`documents[q]`).
 */
function rawKey(name: string): string {
  return encodeURIComponent(name).replace(/%5B/gi, '[').replace(/%5D/gi, ']')
}

/**
 * The query string of a table that shares its page with others (a case's contacts tab):
 * { page: 2, q: 'anan' } under 'contacts', on `?tab=contacts&contacts[sort]=-name` →
 * ?tab=contacts&contacts[page]=2&contacts[q]=anan. The table's part is toQueryParams's, so it
 * reads and encodes the same as a page's only table; the server reads it under the key.
 *
 * Every other param is kept by its name in the URL rather than parsed into nested objects, so
 * it comes back as it was. A repeated name (`documents[filters][status][]=a&…[]=b`) becomes one
 * list under the name without its `[]`, which Inertia writes back as those pairs (a repeated
 * name without brackets comes back with them, which the server's qs reads the same).
 */
export function toKeyedQueryParams(
  query: ListQuery,
  key: string,
  currentParams: URLSearchParams
): KeyedQueryParams {
  const params: KeyedQueryParams = {}
  for (const name of new Set(currentParams.keys())) {
    // The table's own keys, whatever they held: replaced below.
    if (name === key || name.startsWith(`${key}[`)) continue
    const values = currentParams.getAll(name)
    const listed = name.endsWith('[]')
    if (listed || values.length > 1) {
      params[rawKey(listed ? name.slice(0, -2) : name)] = values
    } else {
      params[rawKey(name)] = values[0]
    }
  }
  const own = toQueryParams(query)
  if (Object.keys(own).length > 0) params[key] = own
  return params
}
