import { BaseTransformer } from '@adonisjs/core/transformers'
import { isoDate } from '#contracts/iso_timestamp'
import { rowTimestamps, type PlainRecordTimestamps } from '#resources/shared'

/** The plain row the feedback tab's list reads (app/resources/case_feedbacks.ts `columns`). */
export type PlainCaseFeedback = {
  id: number
  case_id: number
  feedback_type: string
  channel: string
  source: string
  received_on: Date
  description: string
} & PlainRecordTimestamps

/** Feedback received about a case, a row of its feedback tab (its dialogs edit the same row). */
export default class CaseFeedbackTransformer extends BaseTransformer<PlainCaseFeedback> {
  toObject() {
    const row = this.resource
    return {
      id: row.id,
      case_id: row.case_id,
      /** A FEEDBACK_TYPES value ('compliment', 'complaint'). */
      feedback_type: row.feedback_type,
      /** A FEEDBACK_CHANNELS value. */
      channel: row.channel,
      /** A FEEDBACK_SOURCES value. */
      source: row.source,
      /** YYYY-MM-DD. */
      received_on: isoDate(row.received_on),
      description: row.description,
      ...rowTimestamps(row),
    }
  }
}
