import { CellText, columnHelper } from '~/components/data_table'
import { DateTime } from '~/components/ui/date_time'
import type { ProgramTypeRow } from './types'

const column = columnHelper<ProgramTypeRow>()

/**
 * The program types list. Column ids are the server's keys: name and updated_at sort
 * (app/resources/program_types.ts); there are no filters.
 */
export const programTypeColumns = column.columns([
  column.accessor('name', {
    header: 'Name',
    cell: ({ getValue }) => getValue(),
    enableHiding: false,
    meta: { link: true, className: 'min-w-56' },
  }),
  column.accessor('description', {
    header: 'Description',
    // Long descriptions are cut to two lines here; the record's page shows them whole.
    cell: ({ getValue }) => (
      <CellText value={getValue()} className="line-clamp-2 max-w-xl text-muted-foreground" />
    ),
  }),
  column.accessor('updated_at', {
    header: 'Updated',
    cell: ({ getValue }) => <DateTime value={getValue()} className="text-muted-foreground" />,
  }),
])
