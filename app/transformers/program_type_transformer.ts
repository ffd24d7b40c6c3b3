import { BaseTransformer } from '@adonisjs/core/transformers'
import { isoTimestamp } from '#contracts/iso_timestamp'
import { rowTimestamps, type PlainRecordTimestamps } from '#resources/shared'

/** The plain row the list reads (app/resources/program_types.ts `columns`). */
export type PlainProgramType = {
  id: number
  name: string
  description: string | null
} & PlainRecordTimestamps

/**
 * A program type as the pages get it: `toObject()` is the list's row, `forDetail()` the view and
 * edit pages' record (the loaded model as its plain row, plainRowOf).
 */
export default class ProgramTypeTransformer extends BaseTransformer<PlainProgramType> {
  toObject() {
    const type = this.resource
    return { id: type.id, name: type.name, description: type.description, ...rowTimestamps(type) }
  }

  forDetail() {
    return { ...this.toObject(), created_at: isoTimestamp(this.resource.created_at) }
  }
}
