import { BaseTransformer } from '@adonisjs/core/transformers'
import { placeholderNumbers } from '#validators/rules/placeholders'
import { isoTimestamp } from '#contracts/iso_timestamp'
import { rowTimestamps, type PlainRecordTimestamps } from '#resources/shared'

/** The plain row the WhatsApp templates list reads (app/resources/messaging.ts `columns`). */
export type PlainWhatsAppTemplate = {
  id: number
  name: string
  language: string
  category: string
  body: string
  status: string
} & PlainRecordTimestamps

/**
 * A WhatsApp template as the pages get it: `toObject()` is the list's row, `forDetail()` the view
 * and edit pages' record (the loaded model as its plain row, plainRowOf).
 */
export default class WhatsAppTemplateTransformer extends BaseTransformer<PlainWhatsAppTemplate> {
  toObject() {
    const template = this.resource
    return {
      id: template.id,
      name: template.name,
      language: template.language,
      category: template.category,
      body: template.body,
      placeholders: [...new Set(placeholderNumbers(template.body))].length,
      status: template.status,
      ...rowTimestamps(template),
    }
  }

  forDetail() {
    return { ...this.toObject(), created_at: isoTimestamp(this.resource.created_at) }
  }
}
