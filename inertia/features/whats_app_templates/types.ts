import type { Data } from '@generated/data'
import type { Option } from '#contracts/list'

/**
 * A WhatsApp template as the list shows it (generated from
 * app/transformers/whats_app_template_transformer.ts).
 */
export type WhatsAppTemplateRow = Data.WhatsAppTemplate

/** A WhatsApp template as its view and edit pages receive it. */
export type WhatsAppTemplateRecord = Data.WhatsAppTemplate.Variants['forDetail']

/** A row of the trash list. */
export type WhatsAppTemplateTrashRow = WhatsAppTemplateRow & { deleted_at: string }

/** The create page's props (the server's formProps). */
export type WhatsAppTemplateFormProps = {
  languages: Option[]
  categories: Option[]
  statuses: Option[]
}

/** The edit page's props. */
export type WhatsAppTemplateEditProps = WhatsAppTemplateFormProps & {
  record: WhatsAppTemplateRecord
}
