import {
  columnFilteringFeature,
  columnVisibilityFeature,
  createColumnHelper,
  metaHelper,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  type ColumnHelper,
  type RowData,
} from '@tanstack/react-table'

/** What a column may tell the DataTable about itself, besides TanStack's own options. */
export interface DataTableColumnMeta {
  /** Name in the Columns menu and on the filter button; defaults to the header text. */
  label?: string
  /**
   * The faceted filter of this column. Filters exist when the server lists options for the column
   * id in `list.filters` (the server decides what is filterable); this names the button
   * (`{ title }`, else the column's label) and places it in column order. `false` keeps a server
   * filter out of the toolbar, for a page that sets it some other way (tabs, a parent record).
   */
  filter?: boolean | { title?: string }
  /** The cell links to the row's own page (DataTable `rowHref`), e.g. the name column. */
  link?: boolean
  /** Hidden until the user shows it from the Columns menu (a stored choice wins). */
  defaultHidden?: boolean
  /** Classes for the column's cells and header, e.g. 'w-20' or 'text-right tabular-nums'. */
  className?: string
}

/**
 * The TanStack features every list uses. Sorting, filtering and pagination are registered for
 * their state and column APIs only: the server does the work (manual* options), so no client row
 * model is added.
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  columnFilteringFeature,
  columnVisibilityFeature,
  rowPaginationFeature,
  columnMeta: metaHelper<DataTableColumnMeta>(),
})

export type DataTableFeatures = typeof dataTableFeatures

/**
 * The column helper of a resource's columns file: `const column = columnHelper<CountryRow>()`.
 * A column's id (its accessor key unless `id` is given) is its server sort and filter key.
 */
export function columnHelper<Row extends RowData>(): ColumnHelper<DataTableFeatures, Row> {
  return createColumnHelper<DataTableFeatures, Row>()
}

/** One column of a list of Row, as `columnHelper<Row>().columns([...])` returns them. */
export type DataTableColumn<Row extends RowData> = Parameters<
  ColumnHelper<DataTableFeatures, Row>['columns']
>[0][number]
