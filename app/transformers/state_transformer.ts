import { BaseTransformer } from '@adonisjs/core/transformers'
import { isoTimestamp } from '#contracts/iso_timestamp'
import { rowTimestamps, type PlainRecordTimestamps } from '#resources/shared'

/** The plain row the list reads (app/resources/states.ts `columns`). */
export type PlainState = {
  id: number
  country_id: number
  code: string
  name: string
  /** Joined; a detail page's loadDetail puts it in `$extras`. */
  country_name?: string | null
} & PlainRecordTimestamps

/**
 * A state as the pages get it: `toObject()` is the list's row, `forDetail()` the view and edit
 * pages' record (the loaded model as its plain row, plainRowOf).
 */
export default class StateTransformer extends BaseTransformer<PlainState> {
  /** Rows carry their country's name through one join, not a query per row. */
  toObject() {
    const state = this.resource
    return {
      id: state.id,
      country_id: state.country_id,
      country: String(state.country_name ?? ''),
      code: state.code,
      name: state.name,
      ...rowTimestamps(state),
    }
  }

  forDetail() {
    return { ...this.toObject(), created_at: isoTimestamp(this.resource.created_at) }
  }
}
