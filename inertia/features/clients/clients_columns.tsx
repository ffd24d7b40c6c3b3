import { clientTypeLabel } from '#contracts/client_types'
import { CellText, CodeText, columnHelper } from '~/components/data_table'
import { DateTime } from '~/components/ui/date_time'
import { EnabledBadge } from '~/components/ui/enabled_badge'
import type { ClientRow } from './types'

const column = columnHelper<ClientRow>()

/**
 * The clients list. Code, name and updated_at sort; type, country and status filter
 * (app/resources/clients.ts).
 */
export const clientColumns = column.columns([
  column.accessor('code', {
    header: 'Code',
    cell: ({ getValue }) => <CodeText value={getValue()} />,
    meta: { className: 'w-32' },
  }),
  column.accessor('name', {
    header: 'Name',
    cell: ({ getValue }) => getValue(),
    enableHiding: false,
    meta: { link: true, className: 'min-w-56' },
  }),
  column.accessor('client_type', {
    id: 'type',
    header: 'Type',
    cell: ({ getValue }) => clientTypeLabel(getValue()),
    meta: { filter: true },
  }),
  column.accessor('country', {
    header: 'Country',
    cell: ({ getValue }) => <CellText value={getValue()} />,
    meta: { filter: true },
  }),
  column.accessor('billing_currency_code', {
    header: 'Currency',
    cell: ({ getValue }) => <CodeText value={getValue()} />,
    meta: { label: 'Billing currency', className: 'w-24' },
  }),
  column.accessor('is_enabled', {
    id: 'status',
    header: 'Status',
    cell: ({ getValue }) => <EnabledBadge enabled={getValue()} />,
    meta: { filter: true, className: 'w-28' },
  }),
  column.accessor('updated_at', {
    header: 'Updated',
    cell: ({ getValue }) => <DateTime value={getValue()} className="text-muted-foreground" />,
  }),
])
