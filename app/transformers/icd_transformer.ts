import { BaseTransformer } from '@adonisjs/core/transformers'
import type Icd from '#models/icd'
import { isoTimestamp } from '#contracts/iso_timestamp'
import { rowTimestamps, type PlainColumns, type PlainTimestamps } from '#resources/shared'

/** The plain row the list reads (app/resources/icds.ts `columns`). */
export type PlainIcd = {
  id: number
  code: string
  title: string
  chapter: number
  billable: boolean
} & PlainTimestamps

/** What the view and edit pages' record reads: every column of the code (plainRowOf). */
export type PlainIcdRecord = PlainIcd & PlainColumns<Icd>

/**
 * An ICD-10-CM code as the pages get it: `toObject()` is the list's row, `forDetail()` the view
 * and edit pages' record. The list does not read `created_at`, so `forDetail` asks for the whole
 * record's plain row through its `this` type (a list row cannot reach it).
 */
export default class IcdTransformer<Row extends PlainIcd = PlainIcd> extends BaseTransformer<Row> {
  toObject() {
    const icd = this.resource
    return {
      id: icd.id,
      code: icd.code,
      title: icd.title,
      chapter: icd.chapter,
      billable: icd.billable,
      ...rowTimestamps(icd),
    }
  }

  forDetail(this: IcdTransformer<PlainIcdRecord>) {
    return { ...this.toObject(), created_at: isoTimestamp(this.resource.created_at) }
  }
}
