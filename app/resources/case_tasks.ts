import type { Infer } from '@vinejs/vine/types'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Task from '#models/task'
import TaskTransformer, { type PlainTask } from '#transformers/task_transformer'
import type { ResourceDefinition } from '#controllers/resource_controller'
import type { ListDefinition } from '#queries/list_query'
import { taskTransitionValidator, taskValidator } from '#validators/task'
import { throughParent } from '#resources/center_scope'
import { underCase } from '#resources/case_parent'
import { childListPage, parentIdOf, type FoundParent } from '#resources/scope'
import type { ResourceRequest } from '#resources/resource_request'
import { permissionSet } from '#permissions/catalogue'
import { resourceWorkflow } from '#services/workflow'
import { taskWorkflow, type TaskTransitionInput } from '#workflows/task_workflow'
import type { CaseTab, CaseTabScene } from '#resources/registry_tabs'
import { kept } from '#resources/registry_references'
import { rowActions } from '#resources/registry_actions'
import { fieldError } from '#services/field_error'
import { calendarDay } from '#validators/rules/date_order'
import { timeZones } from '#validators/reference'
import {
  TASK_CATEGORY_OPTIONS,
  TASK_PRIORITY_OPTIONS,
  type TaskStatus,
} from '#contracts/task_options'
import type { Option } from '#contracts/list'
import type { TimelineEntryOf } from '#resources/registry_timeline'
import { notifyTaskAssigned } from '#services/case_event_notifications'

export type TaskRow = ReturnType<TaskTransformer['toObject']>

type Input = Infer<(typeof taskValidator)['schema']>

/**
 * The columns every task list reads (a case's tabs, the cross-case list). The case's number and
 * the people's names are read per row of the page by primary key, not joined: the list's count
 * then reads the tasks alone, which PostgreSQL answers from one index without the table (with
 * joins, even left joins it drops, it reads every counted row: 250 ms for 165k of a center's
 * 1.25M tasks in bench/tasks_index.ts, against 18 ms).
 */
const nameOf = (column: string, alias: string, of: 'first_name' | 'last_name') =>
  db.raw(`(SELECT users.${of} FROM users WHERE users.id = tasks.${column}) AS ${alias}`)
export const TASK_COLUMNS = [
  'tasks.id',
  'tasks.case_id',
  'tasks.title',
  'tasks.category',
  'tasks.description',
  'tasks.assignee_id',
  'tasks.due_at',
  'tasks.due_time_zone',
  'tasks.priority',
  'tasks.status',
  'tasks.closed_at',
  'tasks.created_at',
  'tasks.updated_at',
  'tasks.deleted_at',
  nameOf('assignee_id', 'assignee_first_name', 'first_name'),
  nameOf('assignee_id', 'assignee_last_name', 'last_name'),
  nameOf('closed_by_id', 'closed_by_first_name', 'first_name'),
  nameOf('closed_by_id', 'closed_by_last_name', 'last_name'),
  db.raw('(SELECT cases.number FROM cases WHERE cases.id = tasks.case_id) AS case_number'),
]

/** Title words as prefixes ("call hosp"), through the full-text index of tasks.title_search. */
export function titleQuery(term: string): string | null {
  const words = term.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
  if (words.length === 0) return null
  return words.map((word) => `${word}:*`).join(' & ')
}

/**
 * The instant a task is due: the day, hour and minute as a clock in `zone` reads them. A time
 * the clocks skip there (a spring-forward hour) is refused beside the hour rather than moved.
 */
export function dueInstant(
  input: Pick<Input, 'due_date' | 'due_hour' | 'due_minute' | 'due_time_zone'>
) {
  const [year, month, day] = calendarDay(input.due_date).split('-').map(Number)
  const due = DateTime.fromObject(
    { year, month, day, hour: input.due_hour, minute: input.due_minute },
    { zone: input.due_time_zone }
  )
  if (!due.isValid || due.hour !== input.due_hour || due.minute !== input.due_minute) {
    fieldError(
      'due_hour',
      `That time does not exist in ${input.due_time_zone.replaceAll('_', ' ')} (the clocks skip it).`
    )
  }
  return due
}

/** Who a case's task may be given to: the enabled, live users of the case's center. */
export async function assigneeOptions(centerId: number): Promise<Option[]> {
  const rows: { id: number; first_name: string; last_name: string }[] = await db
    .from('users')
    .join('center_user', 'center_user.user_id', 'users.id')
    .where('center_user.center_id', centerId)
    .whereNull('users.deleted_at')
    .where('users.status', 'enabled')
    .orderBy('users.first_name')
    .orderBy('users.last_name')
    .orderBy('users.id')
    .select('users.id', 'users.first_name', 'users.last_name')
  return rows.map((row) => ({ value: String(row.id), label: `${row.first_name} ${row.last_name}` }))
}

const taskList: ListDefinition<typeof Task, TaskRow, PlainTask> = {
  model: Task,
  columns: TASK_COLUMNS,
  sortable: {
    due_at: 'tasks.due_at',
    updated_at: 'tasks.updated_at',
  },
  // The soonest due first: what is overdue heads the table.
  defaultSort: 'due_at',
  search: (query, term) => {
    const words = titleQuery(term)
    if (words) query.whereRaw(`tasks.title_search @@ to_tsquery('simple', ?)`, [words])
    else query.whereRaw('false')
  },
  filters: {
    category: {
      options: () => TASK_CATEGORY_OPTIONS,
      apply: (query, values) => void query.whereIn('tasks.category', values),
    },
  },
  transformer: TaskTransformer,
}

/**
 * A case's tasks (PRODUCT.md "Tasks"; SPEC.md §2 tabs tasks and closed-tasks, `access-tasks`):
 * a table in each of the two tabs and a dialog over them. Writes need the task permissions of
 * SPEC.md §6 (create-task, update-task…); close and reopen are the task workflow's transitions.
 */
