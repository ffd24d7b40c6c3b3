import db from '@adonisjs/lucid/services/db'
import Task from '#models/task'
import TaskTransformer, { type PlainTask } from '#transformers/task_transformer'
import type { ListDefinition } from '#queries/list_query'
import type { ResourceRequest } from '#resources/resource_request'
import type { DashboardPanel } from '#resources/registry_panels'
import { ownCenter } from '#resources/center_scope'
import { scopedList } from '#resources/scope'
import { likeTerm } from '#queries/like_term'
import {
  TASK_CATEGORY_OPTIONS,
  TASK_STATUS_OPTIONS,
  TASK_CATEGORY_VALUES,
} from '#contracts/task_options'
import { isoTimestamp } from '#contracts/iso_timestamp'
import type { RowActions } from '#contracts/row_actions'
import { assigneeOptions, TASK_COLUMNS, titleQuery, type TaskRow } from '#resources/case_tasks'
import { rowActions } from '#resources/registry_actions'
import { taskWorkflow, type TaskTransitionInput } from '#workflows/task_workflow'
import type { TaskStatus } from '#contracts/task_options'

type WhereChain = {
  whereRaw(sql: string, bindings: unknown[]): WhereChain
  orWhereRaw(sql: string, bindings: unknown[]): WhereChain
}

/**
 * navigate.tasks.index (SPEC.md §2, `access-tasks`): every task of the current center, across
 * its cases. A task holds its case's center (copied when it was created), so each filter is a
 * range of one of the center-led indexes of migration 031. "Mine" and "overdue" need the
 * signed-in user and the time of the request, hence a definition built per request.
 */
export function tasksList(
  request: ResourceRequest
): ListDefinition<typeof Task, TaskRow, PlainTask> {
  const centerId = request.actor.center?.id ?? 0
  const zone = request.actor.center?.timeZone ?? 'UTC'
  return {
    model: Task,
    columns: TASK_COLUMNS,
    sortable: {
      due_at: 'tasks.due_at',
      updated_at: 'tasks.updated_at',
    },
    defaultSort: 'due_at',
    // A title's words, or the start of its case's number ("kul-2026-0001").
    search: (query, term) => {
      const words = titleQuery(term)
      const numberPrefix = `${likeTerm(term.trim().toLowerCase())}%`
      query.where((inner: WhereChain) => {
        inner.whereRaw(
          'tasks.case_id IN (SELECT cases.id FROM cases WHERE cases.center_id = ? AND cases.number_key LIKE ?)',
          [centerId, numberPrefix]
        )
        if (words) inner.orWhereRaw(`tasks.title_search @@ to_tsquery('simple', ?)`, [words])
      })
    },
    filters: {
      status: {
        options: () => TASK_STATUS_OPTIONS,
        apply: (query, values) => void query.whereIn('tasks.status', values),
      },
      category: {
        options: () => TASK_CATEGORY_OPTIONS,
        apply: (query, values) =>
          void query.whereIn(
            'tasks.category',
            values.filter((value) => (TASK_CATEGORY_VALUES as readonly string[]).includes(value))
          ),
      },
      assignee: {
        options: () => assigneeOptions(centerId),
        apply: (query, values) => void query.whereIn('tasks.assignee_id', values.map(Number)),
      },
      mine: {
        options: () => [{ value: 'yes', label: 'Assigned to me' }],
        apply: (query) => void query.where('tasks.assignee_id', request.user.id),
      },
      overdue: {
        options: () => [{ value: 'yes', label: 'Overdue' }],
        apply: (query) =>
          void query.where('tasks.status', 'open').where('tasks.due_at', '<', new Date()),
      },
    },
    dateFilters: {
      // Days on the current center's clock (a KUL day starts at 16:00 UTC the day before); the
      // list holds that center's tasks only, so its zone is a constant and the bounds stay
      // index ranges of due_at.
      due_at: {
        apply: (query, range) => {
          if (range.from) {
            query.whereRaw(`tasks.due_at >= (?::date::timestamp AT TIME ZONE ?)`, [
              range.from,
              zone,
            ])
          }
          if (range.to) {
            query.whereRaw(`tasks.due_at < ((?::date + 1)::timestamp AT TIME ZONE ?)`, [
              range.to,
              zone,
            ])
          }
        },
      },
    },
    transformer: TaskTransformer,
  }
}

