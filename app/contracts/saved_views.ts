import { MAX_PER_PAGE, type ListFilters } from '#contracts/list'

/**
 * Saved views of a list (issue 29), shared by the server (validator, the menu's answer) and the
 * DataTable's Views menu. A view keeps what a list's query carries but the page (a view opens on
 * its first page) and which columns show. It is replayed through the list's own parser
 * (`parseListQuery`) when it is applied, so what is kept here is only ever its shape.
 */

/** How long a view's name may be. */
export const MAX_VIEW_NAME = 80

/** How many views one person keeps on one list (the menu stays a menu). */
export const MAX_VIEWS_PER_LIST = 50

/** A list's key ('cases', 'tasks', 'countries-trash', 'case-files'): `listKeyOf` a table's. */
export const LIST_KEY_PATTERN = /^[a-z][a-z0-9-]{0,63}$/

/**
 * The key a table's views are kept under, from its DataTable `tableKey` as pages name it (a
 * case tab's 'case-charge slips', 'case-GOPs'): lower case, words joined by '-'.
 */
export function listKeyOf(tableKey: string): string {
  return tableKey
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^[^a-z]+|-+$/g, '')
    .slice(0, 64)
}

/** A filter's or a column's key as lists name them ('status', 'due_at', 'iso3'). */
const KEY_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/

/** A key a view may keep: a list's name for something, never the one that sets a prototype. */
function isKey(key: string): boolean {
  return KEY_PATTERN.test(key) && key !== '__proto__'
}

/** Bounds of a kept query, the list query validator's own (app/queries/list_query_parser.ts). */
export const SORT_PATTERN = /^-?[a-z_]+$/
export const MAX_SEARCH = 200
export const MAX_FILTERS = 20
export const MAX_FILTER_VALUES = 50
export const MAX_FILTER_VALUE = 200
export const MAX_COLUMNS = 100

/** The list state a view keeps: its query but the page. */
export type SavedListQuery = {
  /** Null: the list's default size. */
  perPage: number | null
  sort: string | null
  q: string | null
  filters: ListFilters
}

/** Which columns show, by column id (a column not named keeps its default). */
export type SavedColumns = Record<string, boolean>

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A text value within bounds, else null. */
function boundedText(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null
  const text = value.trim()
  return text !== '' && text.length <= max ? text : null
}

/**
 * A kept query read back by its shape alone: every part that is not what a list query carries
 * (a number where text belongs, a filter of objects, an inherited key) is dropped. Which sort
 * keys and filters mean anything is the list's own parser's to say when the view is applied.
 */
export function savedListQuery(raw: unknown): SavedListQuery {
  const stored = isRecord(raw) ? raw : {}
  const perPage = Object.hasOwn(stored, 'perPage') ? stored.perPage : null
  const sort = Object.hasOwn(stored, 'sort') ? boundedText(stored.sort, 64) : null
  const filters: ListFilters = {}
  const rawFilters = Object.hasOwn(stored, 'filters') ? stored.filters : null
  if (isRecord(rawFilters)) {
    for (const key of Object.keys(rawFilters).slice(0, MAX_FILTERS)) {
      if (!isKey(key)) continue
      const value = rawFilters[key]
      const values = (Array.isArray(value) ? value : [value])
        .slice(0, MAX_FILTER_VALUES)
        .map((item) => boundedText(item, MAX_FILTER_VALUE))
        .filter((item): item is string => item !== null)
      if (values.length > 0) filters[key] = values
    }
  }
  return {
    perPage:
      typeof perPage === 'number' &&
      Number.isInteger(perPage) &&
      perPage >= 1 &&
      perPage <= MAX_PER_PAGE
        ? perPage
        : null,
    sort: sort !== null && SORT_PATTERN.test(sort) ? sort : null,
    q: Object.hasOwn(stored, 'q') ? boundedText(stored.q, MAX_SEARCH) : null,
    filters,
  }
}

/** Kept column choices read back by their shape: a column id and a yes or no, nothing else. */
export function savedColumns(raw: unknown): SavedColumns {
  const columns: SavedColumns = {}
  if (!isRecord(raw)) return columns
  for (const key of Object.keys(raw).slice(0, MAX_COLUMNS)) {
    const visible = raw[key]
    if (isKey(key) && typeof visible === 'boolean') columns[key] = visible
  }
  return columns
}
