import { CellText, CodeText, columnHelper } from '~/components/data_table'
import { DateTime } from '~/components/ui/date_time'
import { ProgramStatusBadge, Validity } from './program_parts'
import type { ProgramRow } from './types'

const column = columnHelper<ProgramRow>()

/**
 * The programs list. Name, code, valid_to and updated_at sort; client, program type and status
 * filter (app/resources/programs.ts). The validity column sorts by its end date.
 */
export const programColumns = column.columns([
  column.accessor('name', {
    header: 'Name',
    cell: ({ getValue }) => getValue(),
    enableHiding: false,
    meta: { link: true, className: 'min-w-44 whitespace-normal' },
  }),
  column.accessor('code', {
    header: 'Code',
    cell: ({ getValue }) => <CodeText value={getValue()} />,
    meta: { className: 'w-32' },
  }),
  column.accessor('client', {
    header: 'Client',
    cell: ({ getValue }) => <CellText value={getValue()} />,
    // Long insurer and program type names wrap rather than push Status off a laptop screen.
    meta: { filter: true, className: 'min-w-40 whitespace-normal' },
  }),
  column.accessor('program_type', {
    header: 'Program type',
    cell: ({ getValue }) => <CellText value={getValue()} />,
    meta: { filter: true, className: 'min-w-48 whitespace-normal' },
  }),
  column.accessor('valid_to', {
    header: 'Validity',
    cell: ({ row }) => <Validity from={row.original.valid_from} to={row.original.valid_to} />,
  }),
  column.accessor('status', {
    header: 'Status',
    cell: ({ row }) => <ProgramStatusBadge status={row.original.standing} />,
    meta: { filter: true, className: 'w-28' },
  }),
  // Offered in Columns; hidden at first so the list fits 1280 px with its actions.
  column.accessor('updated_at', {
    header: 'Updated',
    cell: ({ getValue }) => <DateTime value={getValue()} className="text-muted-foreground" />,
    meta: { defaultHidden: true },
  }),
])
