import type { Option } from '#contracts/list'

/** A WhatsApp template as the list shows it (server: app/resources/messaging.ts, toTemplateRow). */
export type WhatsAppTemplateRow = {
  id: number
  /** Meta's lowercase_with_underscores name; unique per name and language. */
  name: string
  language: string
  category: string
  body: string
  /** How many distinct {{n}} placeholders the body has. */
  placeholders: number
  status: string
  updated_at: string | null
  deleted_at: string | null
}

/** A template as its view and edit pages receive it. */
export type WhatsAppTemplateRecord = WhatsAppTemplateRow & { created_at: string }

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
