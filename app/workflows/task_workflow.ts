import { actingUserId } from '#services/actor'
import { TASK_STATUSES, type TaskStatus } from '#contracts/task_options'
import type { Transition, Workflow } from '#services/workflow'
import { closedCaseGuard, closedCaseLockedGuard } from '#resources/case_parent'

/** What a task transition may be given (app/validators/task.ts taskTransitionValidator). */
export type TaskTransitionInput = { reason?: string }

const stateLabels = Object.fromEntries(
  TASK_STATUSES.map((state) => [state.value, state.label])
) as Record<TaskStatus, string>

/**
 * A task is closed when done and reopened when it was not (PRODUCT.md "Tasks": status open or
 * closed, closed at, closed by). Both change the task, so both need `update-task`; who closed it
 * and when are written with the status and cleared by a reopen, in the same statement, logged.
 * Nothing moves under a closed case: the case's own refusal is the first guard.
 */
const transitions: Transition<TaskStatus, TaskTransitionInput>[] = [
  {
    name: 'close',
    label: 'Close task',
    done: 'closed',
    from: ['open'],
    to: 'closed',
    permission: 'update-task',
    guards: [closedCaseGuard],
    set: ({ actor }) => ({ closed_at: actor.clock.now(), closed_by_id: actingUserId(actor) }),
  },
  {
    name: 'reopen',
    label: 'Reopen task',
    done: 'reopened',
    from: ['closed'],
    to: 'open',
    permission: 'update-task',
    // An open task keeps its case from closing: the reopen and a close of the case serialise.
    guards: [closedCaseLockedGuard],
    set: () => ({ closed_at: null, closed_by_id: null }),
  },
]

/** The task's status machine, run by app/services/workflow.ts. */
export const taskWorkflow: Workflow<TaskStatus, TaskTransitionInput> = {
  table: 'tasks',
  subjectType: 'task',
  noun: 'Task',
  stateLabels,
  label: (row) => `Task “${String(row.title)}”`,
  transitions,
}
