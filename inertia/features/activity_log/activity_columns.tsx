import { CellText, CodeText, columnHelper } from '~/components/data_table'
import { DateTime } from '~/components/ui/date_time'
import { ActivityDetails } from './activity_entry'
import type { ActivityRow } from './types'

const column = columnHelper<ActivityRow>()

/** The activity log's columns; `user`, `action` and `subject_type` filter, dates by range. */
export const activityColumns = column.columns([
  column.accessor('created_at', {
    header: 'When',
    cell: ({ getValue }) => <DateTime value={getValue()} />,
    enableHiding: false,
    meta: { label: 'Date', className: 'w-44' },
  }),
  column.accessor('user', {
    header: 'User',
    cell: ({ getValue }) => <CellText value={getValue() ?? 'System'} />,
    enableSorting: false,
    meta: { filter: true },
  }),
  column.accessor('center', {
    header: 'Center',
    cell: ({ getValue }) => <CodeText value={getValue()} />,
    enableSorting: false,
    meta: { className: 'w-20' },
  }),
  // Filtered by action; shown as the entry's sentence.
  column.accessor('action', {
    header: 'What happened',
    cell: ({ row }) => <CellText value={row.original.summary} className="whitespace-normal" />,
    enableSorting: false,
    enableHiding: false,
    meta: { filter: { title: 'Action' }, className: 'min-w-64 whitespace-normal' },
  }),
  column.accessor('subject_type', {
    id: 'subject_type',
    header: 'Subject',
    cell: ({ row }) =>
      row.original.subject_type ? (
        <CellText
          value={`${row.original.subject_label ?? `#${row.original.subject_id ?? '—'}`}`}
          className="text-muted-foreground"
        />
      ) : (
        <span className="text-muted-foreground">—</span>
      ),
    enableSorting: false,
    meta: { filter: { title: 'Subject type' }, defaultHidden: true },
  }),
  column.accessor('properties', {
    header: 'Details',
    cell: ({ row }) => <ActivityDetails row={row.original} />,
    enableSorting: false,
    meta: { className: 'min-w-64 max-w-xl whitespace-normal' },
  }),
  column.accessor('ip', {
    header: 'IP address',
    cell: ({ getValue }) => <CodeText value={getValue()} />,
    enableSorting: false,
    meta: { defaultHidden: true },
  }),
])
