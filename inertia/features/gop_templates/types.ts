import type { Data } from '@generated/data'
import type { InferPageProps } from '#contracts/page_props'
import type GopTemplatesController from '#controllers/manage/gop_templates_controller'

/** A GOP template as the list shows it (generated from its server transformer). */
export type GopTemplateRow = Data.GopTemplate

/** A template as its view and edit pages receive it. */
export type GopTemplateRecord = Data.GopTemplate.Variants['forDetail']

export type GopTemplateTrashRow = GopTemplateRow & { deleted_at: string }

/**
 * The create page's props (the server's formProps): the languages, the business entities, and
 * the owning provider, or the one the form was opened for (?provider_id=), else null.
 */
export type GopTemplateFormProps = InferPageProps<typeof GopTemplatesController, 'create'>

export type GopTemplateEditProps = InferPageProps<typeof GopTemplatesController, 'edit'>

export type GopTemplateViewProps = InferPageProps<typeof GopTemplatesController, 'show'>
