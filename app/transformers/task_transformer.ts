import { BaseTransformer } from '@adonisjs/core/transformers'
import { isoTimestamp } from '#contracts/iso_timestamp'
import { rowTimestamps, type PlainRecordTimestamps } from '#resources/shared'

/**
 * The plain row a task list reads (app/resources/case_tasks.ts and tasks.ts `columns`): the
 * task, its assignee's and closer's names, and its case's number (the cross-case list links to
 * the case's tasks tab).
 */
export type PlainTask = {
  id: number
  case_id: number
  title: string
  category: string
  description: string | null
  assignee_id: number | null
  assignee_first_name: string | null
  assignee_last_name: string | null
  due_at: Date
  due_time_zone: string
  priority: string
  status: string
  closed_at: Date | null
  closed_by_first_name: string | null
  closed_by_last_name: string | null
  case_number: string
} & PlainRecordTimestamps

const fullName = (first: string | null, last: string | null) =>
  first === null ? null : `${first} ${last ?? ''}`.trim()

/** A task, a row of a case's tasks tabs and of the cross-case tasks list (its dialog edits it). */
export default class TaskTransformer extends BaseTransformer<PlainTask> {
  toObject() {
    const row = this.resource
    return {
      id: row.id,
      case_id: row.case_id,
      /** The case's number ("KUL-2026-000123"), for the cross-case list's link. */
      case_number: row.case_number,
      title: row.title,
      /** A TASK_CATEGORIES value ('medical'…). */
      category: row.category,
      description: row.description,
      assignee_id: row.assignee_id,
      assignee: fullName(row.assignee_first_name, row.assignee_last_name),
      /** The instant it is due (ISO, with offset). */
      due_at: isoTimestamp(row.due_at),
      /** The IANA zone it was set in, to show it back as the person who set it meant it. */
      due_time_zone: row.due_time_zone,
      /** A TASK_PRIORITIES value. */
      priority: row.priority,
      /** 'open' or 'closed'. */
      status: row.status,
      closed_at: isoTimestamp(row.closed_at),
      closed_by: fullName(row.closed_by_first_name, row.closed_by_last_name),
      ...rowTimestamps(row),
    }
  }
}
