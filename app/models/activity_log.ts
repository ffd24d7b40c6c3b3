import { ActivityLogSchema } from '#database/schema'

/**
 * Append-only (a database trigger refuses UPDATE and DELETE). Rows are written only through
 * the activity log service.
 */
export default class ActivityLog extends ActivityLogSchema {}
