import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The overdue timer (issue 30, app/services/overdue_tasks.ts): `overdue_notified_for` is the due
 * time a task's assignee was last told it had passed. The timer claims a task by setting it to
 * the task's `due_at` in a conditional update, so a task is reported once per due time (moved
 * later, it differs again and is reported again when that passes) and two workers never report
 * one twice.
 *
 * The index holds only what the timer may still have to report: open, live, assigned tasks
 * whose due time was not reported. A task leaves it once reported, so each tick reads the due
 * part of it (`due_at <= now`), not the million tasks of a center.
 *
 * Open tasks already past due when this runs are marked as reported: their assignees see them
 * as overdue on the dashboard and in the list already, and the first tick after the release
 * must not send one notification per old task.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('tasks', (table) => {
      table.timestamp('overdue_notified_for', { useTz: true }).nullable()
    })
    this.defer(async (db) => {
      await db.rawQuery(
        `UPDATE tasks SET overdue_notified_for = due_at
          WHERE status = 'open' AND deleted_at IS NULL AND due_at <= now()`
      )
    })
    this.schema.raw(
      `CREATE INDEX tasks_overdue_unreported_index ON tasks (due_at, id)
        WHERE status = 'open' AND deleted_at IS NULL AND assignee_id IS NOT NULL
          AND overdue_notified_for IS DISTINCT FROM due_at`
    )
  }

  async down() {
    this.schema.raw('DROP INDEX IF EXISTS tasks_overdue_unreported_index')
    this.schema.alterTable('tasks', (table) => {
      table.dropColumn('overdue_notified_for')
    })
  }
}
