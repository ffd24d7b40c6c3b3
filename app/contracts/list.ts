/**
 * The list contract shared by the server (validator, query helper) and the client (DataTable).
 * Every resource index speaks it, so no page writes its own pagination, sorting or filtering.
 *
 * Query string (GET, brackets format): ?page=2&perPage=25&sort=-name&q=thai&filters[region]=Asia
 * `sort` is a column key, prefixed with '-' for descending. Filter values are strings (a
 * multi-value filter repeats: filters[status][]=a&filters[status][]=b).
 */

export const MAX_PER_PAGE = 100
export const DEFAULT_PER_PAGE = 25
export const PER_PAGE_OPTIONS = [10, 25, 50, 100] as const

export type ListFilters = Record<string, string | string[]>

/** The query as the server understood it (unknown keys dropped), echoed back to the page. */
export type ListQuery = {
  page: number
  perPage: number
  sort: string | null
  q: string | null
  filters: ListFilters
}

export type PageMeta = {
  total: number
  /** A broad search on a big table is counted only so far: more than `total` rows match. */
  totalIsLowerBound?: boolean
  perPage: number
  currentPage: number
  lastPage: number
}

/** An option of a faceted filter or a dropdown. */
export type Option = { label: string; value: string }

/** What the server tells the table about itself: what may be sorted, filtered, searched. */
export type ListCapabilities = {
  sortable: string[]
  filters: Record<string, Option[]>
  /** Filters on a date range, `filters[key]=from..to` (YYYY-MM-DD, either end optional). */
  dateRanges: string[]
  /**
   * Filters over records too many to offer (a report's member): the URL its picker searches as
   * one types (`?q=`, JSON `{ options }`), by filter key. Their `filters` options are the values
   * chosen now, named.
   */
  lookups?: Record<string, string>
  searchable: boolean
  /**
   * A center's list follows live changes (issue 30): the resources (tables) whose changes alter
   * its rows, as `record.changed` names them (#contracts/live_events). Absent for a list no
   * center's room speaks about (reference data, accounts, a record's tab, which its page follows).
   */
  live?: string[]
}

/** The props of every resource index (and trash) page: rows of type Row, one page of them. */
export type ListPage<Row> = {
  rows: Row[]
  meta: PageMeta
  query: ListQuery
  list: ListCapabilities
}

/** Actions the signed-in user may take, computed on the server from the permission catalogue. */
export type ResourceAbilities = {
  create: boolean
  update: boolean
  delete: boolean
  restore: boolean
  /** False where the record's page has its own permission the user lacks (a case: view-case). */
  view?: boolean
  /** On a record's page: why this user may not change this record (its policy refused). */
  locked?: string
}

/**
 * A list row the signed-in user may see but not change carries why (the resource's policy);
 * the list then offers no Edit, Delete or Restore on it.
 */
export type Lockable = { locked?: string }
