import { BaseTransformer } from '@adonisjs/core/transformers'
import { isoDate, isoTimestamp } from '#contracts/iso_timestamp'
import { rowTimestamps, type PlainRecordTimestamps } from '#resources/shared'
import type { LetterDelivery } from '#contracts/letter_delivery'
import { fieldLabel, type VerificationFormField } from '#contracts/policy_verification'

/**
 * The plain row every list of verification requests reads (app/resources/policy_verifications.ts
 * `VERIFICATION_COLUMNS`): the request, what it asked and was answered, and the names it points at.
 */
export type PlainPolicyVerification = {
  id: number
  center_id: number
  case_id: number | null
  case_number: string | null
  member_id: number
  member_first_name: string | null
  member_last_name: string | null
  verification_form_id: number
  form_name: string
  form_slug: string
  form_permission: string
  number: string
  status: string
  asked: VerificationFormField[]
  policy_number: string | null
  member_reference: string | null
  member_name: string | null
  date_of_birth: Date | null
  admission_date: Date | null
  provider_id: number | null
  provider_name: string | null
  icd_id: number | null
  icd_code: string | null
  icd_title: string | null
  estimated_cost: string | null
  currency_code: string | null
  remarks: string | null
  insurer_reference: string | null
  answer_remarks: string | null
  answered_at: Date | null
  answered_by: string | null
  requested_by: string | null
  reminded_at: Date | null
  sent_at: Date | null
  delivery: LetterDelivery | null
} & PlainRecordTimestamps

const day = (value: Date | null) => (value === null ? null : isoDate(value))

/** A verification request, a row of the center's list, of a case's tab, and its page's record. */
export default class PolicyVerificationTransformer extends BaseTransformer<PlainPolicyVerification> {
  toObject() {
    const row = this.resource
    return {
      id: row.id,
      /** 'VER-KUL-2026-000007'. */
      number: row.number,
      /** A VERIFICATION_STATUSES value. */
      status: row.status,
      case_id: row.case_id,
      case_number: row.case_number,
      member_id: row.member_id,
      /** The member on file ("Tan Wei Ming"), whatever name the form sent. */
      member: [row.member_first_name, row.member_last_name].filter(Boolean).join(' '),
      verification_form_id: row.verification_form_id,
      /** The insurer's form: its name, its address under /verify-policy, its permission. */
      insurer: row.form_name,
      form_slug: row.form_slug,
      permission: row.form_permission,
      /** The fields its form asked, in order, as the insurer names them. */
      asked: row.asked.map((field) => ({
        key: field.key,
        label: fieldLabel(field),
        required: field.required,
      })),
      policy_number: row.policy_number,
      member_reference: row.member_reference,
      member_name: row.member_name,
      date_of_birth: day(row.date_of_birth),
      admission_date: day(row.admission_date),
      provider_id: row.provider_id,
      provider_name: row.provider_name,
      icd_id: row.icd_id,
      /** "J18.9 Pneumonia, unspecified organism", or null. */
      diagnosis: row.icd_code ? `${row.icd_code} ${row.icd_title ?? ''}`.trim() : null,
      estimated_cost: row.estimated_cost,
      currency_code: row.currency_code,
      remarks: row.remarks,
      insurer_reference: row.insurer_reference,
      answer_remarks: row.answer_remarks,
      answered_at: isoTimestamp(row.answered_at),
      answered_by: row.answered_by,
      requested_by: row.requested_by,
      reminded_at: isoTimestamp(row.reminded_at),
      sent_at: isoTimestamp(row.sent_at),
      /** Its PDF's last send, or null before the first. */
      delivery: row.delivery,
      created_at: isoTimestamp(row.created_at),
      ...rowTimestamps(row),
    }
  }
}
