import { BaseTransformer } from '@adonisjs/core/transformers'
import type { RfpStatus } from '#contracts/rfp_options'
import { isoDate, isoTimestamp } from '#contracts/iso_timestamp'
import { agedDocumentFields, type PlainAgedDocument } from '#reports/report_aging'

/** The plain row the accounts receivable report reads (app/reports/accounts_receivable_report.ts). */
export type PlainAccountsReceivableRow = PlainAgedDocument<RfpStatus> & {
  number: string
  issue_date: Date
  due_date: Date
  sent_at: Date | null
  /** Decimal strings: in the RFP's currency, and in the center's (null: no rate converts it). */
  amount: string
  amount_in_center: string | null
  client_name: string | null
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
      ...agedDocumentFields(row),
      number: row.number,
      issue_date: isoDate(row.issue_date),
      due_date: isoDate(row.due_date),
      sent_at: isoTimestamp(row.sent_at),
      client: row.client_name ?? '',
      amount: row.amount,
      amount_in_center: row.amount_in_center,
    }
  }
}
