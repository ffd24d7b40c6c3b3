import db from '@adonisjs/lucid/services/db'
import { systemClock, type Clock } from '#services/actor'
import { notify } from '#services/notifications'
import { caseTabLink, dueText } from '#services/case_event_notifications'

/** How many tasks one claim takes (one transaction each): a full batch is followed by another. */
export const OVERDUE_BATCH = 200

/**
 * The open, assigned, live tasks due by the first binding whose due time was not reported yet,
 * soonest first, at most the second binding. Its conditions are the partial index
 * tasks_overdue_unreported_index's (migration 056), so it reads that index only.
 */
export const DUE_UNREPORTED_TASKS = `SELECT id FROM tasks
  WHERE status = 'open' AND deleted_at IS NULL AND assignee_id IS NOT NULL
    AND overdue_notified_for IS DISTINCT FROM due_at
    AND due_at <= ?
  ORDER BY due_at, id
  LIMIT ?`

type ClaimedTask = {
  id: number
  case_id: number
  center_id: number
  title: string
  assignee_id: number
  due_at: Date
  due_time_zone: string
  case_number: string | null
  case_status: string | null
}

/**
 * The overdue timer (issue 30, `task.overdue`), run by the queue worker once a minute
 * (app/services/outbox_worker.ts): every open, assigned task whose due time has passed on the
 * clock tells its assignee once per due time. A task is claimed by one conditional update that
 * sets `overdue_notified_for` to the due time it reports, and the notice is written in the same
 * transaction, so:
 * - a second tick, or a second worker, finds nothing left to claim (its rows were taken
 *   `FOR NO KEY UPDATE SKIP LOCKED` by the first, or already carry their due time);
 * - a task moved to a later due time differs from what was reported and is reported again when
 *   that time passes;
 * - a close or a re-dating that holds the task's row is skipped now and seen on the next tick;
 *   one that commits first is seen by the claim's lock, which reads the row again: a task closed
 *   before the claim is never reported overdue afterwards.
 * A task on a closed case is claimed and not reported: nothing can be done to it there (its case
 * refuses the close), and a reopened case shows its overdue tasks. Answers how many tasks this
 * tick claimed and how many people it told (someone who turned the kind off is claimed, not told).
 */
export async function notifyOverdueTasks(
  options: { clock?: Clock; batch?: number } = {}
): Promise<{ claimed: number; told: number }> {
  const clock = options.clock ?? systemClock
  const batch = options.batch ?? OVERDUE_BATCH
  const total = { claimed: 0, told: 0 }
  for (;;) {
    const pass = await db.transaction(async (trx) => {
      const { rows } = await trx.rawQuery<{ rows: ClaimedTask[] }>(
        `WITH due AS (${DUE_UNREPORTED_TASKS} FOR NO KEY UPDATE SKIP LOCKED)
         UPDATE tasks SET overdue_notified_for = tasks.due_at
           FROM due
          WHERE tasks.id = due.id
         RETURNING tasks.id, tasks.case_id, tasks.center_id, tasks.title, tasks.assignee_id,
           tasks.due_at, tasks.due_time_zone,
           (SELECT number FROM cases WHERE cases.id = tasks.case_id) AS case_number,
           (SELECT status FROM cases WHERE cases.id = tasks.case_id) AS case_status`,
        [clock.now(), batch]
      )
      let toldNow = 0
      for (const task of rows) {
        if (task.case_status === 'closed') continue
        const number = task.case_number ?? `#${task.case_id}`
        const id = await notify(trx, {
          userId: task.assignee_id,
          kind: 'task.overdue',
          centerId: task.center_id,
          // One per task and due time, whatever retries or re-claims may come.
          subject: `task:${task.id}:due:${task.due_at.toISOString()}`,
          title: `Task overdue on ${number}`,
          body: `“${task.title}” on case ${number} was due ${dueText(task.due_at, task.due_time_zone)} and is still open.`,
          link: caseTabLink(task.case_id, 'tasks'),
        })
        if (id !== null) toldNow += 1
      }
      return { claimed: rows.length, told: toldNow }
    })
    total.claimed += pass.claimed
    total.told += pass.told
    if (pass.claimed < batch) return total
  }
}
