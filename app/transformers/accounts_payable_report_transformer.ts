import { BaseTransformer } from '@adonisjs/core/transformers'
import type { ChargeSlipStatus } from '#contracts/charge_slip_options'
import { isoDate } from '#contracts/iso_timestamp'
import type { PastDueBucket } from '#reports/report_aging'

/** The plain row the accounts payable report reads (app/reports/accounts_payable_report.ts). */
export type PlainAccountsPayableRow = {
  id: number
  case_id: number
  invoice_number: string
  invoice_date: Date
  status: ChargeSlipStatus
  payment_method: string
  currency_code: string
  /** Decimal strings in the slip's currency. */
  amount_billed: string
  amount_approved: string | null
  to_pay: string
  /** In the center's currency; null when no rate converts it. */
  to_pay_in_center: string | null
  center_currency: string | null
  days_past_due: number
  bucket: PastDueBucket
  provider_name: string | null
  case_number: string | null
  member_name: string | null
  client_name: string | null
}

/**
 * One charge slip still to pay (issue 32): whose bill, on which case, how much is owed (the
 * approved amount once approved, else what was billed) in its currency and the center's, and
 * how long past due it is (a slip is due on its invoice date).
 */
export default class AccountsPayableReportTransformer extends BaseTransformer<PlainAccountsPayableRow> {
  toObject() {
    const row = this.resource
    return {
      id: row.id,
      case_id: row.case_id,
      invoice_number: row.invoice_number,
      invoice_date: isoDate(row.invoice_date),
      status: row.status,
      payment_method: row.payment_method,
      provider: row.provider_name ?? '',
      case_number: row.case_number ?? '',
      /** "Last, First". */
      member: row.member_name ?? '',
      client: row.client_name ?? '',
      currency: row.currency_code,
      amount_billed: row.amount_billed,
      amount_approved: row.amount_approved,
      to_pay: row.to_pay,
      center_currency: row.center_currency,
      to_pay_in_center: row.to_pay_in_center,
      days_past_due: Number(row.days_past_due),
      aging: row.bucket,
    }
  }
}
