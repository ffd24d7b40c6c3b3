import { Fragment } from 'react'
import { CellText, columnHelper } from '~/components/data_table'
import { truncateToLines } from '~/lib/truncate'
import { DateTime } from '~/components/ui/date_time'
import { EnabledBadge } from '~/components/ui/enabled_badge'
import type { IncidentScriptRow } from './types'

const column = columnHelper<IncidentScriptRow>()

/**
 * The incident scripts list. Title, incident type and updated_at sort; incident type and status
 * filter (app/resources/incident_scripts.ts).
 */
export const incidentScriptColumns = column.columns([
  column.accessor('title', {
    header: 'Title',
    cell: ({ getValue }) => getValue(),
    enableHiding: false,
    meta: { link: true, className: 'min-w-56' },
  }),
  column.accessor('incident_type', {
    header: 'Incident type',
    cell: ({ getValue }) => <CellText value={getValue()} />,
    meta: { filter: true },
  }),
  column.accessor('preview', {
    header: 'Script',
    cell: ({ getValue }) => (
      <span className="line-clamp-2 text-muted-foreground">
        {truncateToLines(getValue(), 160).map((line, index) => (
          <Fragment key={index}>
            {index > 0 ? <br /> : null}
            {line}
          </Fragment>
        ))}
      </span>
    ),
    enableSorting: false,
    meta: { label: 'Script text', className: 'min-w-64 max-w-xl whitespace-normal' },
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
