import { CellText, CodeText, columnHelper } from '~/components/data_table'
import { DateTime } from '~/components/ui/date_time'
import type { ActivityRow } from './types'

const column = columnHelper<ActivityRow>()

/** A logged value as text: null as a dash, objects and lists as compact JSON. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'string') return value
  return JSON.stringify(value)
}

/**
 * What changed: each field with its value before and after (updates), what was written
 * (creates), or the free-form details of an event (the email of a failed sign-in…).
 */
export function ChangesCell({ properties }: { properties: ActivityRow['properties'] }) {
  if (!properties) return <span className="text-muted-foreground">—</span>
  const before = (properties.before ?? {}) as Record<string, unknown>
  const after = (properties.after ?? {}) as Record<string, unknown>
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])]
  if (fields.length === 0) {
    return <CellText value={shown(properties)} className="line-clamp-2 font-mono text-xs" />
  }
  return (
    <details className="text-xs">
      <summary className="cursor-pointer text-muted-foreground">
        {fields.length === 1 ? fields[0] : `${fields.length} fields: ${fields.join(', ')}`}
      </summary>
      <dl className="mt-1.5 grid gap-1">
        {fields.map((field) => (
          <div key={field} className="grid gap-0.5">
            <dt className="font-medium">{field}</dt>
            <dd className="break-all text-muted-foreground">
              {field in before ? (
                <>
                  <s>{shown(before[field]).slice(0, 200)}</s> →{' '}
                </>
              ) : null}
              <span className="text-foreground">{shown(after[field]).slice(0, 200)}</span>
            </dd>
          </div>
        ))}
      </dl>
    </details>
  )
}

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
  column.accessor('action', {
    header: 'Action',
    cell: ({ getValue }) => <CodeText value={getValue()} />,
    enableSorting: false,
    meta: { filter: true },
  }),
  column.accessor('subject_type', {
    id: 'subject_type',
    header: 'Subject',
    cell: ({ row }) =>
      row.original.subject_type ? (
        <span className="font-mono text-xs">
          {row.original.subject_type}
          {row.original.subject_id ? ` #${row.original.subject_id}` : ''}
        </span>
      ) : (
        <span className="text-muted-foreground">—</span>
      ),
    enableSorting: false,
    meta: { filter: { title: 'Subject type' } },
  }),
  column.accessor('properties', {
    header: 'Details',
    cell: ({ getValue }) => <ChangesCell properties={getValue()} />,
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
