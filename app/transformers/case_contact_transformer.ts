import { BaseTransformer } from '@adonisjs/core/transformers'
import { rowTimestamps, type PlainRecordTimestamps } from '#resources/shared'

/** The plain row the contacts tab's list reads (app/resources/case_contacts.ts `columns`). */
export type PlainCaseContact = {
  id: number
  case_id: number
  name: string
  caller_type: string | null
  relationship: string | null
  phone: string | null
  email: string | null
  preferred_contact_method: string | null
  notes: string | null
} & PlainRecordTimestamps

/** A person involved in a case, a row of its contacts tab (its dialogs edit the same row). */
export default class CaseContactTransformer extends BaseTransformer<PlainCaseContact> {
  toObject() {
    const row = this.resource
    return {
      id: row.id,
      case_id: row.case_id,
      name: row.name,
      /** A CALLER_TYPES value ('first-caller', 'provider'…). */
      caller_type: row.caller_type,
      /** A CALLER_RELATIONSHIPS value, the contact's relationship to the member. */
      relationship: row.relationship,
      phone: row.phone,
      email: row.email,
      /** A CALLER_CONTACT_METHODS value. */
      preferred_contact_method: row.preferred_contact_method,
      notes: row.notes,
      ...rowTimestamps(row),
    }
  }
}
