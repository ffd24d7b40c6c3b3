import type { Data } from '@generated/data'
import type { InferPageProps } from '#contracts/page_props'
import type WhatsAppTemplatesController from '#controllers/manage/whats_app_templates_controller'

/**
 * A WhatsApp template as the list shows it (generated from
 * app/transformers/whats_app_template_transformer.ts).
 */
export type WhatsAppTemplateRow = Data.WhatsAppTemplate

/** A WhatsApp template as its view and edit pages receive it. */
export type WhatsAppTemplateRecord = Data.WhatsAppTemplate.Variants['forDetail']

/** A row of the trash list. */
export type WhatsAppTemplateTrashRow = WhatsAppTemplateRow & { deleted_at: string }

/** The create page's props (the server's formProps): languages, categories, statuses. */
export type WhatsAppTemplateFormProps = InferPageProps<typeof WhatsAppTemplatesController, 'create'>

/** The edit page's props. */
export type WhatsAppTemplateEditProps = InferPageProps<typeof WhatsAppTemplatesController, 'edit'>

export type WhatsAppTemplateViewProps = InferPageProps<typeof WhatsAppTemplatesController, 'show'>
