import { CellText, columnHelper } from '~/components/data_table'
import { Avatar } from '~/components/ui/avatar'
import { DateTime } from '~/components/ui/date_time'
import { UserStatusBadge } from './user_parts'
import type { UserRow } from './types'

const column = columnHelper<UserRow>()

/**
 * The users list. Name (last name), email, last sign-in and updated_at sort; status, roles and
 * centers filter (app/resources/users.ts).
 */
export const userColumns = column.columns([
  column.accessor('name', {
    header: 'Name',
    cell: ({ row, getValue }) => (
      <span className="flex items-center gap-2.5">
        <Avatar
          src={row.original.picture}
          firstName={row.original.first_name}
          lastName={row.original.last_name}
          className="size-7 text-[0.6875rem]"
        />
        {getValue()}
      </span>
    ),
    enableHiding: false,
    meta: { link: true, className: 'min-w-52' },
  }),
  column.accessor('email', {
    header: 'Email',
    cell: ({ getValue }) => <CellText value={getValue()} />,
  }),
  column.accessor('roles', {
    header: 'Roles',
    cell: ({ getValue }) => <CellText value={getValue()} />,
    meta: { filter: true },
  }),
  column.accessor('centers', {
    header: 'Centers',
    cell: ({ getValue }) => <span className="font-mono text-xs">{getValue()}</span>,
    meta: { filter: true },
  }),
  column.accessor('status', {
    header: 'Status',
    cell: ({ getValue }) => <UserStatusBadge status={getValue()} />,
    meta: { filter: true, className: 'w-28' },
  }),
  column.accessor('last_login_at', {
    header: 'Last sign-in',
    cell: ({ getValue }) => <DateTime value={getValue()} className="text-muted-foreground" />,
  }),
  column.accessor('updated_at', {
    header: 'Updated',
    cell: ({ getValue }) => <DateTime value={getValue()} className="text-muted-foreground" />,
    meta: { defaultHidden: true },
  }),
])
