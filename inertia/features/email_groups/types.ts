import type { Data } from '@generated/data'
import type { InferPageProps } from '#contracts/page_props'
import type EmailGroupsController from '#controllers/manage/email_groups_controller'

/**
 * An email group as the list shows it (generated from app/transformers/email_group_transformer.ts).
 */
export type EmailGroupRow = Data.EmailGroup

/** An email group as its view and edit pages receive it. */
export type EmailGroupRecord = Data.EmailGroup.Variants['forDetail']

/** A row of the trash list. */
export type EmailGroupTrashRow = EmailGroupRow & { deleted_at: string }

export type EmailGroupEditProps = InferPageProps<typeof EmailGroupsController, 'edit'>

export type EmailGroupViewProps = InferPageProps<typeof EmailGroupsController, 'show'>