export const caseTasksResource = {
  pages: null,
  routes: 'navigate.cases.tasks',
  noun: 'Task',
  permissions: permissionSet('tasks', 'task'),
  list: taskList,
  store: { model: Task, subjectType: 'task' },
  parent: underCase('tasks', 'tasks', 'tasks'),
  centerScope: throughParent('tasks.case_id', 'cases', 'caseId'),
  workflow: resourceWorkflow(taskWorkflow, taskTransitionValidator),
  validator: taskValidator,
  checkInput: async (input: Input) => void dueInstant(input),
  attributes: (input: Input) => ({
    title: input.title,
    category: input.category,
    description: input.description ?? null,
    assigneeId: input.assignee_id ?? null,
    priority: input.priority,
    dueAt: dueInstant(input),
    dueTimeZone: input.due_time_zone,
  }),
  /**
   * A new task takes its case's center (read in the creating transaction, so the cross-case list
   * reads one center's index) and who created it; it starts open.
   */
  decidedInside: async (_input: Input, record: Task | undefined, trx, request: ResourceRequest) => {
    if (record) return {}
    const caseId = parentIdOf(caseTasksResource.parent, request)
    const found: { center_id: number } = await trx
      .from('cases')
      .where('id', caseId)
      .select('center_id')
      .firstOrFail()
    return {
      centerId: found.center_id,
      status: 'open' as const,
      createdById: request.user.id,
    }
  },
  /**
   * A task created with, or changed to, someone else as its assignee tells them (issue 30,
   * `task.assigned`), in the write's transaction; giving it to oneself tells nobody.
   */
  writtenWithin: async ({ action, record, before }, trx, request) => {
    if (action !== 'create' && action !== 'update') return
    if (record.assigneeId === null || record.assigneeId === before?.assigneeId) return
    await notifyTaskAssigned(
      trx,
      {
        id: record.id,
        caseId: record.caseId,
        centerId: record.centerId,
        title: record.title,
        assigneeId: record.assigneeId,
        dueAt: record.dueAt.toJSDate(),
        dueTimeZone: record.dueTimeZone,
      },
      request.actor
    )
  },
  toDetail: (task: Task) => task.id,
  label: (task: Task) => `“${task.title}”`,
  references: [
    kept('case_id', 'cases', "the case's own tasks, kept with it"),
    kept(
      'center_id',
      'centers',
      "its case's center, copied for the center's task list; the cases decide the delete"
    ),
    {
      column: 'assignee_id',
      target: 'users',
      noun: ['task', 'tasks'],
      verb: ['is assigned to', 'are assigned to'],
      live: true,
      onDelete: 'warn',
      advice: 'they stay assigned to this user (shown as deleted) until someone reassigns them.',
    },
    kept('closed_by_id', 'users', 'who closed a task is its history'),
    kept('created_by_id', 'users', 'who created a task is its history'),
  ],
  // Close (an open task) and reopen (a closed one), for who holds update-task.
  rowActions: rowActions<TaskRow, TaskStatus, TaskTransitionInput>({ workflow: taskWorkflow }),
} satisfies ResourceDefinition<
  typeof Task,
  TaskRow,
  number,
  (typeof taskValidator)['schema'],
  string,
  PlainTask
>

/**
 * One of the case's two task tabs: the open tasks (`tasks`) or the closed ones
 * (`closed-tasks`), each its own table with its own query key.
 */
function caseTaskTab(request: ResourceRequest, parent: FoundParent, status: TaskStatus) {
  const listKey = status === 'open' ? 'tasks' : 'closedTasks'
  const tab = status === 'open' ? 'tasks' : 'closed-tasks'
  const resource = {
    ...caseTasksResource,
    list: {
      ...taskList,
      scope: (query: Parameters<NonNullable<typeof taskList.scope>>[0]) => {
        taskList.scope?.(query)
        query.where('tasks.status', status)
      },
    },
    parent: { ...underCase('tasks', tab, listKey) },
  }
  return childListPage(resource, request, parent)
}

/** What the task dialog offers: categories, priorities, the case center's users, every zone. */
export async function taskFormOptions(centerId: number) {
  return {
    categories: TASK_CATEGORY_OPTIONS,
    priorities: TASK_PRIORITY_OPTIONS,
    assignees: await assigneeOptions(centerId),
    timeZones,
  }
}

/** The task dialog's lists, which come with either task tab. */
const taskOptions = ({ record }: CaseTabScene) => taskFormOptions(record.center_id)

/**
 * The case page's task tabs (SPEC.md §2, both `access-tasks`, after incidents): the open tasks
 * and the closed ones, each its own table.
 */
export const taskCaseTabs = [
  {
    key: 'tasks',
    label: 'Tasks',
    order: 50,
    permission: caseTasksResource.permissions.access,
    count: { table: 'tasks', where: { status: 'open' } },
    props: {
      tasks: ({ request, parent }) => caseTaskTab(request, parent, 'open'),
      taskOptions,
    },
  },
  {
    key: 'closed-tasks',
    label: 'Closed tasks',
    order: 60,
    permission: caseTasksResource.permissions.access,
    count: { table: 'tasks', where: { status: 'closed' } },
    props: {
      closedTasks: ({ request, parent }) => caseTaskTab(request, parent, 'closed'),
      taskOptions,
    },
  },
] as const satisfies readonly CaseTab[]

/** How its records appear on the case's timeline (app/resources/registry_timeline.ts). */
export const tasksTimeline = {
  label: 'r.title',
  kind: 'tasks',
  permission: 'access-tasks',
} satisfies TimelineEntryOf
