import { BaseTransformer } from '@adonisjs/core/transformers'
import type IncidentScript from '#models/incident_script'
import { isoTimestamp } from '#contracts/iso_timestamp'
import { rowTimestamps, type PlainColumns, type PlainRecordTimestamps } from '#resources/shared'
import { plainTextOf, type RichTextDelta } from '#rich_text/sanitize_delta'

/** The plain row the list reads (app/resources/incident_scripts.ts `columns`). */
export type PlainIncidentScript = {
  id: number
  title: string
  incident_type_id: number
  is_enabled: boolean
  /** Joined; a detail page's loadDetail puts it in `$extras`. */
  incident_type?: string | null
  /** The list's preview text (BODY_TEXT); null when the script has no text. */
  body_text?: string | null
  /** The whole document: a detail page's record has it, a list row never does. */
  body?: RichTextDelta
} & PlainRecordTimestamps

/** What the view and edit pages' record reads: every column, loadDetail's type (plainRowOf). */
export type PlainIncidentScriptRecord = PlainIncidentScript & PlainColumns<IncidentScript>

/**
 * An incident script as the pages get it: `toObject()` is the list's row, `forDetail()` the view
 * and edit pages' record. The record reads more of the table than the list does, so `forDetail`
 * asks for the whole record's plain row (plainRowOf) through its `this` type: a list row cannot
 * reach it.
 */
export default class IncidentScriptTransformer<
  Row extends PlainIncidentScript = PlainIncidentScript,
> extends BaseTransformer<Row> {
  toObject() {
    const script = this.resource
    const source =
      typeof script.body_text === 'string'
        ? script.body_text
        : script.body
          ? plainTextOf(script.body)
          : ''
    // Line breaks are kept (SPEC.md §9 preview); the list cuts the text to fit its cell.
    const text = source
      .replace(/[ \t]+/g, ' ')
      .replace(/\n\s*\n+/g, '\n')
      .trim()
    return {
      id: script.id,
      title: script.title,
      incident_type_id: script.incident_type_id,
      incident_type: String(script.incident_type ?? ''),
      preview: text,
      is_enabled: script.is_enabled,
      ...rowTimestamps(script),
    }
  }

  forDetail(this: IncidentScriptTransformer<PlainIncidentScriptRecord>) {
    const script = this.resource
    return { ...this.toObject(), created_at: isoTimestamp(script.created_at), body: script.body }
  }
}
