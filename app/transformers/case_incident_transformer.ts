import { BaseTransformer } from '@adonisjs/core/transformers'
import { isoDate } from '#contracts/iso_timestamp'
import { rowTimestamps, type PlainRecordTimestamps } from '#resources/shared'

/** The plain row the incidents tab's list reads (app/resources/case_incidents.ts `columns`). */
export type PlainCaseIncident = {
  id: number
  case_id: number
  occurred_on: Date | null
  incident_type_id: number
  incident_category_id: number | null
  incident_service_id: number | null
  incident_item_id: number | null
  country_id: number | null
  city: string | null
  description: string | null
  type_name: string
  category_name: string | null
  service_name: string | null
  item_name: string | null
  country_name: string | null
} & PlainRecordTimestamps

/** An incident record of a case, a row of its incidents tab (its dialogs edit the same row). */
export default class CaseIncidentTransformer extends BaseTransformer<PlainCaseIncident> {
  toObject() {
    const row = this.resource
    return {
      id: row.id,
      case_id: row.case_id,
      /** YYYY-MM-DD. */
      occurred_on: row.occurred_on ? isoDate(row.occurred_on) : null,
      incident_type_id: row.incident_type_id,
      incident_category_id: row.incident_category_id,
      incident_service_id: row.incident_service_id,
      incident_item_id: row.incident_item_id,
      // Type › category › service › item, as far as it was classified.
      incident: [row.type_name, row.category_name, row.service_name, row.item_name]
        .filter(Boolean)
        .join(' › '),
      country_id: row.country_id,
      country: row.country_name,
      city: row.city,
      description: row.description,
      ...rowTimestamps(row),
    }
  }
}
