import { BaseTransformer } from '@adonisjs/core/transformers'
import { isoDate, isoTimestamp } from '#contracts/iso_timestamp'
import { rowTimestamps, type PlainRecordTimestamps } from '#resources/shared'
import type { LetterDelivery } from '#contracts/letter_delivery'

/**
 * The plain row a GOP list reads (app/resources/case_gops.ts `GOP_COLUMNS`): the GOP, the names
 * of its provider, issuer and case, and who approved or declined it.
 */
export type PlainGop = {
  id: number
  case_id: number
  case_number: string
  number: string
  provider_id: number
  provider_name: string
  provider_status: string
  business_entity_id: number
  business_entity_name: string
  gop_template_id: number | null
  currency_code: string
  amount: string
  services_covered: string | null
  admission_date: Date | null
  valid_until: Date | null
  remarks: string | null
  status: string
  revision: number
  center_currency_code: string | null
  amount_in_center: string | null
  decline_reason: string | null
  approved_at: Date | null
  sent_at: Date | null
  withdrawn_at: Date | null
  delivery: LetterDelivery | null
  barred_approver_id: number | null
  duplicate_of: string | null
} & PlainRecordTimestamps

/** A GOP, a row of a case's GOP tab and of the center's GOP list (its dialog edits it). */
export default class GopTransformer extends BaseTransformer<PlainGop> {
  toObject() {
    const row = this.resource
    return {
      id: row.id,
      case_id: row.case_id,
      /** The case's number, for the center list's link to the case's GOP tab. */
      case_number: row.case_number,
      /** 'GOP-KUL-2026-000045'. */
      number: row.number,
      provider_id: row.provider_id,
      provider_name: row.provider_name,
      /** The provider's status now ('black-listed' is shown beside it). */
      provider_status: row.provider_status,
      business_entity_id: row.business_entity_id,
      business_entity_name: row.business_entity_name,
      gop_template_id: row.gop_template_id,
      currency_code: row.currency_code,
      /** A decimal string ("150000.00"), never a float. */
      amount: row.amount,
      services_covered: row.services_covered,
      admission_date: row.admission_date === null ? null : isoDate(row.admission_date),
      valid_until: row.valid_until === null ? null : isoDate(row.valid_until),
      remarks: row.remarks,
      /** A GOP_STATUSES value. */
      status: row.status,
      revision: row.revision,
      /** The amount in the center's currency at the rate fixed on approval (null before). */
      center_currency_code: row.center_currency_code,
      amount_in_center: row.amount_in_center,
      decline_reason: row.decline_reason,
      approved_at: isoTimestamp(row.approved_at),
      sent_at: isoTimestamp(row.sent_at),
      withdrawn_at: isoTimestamp(row.withdrawn_at),
      /** The letter's last send, or null before the first. */
      delivery: row.delivery,
      /**
       * Four eyes: the user who may not approve it (its maker), or null (no maker on file, or
       * its center lets makers approve their own). Compared with the signed-in user.
       */
      barred_approver_id: row.barred_approver_id,
      /**
       * Cost containment: the number of another live GOP of this case to the same provider for
       * the same amount (neither declined nor withdrawn), or null.
       */
      duplicate_of: row.duplicate_of,
      created_at: isoTimestamp(row.created_at),
      ...rowTimestamps(row),
    }
  }
}
