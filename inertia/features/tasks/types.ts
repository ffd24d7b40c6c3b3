import type { Data } from '@generated/data'
import type { InferPageProps } from '#contracts/page_props'
import type { CaseTabPageProps } from '#resources/registry'
import type TasksController from '#controllers/navigate/tasks_controller'

/**
 * The task pages' and tabs' props, named from what the server sends: the list page's from its
 * controller, the case tabs' from their resource's readers (`CaseTabPageProps`).
 */

/** A task as every task table shows it (generated from app/transformers/task_transformer.ts). */
export type TaskRow = Data.Task

/** A case's task tab (open or closed tasks): its rows with what the user may do to each now. */
export type TasksTable = NonNullable<CaseTabPageProps['tasks'] | CaseTabPageProps['closedTasks']>

/** What the task dialog offers (server: case_tasks.ts taskFormOptions). */
export type TaskOptions = NonNullable<CaseTabPageProps['taskOptions']>

/** navigate.tasks.index (server: app/controllers/navigate/tasks_controller.ts). */
export type TasksIndexProps = InferPageProps<typeof TasksController, 'index'>

/** A row of the center's task list: a task with the moves it offers now (close, reopen). */
export type TaskListRow = TasksIndexProps['rows'][number]
