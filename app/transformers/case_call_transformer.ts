import { BaseTransformer } from '@adonisjs/core/transformers'
import { isoTimestamp } from '#contracts/iso_timestamp'
import { rowTimestamps, type PlainRecordTimestamps } from '#resources/shared'

/** The plain row the calls tab's list reads (app/resources/case_calls.ts `columns`). */
export type PlainCaseCall = {
  id: number
  case_id: number
  called_at: Date
  direction: string
  case_contact_id: number | null
  /** The named contact's name, read per row by its key (trashed contacts too). */
  contact_name: string | null
  party: string | null
  caller_type: string | null
  phone: string | null
  duration_minutes: number | null
  summary: string
  /** Who logged it, "First Last". */
  logged_by: string | null
} & PlainRecordTimestamps

/** A phone call about a case, a row of its calls tab (its dialogs edit the same row). */
export default class CaseCallTransformer extends BaseTransformer<PlainCaseCall> {
  toObject() {
    const row = this.resource
    return {
      id: row.id,
      case_id: row.case_id,
      /** When it took place, an ISO timestamp. */
      called_at: isoTimestamp(row.called_at)!,
      /** A CALL_DIRECTIONS value ('inbound', 'outbound'). */
      direction: row.direction,
      /** One of the case's contacts, when the call was with one. */
      case_contact_id: row.case_contact_id,
      /** Who was on the line: the contact's name, else the name typed. */
      with: row.contact_name ?? row.party,
      party: row.party,
      /** A SPEC.md §3 caller type value, or null. */
      caller_type: row.caller_type,
      phone: row.phone,
      duration_minutes: row.duration_minutes,
      summary: row.summary,
      logged_by: row.logged_by,
      ...rowTimestamps(row),
    }
  }
}
