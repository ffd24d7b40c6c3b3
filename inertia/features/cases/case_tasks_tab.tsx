import { router } from '@inertiajs/react'
import { CheckCircle2Icon, RotateCcwIcon } from 'lucide-react'
import { useMemo } from 'react'
import type { Option } from '#contracts/list'
import { urlFor } from '~/client'
import { CellText, columnHelper } from '~/components/data_table'
import { DateTime } from '~/components/ui/date_time'
import { TaskDue, TaskPriority } from '~/features/tasks/task_due'
import { TaskFields } from '~/features/tasks/task_fields'
import type { TaskOptions, TaskRow, TasksTable } from '~/features/tasks/types'
import { CaseChildTab, LongTextCell, offeredAction } from './case_child_tab'
import { labelIn } from './case_view'
import type { CaseRecord } from './types'

const column = columnHelper<TaskRow>()

function taskColumns(options: TaskOptions | null, closed: boolean) {
  const categories: Option[] = options?.categories ?? []
  const priorities: Option[] = options?.priorities ?? []
  return column.columns([
    column.accessor('title', {
      header: 'Title',
      cell: ({ getValue }) => <span className="font-medium">{getValue()}</span>,
      enableHiding: false,
      meta: { className: 'min-w-48 whitespace-normal' },
    }),
    column.accessor('due_at', {
      header: 'Due',
      cell: ({ row }) => <TaskDue task={row.original} />,
      meta: { label: 'Due at' },
    }),
    column.accessor('category', {
      header: 'Category',
      cell: ({ getValue }) => <CellText value={labelIn(categories, getValue())} />,
      enableSorting: false,
    }),
    column.accessor('priority', {
      header: 'Priority',
      cell: ({ getValue }) => <TaskPriority priority={getValue()} options={priorities} />,
      enableSorting: false,
    }),
    column.accessor('assignee', {
      header: 'Assignee',
      cell: ({ getValue }) => <CellText value={getValue()} />,
      enableSorting: false,
    }),
    ...(closed
      ? [
          column.accessor('closed_at', {
            header: 'Closed',
            cell: ({ row }) => (
              <span className="grid gap-0.5">
                <DateTime value={row.original.closed_at} />
                <span className="text-xs text-muted-foreground">{row.original.closed_by}</span>
              </span>
            ),
            enableSorting: false,
            meta: { label: 'Closed at and by' },
          }),
        ]
      : []),
    column.accessor('description', {
      header: 'Description',
      cell: ({ getValue }) => <LongTextCell value={getValue()} />,
      enableSorting: false,
      meta: { className: 'min-w-48 max-w-sm whitespace-normal', defaultHidden: true },
    }),
  ])
}

/** Close or reopen a task: the task workflow's transition, back to this tab. */
function move(caseId: number, task: TaskRow, transition: 'close' | 'reopen') {
  router.post(
    urlFor('navigate.cases.tasks.transition', { caseId, id: task.id, transition }),
    {},
    { preserveScroll: true }
  )
}

/**
 * The case's tasks tabs (SPEC.md §2, access-tasks): `tasks`, the open ones by due (overdue in
 * red, due within a day in amber), added, edited and closed here; `closed-tasks`, the closed
 * ones with who closed them, which may be reopened. Nothing changes on a closed case. Close and
 * reopen are offered where the server says (the task workflow's transitions, update-task).
 */
export function CaseTasksTab({
  caseRecord,
  tasks,
  options,
  status,
}: {
  caseRecord: CaseRecord
  tasks: TasksTable | undefined
  options: TaskOptions | null | undefined
  status: 'open' | 'closed'
}) {
  const closed = status === 'closed'
  const columns = useMemo(() => taskColumns(options ?? null, closed), [options, closed])
  return (
    <CaseChildTab
      caseRecord={caseRecord}
      prop={closed ? 'closedTasks' : 'tasks'}
      page={options ? tasks : undefined}
      alsoLoads={['taskOptions']}
      routes="navigate.cases.tasks"
      nouns={
        closed
          ? { one: 'task', many: 'closed tasks', title: 'Closed tasks' }
          : { one: 'task', many: 'tasks', title: 'Tasks' }
      }
      intro={
        closed
          ? 'Tasks done on this case, with who closed them; reopen one that was not.'
          : 'What is to be done on this case, soonest due first.'
      }
      columns={columns}
      rowLabel={(task) => task.title}
      dialogDescription={(task) =>
        task
          ? `A task on case ${caseRecord.number}. Its due time is read on the chosen zone's clock.`
          : `Something to do on case ${caseRecord.number}, by when, and by whom.`
      }
      fields={(task) => (options ? <TaskFields task={task} options={options} /> : null)}
      emptyHint={closed ? 'Closed tasks show here.' : 'Add the first with “Add task”.'}
      adds={!closed}
      moreActions={(task) => [
        ...offeredAction(task.actions, 'close', {
          label: 'Close task',
          id: 'close-task',
          icon: CheckCircle2Icon,
          onSelect: () => move(caseRecord.id, task, 'close'),
        }),
        ...offeredAction(task.actions, 'reopen', {
          label: 'Reopen task',
          id: 'reopen-task',
          icon: RotateCcwIcon,
          onSelect: () => move(caseRecord.id, task, 'reopen'),
        }),
      ]}
    />
  )
}
