import type { ChildTable } from '#contracts/row_actions'
import type { Data } from '@generated/data'
import type { ListPage, Option, ResourceAbilities } from '#contracts/list'

/** A task as every task table shows it (generated from app/transformers/task_transformer.ts). */
export type TaskRow = Data.Task

export type TasksPage = ListPage<TaskRow>

/** A case's task tab: its rows with what the user may do to each now. */
export type TasksTable = ChildTable<TaskRow>

/** What the task dialog offers (server: case_tasks.ts taskFormOptions). */
export type TaskOptions = {
  categories: Option[]
  priorities: Option[]
  /** The enabled users of the case's center. */
  assignees: Option[]
  /** IANA zone names, UTC first. */
  timeZones: string[]
}

/** navigate.tasks.index (server: app/controllers/navigate/tasks_controller.ts). */
export type TasksIndexProps = TasksPage & {
  can: ResourceAbilities
  categories: Option[]
  priorities: Option[]
}
