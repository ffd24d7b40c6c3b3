import { CellText, CodeText, columnHelper } from '~/components/data_table'
import { DateTime } from '~/components/ui/date_time'
import { cityAndState, ProviderStatusBadge, ProviderTypeText } from './provider_parts'
import type { ProviderRow } from './types'

const column = columnHelper<ProviderRow>()

/**
 * The providers list. Code, name and updated_at sort; type, status and country filter
 * (app/resources/providers.ts).
 */
export const providerColumns = column.columns([
  column.accessor('code', {
    header: 'Code',
    cell: ({ getValue }) => <CodeText value={getValue()} />,
    meta: { className: 'w-32' },
  }),
  column.accessor('name', {
    header: 'Name',
    cell: ({ getValue }) => getValue(),
    enableHiding: false,
    // Long names and places wrap rather than push the row's actions off a laptop screen.
    meta: { link: true, className: 'min-w-48 whitespace-normal' },
  }),
  column.accessor('provider_type', {
    id: 'type',
    header: 'Type',
    cell: ({ getValue }) => <ProviderTypeText type={getValue()} />,
    meta: { filter: true },
  }),
  column.accessor('status', {
    header: 'Status',
    cell: ({ getValue }) => <ProviderStatusBadge status={getValue()} />,
    meta: { filter: true, className: 'w-28' },
  }),
  column.accessor('country', {
    header: 'Country',
    cell: ({ getValue }) => <CellText value={getValue()} />,
    meta: { filter: true },
  }),
  column.accessor('city', {
    header: 'City',
    cell: ({ row }) => <CellText value={cityAndState(row.original.city, row.original.state)} />,
    meta: { label: 'City, state', className: 'min-w-32 whitespace-normal' },
  }),
  column.accessor('phone', {
    header: 'Phone',
    cell: ({ getValue }) => <CellText value={getValue() ?? ''} />,
  }),
  // Offered in Columns; hidden at first so the list fits 1280 px with its actions.
  column.accessor('updated_at', {
    header: 'Updated',
    cell: ({ getValue }) => <DateTime value={getValue()} className="text-muted-foreground" />,
    meta: { defaultHidden: true },
  }),
])
