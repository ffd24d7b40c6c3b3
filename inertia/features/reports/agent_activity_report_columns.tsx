import type { Data } from '@generated/data'
import { CellText, columnHelper } from '~/components/data_table'
import { CalendarDate } from '~/components/ui/date_time'

export type AgentActivityReportRow = Data.AgentActivityReport

const column = columnHelper<AgentActivityReportRow>()

/** A count: zero is greyed, so a day's real work stands out. */
function Count({ value }: { value: number }) {
  return (
    <span className={`tabular-nums ${value === 0 ? 'text-muted-foreground' : ''}`}>
      {value.toLocaleString('en')}
    </span>
  )
}

const COUNTS = [
  ['cases_opened', 'Cases opened'],
  ['transitions', 'Transitions'],
  ['tasks_closed', 'Tasks closed'],
  ['notes', 'Notes'],
  ['messages_answered', 'Messages answered'],
] as const

/**
 * The agent-activity report's preview (app/reports/agent_activity_report.ts): a person's day
 * per row; the day and the number of actions sort; the days and the person are the toolbar's
 * filters.
 */
export const agentActivityReportColumns = column.columns([
  column.accessor('day', {
    header: 'Day',
    cell: ({ getValue }) => <CalendarDate value={getValue()} />,
    enableHiding: false,
    meta: { className: 'whitespace-nowrap' },
  }),
  column.accessor('user', {
    header: 'User',
    cell: ({ row }) => (
      <span className="grid">
        <CellText value={row.original.user} />
        <span className="text-xs text-muted-foreground">{row.original.email}</span>
      </span>
    ),
    meta: { filter: { title: 'User' }, className: 'min-w-40 whitespace-normal' },
  }),
  ...COUNTS.map(([key, header]) =>
    column.accessor(key, {
      header,
      cell: ({ getValue }) => <Count value={getValue()} />,
      meta: { className: 'text-right' },
    })
  ),
  column.accessor('actions', {
    header: 'Actions',
    cell: ({ getValue }) => <span className="font-medium tabular-nums">{getValue()}</span>,
    meta: { className: 'text-right' },
  }),
])
