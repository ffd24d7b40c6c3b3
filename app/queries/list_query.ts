import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type { RawBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { readSettings } from '#services/settings'
import { readRows } from '#queries/read_rows'
import {
  parseListQuery,
  type DateRange,
  type ListKeys,
  type ListOrder,
  type ParsedListQuery,
} from '#queries/list_query_parser'
import {
  DEFAULT_PER_PAGE,
  type ListCapabilities,
  type ListFilters,
  type ListPage,
  type ListQuery,
  type Option,
} from '#contracts/list'

type Query<M extends LucidModel> = ModelQueryBuilderContract<M, InstanceType<M>>

/** A faceted filter: values are chosen from options the server offers. */
export interface FilterDefinition<M extends LucidModel> {
  /** The options offered in the table's faceted filter; values outside them are dropped. */
  options: () => Promise<Option[]> | Option[]
  apply: (query: Query<M>, values: string[]) => void
  /**
   * For a filter over a table too big to offer whole (a report's member, among a million): the
   * values asked for that exist, with their labels, checked instead of `options`. The table's
   * facet then lists those chosen values only.
   */
  accepts?: (values: string[]) => Promise<Option[]>
  /**
   * Where the table's picker for such a filter searches as one types (GET `?q=`, JSON
   * `{ options }`); the table then offers a search instead of a list of options.
   */
  searchUrl?: string
}

/**
 * A date range filter: `filters[key]=2026-11-01..2026-11-22` (either end may be empty). A value
 * that is not a valid range is dropped like an unknown option.
 */
export interface DateRangeFilter<M extends LucidModel> {
  apply: (query: Query<M>, range: DateRange) => void
}

// The parser's pieces keep the names they had here, for the lists that declare date filters.
export { parseDateRange, type DateRange, type ListOrder } from '#queries/list_query_parser'

/**
 * What shapes a list's rows: the resource's transformer (app/transformers/), an AdonisJS
 * transformer made from one plain row whose `toObject()` is the row the page gets. The client's
 * row types are generated from it (`Data.Country` in `@generated/data`), never written twice.
 */
export type RowTransformer<R, Row> = new (row: R) => { toObject(): Row }

/**
 * A resource's list. `R` is the plain row its `columns` read (keyed by column name or alias, as
 * pg returns them: `first_name`, `updated_at` a Date, a join's `client_name`); `Row` is what a
 * row sends to the page.
 */
export interface ListDefinition<M extends LucidModel, Row, R> {
  model: M
  /** Sort key → SQL column. Every column here must be indexed (with the id as tie-breaker). */
  sortable: Record<string, string>
  /** Default order, in the sort syntax: 'name' or '-updated_at'. */
  defaultSort: string
  /** Applies the search term; omit when the list has no search box. */
  search?: (query: Query<M>, term: string) => void
  /**
   * For a big table whose search is an OR of index ranges (the members' name and policy
   * prefixes): the same search as alternatives. PostgreSQL cannot read an OR in the order of
   * one of its indexes, so it either scans the sort index filtering every row or fetches every
   * match to sort them. Instead each branch reads only its first rows of the page's order (the
   * union of those holds the page), and the total is counted up to `countCap` ("N+" beyond).
   * The list's scope and filters must only add conditions (no grouping, limit or offset): each
   * branch copy is compiled once and its order and limit appended to it.
   */
  indexedSearch?: { branches: (term: string) => SearchBranch[] | null; countCap: number }
  filters?: Record<string, FilterDefinition<M>>
  /** Date range filters by key (the activity log's dates). */
  dateFilters?: Record<string, DateRangeFilter<M>>
  /** Narrows every query of the list (center scoping, a parent record…). */
  scope?: (query: Query<M>) => void
  /** False for a table without soft deletes (the activity log): no deleted_at condition. */
  softDeletes?: false
  /** Selects and shapes what a row sends to the page (never a whole unbounded SELECT *). */
  columns: (string | RawBuilderContract)[]
  /**
   * Shapes each plain row: `new transformer(row).toObject()`, synchronously, one cheap instance
   * per row. Pages are read with `.pojo()`: a list only displays its rows, and hydrating 25
   * models (luxon DateTimes and all) was the largest single cost of a list request (issue 12).
   * A detail page shapes its record with the same transformer (its `forDetail` variant, from
   * plainRowOf in app/resources/shared.ts).
   */
  transformer: RowTransformer<R, Row>
  /**
   * The exact number of rows the list holds, told without counting them (counts kept by
   * triggers), or null to count them. Only for a table big enough that COUNT(*) is most of a
   * page's time (the ICDs).
   */
  total?: (context: ListContext) => Promise<number | null>
  /**
   * Called with the total before the page is read. It may change how the page query reads its
   * rows (a plan that suits a small result), never which rows it returns or their order.
   */
  beforePage?: (query: Query<M>, context: ListContext & { total: number }) => void
  /** The resources whose live changes alter its rows (a center's list: its own table). */
  live?: string[]
}

export type ListState = 'live' | 'trashed'

/** A piece of raw SQL with its `?` bindings. */
export type SqlFragment = { sql: string; bindings: (string | number)[] }

/** One alternative of an indexed search: a range condition on `column`'s own index. */
export type SearchBranch = SqlFragment & { column: string }

/**
 * What the total and page hooks know of the list asked for. `centers`: the centers a
 * center-scoped list shows (set by app/resources/scope.ts's scopedList), absent for a list that
 * is not center-scoped.
 */
export type ListContext = {
  q: string | null
  filters: ListFilters
  state: ListState
  centers?: number[]
}

export { likeTerm } from '#queries/like_term'

/**
 * Reads the list query of the current request (under `key` for one of several tables on a
 * page) for this list: `parseListQuery` (app/queries/list_query_parser.ts) on the query string.
 * A GET list never bounces back on bad input: a field it refuses (perPage=5000, sort=1;drop) is
 * dropped and its default applies.
 */
export async function readListQuery(
  request: HttpContext['request'],
  list: ListKeys,
  key?: string
): Promise<ParsedListQuery> {
  // A table on a page with others reads its own keys (`contacts[page]=2`).
  const all = request.qs()
  const { query } = await parseListQuery(key ? all[key] : all, list)
  if (query.perPage !== null) return query
  // Without a size asked for, General settings' default applies.
  const { default_page_size: perPage } = await readSettings(['default_page_size'])
  return { ...query, perPage }
}

/**
 * A list page as the server hands it to Inertia: `list` is a lazy prop, resolved only when the
 * response includes it (a full visit), so sorting and paging skip the facet queries.
 */
export type ServerListPage<Row> = Omit<ListPage<Row>, 'list'> & {
  list: () => Promise<ListCapabilities>
}

/**
 * One page of the list and its total: the resource's total when it can tell it, else a COUNT
 * of the list's rows. Read side by side with the page, unless the list's page hook must see the
 * total before the page is read.
 */
async function readPage<M extends LucidModel, Row, R>(
  definition: ListDefinition<M, Row, R>,
  query: Query<M>,
  page: number,
  perPage: number,
  order: ListOrder,
  context: ListContext
): Promise<{
  records: R[]
  total: number
  totalIsLowerBound?: boolean
  currentPage: number
  lastPage: number
}> {
  const branches =
    context.q && definition.indexedSearch ? definition.indexedSearch.branches(context.q) : null
  if (branches && definition.indexedSearch) {
    return readBranchedPage<M, R>(definition.model.table, query, branches, {
      page,
      perPage,
      countCap: definition.indexedSearch.countCap,
      order,
    })
  }
  if (!definition.beforePage) {
    // The total and the page do not wait for each other: they go to the pool side by side, as
    // an indexed search's do, a round trip less per page than one after the other
    // (bench/README.md, issue 28). An empty list's page query finds nothing, cheaply.
    const [total, records] = await Promise.all([
      totalOf(definition, query, context),
      readRows<R>(query.client, query.forPage(page, perPage)),
    ])
    return { records, total, currentPage: page, lastPage: Math.max(Math.ceil(total / perPage), 1) }
  }
  const total = await totalOf(definition, query, context)
  definition.beforePage(query, { ...context, total })
  // Like paginate: no page query when nothing matches, and a page past the end is empty.
  const records = total > 0 ? await readRows<R>(query.client, query.forPage(page, perPage)) : []
  return { records, total, currentPage: page, lastPage: Math.max(Math.ceil(total / perPage), 1) }
}

/**
 * ` order by "t"."col" asc[, "t"."id" asc]` as knex writes it for `table`, with or without the
 * id tie-breaker: rendered once per table and order, then reused.
 */
const orderClauses = new Map<string, string>()

function orderClause(table: string, order: ListOrder, tieBreaker: boolean): string {
  const direction = order.descending ? 'desc' : 'asc'
  const key = [table, order.column, direction, tieBreaker].join('\u0000')
  let clause = orderClauses.get(key)
  if (clause === undefined) {
    const ordered = db.from(table).orderBy(order.column, direction)
    if (tieBreaker) ordered.orderBy(`${table}.id`, direction)
    const { sql } = ordered.toSQL()
    clause = sql.slice(sql.indexOf(' order by '))
    orderClauses.set(key, clause)
  }
  return clause
}

/** Stands in the id-only copy for the branch's condition, whose text then replaces it. */
const BRANCH_SLOT = '__indexed_search_branch__'

/**
 * Each branch's id-only copy of the list query (its conditions and the branch's, no order):
 * the count and the candidates each append their own order and limit to it. The copy is
 * compiled once, with a stand-in condition where the branch's goes (knex writes `where` or
 * `and` before it), and each branch's text and bindings take its place: compiling a copy per
 * branch was a tenth of a member search's CPU (issue 12). The stand-in is the copy's last
 * condition and has no bindings, so the branch's bindings follow the copy's. Nothing follows
 * the WHERE clause in the copy (no order, limit, grouping), so the appended text lands where
 * knex would have put it.
 */
function branchCopies<M extends LucidModel>(
  table: string,
  query: Query<M>,
  branches: SearchBranch[]
): (SqlFragment & { column: string })[] {
  const compiled = query
    .clone()
    .clearSelect()
    .clearOrder()
    .select(`${table}.id`)
    .whereRaw(BRANCH_SLOT)
    .toSQL()
  const slot = compiled.sql.lastIndexOf(BRANCH_SLOT)
  const before = compiled.sql.slice(0, slot)
  const after = compiled.sql.slice(slot + BRANCH_SLOT.length)
  const bindings = compiled.bindings as (string | number)[]
  return branches.map((branch) => ({
    sql: `${before}${branch.sql}${after}`,
    bindings: [...bindings, ...branch.bindings],
    column: branch.column,
  }))
}

/** `(copy1 … limit ?) UNION (copy2 … limit ?) …`, each copy with its own order and limit. */
function branchUnion(
  copies: (SqlFragment & { column: string })[],
  orderOf: (copy: SqlFragment & { column: string }) => string,
  limit: number
): SqlFragment {
  return {
    sql: copies.map((copy) => `(${copy.sql}${orderOf(copy)} limit ?)`).join(' UNION '),
    bindings: copies.flatMap((copy) => [...copy.bindings, limit]),
  }
}

/**
 * A page of an indexed search (see ListDefinition.indexedSearch). The list query holds the
 * filters and the order but not the search; each branch copy adds its own condition, so its
 * first page × perPage rows are that branch's share of the page, and the page is read from the
 * union of those candidates alone. The count reads each branch along its own index and stops
 * past the cap.
 */
async function readBranchedPage<M extends LucidModel, R>(
  table: string,
  query: Query<M>,
  branches: SearchBranch[],
  options: { page: number; perPage: number; countCap: number; order: ListOrder }
) {
  const copies = branchCopies(table, query, branches)
  const counted = branchUnion(
    copies,
    (copy) => orderClause(table, { column: copy.column, descending: false }, false),
    options.countCap + 1
  )
  const reach = options.page * options.perPage
  const candidates = branchUnion(copies, () => orderClause(table, options.order, true), reach)
  query.whereRaw(`${table}.id IN (SELECT id FROM (${candidates.sql}) AS candidates)`, [
    ...candidates.bindings,
  ])
  // Independent reads, so they go to the pool side by side.
  const [rows, records] = await Promise.all([
    readRows<{ total: string | number }>(query.client, {
      sql: `SELECT count(*) AS total FROM (${counted.sql}) AS hits`,
      bindings: counted.bindings,
    }),
    readRows<R>(query.client, query.forPage(options.page, options.perPage)),
  ])
  const found = Number(rows[0]?.total ?? 0)
  const total = Math.min(found, options.countCap)
  const lastPage = Math.max(Math.ceil(total / options.perPage), 1)
  return {
    records,
    total,
    totalIsLowerBound: found > options.countCap,
    currentPage: options.page,
    lastPage,
  }
}

/**
 * The list's total as the resource tells it, else counted. Its COUNT is copied from `query` when
 * called: the page read beside it adds its limit and offset to `query` meanwhile.
 */
function totalOf<M extends LucidModel, Row, R>(
  definition: ListDefinition<M, Row, R>,
  query: Query<M>,
  context: ListContext
): Promise<number> {
  if (!definition.total) return countRows(query)
  const counting = query.clone()
  return definition.total(context).then((told) => told ?? countRows(counting))
}

/** The COUNT paginate would run: the list's conditions without its order or columns. */
async function countRows<M extends LucidModel>(query: Query<M>): Promise<number> {
  const [row] = await readRows<{ total: number | string }>(
    query.client,
    query.clone().clearOrder().clearSelect().count('* as total')
  )
  return Number(row?.total ?? 0)
}

/**
 * A list's columns as one piece of SQL, written by Lucid and knex once per list and reused: the
 * same columns were wrapped, unwrapped and joined on every request, the larger part of compiling
 * a page's statement (bench/README.md, issue 28). The text is what knex writes for them, so the
 * statement sent is the same, byte for byte.
 */
const selectLists = new WeakMap<readonly unknown[], RawBuilderContract>()

function selectList<M extends LucidModel>(
  model: M,
  columns: (string | RawBuilderContract)[]
): RawBuilderContract | (string | RawBuilderContract)[] {
  const known = selectLists.get(columns)
  if (known) return known
  const { sql, bindings } = model.query().select(columns).toSQL()
  const from = ` from ${model.query().toSQL().sql.split(' from ')[1]}`
  const text = sql.startsWith('select ') && sql.endsWith(from) ? sql.slice(7, -from.length) : null
  // Placeholders stand for the columns' own bindings, none other; where the text is not that
  // plain, the columns are given to the builder as they are.
  if (text === null || (text.match(/\?/g) ?? []).length !== bindings.length) return columns
  const list = db.raw(text, bindings as (string | number)[])
  selectLists.set(columns, list)
  return list
}

type WhereChain = { orWhereRaw(sql: string, bindings: (string | number)[]): WhereChain }

/**
 * The list's rows as one query, in the list's order, with no page: its columns, the live or
 * trashed rows, its scope, its search, the filters asked for (with only their offered values),
 * the sort column and the id as tie-breaker. A page and a stream of every row (list_stream.ts)
 * are both read from it, so they cannot disagree on which rows a list holds or their order.
 *
 * `branches`: who answers an indexed search (ListDefinition.indexedSearch). A page reads each
 * alternative along its own index (readBranchedPage), so the query leaves it out; a reader of
 * every row takes the same alternatives as one OR, the union a page's candidates come from.
 */
export async function listRowsQuery<M extends LucidModel, Row, R>(
  definition: ListDefinition<M, Row, R>,
  input: ParsedListQuery,
  state: ListState,
  options: { branches: 'apart' | 'inline'; client?: QueryClientContract }
) {
  const query = definition.model.query(options.client ? { client: options.client } : {}) as Query<M>
  const selected = selectList(definition.model, definition.columns)
  if (Array.isArray(selected)) query.select(selected)
  else query.select(selected)
  // Qualified: a list may join other soft-deleting tables.
  const deletedAt = `${definition.model.table}.deleted_at`
  if (definition.softDeletes === false) {
    if (state === 'trashed') query.whereRaw('false')
  } else if (state === 'live') query.whereNull(deletedAt)
  else query.whereNotNull(deletedAt)
  definition.scope?.(query)

  const q = input.q
  const branches = (q !== null && definition.indexedSearch?.branches(q)) || null
  if (q !== null && branches && options.branches === 'inline') {
    query.where((inner: WhereChain) => {
      for (const branch of branches) inner.orWhereRaw(branch.sql, branch.bindings)
    })
  } else if (q !== null && definition.search && !branches) definition.search(query, q)

  // Each filter's options are read at most once per request: to check the values asked for,
  // and for the table's facets when the page needs them (not on a partial reload).
  // A filter that `accepts` its values keeps the ones it accepted as its facet's options.
  const optionsCache = new Map<string, Promise<Option[]>>()
  const optionsOf = (key: string, filter: FilterDefinition<M>) => {
    if (!optionsCache.has(key)) optionsCache.set(key, Promise.resolve(filter.options()))
    return optionsCache.get(key)!
  }

  const filters: ListFilters = {}
  for (const [key, filter] of Object.entries(definition.filters ?? {})) {
    const requested = input.filters[key] ?? []
    if (requested.length === 0) continue
    if (filter.accepts) optionsCache.set(key, filter.accepts(requested))
    const offered = await optionsOf(key, filter)
    const allowed = new Set(offered.map((option) => option.value))
    const values = requested.filter((value) => allowed.has(value))
    if (values.length > 0) {
      filters[key] = values
      filter.apply(query, values)
    }
  }

  for (const [key, filter] of Object.entries(definition.dateFilters ?? {})) {
    const range = input.dateRanges[key]
    if (range) {
      filters[key] = `${range.from ?? ''}..${range.to ?? ''}`
      filter.apply(query, range)
    }
  }

  const { column, descending } = input.order
  query.orderBy(column, descending ? 'desc' : 'asc')
  // A unique tie-breaker keeps pages stable when many rows share a sort value.
  query.orderBy(`${definition.model.table}.id`, descending ? 'desc' : 'asc')
  return { query, q, filters, optionsOf }
}

/**
 * Runs a resource's list: only whitelisted sort keys, filters (with only their offered values)
 * and the resource's own search reach SQL; then one page is read and shaped into rows.
 */
export async function runList<M extends LucidModel, Row, R>(
  definition: ListDefinition<M, Row, R>,
  input: ParsedListQuery,
  state: ListState = 'live'
): Promise<ServerListPage<Row>> {
  const { query, q, filters, optionsOf } = await listRowsQuery(definition, input, state, {
    branches: 'apart',
  })
  const { sort } = input
  const perPage = input.perPage ?? DEFAULT_PER_PAGE
  const page = await readPage(definition, query, input.page, perPage, input.order, {
    q,
    filters,
    state,
  })
  const listQuery: ListQuery = { page: page.currentPage, perPage, sort, q, filters }
  return {
    rows: page.records.map((row) => new definition.transformer(row).toObject()),
    meta: {
      total: page.total,
      ...(page.totalIsLowerBound ? { totalIsLowerBound: true } : {}),
      perPage,
      currentPage: page.currentPage,
      lastPage: Math.max(page.lastPage, 1),
    },
    query: listQuery,
    list: async (): Promise<ListCapabilities> => {
      const facets: Record<string, Option[]> = {}
      const lookups: Record<string, string> = {}
      for (const [key, filter] of Object.entries(definition.filters ?? {})) {
        facets[key] = await optionsOf(key, filter)
        if (filter.searchUrl) lookups[key] = filter.searchUrl
      }
      return {
        sortable: Object.keys(definition.sortable),
        filters: facets,
        ...(Object.keys(lookups).length > 0 ? { lookups } : {}),
        dateRanges: Object.keys(definition.dateFilters ?? {}),
        searchable: Boolean(definition.search),
        ...(definition.live ? { live: definition.live } : {}),
      }
    },
  }
}
