import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Task from '#models/task'
import { globalSystemActor, systemClock, type Clock } from '#services/actor'
import { recordActivity } from '#services/activity_log'
import { notify } from '#services/notifications'
import { readSettings } from '#services/settings'
import { notifyTaskAssigned } from '#services/case_event_notifications'

/** How many requests one claim takes (one transaction each): a full batch is followed by another. */
export const REMINDER_BATCH = 100

/** Who gives the reminders, as the activity log and the task's notice name it. */
const INTEGRATION = 'Verification reminders'

type Claimed = {
  id: number
  number: string
  case_id: number | null
  center_id: number
  created_by_id: number | null
  insurer: string
  owner_id: number | null
  case_status: string | null
  case_trashed: boolean | null
  time_zone: string
}

/**
 * The reminder of an unanswered verification (issue 33), run by the queue worker once a minute
 * (app/services/outbox_worker.ts): a request still pending `verification_reminder_hours` (General
 * settings) after it was made gives, once, a task to chase the insurer to its case's owner (or,
 * without an owner, to whoever asked), due at once and marked high, with its notice; a request on
 * no case tells whoever asked. Claimed as the overdue tasks are: one conditional update sets
 * `reminded_at` on the requests due, taken `FOR NO KEY UPDATE SKIP LOCKED`, and the task, its
 * log rows and the notices are written in the same transaction, so a second tick or a second
 * worker finds nothing left, and an answer recorded first (the row no longer pending) is never
 * reminded. A request on a closed or trashed case is claimed and left alone. Answers how many
 * requests it claimed and how many tasks it gave.
 */
export async function remindUnansweredVerifications(
  options: { clock?: Clock; batch?: number } = {}
): Promise<{ claimed: number; tasks: number; told: number }> {
  const clock = options.clock ?? systemClock
  const batch = options.batch ?? REMINDER_BATCH
  // Read before any transaction opens (settings are read through the pool).
  const { verification_reminder_hours: hours } = await readSettings(['verification_reminder_hours'])
  const actor = globalSystemActor(INTEGRATION, clock)
  const total = { claimed: 0, tasks: 0, told: 0 }
  for (;;) {
    const now = clock.now()
    const dueBefore = new Date(now.getTime() - hours * 60 * 60 * 1000)
    const pass = await db.transaction(async (trx) => {
      const { rows } = await trx.rawQuery<{ rows: Claimed[] }>(
        `WITH due AS (
           SELECT id FROM policy_verifications
            WHERE status = 'pending' AND reminded_at IS NULL AND deleted_at IS NULL
              AND created_at <= ?
            ORDER BY created_at, id
            LIMIT ?
            FOR NO KEY UPDATE SKIP LOCKED)
         UPDATE policy_verifications AS v SET reminded_at = ?
           FROM due
          WHERE v.id = due.id
         RETURNING v.id, v.number, v.case_id, v.center_id, v.created_by_id,
           (SELECT name FROM verification_forms f WHERE f.id = v.verification_form_id) AS insurer,
           (SELECT owner_id FROM cases WHERE cases.id = v.case_id) AS owner_id,
           (SELECT status FROM cases WHERE cases.id = v.case_id) AS case_status,
           (SELECT deleted_at IS NOT NULL FROM cases WHERE cases.id = v.case_id) AS case_trashed,
           (SELECT time_zone FROM centers WHERE centers.id = v.center_id) AS time_zone`,
        [dueBefore, batch, now]
      )
      let tasks = 0
      let told = 0
      for (const request of rows) {
        const waited = `${request.number} has had no answer from ${request.insurer} for ${hours} ${hours === 1 ? 'hour' : 'hours'}`
        if (request.case_id !== null) {
          if (request.case_status === 'closed' || request.case_trashed) continue
          const assignee = request.owner_id ?? request.created_by_id
          const task = await Task.create(
            {
              caseId: request.case_id,
              centerId: request.center_id,
              title: `Chase ${request.insurer} for the answer to ${request.number}`.slice(0, 200),
              category: 'billing',
              description: `${waited}. Call or write to them, then record their answer on the request.`,
              assigneeId: assignee,
              dueAt: DateTime.fromJSDate(now),
              dueTimeZone: request.time_zone,
              priority: 'high',
              status: 'open',
              createdById: null,
            },
            { client: trx }
          )
          await recordActivity(
            {
              actor,
              at: now,
              centerId: request.center_id,
              action: 'create',
              subjectType: 'task',
              subjectId: task.id,
              properties: {
                after: { case_id: request.case_id, title: task.title, assignee_id: assignee },
              },
            },
            trx
          )
          await recordActivity(
            {
              actor,
              at: now,
              centerId: request.center_id,
              action: 'update',
              subjectType: 'policy_verification',
              subjectId: request.id,
              description: `${waited}; a task was given to chase it`,
              properties: {
                before: { reminded_at: null },
                after: { reminded_at: now.toISOString(), task: task.id },
              },
            },
            trx
          )
          tasks += 1
          const notice = await notifyTaskAssigned(
            trx,
            {
              id: task.id,
              caseId: request.case_id,
              centerId: request.center_id,
              title: task.title,
              assigneeId: assignee,
              dueAt: now,
              dueTimeZone: request.time_zone,
            },
            actor
          )
          if (notice !== null) told += 1
        } else if (request.created_by_id !== null) {
          await recordActivity(
            {
              actor,
              at: now,
              centerId: request.center_id,
              action: 'update',
              subjectType: 'policy_verification',
              subjectId: request.id,
              description: `${waited}; whoever asked was told`,
              properties: {
                before: { reminded_at: null },
                after: { reminded_at: now.toISOString() },
              },
            },
            trx
          )
          const notice = await notify(trx, {
            userId: request.created_by_id,
            kind: 'verification.unanswered',
            centerId: request.center_id,
            // One per request, whatever retries or re-claims may come.
            subject: `verification:${request.id}:unanswered`,
            title: `No answer yet from ${request.insurer}`,
            body: `${waited}. Chase them, then record their answer on the request.`,
            link: `/verify-policy/requests/${request.id}`,
          })
          if (notice !== null) told += 1
        }
      }
      return { claimed: rows.length, tasks, told }
    })
    total.claimed += pass.claimed
    total.tasks += pass.tasks
    total.told += pass.told
    if (pass.claimed < batch) return total
  }
}
