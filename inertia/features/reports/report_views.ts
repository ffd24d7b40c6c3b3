import type { ReportKey } from '#reports/report_definition'
import type { DataTableColumn, DataTableRow } from '~/components/data_table'
import { caseReportColumns } from './case_report_columns'
import { agentActivityReportColumns } from './agent_activity_report_columns'
import { accountsReportColumns } from './accounts_report_columns'

/**
 * What a report adds to the one page shell (issue 32): its preview's columns, how its rows are
 * counted in words, and where a row leads. Everything else (title, filters, totals, chart,
 * paging) is the shell's, from the server's props.
 */
export interface ReportView<Row extends DataTableRow> {
  columns: readonly DataTableColumn<Row>[]
  /** The totals' row count's label ("Cases"). */
  noun: string
  rowLabel: (row: Row) => string
  rowHref?: (row: Row) => string | undefined
}

/** A report's view with its own row type closed over: the shell holds rows it does not read. */
export type AnyReportView = ReportView<DataTableRow>

function view<Row extends DataTableRow>(declared: ReportView<Row>): AnyReportView {
  // The rows the shell hands in are the server's rows of this report (its transformer's).
  return declared as unknown as AnyReportView
}

/** The views of the reports that exist, by key (a report without one is not in the menu). */
export const REPORT_VIEWS: Partial<Record<ReportKey, AnyReportView>> = {
  'case': view(caseReportViewOf()),
  'accounts': view({
    columns: accountsReportColumns,
    noun: 'Accounts',
    rowLabel: (row: { name: string }) => row.name,
  }),
  'agent-activity': view({
    columns: agentActivityReportColumns,
    noun: 'Days of activity',
    rowLabel: (row: { user: string; day: string }) => `${row.user}, ${row.day}`,
  }),
}

function caseReportViewOf() {
  return {
    columns: caseReportColumns,
    noun: 'Cases',
    rowLabel: (row: { number: string }) => row.number,
    rowHref: (row: { id: number }) => `/navigate/cases/${row.id}`,
  }
}
