import { BaseTransformer } from '@adonisjs/core/transformers'
import { isoTimestamp } from '#contracts/iso_timestamp'
import { rowTimestamps, type PlainRecordTimestamps } from '#resources/shared'

/** The plain row the list reads (app/resources/centers.ts `columns`). */
export type PlainCenter = {
  id: number
  code: string
  name: string
  time_zone: string
  currency_code: string | null
  address: string | null
  operations_email: string | null
  is_enabled: boolean
} & PlainRecordTimestamps

/**
 * A center as the pages get it: `toObject()` is the list's row, `forDetail()` the view and edit
 * pages' record (the loaded model as its plain row, plainRowOf).
 */
export default class CenterTransformer extends BaseTransformer<PlainCenter> {
  toObject() {
    const center = this.resource
    return {
      id: center.id,
      // As Center.displayCode shows it.
      code: center.code.toUpperCase(),
      name: center.name,
      time_zone: center.time_zone,
      currency_code: center.currency_code,
      address: center.address,
      operations_email: center.operations_email,
      is_enabled: center.is_enabled,
      ...rowTimestamps(center),
    }
  }

  forDetail() {
    return { ...this.toObject(), created_at: isoTimestamp(this.resource.created_at) }
  }
}
