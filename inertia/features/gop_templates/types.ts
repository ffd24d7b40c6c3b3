import type { Option } from '#contracts/list'
import type { RichTextDelta } from '~/components/rich_text/shared_rules'

/** A GOP template as the list shows it (server: app/resources/gop_templates.ts, toRow). */
export type GopTemplateRow = {
  id: number
  name: string
  language: string
  business_entity_id: number | null
  provider_id: number | null
  /** The owning business entity's or provider's name; null for a company-wide template. */
  owner: string | null
  is_enabled: boolean
  updated_at: string | null
  deleted_at: string | null
}

/** A template as its view and edit pages receive it. */
export type GopTemplateRecord = GopTemplateRow & {
  created_at: string
  description: string | null
  body: RichTextDelta
}

export type GopTemplateTrashRow = GopTemplateRow & { deleted_at: string }

/** The create page's props (the server's formProps). */
export type GopTemplateFormProps = {
  languages: Option[]
  businessEntities: Option[]
  /** The owning provider, or the one the form was opened for (?provider_id=); else null. */
  ownerProvider: Option | null
}

export type GopTemplateEditProps = GopTemplateFormProps & { record: GopTemplateRecord }
