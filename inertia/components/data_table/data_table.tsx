import { Link } from '@adonisjs/inertia/react'
import {
  functionalUpdate,
  useTable,
  type ColumnFiltersState,
  type PaginationState,
  type SortingState,
} from '@tanstack/react-table'
import { RotateCcwIcon, SearchXIcon } from 'lucide-react'
import { useMemo, type ReactNode } from 'react'
import type { ListPage } from '#contracts/list'
import type { SavedColumns } from '#contracts/saved_views'
import { Button } from '~/components/ui/button'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '~/components/ui/table'
import { useColumnVisibility } from '~/hooks/use_column_visibility'
import { useLiveRefresh } from '~/hooks/use_live_refresh'
import { listConcerned } from '~/lib/live_changes'
import { filterOf, useListQuery } from '~/hooks/use_list_query'
import { cn } from '~/lib/cn'
import { SortableHeader } from './column_header'
import { DateRangeFilter } from './date_range_filter'
import { FacetedFilter } from './faceted_filter'
import { dataTableFeatures, type DataTableColumn, type DataTableColumnMeta } from './features'
import {
  columnFiltersFromFilters,
  filtersFromColumnFilters,
  LIST_RELOAD_PROPS,
  sortFromSorting,
  sortingFromSort,
} from './list_query'
import { Pagination } from './pagination'
import { RowActionsMenu, type RowAction } from './row_actions'
import { SavedViewsMenu } from './saved_views'
import { SearchInput } from './search_input'
import { useTableFit } from './use_table_fit'
import { ViewOptions } from './view_options'

/**
 * The actions column of a table wider than its card stays at the card's right edge, over the
 * columns scrolling under it (with a rule on its left), so a row's actions never need a scroll.
 */
const PINNED = 'sticky right-0 z-[1] shadow-[inset_1px_0_0_var(--color-border)]'

/** The card's corners inside its 1 px border, so what the card holds is clipped to them. */
const INNER_RADIUS = 'rounded-[calc(var(--radius-lg)-1px)]'
const INNER_RADIUS_TOP = 'rounded-t-[calc(var(--radius-lg)-1px)]'

export type DataTableRow = { id: number | string }

export interface DataTableProps<Row extends DataTableRow> {
  /** Names the table: its column choice is stored under '<tableKey>-columns' (SPEC.md §9). */
  tableKey: string
  /** The page's list props, exactly as the server sent them (#contracts/list). */
  page: ListPage<Row>
  /** From the resource's columns file; a column's id is its server sort and filter key. */
  columns: readonly DataTableColumn<Row>[]
  /** The accessible name of the table, e.g. 'Countries'. */
  caption: string
  /** The row's "⋯" menu; the actions column only shows when some row has an action. */
  rowActions?: (row: Row) => RowAction[]
  /** How a row is named to screen readers ("Actions for Thailand"). */
  rowLabel?: (row: Row) => string
  /** The row's own page: cells of columns with `meta.link` link to it. */
  rowHref?: (row: Row) => string | undefined
  /** e.g. 'Search countries...'; the box only shows when the server says the list is searchable. */
  searchPlaceholder?: string
  /** Said under 'No results.' when nothing narrows the list: what to do next. */
  emptyHint?: ReactNode
  /** Extra controls at the end of the toolbar. */
  toolbar?: ReactNode
  /** The props a list change reloads; defaults to rows, meta and query. */
  reloadProps?: string[]
  /**
   * Props over every row the query keeps (a report's totals and chart), reloaded with the list
   * only when its search or filters change, or its rows change live; not for a page or an order.
   */
  filteredProps?: string[]
  /**
   * For a table sharing its page with others (a record's tab): its query goes under this key
   * of the URL (`contacts[q]=…`) and the rest of the URL stays. `page` is then one prop, so
   * `reloadProps` names it (['contacts']).
   */
  listKey?: string
  /** Params of the page kept beside the list's own on every change (a report's `type`). */
  keepParams?: Record<string, string>
  /** A filter's title by key, for filters no column describes (a report's dimensions). */
  filterTitles?: Record<string, string>
  className?: string
}

type Meta = DataTableColumnMeta | undefined

function columnIdOf<Row extends DataTableRow>(column: DataTableColumn<Row>): string | undefined {
  if (column.id) return column.id
  return 'accessorKey' in column ? String(column.accessorKey) : undefined
}

