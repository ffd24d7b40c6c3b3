import { CellText, columnHelper } from '~/components/data_table'
import { DateTime } from '~/components/ui/date_time'
import { SystemRoleBadge } from './role_parts'
import type { RoleRow } from './types'

const column = columnHelper<RoleRow>()

/** The roles list. Name and updated_at sort; name and description search (app/resources/roles.ts). */
export const roleColumns = column.columns([
  column.accessor('name', {
    header: 'Name',
    cell: ({ getValue }) => getValue(),
    enableHiding: false,
    meta: { link: true, className: 'min-w-40' },
  }),
  column.accessor('is_system', {
    id: 'type',
    header: 'Type',
    cell: ({ getValue }) => (getValue() ? <SystemRoleBadge /> : null),
    meta: { className: 'w-24' },
  }),
  column.accessor('description', {
    header: 'Description',
    cell: ({ getValue }) => <CellText value={getValue()} className="line-clamp-2" />,
    meta: { className: 'min-w-56' },
  }),
  column.accessor('capabilities_count', {
    header: 'Capabilities',
    cell: ({ getValue }) => getValue(),
    meta: { className: 'w-28 text-right tabular-nums' },
  }),
  column.accessor('users_count', {
    header: 'Users',
    cell: ({ getValue }) => getValue(),
    meta: { className: 'w-20 text-right tabular-nums' },
  }),
  column.accessor('updated_at', {
    header: 'Updated',
    cell: ({ getValue }) => <DateTime value={getValue()} className="text-muted-foreground" />,
  }),
])
