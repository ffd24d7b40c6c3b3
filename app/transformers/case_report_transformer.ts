import { BaseTransformer } from '@adonisjs/core/transformers'
import type { CaseStatus } from '#contracts/case_options'
import { isoTimestamp } from '#contracts/iso_timestamp'
import type { ClosedDurationBucket } from '#reports/report_filters'

/** The plain row the case report reads (app/reports/case_report.ts `columns`). */
export type PlainCaseReportRow = {
  id: number
  number: string
  status: CaseStatus
  is_evacuation: boolean
  opened_at: Date
  billed_at: Date | null
  closed_at: Date | null
  client_name: string | null
  program_name: string | null
  member_name: string | null
  policy_number: string | null
  incident_type_name: string | null
  owner_name: string | null
  closed_days: number | null
  closed_bucket: ClosedDurationBucket | null
  currency: string | null
  /** Decimal strings in the center's currency ("1250.50"). */
  gop_total: string
  billed_total: string
  invoiced_total: string
}

/**
 * One case of the case report (issue 32): who and what it concerns, where it stands, how long
 * it took to close, and its money in the center's currency (the case page's balances, summed per
 * document as app/services/case_balance.ts counts them).
 */
export default class CaseReportTransformer extends BaseTransformer<PlainCaseReportRow> {
  toObject() {
    const row = this.resource
    return {
      id: row.id,
      number: row.number,
      status: row.status,
      client: row.client_name ?? '',
      program: row.program_name,
      /** "Last, First". */
      member: row.member_name ?? '',
      policy_number: row.policy_number ?? '',
      incident_type: row.incident_type_name ?? '',
      owner: row.owner_name,
      opened_at: isoTimestamp(row.opened_at),
      billed_at: isoTimestamp(row.billed_at),
      closed_at: isoTimestamp(row.closed_at),
      /** Whole days from opening to closing; null while open. */
      closed_days: row.closed_days === null ? null : Number(row.closed_days),
      closed_duration: row.closed_bucket,
      is_evacuation: row.is_evacuation,
      currency: row.currency,
      gop_total: row.gop_total,
      billed_total: row.billed_total,
      invoiced_total: row.invoiced_total,
    }
  }
}
