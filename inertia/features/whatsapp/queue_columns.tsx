import { router } from '@inertiajs/react'
import { HandIcon } from 'lucide-react'
import { CellText, columnHelper } from '~/components/data_table'
import { Button } from '~/components/ui/button'
import { DateTime } from '~/components/ui/date_time'
import { cn } from '~/lib/cn'
import { inboxUrls, type QueueRow } from './types'
import { durationText } from './waiting_time'

const column = columnHelper<QueueRow>()

/**
 * The queue's columns: who, what they said last, how long they have waited (ticking with the
 * page's clock) and Take. Only `waiting` sorts: the queue is served longest-waiting first.
 */
export function queueColumns(now: number, selectedId: number | null) {
  return column.columns([
    column.accessor('name', {
      header: 'Contact',
      cell: ({ row }) => (
        <div className="grid gap-0.5">
          <span
            className={cn('font-medium', row.original.id === selectedId && 'text-primary')}
            data-testid="queue-contact-name"
          >
            {row.original.name}
          </span>
          <span className="text-xs text-muted-foreground tabular-nums">+{row.original.wa_id}</span>
        </div>
      ),
      enableSorting: false,
      enableHiding: false,
      meta: { className: 'min-w-48' },
    }),
    column.accessor('last_message_preview', {
      header: 'Last message',
      cell: ({ row }) => (
        <div className="grid max-w-xl gap-0.5">
          <CellText value={row.original.last_message_preview} />
          <DateTime
            value={row.original.last_message_at}
            className="text-xs text-muted-foreground"
          />
        </div>
      ),
      enableSorting: false,
      meta: { className: 'min-w-64 whitespace-normal' },
    }),
    column.accessor('queued_at', {
      id: 'waiting',
      header: 'Waiting',
      cell: ({ row }) => {
        const since = row.original.queued_at ? Date.parse(row.original.queued_at) : now
        return (
          <span className="tabular-nums" data-testid="queue-waiting">
            {durationText(now - since)}
          </span>
        )
      },
      meta: { label: 'Waiting', className: 'w-32' },
    }),
    column.display({
      id: 'take',
      header: () => <span className="sr-only">Take</span>,
      cell: ({ row }) => (
        <Button
          size="sm"
          onClick={() => router.post(inboxUrls.action(row.original.id, 'take'))}
          data-testid="queue-take"
          aria-label={`Take ${row.original.name}`}
        >
          <HandIcon aria-hidden="true" />
          Take
        </Button>
      ),
      enableSorting: false,
      enableHiding: false,
      meta: { className: 'w-24 text-right' },
    }),
  ])
}
