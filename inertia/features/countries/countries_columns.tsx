import { CellText, CodeText, columnHelper } from '~/components/data_table'
import { DateTime } from '~/components/ui/date_time'
import type { CountryRow } from './types'

const column = columnHelper<CountryRow>()

/**
 * The countries list. Column ids are the server's keys: code, name, region and updated_at sort
 * (app/resources/countries.ts), region filters; the server says which, the table follows.
 */
export const countryColumns = column.columns([
  column.accessor('code', {
    header: 'Code',
    cell: ({ getValue }) => <CodeText value={getValue()} />,
    meta: { className: 'w-20' },
  }),
  column.accessor('iso3', {
    header: 'ISO3',
    cell: ({ getValue }) => <CodeText value={getValue()} />,
    meta: { label: 'ISO alpha-3', className: 'w-20' },
  }),
  column.accessor('name', {
    header: 'Name',
    cell: ({ getValue }) => getValue(),
    // The row's name identifies it and links to it, so it cannot be hidden.
    enableHiding: false,
    meta: { link: true, className: 'min-w-48' },
  }),
  column.accessor('dialing_code', {
    header: 'Dialing code',
    cell: ({ getValue }) => <CellText value={getValue()} className="tabular-nums" />,
  }),
  column.accessor('nationality', {
    header: 'Nationality',
    cell: ({ getValue }) => <CellText value={getValue()} />,
  }),
  column.accessor('region', {
    header: 'Region',
    cell: ({ getValue }) => <CellText value={getValue()} />,
    meta: { filter: true },
  }),
  column.accessor('updated_at', {
    header: 'Updated',
    cell: ({ getValue }) => <DateTime value={getValue()} className="text-muted-foreground" />,
  }),
])
