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
  // A document about a member was read (a case file, a letter, an RFP; `recordRead`).
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

/** How a document was read: downloaded, or shown on the page. */
export type ReadAs = 'download' | 'preview'

export interface DocumentRead {
  /** The record the document is (a case file) or belongs to (a GOP, a withdrawal, an RFP). */
  subjectType: string
  subjectId: number
  as: ReadAs
  /** The name it is read under: the file's, or the letter's PDF name ("GOP-KUL-…-r2.pdf"). */
  name: string
  caseId: number
}

/**
 * Logs that a document about a member was read, before it is sent: who, when, which, and how.
 * Every read of one (a case file's download or preview, a letter's preview or PDF, an RFP's)
 * comes here, so they read alike in the log ("Downloaded GOP letter GOP-KUL-2026-000045-r2.pdf").
 * A HEAD request reads nothing and is not logged. A read changes nothing: it is written on its
 * own, never in a transaction, and the case's timeline leaves reads out.
 */
export async function recordRead(ctx: HttpContext, read: DocumentRead) {
  if (ctx.request.method() === 'HEAD') return
  await recordActivity({
    action: 'read',
    subjectType: read.subjectType,
    subjectId: read.subjectId,
    properties: { as: read.as, name: read.name, case_id: read.caseId },
  })
}
