import { Link } from '@adonisjs/inertia/react'
import { TriangleAlertIcon, UserRoundIcon } from 'lucide-react'
import { useMemo } from 'react'
import type { Option } from '#contracts/list'
import { urlFor } from '~/client'
import { CellText, columnHelper, DataTable } from '~/components/data_table'
import { LIST_RELOAD_PROPS } from '~/components/data_table/list_query'
import { FilterToggle, withoutFacets } from '~/components/filter_toggle'
import { PageHeader } from '~/components/resource'
import { labelIn } from '~/features/cases/case_view'
import { TaskDue, TaskPriority } from '~/features/tasks/task_due'
import { taskMoveActions } from '~/features/tasks/task_moves'
import type { TaskListRow, TaskRow, TasksIndexProps } from '~/features/tasks/types'

/** The list's one-value filters, drawn as toggles above it rather than as faceted filters. */
const TOGGLES = ['mine', 'overdue'] as const

const column = columnHelper<TaskListRow>()

/** The case's tab a task is on: open tasks on `tasks`, closed ones on `closed-tasks`. */
function caseTabOf(task: TaskRow) {
  const tab = task.status === 'open' ? 'tasks' : 'closed-tasks'
  return `${urlFor('navigate.cases.view', { id: task.case_id })}?tab=${tab}`
}

function taskColumns(categories: Option[], priorities: Option[]) {
  return column.columns([
    column.accessor('title', {
      header: 'Title',
      cell: ({ row }) => (
        <Link
          href={caseTabOf(row.original)}
          className="font-medium text-primary underline-offset-4 hover:underline"
          data-testid="task-link"
        >
          {row.original.title}
        </Link>
      ),
      enableHiding: false,
      enableSorting: false,
      meta: { className: 'min-w-48 whitespace-normal' },
    }),
    column.accessor('case_number', {
      header: 'Case',
      cell: ({ row }) => (
        <Link
          href={caseTabOf(row.original)}
          className="font-mono text-xs whitespace-nowrap text-primary underline-offset-4 hover:underline"
        >
          {row.original.case_number}
        </Link>
      ),
      enableSorting: false,
    }),
    column.accessor('due_at', {
      header: 'Due',
      cell: ({ row }) => <TaskDue task={row.original} />,
      meta: { label: 'Due at' },
    }),
    column.accessor('status', {
      id: 'status',
      header: 'Status',
      cell: ({ getValue }) => <CellText value={getValue() === 'open' ? 'Open' : 'Closed'} />,
      enableSorting: false,
    }),
    column.accessor('category', {
      id: 'category',
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
      id: 'assignee',
      header: 'Assignee',
      cell: ({ getValue }) => <CellText value={getValue()} />,
      enableSorting: false,
    }),
  ])
}

/**
 * navigate.tasks.index (SPEC.md §2, access-tasks): every task of the center the user works in,
 * across its cases, the soonest due first. It opens on the user's own open tasks (issue 29);
 * "Mine" and "Overdue" are one click each, beside status, category, assignee and a due range,
 * and a search by title or case number. A task is closed or reopened from its row (the task
 * workflow, as on its case's tab); it is edited on its case's tab, which each row opens.
 */
export default function TasksIndex(props: TasksIndexProps) {
  const columns = useMemo(
    () => taskColumns(props.categories, props.priorities),
    [props.categories, props.priorities]
  )
  return (
    <>
      <PageHeader
        title="Tasks"
        breadcrumbs={[{ label: 'Navigate' }, { label: 'Tasks' }]}
        description="Tasks on this center's cases. Close or reopen one here; open its case to change it."
        actions={
          <div className="flex flex-wrap items-center gap-2" data-testid="task-toggles">
            <FilterToggle
              query={props.query}
              filter={TOGGLES[0]}
              options={props.list.filters.mine}
              label="Mine"
              icon={UserRoundIcon}
            />
            <FilterToggle
              query={props.query}
              filter={TOGGLES[1]}
              options={props.list.filters.overdue}
              label="Overdue"
              icon={TriangleAlertIcon}
            />
          </div>
        }
      />
      <DataTable
        tableKey="tasks"
        page={withoutFacets(props, TOGGLES)}
        columns={columns}
        caption="Tasks"
        rowLabel={(task) => task.title}
        rowActions={(task) => [
          { label: 'Open on its case', href: caseTabOf(task), id: 'open-case' },
          ...taskMoveActions(task, LIST_RELOAD_PROPS),
        ]}
        searchPlaceholder="Search by title or case number..."
        emptyHint="Tasks are added on a case's Tasks tab."
      />
    </>
  )
}