/** "dialing_code" → "Dialing code": a label for a filter no column describes. */
function humanise(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * A center's list follows live changes of its rows (issue 30): the server names the resources
 * (`page.list.live`); another user's change of one reloads what a list change reloads. Lists
 * without it (reference data, a record's tab, which its page follows) listen to nothing.
 */
function useLiveList(
  tableKey: string,
  live: string[] | undefined,
  reloadProps?: string[],
  filteredProps?: string[]
) {
  // Rows that changed change what is counted over them too.
  const props = [...(reloadProps ?? LIST_RELOAD_PROPS), ...(filteredProps ?? [])]
  useLiveRefresh({
    key: `list-${tableKey}`,
    propsFor: (change) => (live && listConcerned(live, change) ? props : []),
    followed: live ? props : [],
  })
}

/**
 * The one list component: a server-driven TanStack table. Sorting, filtering, search and paging
 * all change the URL query through useListQuery (an Inertia partial reload); the server decides
 * which columns sort and which filters exist (`page.list`), and the table offers only those.
 * Every list has saved views (the Views menu, ./saved_views.tsx) under its `tableKey`.
 */
export function DataTable<Row extends DataTableRow>({
  tableKey,
  page,
  columns,
  caption,
  rowActions,
  rowLabel = (row) => String(row.id),
  rowHref,
  searchPlaceholder = 'Search...',
  emptyHint,
  toolbar,
  reloadProps,
  filteredProps,
  listKey,
  keepParams,
  filterTitles,
  className,
}: DataTableProps<Row>) {
  const list = useListQuery(page.query, { only: reloadProps, filteredProps, listKey, keepParams })
  const { query } = list
  useLiveList(tableKey, page.list.live, reloadProps, filteredProps)
  const sortable = useMemo(() => new Set(page.list.sortable), [page.list.sortable])

  const defaultVisibility = useMemo(() => {
    const hidden: Record<string, boolean> = {}
    for (const column of columns) {
      const id = columnIdOf(column)
      if (id && column.meta?.defaultHidden) hidden[id] = false
    }
    return hidden
  }, [columns])
  const [columnVisibility, setColumnVisibility] = useColumnVisibility(tableKey, defaultVisibility)

  const sorting = useMemo<SortingState>(() => sortingFromSort(query.sort), [query.sort])
  const columnFilters = useMemo<ColumnFiltersState>(
    () => columnFiltersFromFilters(query.filters),
    [query.filters]
  )
  const pagination: PaginationState = { pageIndex: query.page - 1, pageSize: query.perPage }
  // TanStack wants a mutable array; the prop is read-only so a page can pass a constant.
  const columnDefs = useMemo(() => [...columns], [columns])

  const table = useTable({
    features: dataTableFeatures,
    columns: columnDefs,
    data: page.rows,
    getRowId: (row) => String(row.id),
    state: { sorting, columnFilters, pagination, columnVisibility },
    manualSorting: true,
    manualFiltering: true,
    manualPagination: true,
    rowCount: page.meta.total,
    autoResetPageIndex: false,
    enableMultiSort: false,
    // Every column cycles the same way: ascending, descending, then the server's default order.
    sortDescFirst: false,
    enableSortingRemoval: true,
    onSortingChange: (updater) => list.setSort(sortFromSorting(functionalUpdate(updater, sorting))),
    onColumnFiltersChange: (updater) =>
      list.setFilters(filtersFromColumnFilters(functionalUpdate(updater, columnFilters))),
    onPaginationChange: (updater) => {
      const next = functionalUpdate(updater, pagination)
      if (next.pageSize !== pagination.pageSize) list.setPerPage(next.pageSize)
      else if (next.pageIndex !== pagination.pageIndex) list.setPage(next.pageIndex + 1)
    },
    onColumnVisibilityChange: setColumnVisibility,
  })

  const leafColumns = table.getAllLeafColumns()
  const hideableColumns = leafColumns.filter((column) => column.getCanHide())
  // What a saved view keeps of the columns: whether each one that may be hidden shows.
  const shownColumns = Object.fromEntries(
    hideableColumns.map((column) => [column.id, column.getIsVisible()])
  )
  /**
   * A saved view's columns: each of this table's that the view names shows as it says, the
   * others as they do by default; a column the view names that the table no longer has is
   * ignored.
   */
  const applyColumns = (columns: SavedColumns) => {
    const next: Record<string, boolean> = { ...defaultVisibility }
    for (const column of hideableColumns) {
      if (Object.hasOwn(columns, column.id)) next[column.id] = columns[column.id]
    }
    setColumnVisibility(next)
  }
  const labelOf = (id: string): string => {
    const column = leafColumns.find((candidate) => candidate.id === id)
    const meta: Meta = column?.columnDef.meta
    const header = column?.columnDef.header
    return meta?.label ?? (typeof header === 'string' ? header : humanise(id))
  }

  // Filters the server offers, in column order first; a filter on no column still shows.
  const filterKeys = Object.keys(page.list.filters).filter((key) => {
    const meta: Meta = leafColumns.find((column) => column.id === key)?.columnDef.meta
    return meta?.filter !== false
  })
  const orderedFilterKeys = [
    ...leafColumns.map((column) => column.id).filter((id) => filterKeys.includes(id)),
    ...filterKeys.filter((key) => !leafColumns.some((column) => column.id === key)),
  ]
  const filterTitle = (key: string): string => {
    const meta: Meta = leafColumns.find((column) => column.id === key)?.columnDef.meta
    const declared = typeof meta?.filter === 'object' ? meta.filter.title : undefined
    return declared ?? filterTitles?.[key] ?? labelOf(key)
  }

  const rows = table.getRowModel().rows
  const actionsByRow = new Map(rows.map((row) => [row.id, rowActions?.(row.original) ?? []]))
  const hasActions = [...actionsByRow.values()].some((actions) => actions.length > 0)
  const visibleColumns = table.getVisibleLeafColumns()
  const visibleColumnCount = visibleColumns.length + (hasActions ? 1 : 0)
  const { wide, scrollerRef, tableRef, copyRef, copyViewportRef, onScroll } = useTableFit()

  /**
   * The header row, for the real table or (`copy`) for the sticky copy of a wide one: the copy
   * has the same look and clicks but no ids, no ARIA and no tab stops (it is aria-hidden).
   */
  const headerRow = (copy: boolean) =>
    table.getHeaderGroups().map((group) => (
      <tr key={group.id}>
        {group.headers.map((header) => {
          const column = header.column
          const meta: Meta = column.columnDef.meta
          const canSort = sortable.has(column.id) && column.getCanSort()
          const sorted = column.getIsSorted()
          const content = header.isPlaceholder ? null : <table.FlexRender header={header} />
          return (
            <TableHead
              key={header.id}
              colSpan={header.colSpan}
              scope={copy ? undefined : 'col'}
              aria-sort={
                canSort && !copy
                  ? sorted === 'asc'
                    ? 'ascending'
                    : sorted === 'desc'
                      ? 'descending'
                      : 'none'
                  : undefined
              }
              data-column={copy ? undefined : column.id}
              className={cn(meta?.className, copy && 'overflow-hidden')}
            >
              {canSort ? (
                <SortableHeader
                  columnId={column.id}
                  label={labelOf(column.id)}
                  sorted={sorted}
                  onToggle={() => column.toggleSorting(undefined, false)}
                  copy={copy}
                >
                  {content}
                </SortableHeader>
              ) : (
                content
              )}
            </TableHead>
          )
        })}
        {hasActions ? (
          <TableHead className={cn('w-10 px-2', wide && [PINNED, 'bg-muted'])}>
            {copy ? null : <span className="sr-only">Actions</span>}
          </TableHead>
        ) : null}
      </tr>
    ))

  return (
    <div
      className={cn('group/table flex min-w-0 flex-col gap-3', className)}
      data-testid="data-table"
      data-table-key={tableKey}
      data-state={list.loading ? 'loading' : 'idle'}
    >
      {/* One wrapping row: on a phone the search takes a line, the buttons share the next. */}
      <div className="flex flex-wrap items-center gap-2">
        {page.list.searchable ? (
          <SearchInput
            value={query.q}
            onSearch={list.setSearch}
            placeholder={searchPlaceholder}
            className="w-full sm:w-80"
          />
        ) : null}
        {orderedFilterKeys.map((key) => (
          <FacetedFilter
            key={key}
            filterKey={key}
            title={filterTitle(key)}
            options={page.list.filters[key]}
            selected={filterOf(query, key)}
            onChange={(values) => list.setFilter(key, values)}
            searchUrl={page.list.lookups?.[key]}
          />
        ))}
        {(page.list.dateRanges ?? []).map((key) => (
          <DateRangeFilter
            key={key}
            filterKey={key}
            title={filterTitle(key)}
            value={filterOf(query, key)[0]}
            onChange={(range) => list.setFilter(key, range ? [range] : [])}
          />
        ))}
        {list.narrowed ? (
          <Button variant="ghost" size="sm" onClick={list.reset} data-testid="data-table-reset">
            Reset
            <RotateCcwIcon aria-hidden="true" />
          </Button>
        ) : null}
        <div className="ml-auto flex items-center gap-2">
          {toolbar}
          <SavedViewsMenu
            tableKey={tableKey}
            current={{ query, columns: shownColumns }}
            onApply={(state, columns) => {
              list.apply(state)
              applyColumns(columns)
            }}
          />
          <ViewOptions
            columns={hideableColumns.map((column) => ({
              id: column.id,
              label: labelOf(column.id),
              visible: column.getIsVisible(),
              toggle: (visible: boolean) => column.toggleVisibility(visible),
            }))}
          />
        </div>
      </div>

      <div
        className="relative rounded-lg border border-border bg-card shadow-xs"
        data-testid="data-table-card"
        data-wide={wide ? 'true' : 'false'}
      >
        {wide ? (
          // The header copy of a table wider than its card (useTableFit): sticky against the
          // page, hidden while the user is on the real header with the keyboard.
          <div
            ref={copyRef}
            aria-hidden="true"
            className="sticky top-(--sticky-top) z-20 group-has-[thead[data-head=real]:focus-within]/table:invisible"
            data-testid="data-table-sticky-header"
          >
            <div ref={copyViewportRef} className={cn('overflow-hidden', INNER_RADIUS_TOP)}>
              <Table className="table-fixed">
                <colgroup>
                  {visibleColumns.map((column) => (
                    <col key={column.id} />
                  ))}
                  {hasActions ? <col /> : null}
                </colgroup>
                <TableHeader>{headerRow(true)}</TableHeader>
              </Table>
            </div>
          </div>
        ) : null}
        <div
          ref={scrollerRef}
          onScroll={onScroll}
          // Sideways only, and only when the table is wider than its card; the page scrolls down.
          className={cn(
            INNER_RADIUS,
            wide ? 'overflow-x-auto overscroll-x-contain' : 'overflow-clip'
          )}
          data-testid="data-table-scroller"
        >
          <Table
            ref={tableRef}
            aria-busy={list.loading}
            aria-describedby={`${tableKey}-table-status`}
          >
            <caption className="sr-only">{caption}</caption>
            <TableHeader
              data-head="real"
              className={wide ? undefined : 'sticky top-(--sticky-top) z-10'}
            >
              {headerRow(false)}
            </TableHeader>
            <TableBody
              className={cn(
                'transition-opacity duration-150',
                list.loading && 'pointer-events-none opacity-50'
              )}
            >
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={visibleColumnCount} className="px-4 py-10 text-center">
                    <div
                      className="flex flex-col items-center gap-1.5"
                      data-testid="data-table-empty"
                    >
                      <SearchXIcon
                        className="mb-1 size-5 text-muted-foreground"
                        aria-hidden="true"
                      />
                      <p className="text-sm font-medium">No results.</p>
                      <p className="max-w-sm text-xs text-muted-foreground">
                        {list.narrowed
                          ? 'Nothing matches the search or filters. Change them, or reset to see every row.'
                          : (emptyHint ?? 'There is nothing here yet.')}
                      </p>
                      {list.narrowed ? (
                        <Button variant="outline" size="sm" className="mt-2" onClick={list.reset}>
                          <RotateCcwIcon aria-hidden="true" />
                          Reset search and filters
                        </Button>
                      ) : null}
                    </div>
                  </td>
                </tr>
              ) : (
                rows.map((row) => {
                  const href = rowHref?.(row.original)
                  const actions = actionsByRow.get(row.id) ?? []
                  return (
                    <TableRow key={row.id} data-testid="data-table-row" data-row-id={row.id}>
                      {row.getVisibleCells().map((cell) => {
                        const meta: Meta = cell.column.columnDef.meta
                        const content = <table.FlexRender cell={cell} />
                        return (
                          <TableCell
                            key={cell.id}
                            data-column={cell.column.id}
                            className={meta?.className}
                          >
                            {meta?.link && href ? (
                              <Link
                                href={href}
                                className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                              >
                                {content}
                              </Link>
                            ) : (
                              content
                            )}
                          </TableCell>
                        )
                      })}
                      {hasActions ? (
                        <TableCell
                          className={cn(
                            'w-10 px-2 py-0 text-right',
                            wide && [PINNED, 'bg-card group-hover/row:bg-row-hover']
                          )}
                        >
                          <RowActionsMenu actions={actions} rowLabel={rowLabel(row.original)} />
                        </TableCell>
                      ) : null}
                    </TableRow>
                  )
                })
              )}
            </TableBody>
          </Table>
        </div>
      </div>

      <p id={`${tableKey}-table-status`} className="sr-only" aria-live="polite">
        {list.loading ? 'Loading…' : ''}
      </p>

      <Pagination
        page={query.page}
        perPage={query.perPage}
        meta={page.meta}
        onPage={(next) => table.setPageIndex(next - 1)}
        onPerPage={(size) => table.setPageSize(size)}
      />
    </div>
  )
}
