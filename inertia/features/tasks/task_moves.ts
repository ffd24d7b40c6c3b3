import { router } from '@inertiajs/react'
import { CheckCircle2Icon, RotateCcwIcon } from 'lucide-react'
import type { RowAction } from '~/components/data_table'
import type { RowActions } from '#contracts/row_actions'
import { urlFor } from '~/client'
import { offeredAction } from '~/features/cases/case_child_tab'

/** A task's two moves (app/workflows/task_workflow.ts). */
export type TaskMove = 'close' | 'reopen'

/**
 * Closes or reopens a task from the center's list or the dashboard (navigate.tasks.transition:
 * the task workflow's transition, as from its case's tab), back to this page with only `only`
 * read again (the list's rows, the dashboard's panel).
 */
export function moveTask(
  task: { id: number },
  move: TaskMove,
  options: { only: string[]; onFinish?: () => void }
) {
  router.post(
    urlFor('navigate.tasks.transition', { id: task.id, transition: move }),
    {},
    { preserveScroll: true, preserveState: true, only: options.only, onFinish: options.onFinish }
  )
}

/** The moves the server offers on a task now, as a row's menu entries. */
export function taskMoveActions(
  task: { id: number; actions: RowActions },
  only: string[]
): RowAction[] {
  return [
    ...offeredAction(task.actions, 'close', {
      label: 'Close task',
      id: 'close-task',
      icon: CheckCircle2Icon,
      onSelect: () => moveTask(task, 'close', { only }),
    }),
    ...offeredAction(task.actions, 'reopen', {
      label: 'Reopen task',
      id: 'reopen-task',
      icon: RotateCcwIcon,
      onSelect: () => moveTask(task, 'reopen', { only }),
    }),
  ]
}