/**
 * How the list opens (issue 29): the signed-in user's open tasks, the soonest due first (its
 * default order), so an agent sees what is theirs to do; "Mine" and "Overdue" are one click each
 * from there, and turning "Mine" off shows the whole center's open tasks.
 */
export const TASKS_OPEN_ON: Record<string, string[]> = { status: ['open'], mine: ['yes'] }

/** The cross-case list narrowed to the current center (none without one). */
export function scopedTasksList(request: ResourceRequest) {
  return scopedList(
    {
      noun: 'Task',
      store: { model: Task, subjectType: 'task' },
      centerScope: ownCenter('tasks.center_id'),
      list: tasksList(request),
    },
    request
  )
}

/** A task as its moves are decided: its state and its case's. */
type MovableTask = { id: number; status: TaskStatus; case_status: string }

/** Nothing moves on a closed case: its tab offers nothing either (its refusal on submit). */
const onOpenCase = (task: MovableTask) => task.case_status !== 'closed'

/**
 * Close and reopen from the center's list and the dashboard (issue 29): the task workflow's
 * transitions as a case's tab offers them (update-task, the task's state), none on a closed case;
 * Edit and Delete stay on the case's tab, where the task's case is open.
 */
const taskMoves = rowActions<MovableTask, TaskStatus, TaskTransitionInput>({
  workflow: taskWorkflow,
  offered: {
    edit: () => false,
    delete: () => false,
    close: onOpenCase,
    reopen: onOpenCase,
  },
})

/**
 * Each task with the moves the user may make on it now (`actions`, as a case tab's rows carry
 * them). The closed cases among the rows' are read in one statement for the page.
 */
export async function withTaskMoves<Row extends { id: number; case_id: number; status: string }>(
  rows: Row[],
  request: ResourceRequest
): Promise<(Row & { actions: RowActions })[]> {
  const caseIds = [...new Set(rows.map((row) => row.case_id))]
  const closed = new Set<number>()
  if (caseIds.length > 0) {
    const found: { id: number }[] = await db
      .from('cases')
      .whereIn('id', caseIds)
      .where('status', 'closed')
      .select('id')
    for (const row of found) closed.add(row.id)
  }
  const decide = await taskMoves.forPage(request)
  return rows.map((row) => ({
    ...row,
    actions: decide({
      id: row.id,
      status: row.status as TaskStatus,
      case_status: closed.has(row.case_id) ? 'closed' : 'open',
    }),
  }))
}

/** How many open tasks the dashboard panel shows; the list ("mine") has the rest. */
const MY_OPEN_TASKS = 8

/**
 * The dashboard's "my open tasks": the signed-in user's open tasks of the current center, the
 * soonest due first (so the overdue head it), each with its moves (close, from the panel). One
 * range of tasks_center_assignee_status_due_index.
 */
export async function myOpenTasks(request: ResourceRequest) {
  if (!request.actor.center || !request.actor.permissions.has('access-tasks')) return []
  const rows: {
    id: number
    case_id: number
    case_number: string
    title: string
    category: string
    priority: string
    status: TaskStatus
    due_at: Date
    due_time_zone: string
  }[] = await db
    .from('tasks')
    .join('cases', 'cases.id', 'tasks.case_id')
    .where('tasks.center_id', request.actor.center.id)
    .where('tasks.assignee_id', request.user.id)
    .where('tasks.status', 'open')
    .whereNull('tasks.deleted_at')
    .orderBy('tasks.due_at', 'asc')
    .orderBy('tasks.id', 'asc')
    .limit(MY_OPEN_TASKS)
    .select(
      'tasks.id',
      'tasks.case_id',
      'cases.number as case_number',
      'tasks.title',
      'tasks.category',
      'tasks.priority',
      'tasks.status',
      'tasks.due_at',
      'tasks.due_time_zone'
    )
  return withTaskMoves(
    rows.map((row) => ({ ...row, due_at: isoTimestamp(row.due_at) })),
    request
  )
}

/** The dashboard's tasks panel (SPEC.md §2; PRODUCT.md: tasks assigned to me). */
export const myTasksPanel = {
  key: 'tasks',
  prop: 'tasks' as const,
  order: 40,
  read: myOpenTasks,
} satisfies DashboardPanel
