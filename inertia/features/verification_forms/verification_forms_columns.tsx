import { CellText, columnHelper } from '~/components/data_table'
import { DateTime } from '~/components/ui/date_time'
import type { VerificationFormRow } from './types'

const column = columnHelper<VerificationFormRow>()

/** What a form asks, in its order, the required ones marked. */
export function askedFields(form: Pick<VerificationFormRow, 'fields'>): string {
  return form.fields.map((field) => `${field.shown}${field.required ? ' *' : ''}`).join(', ')
}

/** Manage › Verification forms: one row per insurer. */
export const verificationFormColumns = column.columns([
  column.accessor('name', {
    header: 'Insurer',
    cell: ({ getValue }) => getValue(),
    enableHiding: false,
    meta: { link: true, className: 'min-w-40' },
  }),
  column.accessor('fields', {
    header: 'Asks (* required)',
    cell: ({ row }) => (
      <CellText value={askedFields(row.original)} className="text-muted-foreground" />
    ),
    enableSorting: false,
    meta: { label: 'Fields', className: 'min-w-64 max-w-xl whitespace-normal' },
  }),
  column.accessor('email_group_name', {
    header: 'Sent to',
    cell: ({ getValue }) => <CellText value={getValue()} />,
    enableSorting: false,
  }),
  column.accessor('permission', {
    header: 'Permission',
    cell: ({ getValue }) => <span className="font-mono text-xs">{getValue()}</span>,
    enableSorting: false,
    meta: { defaultHidden: true },
  }),
  column.accessor('updated_at', {
    header: 'Updated',
    cell: ({ getValue }) => <DateTime value={getValue()} className="text-muted-foreground" />,
  }),
])
