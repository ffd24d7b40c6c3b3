import { CodeText, columnHelper } from '~/components/data_table'
import { DateTime } from '~/components/ui/date_time'
import { BillableBadge } from './billable_badge'
import { chapterRange } from '#contracts/icd_chapters'
import type { IcdRow } from './types'

const column = columnHelper<IcdRow>()

/**
 * The ICD codes list (about 98,000 rows, paged by the server). Column ids are the server's keys:
 * code, title and updated_at sort, chapter and billable filter (app/resources/icds.ts).
 */
export const icdColumns = column.columns([
  column.accessor('code', {
    header: 'Code',
    cell: ({ getValue }) => <CodeText value={getValue()} />,
    meta: { className: 'w-28' },
  }),
  column.accessor('title', {
    header: 'Title',
    cell: ({ getValue }) => getValue(),
    // The title names the code in words and links to it, so it cannot be hidden.
    enableHiding: false,
    meta: { link: true, className: 'min-w-80' },
  }),
  column.accessor('chapter', {
    header: 'Chapter',
    cell: ({ getValue }) => {
      const chapter = getValue()
      const range = chapterRange(chapter)
      return (
        <span className="whitespace-nowrap tabular-nums">
          {chapter}
          {range ? <span className="ml-1.5 text-muted-foreground">{range}</span> : null}
        </span>
      )
    },
    meta: { filter: true, className: 'w-32' },
  }),
  column.accessor('billable', {
    header: 'Billable',
    cell: ({ getValue }) => <BillableBadge billable={getValue()} />,
    meta: { filter: true, className: 'w-24' },
  }),
  column.accessor('updated_at', {
    header: 'Updated',
    cell: ({ getValue }) => <DateTime value={getValue()} className="text-muted-foreground" />,
  }),
])
