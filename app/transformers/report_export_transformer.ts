import { BaseTransformer } from '@adonisjs/core/transformers'
import { isoTimestamp } from '#contracts/iso_timestamp'
import {
  EXPORT_STATUS_LABELS,
  exportDownloadPath,
  type ExportStatus,
} from '#contracts/report_exports'
import { findReport } from '#reports/registry'

/** An export row as My exports reads it (app/resources/report_exports.ts). */
export type PlainReportExport = {
  id: number
  report_key: string
  variant: string | null
  format: string
  status: ExportStatus
  rows_done: string | number
  rows_total: string | number | null
  size: string | number | null
  error: string | null
  created_at: Date
  finished_at: Date | null
  expires_at: Date | null
}

/** One of My exports: what it is, how far it got, and what the person may do with it now. */
export default class ReportExportTransformer extends BaseTransformer<PlainReportExport> {
  toObject() {
    const row = this.resource
    const report = findReport(row.report_key)
    const variant = report?.variants.find((known) => known.key === row.variant)
    const expired =
      row.status === 'expired' || (row.expires_at !== null && row.expires_at <= new Date())
    const status: ExportStatus = row.status === 'done' && expired ? 'expired' : row.status
    return {
      id: row.id,
      report: report ? report.title : row.report_key,
      variant: variant?.label ?? null,
      format: row.format.toUpperCase(),
      status,
      status_label: EXPORT_STATUS_LABELS[status],
      // bigint columns, which pg reads as text; far below 2^53.
      rows_done: Number(row.rows_done),
      rows_total: row.rows_total === null ? null : Number(row.rows_total),
      size: row.size === null ? null : Number(row.size),
      error: row.error,
      created_at: isoTimestamp(row.created_at),
      finished_at: isoTimestamp(row.finished_at),
      expires_at: isoTimestamp(row.expires_at),
      download: status === 'done' ? exportDownloadPath(row.id) : null,
      can_retry: status === 'failed' || status === 'expired',
    }
  }
}
