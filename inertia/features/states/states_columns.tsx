import { CodeText, columnHelper } from '~/components/data_table'
import { DateTime } from '~/components/ui/date_time'
import type { StateRow } from './types'

const column = columnHelper<StateRow>()

/**
 * The states list. Column ids are the server's keys: code, name and updated_at sort; `country`
 * filters by country id (app/resources/states.ts).
 */
export const stateColumns = column.columns([
  column.accessor('code', {
    header: 'Code',
    cell: ({ getValue }) => <CodeText value={getValue()} />,
    meta: { className: 'w-28' },
  }),
  column.accessor('name', {
    header: 'Name',
    cell: ({ getValue }) => getValue(),
    enableHiding: false,
    meta: { link: true, className: 'min-w-48' },
  }),
  column.accessor('country', {
    header: 'Country',
    cell: ({ getValue }) => getValue(),
    meta: { filter: true, className: 'min-w-40' },
  }),
  column.accessor('updated_at', {
    header: 'Updated',
    cell: ({ getValue }) => <DateTime value={getValue()} className="text-muted-foreground" />,
  }),
])
