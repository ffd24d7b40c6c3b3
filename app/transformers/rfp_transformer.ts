import { BaseTransformer } from '@adonisjs/core/transformers'
import { isoDate, isoTimestamp } from '#contracts/iso_timestamp'
import { rowTimestamps, type PlainRecordTimestamps } from '#resources/shared'
import type { LetterDelivery } from '#contracts/letter_delivery'

/**
 * The plain row an RFP list reads (app/resources/case_rfps.ts `RFP_COLUMNS`): the RFP, its
 * client's and case's names, and how many charge slips it bills.
 */
export type PlainRfp = {
  id: number
  case_id: number
  case_number: string
  client_id: number
  client_name: string
  number: string
  currency_code: string
  charges: string
  service_fee: string
  amount: string
  issue_date: Date
  due_date: Date
  remarks: string | null
  status: string
  center_currency_code: string | null
  amount_in_center: string | null
  approved_at: Date | null
  collected_on: Date | null
  collection_reference: string | null
  sent_at: Date | null
  slips: number | string
  delivery: LetterDelivery | null
  barred_approver_id: number | null
} & PlainRecordTimestamps

/** A request for payment, a row of a case's RFP tab and of the center's list. */
export default class RfpTransformer extends BaseTransformer<PlainRfp> {
  toObject() {
    const row = this.resource
    return {
      id: row.id,
      case_id: row.case_id,
      case_number: row.case_number,
      client_id: row.client_id,
      client_name: row.client_name,
      /** 'RFP-KUL-2026-000012'. */
      number: row.number,
      /** The client's billing currency; decimal strings, never floats. */
      currency_code: row.currency_code,
      charges: row.charges,
      service_fee: row.service_fee,
      amount: row.amount,
      issue_date: isoDate(row.issue_date),
      due_date: isoDate(row.due_date),
      remarks: row.remarks,
      /** An RFP_STATUSES value. */
      status: row.status,
      /** The amount in the center's currency at the rate fixed on approval (null before). */
      center_currency_code: row.center_currency_code,
      amount_in_center: row.amount_in_center,
      approved_at: isoTimestamp(row.approved_at),
      collected_on: row.collected_on === null ? null : isoDate(row.collected_on),
      collection_reference: row.collection_reference,
      sent_at: isoTimestamp(row.sent_at),
      /** How many charge slips it bills. */
      slips: Number(row.slips),
      /** Its document's last send, or null before the first. */
      delivery: row.delivery,
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
