import { BaseTransformer } from '@adonisjs/core/transformers'
import { isoTimestamp } from '#contracts/iso_timestamp'
import { rowTimestamps, type PlainRecordTimestamps } from '#resources/shared'

/** The plain row the email groups list reads (app/resources/messaging.ts `columns`). */
export type PlainEmailGroup = {
  id: number
  name: string
  addresses: string[]
} & PlainRecordTimestamps

/**
 * An email group as the pages get it: `toObject()` is the list's row, `forDetail()` the view and
 * edit pages' record (the loaded model as its plain row, plainRowOf).
 */
export default class EmailGroupTransformer extends BaseTransformer<PlainEmailGroup> {
  toObject() {
    const group = this.resource
    return {
      id: group.id,
      name: group.name,
      addresses: group.addresses,
      address_count: group.addresses.length,
      ...rowTimestamps(group),
    }
  }

  forDetail() {
    return { ...this.toObject(), created_at: isoTimestamp(this.resource.created_at) }
  }
}
