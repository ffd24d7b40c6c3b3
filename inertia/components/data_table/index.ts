export { DataTable, type DataTableProps, type DataTableRow } from './data_table'
export {
  columnHelper,
  dataTableFeatures,
  type DataTableColumn,
  type DataTableColumnMeta,
  type DataTableFeatures,
} from './features'
export type { RowAction } from './row_actions'
export { CellText, CodeText } from './cells'
