import type { Data } from '@generated/data'
import type { Option } from '#contracts/list'

/** A GOP template as the list shows it (generated from its server transformer). */
export type GopTemplateRow = Data.GopTemplate

/** A template as its view and edit pages receive it. */
export type GopTemplateRecord = Data.GopTemplate.Variants['forDetail']

export type GopTemplateTrashRow = GopTemplateRow & { deleted_at: string }

/** The create page's props (the server's formProps). */
export type GopTemplateFormProps = {
  languages: Option[]
  businessEntities: Option[]
  /** The owning provider, or the one the form was opened for (?provider_id=); else null. */
  ownerProvider: Option | null
}

export type GopTemplateEditProps = GopTemplateFormProps & { record: GopTemplateRecord }
