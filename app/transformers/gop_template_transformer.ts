import { BaseTransformer } from '@adonisjs/core/transformers'
import type GopTemplate from '#models/gop_template'
import { isoTimestamp } from '#contracts/iso_timestamp'
import { rowTimestamps, type PlainColumns, type PlainRecordTimestamps } from '#resources/shared'

/** The plain row the list reads (app/resources/gop_templates.ts `columns`). */
export type PlainGopTemplate = {
  id: number
  name: string
  language: string
  business_entity_id: number | null
  provider_id: number | null
  is_enabled: boolean
  /** Joined; a detail page's loadDetail puts it in `$extras`. */
  owner_name?: string | null
} & PlainRecordTimestamps

/** What the view and edit pages' record reads: every column, loadDetail's owner (plainRowOf). */
export type PlainGopTemplateRecord = PlainGopTemplate & PlainColumns<GopTemplate>

/**
 * A GOP template as the pages get it: `toObject()` is the list's row, `forDetail()` the view and
 * edit pages' record. The record reads more of the table than the list does, so `forDetail` asks
 * for the whole record's plain row (plainRowOf) through its `this` type: a list row cannot reach
 * it.
 */
export default class GopTemplateTransformer<
  Row extends PlainGopTemplate = PlainGopTemplate,
> extends BaseTransformer<Row> {
  toObject() {
    const template = this.resource
    return {
      id: template.id,
      name: template.name,
      language: template.language,
      business_entity_id: template.business_entity_id,
      provider_id: template.provider_id,
      /** The owning business entity's or provider's name; null: company-wide. */
      owner: template.owner_name ?? null,
      is_enabled: template.is_enabled,
      ...rowTimestamps(template),
    }
  }

  forDetail(this: GopTemplateTransformer<PlainGopTemplateRecord>) {
    const template = this.resource
    return {
      ...this.toObject(),
      created_at: isoTimestamp(template.created_at),
      description: template.description,
      body: template.body,
    }
  }
}
