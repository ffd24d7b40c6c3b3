import type { ReportKey } from '#reports/report_definition'
import type { DataTableColumn, DataTableRow } from '~/components/data_table'
import { caseReportColumns } from './case_report_columns'
import { caseTabOf } from '~/features/cases/case_tab_link'
import { accountsPayableColumns } from './accounts_payable_columns'
import { accountsReceivableColumns } from './accounts_receivable_columns'
import { transmissionColumns } from './transmission_columns'
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

/** The case tab that lists a letter's document. */
const LETTER_TABS: Record<string, string> = {
  gop: 'guarantee-of-payments',
  gop_withdrawal: 'withdrawal-of-gops',
  rfp: 'request-for-payments',
  policy_verification: 'verifications',
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
  'accounts-payable': view({
    columns: accountsPayableColumns,
    noun: 'Charge slips to pay',
    rowLabel: (row) => row.invoice_number,
    rowHref: (row) => caseTabOf(row.case_id, 'charge-slips'),
  }),
  'accounts-receivable': view({
    columns: accountsReceivableColumns,
    noun: 'Requests for payment to collect',
    rowLabel: (row) => row.number,
    rowHref: (row) => caseTabOf(row.case_id, 'request-for-payments'),
  }),
  'transmission': view({
    columns: transmissionColumns,
    noun: 'Letters',
    rowLabel: (row) => `${row.document_number} (${row.queued_at})`,
    // A letter's place is its document's tab on its case.
    rowHref: (row) =>
      row.case_id === null
        ? undefined
        : caseTabOf(row.case_id, LETTER_TABS[row.document_type] ?? 'guarantee-of-payments'),
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
