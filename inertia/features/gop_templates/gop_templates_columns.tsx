import { CodeText, columnHelper } from '~/components/data_table'
import { DateTime } from '~/components/ui/date_time'
import { EnabledBadge } from '~/components/ui/enabled_badge'
import { OwnerText } from './template_parts'
import type { GopTemplateRow } from './types'

const column = columnHelper<GopTemplateRow>()

/**
 * The GOP templates list. Name and updated_at sort; owner, language and status filter
 * (app/resources/gop_templates.ts).
 */
export const gopTemplateColumns = column.columns([
  column.accessor('name', {
    header: 'Name',
    cell: ({ getValue }) => getValue(),
    enableHiding: false,
    meta: { link: true, className: 'min-w-56' },
  }),
  column.accessor('owner', {
    header: 'Owner',
    cell: ({ getValue }) => <OwnerText owner={getValue()} />,
    meta: { filter: true, label: 'Owner' },
  }),
  column.accessor('language', {
    header: 'Language',
    cell: ({ getValue }) => <CodeText value={getValue().toUpperCase()} />,
    meta: { filter: true, className: 'w-24' },
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
