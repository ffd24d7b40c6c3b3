import { CellText, columnHelper } from '~/components/data_table'
import { Badge } from '~/components/ui/badge'
import { DateTime } from '~/components/ui/date_time'
import { openNotification } from '~/lib/alerts/notification_alerts'
import { cn } from '~/lib/cn'
import type { NotificationRow } from './types'

const column = columnHelper<NotificationRow>()

/**
 * The notifications page's columns: `unread` sorts (unread first) and filters (read or unread),
 * `kind` filters, `created_at` sorts by newest. Clicking a title marks it read and opens its link.
 */
export const notificationColumns = column.columns([
  column.accessor('read_at', {
    id: 'unread',
    header: 'Status',
    cell: ({ getValue }) =>
      getValue() === null ? (
        <Badge variant="default" data-testid="notification-unread">
          Unread
        </Badge>
      ) : (
        <span className="text-xs text-muted-foreground">Read</span>
      ),
    enableHiding: false,
    meta: { label: 'Status', filter: { title: 'Status' }, className: 'w-24' },
  }),
  column.accessor('title', {
    header: 'Notification',
    cell: ({ row }) => {
      const notification = row.original
      return (
        <button
          type="button"
          className="grid max-w-xl gap-0.5 text-left"
          onClick={() => openNotification(notification)}
          data-testid="notification-open"
        >
          <span
            className={cn(
              'text-sm underline-offset-2 hover:underline',
              notification.read_at === null && 'font-semibold'
            )}
          >
            {notification.title}
          </span>
          <span className="text-xs whitespace-normal text-muted-foreground">
            {notification.body}
          </span>
        </button>
      )
    },
    enableSorting: false,
    enableHiding: false,
    meta: { className: 'min-w-64 whitespace-normal' },
  }),
  column.accessor('kind', {
    header: 'Kind',
    cell: ({ row }) => <CellText value={row.original.kind_label} />,
    enableSorting: false,
    meta: { filter: { title: 'Kind' } },
  }),
  column.accessor('created_at', {
    header: 'When',
    cell: ({ getValue }) => <DateTime value={getValue()} />,
    meta: { label: 'Date', className: 'w-44' },
  }),
])
