import { CellText, CodeText, columnHelper } from '~/components/data_table'
import { DateTime } from '~/components/ui/date_time'
import { CalendarDate } from '~/components/ui/date_time'
import { ratePer } from './currencies_resource'
import type { CurrencyRow } from './types'

const column = columnHelper<CurrencyRow>()

/**
 * The currencies list, its rate named per the base currency. Column ids are the server's keys: code, name, rate_date and updated_at
 * sort; `rate` filters (has a rate or not) and is the id of the rate column, so its filter button
 * sits in column order (app/resources/currencies.ts).
 */
export const currencyColumns = (baseCurrency?: string) =>
  column.columns([
    column.accessor('code', {
      header: 'Code',
      cell: ({ getValue }) => <CodeText value={getValue()} />,
      meta: { className: 'w-20' },
    }),
    column.accessor('name', {
      header: 'Name',
      cell: ({ getValue }) => getValue(),
      enableHiding: false,
      meta: { link: true, className: 'min-w-48' },
    }),
    column.accessor('symbol', {
      header: 'Symbol',
      cell: ({ getValue }) => <CellText value={getValue()} />,
      meta: { className: 'w-20' },
    }),
    column.accessor('decimals', {
      header: 'Decimals',
      cell: ({ getValue }) => <span className="tabular-nums">{getValue()}</span>,
      meta: { className: 'w-24' },
    }),
    column.accessor('rate_to_base', {
      id: 'rate',
      header: ratePer(baseCurrency),
      // The decimal string exactly as stored: never parsed, so never rounded.
      cell: ({ getValue }) => <CodeText value={getValue()} className="tabular-nums" />,
      meta: { label: ratePer(baseCurrency), filter: { title: 'Rate' } },
    }),
    column.accessor('rate_date', {
      header: 'Rate date',
      cell: ({ getValue }) => <CalendarDate value={getValue()} />,
    }),
    column.accessor('updated_at', {
      header: 'Updated',
      cell: ({ getValue }) => <DateTime value={getValue()} className="text-muted-foreground" />,
      meta: { defaultHidden: true },
    }),
  ])
