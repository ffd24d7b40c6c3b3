import type { Data } from '@generated/data'
import type { InferPageProps } from '#contracts/page_props'
import type ActivityLogController from '#controllers/settings/activity_log_controller'

/** One activity log row (generated from app/transformers/activity_log_transformer.ts). */
export type ActivityRow = Data.ActivityLog

/** Settings › Activity log: a page of the log (server: its controller's `index`). */
export type ActivityLogProps = InferPageProps<typeof ActivityLogController, 'index'>
