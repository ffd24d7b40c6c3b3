import { BaseTransformer } from '@adonisjs/core/transformers'
import type Case from '#models/case'
import type { CaseStatus } from '#contracts/case_options'
import { isoDate, isoTimestamp } from '#contracts/iso_timestamp'
import { rowTimestamps, type PlainColumns, type PlainRecordTimestamps } from '#resources/shared'

/** The plain row the list reads (app/resources/cases.ts `columns`). */
export type PlainCase = {
  id: number
  number: string
  status: CaseStatus
  priority: string
  member_id: number
  client_id: number
  owner_id: number | null
  incident_type_id: number
  is_evacuation: boolean
  opened_at: Date
  closed_at: Date | null
  /** Joined; a detail page's loadDetail puts them in `$extras`. */
  member_first_name?: string
  member_last_name?: string
  policy_number?: string
  client_name?: string
  incident_type_name?: string
  owner_first_name?: string | null
  owner_last_name?: string | null
} & PlainRecordTimestamps

/** What the view and edit pages' record reads: every column of the case and loadDetail's names. */
export type PlainCaseRecord = PlainCase &
  PlainColumns<Case> & {
    center_code: string
    program_name: string | null
    incident_country_name: string | null
    incident_category_name: string | null
    incident_service_name: string | null
    incident_item_name: string | null
    member_policy_valid_from: Date | null
    member_policy_valid_to: Date | null
  }

/**
 * A case as the pages get it: `toObject()` is the list's row, `forDetail()` the view and edit
 * pages' record. Both read plain rows (never a model), so the detail's input is the list's plain
 * row widened to the whole case (`plainRowOf`); `forDetail` asks for that wider row through its
 * `this` type, so a list row cannot reach it.
 */
export default class CaseTransformer<
  Row extends PlainCase = PlainCase,
> extends BaseTransformer<Row> {
  toObject() {
    const row = this.resource
    return {
      id: row.id,
      /** "KUL-2026-000123". */
      number: row.number,
      status: row.status,
      /** A CASE_PRIORITIES value ('low', 'normal', 'high', 'urgent'). */
      priority: row.priority,
      member_id: row.member_id,
      /** "Last, First". */
      member: `${row.member_last_name ?? ''}, ${row.member_first_name ?? ''}`,
      policy_number: row.policy_number ?? '',
      client_id: row.client_id,
      client: row.client_name ?? '',
      incident_type_id: row.incident_type_id,
      incident_type: row.incident_type_name ?? '',
      /** Set when an agent takes the case. */
      owner_id: row.owner_id,
      /** "First Last"; null while nobody has taken the case. */
      owner: row.owner_first_name ? `${row.owner_first_name} ${row.owner_last_name ?? ''}` : null,
      is_evacuation: row.is_evacuation,
      opened_at: isoTimestamp(row.opened_at),
      closed_at: isoTimestamp(row.closed_at),
      ...rowTimestamps(row),
    }
  }

  forDetail(this: CaseTransformer<PlainCaseRecord>) {
    const row = this.resource
    const day = (value: Date | null) => (value ? isoDate(value) : null)
    return {
      ...this.toObject(),
      created_at: isoTimestamp(row.created_at),
      program_id: row.program_id,
      program: row.program_name ?? null,
      /** The center's code, upper case ("KUL"). */
      center: String(row.center_code ?? '').toUpperCase(),
      caller_name: row.caller_name,
      caller_type: row.caller_type,
      caller_relationship: row.caller_relationship,
      caller_phone: row.caller_phone,
      caller_email: row.caller_email,
      caller_contact_method: row.caller_contact_method,
      incident_category_id: row.incident_category_id,
      incident_category: row.incident_category_name ?? null,
      incident_service_id: row.incident_service_id,
      incident_service: row.incident_service_name ?? null,
      incident_item_id: row.incident_item_id,
      incident_item: row.incident_item_name ?? null,
      // What the form warns about without searching the member again.
      member_policy_valid_from: day(row.member_policy_valid_from),
      member_policy_valid_to: day(row.member_policy_valid_to),
      /** YYYY-MM-DD. */
      incident_date: day(row.incident_date),
      incident_country_id: row.incident_country_id,
      incident_country: row.incident_country_name ?? null,
      incident_city: row.incident_city,
      incident_time_zone: row.incident_time_zone,
      description: row.description,
      symptoms: row.symptoms,
      /** A CASE_OUTCOMES value, once closed. */
      outcome: row.outcome,
      reopened_count: row.reopened_count,
    }
  }
}
