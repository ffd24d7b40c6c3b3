import { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Actor } from '#services/actor'
import { isRecordChange, noteChange } from '#services/record_changes'

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
  /**
   * Who acts (app/services/actor.ts): their user id or integration, their origin and clock. Left
   * out only by sign-in and account events, which are always a request: then the signed-in user
   * of the current request.
   */
  actor?: Actor
  /** Defaults to the actor's (or the request's user's) user. */
  userId?: number | null
  /** The center of the record changed; defaults to the actor's current center. */
  centerId?: number | null
  /**
   * When it happened, if not now on the actor's clock: the record's own `updated_at`, so the
   * entries after the version a form was read at are exactly the changes made since.
   */
  at?: Date
}

/**
 * The one writer of the activity log. It fills who/where from the current request when there
 * is one, and writes through the caller's transaction when given, so a log row commits or rolls
 * back with the change it describes. There is deliberately no update or delete here.
 */
export async function recordActivity(entry: ActivityEntry, client?: QueryClientContract) {
  const who = entry.actor ? fromActor(entry.actor) : fromRequest()
  const centerId = entry.centerId === undefined ? who.centerId : entry.centerId
  await (client ?? db)
    .insertQuery()
    .table('activity_logs')
    .insert({
      user_id: entry.userId === undefined ? who.userId : entry.userId,
      acted_by: who.actedBy,
      center_id: centerId,
      action: entry.action,
      subject_type: entry.subjectType ?? null,
      subject_id: entry.subjectId === undefined ? null : String(entry.subjectId),
      description: entry.description ?? null,
      properties: entry.properties ? JSON.stringify(entry.properties) : null,
      ip: who.ip,
      user_agent: who.userAgent,
      created_at: entry.at ?? who.at,
    })
  // Issue 30: a change of a center's record is told to that center's pages (and its case's
  // owner) from here, the one place every change passes, in the change's own transaction. A
  // change logged outside a transaction (a migration's one-off rename) has none to ride in.
  if (
    client?.isTransaction &&
    isRecordChange(entry.action) &&
    centerId !== null &&
    entry.subjectType !== undefined &&
    entry.subjectId !== undefined
  ) {
    await noteChange(client as TransactionClientContract, {
      action: entry.action,
      subjectType: entry.subjectType,
      subjectId: Number(entry.subjectId),
      centerId,
      done: typeof entry.properties?.done === 'string' ? entry.properties.done : null,
      ownerChanged: ownerChangedIn(entry),
      ...who.live,
      at: entry.at ?? who.at,
    })
  }
}

/** A case handed to someone else: its log row's `after` holds the new owner. */
function ownerChangedIn(entry: ActivityEntry): boolean {
  if (entry.subjectType !== 'case') return false
  const after = entry.properties?.after
  return typeof after === 'object' && after !== null && Object.hasOwn(after, 'owner_id')
}

function fromActor(actor: Actor) {
  return {
    userId: actor.user?.id ?? null,
    actedBy: actor.kind === 'system' ? actor.integration : null,
    centerId: actor.center?.id ?? null,
    ip: actor.origin?.ip ?? null,
    userAgent: actor.origin?.userAgent ?? null,
    at: actor.clock.now(),
    live: {
      by: actor.user
        ? { id: actor.user.id, name: actor.user.fullName }
        : { id: null, name: actor.integration },
      byPerson: actor.kind === 'user',
    },
  }
}

/** Sign-in and account events: the request's signed-in user (if any yet) and its origin. */
function fromRequest() {
  const ctx = HttpContext.get()
  const user = ctx?.auth?.user
  const userAgent = ctx?.request.header('user-agent')
  return {
    userId: user?.id ?? null,
    actedBy: null,
    centerId: user?.currentCenterId ?? null,
    ip: ctx?.request.ip() ?? null,
    userAgent: userAgent ? userAgent.slice(0, 512) : null,
    at: new Date(),
    // Without an actor and a request (a job recording a letter's delivery), the system acted.
    live: {
      by: user ? { id: user.id, name: user.fullName } : { id: null, name: 'System' },
      byPerson: user !== undefined && user !== null,
    },
  }
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
  /** Its case; null for a document of no case (a verification request on a member alone). */
  caseId: number | null
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
