import { ActivityLogSchema } from '#database/schema'

/** Read-only here: rows are written by #services/activity_log and the table is append-only. */
export default class ActivityLog extends ActivityLogSchema {}
