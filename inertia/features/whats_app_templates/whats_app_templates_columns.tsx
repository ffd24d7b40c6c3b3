import { CellText, CodeText, columnHelper } from '~/components/data_table'
import { DateTime } from '~/components/ui/date_time'
import { TemplateStatusBadge } from './template_parts'
import type { WhatsAppTemplateRow } from './types'

const column = columnHelper<WhatsAppTemplateRow>()

/**
 * The WhatsApp templates list. Name, status and updated_at sort; status, category and language
 * filter (app/resources/messaging.ts); the server says which, the table follows.
 */
export const whatsAppTemplateColumns = column.columns([
  column.accessor('name', {
    header: 'Name',
    cell: ({ getValue }) => <span className="font-mono text-[0.8125rem]">{getValue()}</span>,
    enableHiding: false,
    meta: { link: true, className: 'min-w-48' },
  }),
  column.accessor('status', {
    header: 'Status',
    cell: ({ getValue }) => <TemplateStatusBadge status={getValue()} />,
    meta: { filter: true, className: 'w-28' },
  }),
  column.accessor('category', {
    header: 'Category',
    cell: ({ getValue }) => <CellText value={getValue()} />,
    meta: { filter: true },
  }),
  column.accessor('language', {
    header: 'Language',
    cell: ({ getValue }) => <CodeText value={getValue()} />,
    meta: { filter: true, className: 'w-24' },
  }),
  column.accessor('body', {
    header: 'Text',
    cell: ({ getValue }) => (
      <CellText value={getValue()} className="line-clamp-2 text-muted-foreground" />
    ),
    meta: { label: 'Message text', className: 'min-w-64 max-w-xl whitespace-normal' },
  }),
  column.accessor('placeholders', {
    header: 'Placeholders',
    cell: ({ getValue }) => getValue(),
    meta: { className: 'w-28 text-right tabular-nums', defaultHidden: true },
  }),
  column.accessor('updated_at', {
    header: 'Updated',
    cell: ({ getValue }) => <DateTime value={getValue()} className="text-muted-foreground" />,
  }),
])
