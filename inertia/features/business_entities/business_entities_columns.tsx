import { CellText, CodeText, columnHelper } from '~/components/data_table'
import { DateTime } from '~/components/ui/date_time'
import { EnabledBadge } from '~/components/ui/enabled_badge'
import type { BusinessEntityRow } from './types'

const column = columnHelper<BusinessEntityRow>()

/**
 * The business entities list. Code, name and updated_at sort; country and status filter
 * (app/resources/business_entities.ts).
 */
export const businessEntityColumns = column.columns([
  column.accessor('code', {
    header: 'Code',
    cell: ({ getValue }) => <CodeText value={getValue()} />,
    meta: { className: 'w-28' },
  }),
  column.accessor('name', {
    header: 'Name',
    cell: ({ getValue }) => getValue(),
    enableHiding: false,
    meta: { link: true, className: 'min-w-56' },
  }),
  column.accessor('country', {
    header: 'Country',
    cell: ({ getValue }) => <CellText value={getValue()} />,
    meta: { filter: true },
  }),
  column.accessor('city', {
    header: 'City',
    cell: ({ getValue }) => <CellText value={getValue()} />,
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
  column.accessor('updated_at', {
    header: 'Updated',
    cell: ({ getValue }) => <DateTime value={getValue()} className="text-muted-foreground" />,
  }),
])
