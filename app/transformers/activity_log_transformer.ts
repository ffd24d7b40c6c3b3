import { BaseTransformer } from '@adonisjs/core/transformers'
import { isoTimestamp } from '#contracts/iso_timestamp'
import { activitySentence, changesOf } from '#services/activity_sentences'

/** What a jsonb column holds (an entry's `properties`). */
export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }

/** The plain row the list reads (app/resources/activity_log.ts `columns`). */
export type PlainActivity = {
  /** A bigint, which pg reads as a string. */
  id: string | number
  created_at: Date
  user_id: number | null
  action: string
  subject_type: string | null
  subject_id: string | null
  description: string | null
  properties: { [key: string]: JsonValue } | null
  ip: string | null
  user_name: string | null
  center_code: string | null
  subject_label: string | null
}

/** An entry of the activity log as its list shows it (there is no detail page). */
export default class ActivityLogTransformer extends BaseTransformer<PlainActivity> {
  toObject() {
    const entry = this.resource
    const row = {
      id: Number(entry.id),
      created_at: isoTimestamp(entry.created_at),
      user: entry.user_name ?? null,
      user_id: entry.user_id,
      center: entry.center_code?.toUpperCase() ?? null,
      action: entry.action,
      subject_type: entry.subject_type,
      subject_id: entry.subject_id,
      subject_label: entry.subject_label ?? null,
      description: entry.description,
      properties: entry.properties,
      ip: entry.ip,
    }
    // In plain words for people; the raw entry stays for the "details" toggle.
    return { ...row, summary: activitySentence(row), changes: changesOf(row) }
  }
}
