import { CodeText, columnHelper } from '~/components/data_table'
import { DateTime } from '~/components/ui/date_time'
import type { CapabilityRow } from './types'

const column = columnHelper<CapabilityRow>()

/**
 * The capabilities list. Name and group sort, group filters, name and description search
 * (app/resources/capabilities.ts).
 */
export const capabilityColumns = column.columns([
  column.accessor('name', {
    header: 'Name',
    cell: ({ getValue }) => <CodeText value={getValue()} />,
    enableHiding: false,
    meta: { link: true, className: 'min-w-52' },
  }),
  column.accessor('label', {
    id: 'description',
    header: 'Description',
    cell: ({ row, getValue }) =>
      row.original.description ? (
        getValue()
      ) : (
        // The default text, marked so an administrator sees nobody wrote it.
        <span className="text-muted-foreground" title="Default description">
          {getValue()}
        </span>
      ),
    meta: { className: 'min-w-56' },
  }),
  column.accessor('group_label', {
    id: 'group',
    header: 'Group',
    cell: ({ getValue }) => getValue(),
    meta: { filter: true, className: 'w-32' },
  }),
  column.accessor('roles_count', {
    header: 'Roles',
    cell: ({ getValue }) => getValue(),
    meta: { className: 'w-20 text-right tabular-nums' },
  }),
  column.accessor('updated_at', {
    header: 'Updated',
    cell: ({ getValue }) => <DateTime value={getValue()} className="text-muted-foreground" />,
    meta: { defaultHidden: true },
  }),
])
