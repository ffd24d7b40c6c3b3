import vine from '@vinejs/vine'
import db from '@adonisjs/lucid/services/db'
import type { FieldContext } from '@vinejs/vine/types'
import { TASK_CATEGORY_VALUES, TASK_PRIORITY_VALUES } from '#contracts/task_options'
import { recordIdField } from '#validators/rules/record_id'
import { dayWithin } from '#validators/rules/date_order'
import { timeZones } from '#validators/reference'

const optionOf = (values: readonly string[]) => vine.string().in([...values])

/**
 * The assignee is a live, enabled user of the task's case's center (PRODUCT.md "Centers and data
 * segregation": a KUL case is not handed to someone who cannot open it). The case is the route's
 * (the validator's meta `parentId`), found in the user's scope before validation runs.
 */
const assigneeOfCaseCenter = vine.createRule(
  async (value: unknown, _: undefined, field: FieldContext) => {
    if (typeof value !== 'number') return
    const caseId = (field.meta as { parentId?: number }).parentId
    const found = await db
      .from('users')
      .join('center_user', 'center_user.user_id', 'users.id')
      .join('cases', 'cases.center_id', 'center_user.center_id')
      .where('cases.id', caseId ?? 0)
      .where('users.id', value)
      .whereNull('users.deleted_at')
      .where('users.status', 'enabled')
      .first()
    if (!found) {
      field.report("Please choose someone who works in this case's center.", 'assignee', field)
    }
  },
  { isAsync: true }
)

/**
 * A task (PRODUCT.md "Tasks"): what, which category, for whom, and when it is due, entered as a
 * day, an hour and a minute in a chosen time zone (SPEC.md §3: quick zones, then every zone);
 * app/resources/case_tasks.ts turns them into the stored instant.
 */
export const taskValidator = vine.create({
  title: vine.string().trim().minLength(1).maxLength(200),
  category: optionOf(TASK_CATEGORY_VALUES),
  description: vine.string().trim().maxLength(10_000).optional(),
  assignee_id: recordIdField().use(assigneeOfCaseCenter()).optional(),
  priority: optionOf(TASK_PRIORITY_VALUES),
  due_date: vine
    .date({ formats: ['YYYY-MM-DD'] })
    .use(dayWithin({ range: 'deadline', name: 'due date' })),
  due_hour: vine.number().withoutDecimals().min(0).max(23),
  due_minute: vine.number().withoutDecimals().min(0).max(59),
  due_time_zone: vine.string().in(timeZones),
})

/** What closing or reopening a task may be given: nothing is required; a note is kept. */
export const taskTransitionValidator = vine.create({
  reason: vine.string().trim().maxLength(2000).optional(),
})
