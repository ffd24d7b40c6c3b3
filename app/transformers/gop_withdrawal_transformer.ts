import { BaseTransformer } from '@adonisjs/core/transformers'
import { isoTimestamp } from '#contracts/iso_timestamp'
import { rowTimestamps, type PlainRecordTimestamps } from '#resources/shared'
import type { LetterDelivery } from '#contracts/letter_delivery'

/** The plain row the WGOP tab reads (app/resources/case_gop_withdrawals.ts). */
export type PlainGopWithdrawal = {
  id: number
  case_id: number
  gop_id: number
  gop_number: string
  gop_amount: string
  gop_currency_code: string
  provider_name: string
  reason: string
  remarks: string | null
  sent_at: Date | null
  status: string
  created_by_first_name: string | null
  created_by_last_name: string | null
  delivery: LetterDelivery | null
} & PlainRecordTimestamps

/** A withdrawal of a GOP, a row of the case's WGOP tab. */
export default class GopWithdrawalTransformer extends BaseTransformer<PlainGopWithdrawal> {
  toObject() {
    const row = this.resource
    return {
      id: row.id,
      case_id: row.case_id,
      gop_id: row.gop_id,
      gop_number: row.gop_number,
      /** The withdrawn GOP's amount (a decimal string) and currency. */
      gop_amount: row.gop_amount,
      gop_currency_code: row.gop_currency_code,
      provider_name: row.provider_name,
      /** A WITHDRAWAL_REASONS value. */
      reason: row.reason,
      remarks: row.remarks,
      sent_at: isoTimestamp(row.sent_at),
      /** 'unsent' until the letter's first send, then 'sent' (WITHDRAWAL_STATUSES). */
      status: row.status,
      /** The letter's last send, or null before the first. */
      delivery: row.delivery,
      created_by:
        row.created_by_first_name === null
          ? null
          : `${row.created_by_first_name} ${row.created_by_last_name ?? ''}`.trim(),
      created_at: isoTimestamp(row.created_at),
      ...rowTimestamps(row),
    }
  }
}
