import type { Report, ReportKey } from '#reports/report_definition'
import { caseReport } from '#reports/case_report'
import { accountsPayableReport } from '#reports/accounts_payable_report'
import { accountsReceivableReport } from '#reports/accounts_receivable_report'
import { transmissionReport } from '#reports/transmission_report'
import { agentActivityReport } from '#reports/agent_activity_report'
import { accountsReport } from '#reports/accounts_report'

/**
 * Every report, by key (SPEC.md §2). The page controller, the menu and the export job find a
 * report here and nowhere else; a key without a report answers 404.
 */
export const REPORTS: Partial<Record<ReportKey, Report>> = {
  'case': caseReport,
  'accounts': accountsReport,
  'agent-activity': agentActivityReport,
  'accounts-payable': accountsPayableReport,
  'accounts-receivable': accountsReceivableReport,
  'transmission': transmissionReport,
}

export function findReport(key: string): Report | null {
  return Object.hasOwn(REPORTS, key) ? (REPORTS[key as ReportKey] ?? null) : null
}

/** A report's page, `/reports/case` (start/routes/reports.ts makes its route from it). */
export function reportPath(key: ReportKey): string {
  return `/reports/${key}`
}

/** Where a report's lookup filter's picker searches: `/reports/case/lookups/member`. */
export function reportLookupPath(key: ReportKey, dimension: string): string {
  return `${reportPath(key)}/lookups/${dimension}`
}
