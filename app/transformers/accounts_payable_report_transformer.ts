import { BaseTransformer } from '@adonisjs/core/transformers'
import type { ChargeSlipStatus } from '#contracts/charge_slip_options'
import { isoDate } from '#contracts/iso_timestamp'
import { agedDocumentFields, type PlainAgedDocument } from '#reports/report_aging'

/** The plain row the accounts payable report reads (app/reports/accounts_payable_report.ts). */
export type PlainAccountsPayableRow = PlainAgedDocument<ChargeSlipStatus> & {
  invoice_number: string
  invoice_date: Date
  payment_method: string
  /** Decimal strings in the slip's currency. */
  amount_billed: string
  amount_approved: string | null
  to_pay: string
  /** In the center's currency; null when no rate converts it. */
  to_pay_in_center: string | null
  provider_name: string | null
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
      ...agedDocumentFields(row),
      invoice_number: row.invoice_number,
      invoice_date: isoDate(row.invoice_date),
      payment_method: row.payment_method,
      provider: row.provider_name ?? '',
      client: row.client_name ?? '',
      amount_billed: row.amount_billed,
      amount_approved: row.amount_approved,
      to_pay: row.to_pay,
      to_pay_in_center: row.to_pay_in_center,
    }
  }
}
