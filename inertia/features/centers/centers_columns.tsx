import { CellText, CodeText, columnHelper } from '~/components/data_table'
import { DateTime } from '~/components/ui/date_time'
import { EnabledBadge } from '~/components/ui/enabled_badge'
import { timeZoneLabel } from './center_display'
import type { CenterRow } from './types'

const column = columnHelper<CenterRow>()

/**
 * The centers list. Column ids are the server's keys: code, name and updated_at sort; `status`
 * filters and is the id of the enabled column (app/resources/centers.ts).
 */
export const centerColumns = column.columns([
  column.accessor('code', {
    header: 'Code',
    cell: ({ getValue }) => <CodeText value={getValue().toUpperCase()} />,
    meta: { className: 'w-24' },
  }),
  column.accessor('name', {
    header: 'Name',
    cell: ({ getValue }) => getValue(),
    enableHiding: false,
    meta: { link: true, className: 'min-w-48' },
  }),
  column.accessor('time_zone', {
    header: 'Time zone',
    cell: ({ getValue }) => <span className="whitespace-nowrap">{timeZoneLabel(getValue())}</span>,
  }),
  column.accessor('currency_code', {
    header: 'Currency',
    cell: ({ getValue }) => <CodeText value={getValue()} />,
    meta: { className: 'w-24' },
  }),
  column.accessor('is_enabled', {
    id: 'status',
    header: 'Status',
    cell: ({ getValue }) => <EnabledBadge enabled={getValue()} />,
    meta: { filter: true, className: 'w-28' },
  }),
  column.accessor('address', {
    header: 'Address',
    cell: ({ getValue }) => <CellText value={getValue()} className="line-clamp-1 max-w-md" />,
    meta: { defaultHidden: true },
  }),
  column.accessor('updated_at', {
    header: 'Updated',
    cell: ({ getValue }) => <DateTime value={getValue()} className="text-muted-foreground" />,
  }),
])
