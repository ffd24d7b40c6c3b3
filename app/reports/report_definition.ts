import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type { ListDefinition } from '#queries/list_query'
import type { Permission } from '#permissions/catalogue'
import type { UserActor } from '#services/actor'
import type { SqlFragment } from '#queries/list_query'
import type { DateRange } from '#queries/list_query_parser'
import type { ReportChart, ReportTotals } from '#contracts/report'

/**
 * The six reports of SPEC.md §2 (`reports.{key}.index`), in menu order. A report is one
 * declaration (app/reports/<key>_report.ts): the page, its totals and chart, and both export
 * files read it, so what the file holds is exactly the list the user previewed (issue 32).
 */
export const REPORT_KEYS = [
  'case',
  'accounts',
  'agent-activity',
  'accounts-payable',
  'accounts-receivable',
  'transmission',
] as const

export type ReportKey = (typeof REPORT_KEYS)[number]

export function isReportKey(value: unknown): value is ReportKey {
  return typeof value === 'string' && (REPORT_KEYS as readonly string[]).includes(value)
}

/**
 * How a cell is written to a file. `money`: an exact decimal string ('1234.50', never a float
 * that was summed), written as a number with its currency's format; `date`: 'yyyy-mm-dd' on the
 * center's calendar; `datetime`: an instant, written in the center's zone.
 */
export type ExportCellKind =
  'text' | 'integer' | 'decimal' | 'money' | 'date' | 'datetime' | 'boolean'

export type ExportCell = string | number | boolean | Date | null

/** One column of an export file, read from a row of the report's list. */
export interface ExportColumn<Row> {
  header: string
  kind: ExportCellKind
  value: (row: Row) => ExportCell
  /** A money column's ISO 4217 code for this row (its number format); null: no currency. */
  currency?: (row: Row) => string | null
}

/**
 * Who asks and for which variant (the accounts report's client / provider / user; null for
 * the others). A job rebuilds it from the export row (`actorOf(owner, { center })`), so a
 * report never reads the HTTP request: the preview and the export build the same list.
 */
export interface ReportScope {
  actor: UserActor
  variant: string | null
}

export interface ReportVariant {
  key: string
  label: string
}

export interface ReportDefinition<M extends LucidModel, Row, R> {
  key: ReportKey
  /** The page's and the file's title ('Case report'). */
  title: string
  permission: Permission
  /** The accounts report's types; the first is the default. Absent: no variants. */
  variants?: ReportVariant[]
  /** The preview's list, narrowed to what the actor may see; an export streams the same. */
  list: (scope: ReportScope) => ListDefinition<M, Row, R>
  /** The export file's columns, in order. */
  exportColumns: (scope: ReportScope) => ExportColumn<Row>[]
  /**
   * The totals over every row of the filtered list (not the page), read from the list's own
   * query (`ReportRows`), so they cannot count other rows than the preview and the export hold
   * (app/reports/report_rows.ts).
   */
  totals?: (scope: ReportScope, rows: ReportRows<M>) => Promise<ReportTotals>
  /** The report's chart over the same rows, drawn by the one chart component. */
  chart?: (scope: ReportScope, rows: ReportRows<M>) => Promise<ReportChart>
}

/**
 * Every row of a report's filtered list, for its totals and chart: `ids` is the list's query as
 * `SELECT <table>.id …` (its scope and filters, no order, no page) to use as a subquery of
 * another table (the case's documents); `query` gives a fresh copy of the same query (no
 * columns, no order) to aggregate the rows themselves on their own indexes.
 */
export interface ReportRows<M extends LucidModel> {
  ids: SqlFragment
  query: () => ModelQueryBuilderContract<M, InstanceType<M>>
  /** The day ranges the list applied, by filter key (a chart's weeks follow the filter). */
  dateRanges: Record<string, DateRange>
  /**
   * How many rows: the list's own total where it tells one without counting (`total`, the case
   * report's live status counts), else a COUNT of `query()`; the same number the preview shows.
   */
  count: () => Promise<number>
}

/** One row of an export file: its cells in column order, and each money cell's currency. */
export interface ExportRow {
  cells: ExportCell[]
  currencies: (string | null)[]
}

/**
 * A report with its own types closed over: what the registry, the page controller and the
 * export job hold. `list` is the same list the declaration builds (a list only reads its rows,
 * so any report's list is read as a list of unknown rows); `exportRow` applies the declaration's
 * columns to one of that list's rows, so a file's cells come from the declaration alone.
 */
export interface Report {
  key: ReportKey
  title: string
  permission: Permission
  variants: ReportVariant[]
  list: (scope: ReportScope) => ListDefinition<LucidModel, unknown, unknown>
  exportHeader: (scope: ReportScope) => { header: string; kind: ExportCellKind }[]
  /** The columns of one scope, applied to rows of the list built for the same scope. */
  exportRows: (scope: ReportScope) => (row: unknown) => ExportRow
  totals: ((scope: ReportScope, rows: ReportRows<LucidModel>) => Promise<ReportTotals>) | null
  chart: ((scope: ReportScope, rows: ReportRows<LucidModel>) => Promise<ReportChart>) | null
}

/** Declares a report: its own types are checked here, once; the rest hold it as a `Report`. */
export function defineReport<M extends LucidModel, Row, R>(
  definition: ReportDefinition<M, Row, R>
): Report {
  return {
    key: definition.key,
    title: definition.title,
    permission: definition.permission,
    variants: definition.variants ?? [],
    // A list's Row and R only type what its transformer makes of the rows it reads.
    list: (scope) =>
      definition.list(scope) as unknown as ListDefinition<LucidModel, unknown, unknown>,
    exportHeader: (scope) =>
      definition.exportColumns(scope).map(({ header, kind }) => ({ header, kind })),
    // The rows handed in are built from this declaration's own list (app/reports/report_rows.ts).
    totals: (definition.totals ?? null) as Report['totals'],
    chart: (definition.chart ?? null) as Report['chart'],
    exportRows: (scope) => {
      const columns = definition.exportColumns(scope)
      // The rows handed in are the transformer's output of this declaration's own list.
      return (row) => {
        const typed = row as Row
        return {
          cells: columns.map((column) => column.value(typed)),
          currencies: columns.map((column) => column.currency?.(typed) ?? null),
        }
      }
    },
  }
}
