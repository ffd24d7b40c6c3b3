import { BaseTransformer } from '@adonisjs/core/transformers'
import type { RfpStatus } from '#contracts/rfp_options'
import { isoDate, isoTimestamp } from '#contracts/iso_timestamp'
import type { PastDueBucket } from '#reports/report_aging'

/** The plain row the accounts receivable report reads (app/reports/accounts_receivable_report.ts). */
export type PlainAccountsReceivableRow = {
  id: number
  case_id: number
  number: string
  issue_date: Date
  due_date: Date
  status: RfpStatus
  sent_at: Date | null
  currency_code: string
  /** Decimal strings: in the RFP's currency, and in the center's (null: no rate converts it). */
  amount: string
  amount_in_center: string | null
  center_currency: string | null
  days_past_due: number
  bucket: PastDueBucket
  client_name: string | null
  case_number: string | null
  member_name: string | null
}

/**
 * One request for payment still to collect (issue 32): which client owes it for which case, how
 * much in its currency and the center's, when it was sent, and how long past its due date (the
 * client's payment terms) it is.
 */
export default class AccountsReceivableReportTransformer extends BaseTransformer<PlainAccountsReceivableRow> {
  toObject() {
    const row = this.resource
    return {
      id: row.id,
      case_id: row.case_id,
      number: row.number,
      issue_date: isoDate(row.issue_date),
      due_date: isoDate(row.due_date),
      status: row.status,
      sent_at: isoTimestamp(row.sent_at),
      client: row.client_name ?? '',
      case_number: row.case_number ?? '',
      /** "Last, First". */
      member: row.member_name ?? '',
      currency: row.currency_code,
      amount: row.amount,
      center_currency: row.center_currency,
      amount_in_center: row.amount_in_center,
      days_past_due: Number(row.days_past_due),
      aging: row.bucket,
    }
  }
}
