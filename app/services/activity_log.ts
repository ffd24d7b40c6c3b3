import { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

export const activityActions = [
  'auth.sign_in',
  'auth.sign_in_failed',
  'auth.sign_out',
  'auth.locked_out',
  'auth.password_reset_requested',
  'auth.password_reset',
  'auth.password_changed',
  'auth.email_change_requested',
  'auth.two_factor_enabled',
  'auth.two_factor_disabled',
  'auth.two_factor_failed',
  'auth.recovery_codes_regenerated',
  'user.change_center',
  'create',
  'update',
  'delete',
  'restore',
  // A document moved between states (app/services/workflow.ts); properties name which.
  'transition',
  // A stored document was read (a case file downloaded or previewed): who read what, when.
  'read',
] as const
export type ActivityAction = (typeof activityActions)[number]

export interface ActivityEntry {
  action: ActivityAction
  subjectType?: string
  subjectId?: string | number
  description?: string
  /** Free-form details: before/after values for updates, the email tried for a failed sign-in… */
  properties?: Record<string, unknown>
  /** Defaults to the signed-in user of the current request. */
  userId?: number | null
  centerId?: number | null
}

/**
 * The one writer of the activity log. It fills who/where from the current request when there
 * is one, and writes through the caller's transaction when given, so a log row commits or rolls
 * back with the change it describes. There is deliberately no update or delete here.
 */
export async function recordActivity(entry: ActivityEntry, client?: QueryClientContract) {
  const ctx = HttpContext.get()
  const user = ctx?.auth?.user
  const userAgent = ctx?.request.header('user-agent')
  await (client ?? db)
    .insertQuery()
    .table('activity_logs')
    .insert({
      user_id: entry.userId === undefined ? (user?.id ?? null) : entry.userId,
      center_id: entry.centerId === undefined ? (user?.currentCenterId ?? null) : entry.centerId,
      action: entry.action,
      subject_type: entry.subjectType ?? null,
      subject_id: entry.subjectId === undefined ? null : String(entry.subjectId),
      description: entry.description ?? null,
      properties: entry.properties ? JSON.stringify(entry.properties) : null,
      ip: ctx?.request.ip() ?? null,
      user_agent: userAgent ? userAgent.slice(0, 512) : null,
      created_at: new Date(),
    })
}
