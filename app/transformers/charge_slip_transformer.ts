import { BaseTransformer } from '@adonisjs/core/transformers'
import { isoDate, isoTimestamp } from '#contracts/iso_timestamp'
import { rowTimestamps, type PlainRecordTimestamps } from '#resources/shared'

/**
 * The plain row a charge slip list reads (app/resources/case_charge_slips.ts
 * `chargeSlipColumns`): the slip, the names of its provider, GOP, case and invoice file, and
 * its cost-containment flags as of now.
 */
export type PlainChargeSlip = {
  id: number
  case_id: number
  case_number: string
  provider_id: number
  provider_name: string
  provider_status: string
  gop_id: number | null
  gop_number: string | null
  case_file_id: number | null
  case_file_name: string | null
  invoice_number: string
  invoice_date: Date
  currency_code: string
  amount_billed: string
  amount_approved: string | null
  payment_method: string
  remarks: string | null
  status: string
  center_currency_code: string | null
  approved_in_center: string | null
  over_guarantee_reason: string | null
  decline_reason: string | null
  approved_at: Date | null
  payment_date: Date | null
  payment_reference: string | null
  paid_at: Date | null
  duplicate: { case_number: string | null; same_invoice_number: boolean } | null
  barred_approver_id: number | null
} & PlainRecordTimestamps

/** A charge slip, a row of a case's charge-slips tab and of the center's list. */
export default class ChargeSlipTransformer extends BaseTransformer<PlainChargeSlip> {
  toObject() {
    const row = this.resource
    return {
      id: row.id,
      case_id: row.case_id,
      /** The case's number, for the center list's link to the case's tab. */
      case_number: row.case_number,
      provider_id: row.provider_id,
      provider_name: row.provider_name,
      /** The provider's status now: 'black-listed' and 'not-validated' are flagged. */
      provider_status: row.provider_status,
      gop_id: row.gop_id,
      gop_number: row.gop_number,
      /** The invoice, one of the case's files. */
      case_file_id: row.case_file_id,
      case_file_name: row.case_file_name,
      invoice_number: row.invoice_number,
      invoice_date: isoDate(row.invoice_date),
      currency_code: row.currency_code,
      /** Decimal strings ("1500.00"), never floats. */
      amount_billed: row.amount_billed,
      amount_approved: row.amount_approved,
      /** A PAYMENT_METHODS value. */
      payment_method: row.payment_method,
      remarks: row.remarks,
      /** A CHARGE_SLIP_STATUSES value. */
      status: row.status,
      /** The approved amount in the center's currency at the rate fixed on approval. */
      center_currency_code: row.center_currency_code,
      approved_in_center: row.approved_in_center,
      /** Why the approval went above what the GOPs guarantee (an override), or null. */
      over_guarantee_reason: row.over_guarantee_reason,
      decline_reason: row.decline_reason,
      approved_at: isoTimestamp(row.approved_at),
      payment_date: row.payment_date === null ? null : isoDate(row.payment_date),
      payment_reference: row.payment_reference,
      paid_at: isoTimestamp(row.paid_at),
      /**
       * Cost containment: the case number of another live slip of this provider with the same
       * invoice number (or the same amount and invoice date on another case), when that case is
       * in one of the viewer's centers; else null.
       */
      duplicate_of: row.duplicate?.case_number ?? null,
      /**
       * Such a slip in a center the viewer may not see, named only by what matched: the same
       * invoice number, or the same amount and date. Null when there is none, or it is named.
       */
      duplicate_elsewhere:
        row.duplicate && row.duplicate.case_number === null
          ? row.duplicate.same_invoice_number
            ? ('invoice_number' as const)
            : ('amount_and_date' as const)
          : null,
      /**
       * Four eyes: the user who may not approve it (its maker), or null (no maker on file, or
       * its center lets makers approve their own). Compared with the signed-in user.
       */
      barred_approver_id: row.barred_approver_id,
      created_at: isoTimestamp(row.created_at),
      ...rowTimestamps(row),
    }
  }
}
