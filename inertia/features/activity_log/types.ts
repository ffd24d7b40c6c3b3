import type { Data } from '@generated/data'

/** One activity log row (generated from app/transformers/activity_log_transformer.ts). */
export type ActivityRow = Data.ActivityLog
