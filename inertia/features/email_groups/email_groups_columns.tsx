import { CellText, columnHelper } from '~/components/data_table'
import { DateTime } from '~/components/ui/date_time'
import type { EmailGroupRow } from './types'

const column = columnHelper<EmailGroupRow>()

/** How many addresses the list shows before "+N more". */
const SHOWN = 3

/** The email groups list. Name and updated_at sort on the server (app/resources/messaging.ts). */
export const emailGroupColumns = column.columns([
  column.accessor('name', {
    header: 'Name',
    cell: ({ getValue }) => getValue(),
    enableHiding: false,
    meta: { link: true, className: 'min-w-48' },
  }),
  column.accessor('address_count', {
    header: 'Count',
    cell: ({ getValue }) => getValue(),
    meta: { label: 'Address count', className: 'w-20 text-right tabular-nums' },
  }),
  column.accessor('addresses', {
    header: 'Addresses',
    cell: ({ getValue }) => {
      const addresses = getValue()
      const more = addresses.length - SHOWN
      return (
        <CellText
          value={
            addresses.length > 0
              ? `${addresses.slice(0, SHOWN).join(', ')}${more > 0 ? ` +${more} more` : ''}`
              : null
          }
          className="text-muted-foreground"
        />
      )
    },
    meta: { className: 'min-w-64 max-w-xl whitespace-normal' },
  }),
  column.accessor('updated_at', {
    header: 'Updated',
    cell: ({ getValue }) => <DateTime value={getValue()} className="text-muted-foreground" />,
  }),
])
