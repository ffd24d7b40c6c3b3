import { router } from '@inertiajs/react'
import { CheckCheckIcon } from 'lucide-react'
import { toast } from 'sonner'
import { DataTable } from '~/components/data_table'
import { PageHeader } from '~/components/resource'
import { Button } from '~/components/ui/button'
import { notificationColumns } from '~/features/notifications/notification_columns'
import type { NotificationsPageProps } from '~/features/notifications/types'
import {
  markAllNotificationsRead,
  markNotificationRead,
  useNotificationState,
} from '~/lib/alerts/notification_store'
import { useLiveEvent } from '~/lib/live_socket'

/**
 * Notifications: the signed-in person's own, unread first (or newest first), filtered by kind
 * and read/unread. A new one arriving while the page is open reloads the table in place.
 */
export default function Notifications(page: NotificationsPageProps) {
  const { unreadCount, lastSeenId } = useNotificationState()
  const reload = () => router.reload({ only: ['rows', 'meta', 'query'] })
  useLiveEvent('notification.new', reload)
  return (
    <>
      <PageHeader
        title="Notifications"
        breadcrumbs={[{ label: 'Notifications' }]}
        description="What happened that concerns you. Opening one marks it read."
      />
      <DataTable
        tableKey="notifications"
        page={page}
        columns={notificationColumns}
        caption="Notifications"
        rowLabel={(row) => row.title}
        rowActions={(row) =>
          row.read_at === null
            ? [
                {
                  label: 'Mark read',
                  id: 'mark-read',
                  onSelect: () => void markNotificationRead(row.id).then(reload),
                },
              ]
            : []
        }
        emptyHint="Nothing here for these filters."
        toolbar={
          <Button
            variant="outline"
            size="sm"
            disabled={unreadCount === 0}
            onClick={() =>
              // Up to the newest this tab has seen: one arriving meanwhile stays unread.
              markAllNotificationsRead(lastSeenId).then(
                () => {
                  toast.success('All notifications marked read.')
                  reload()
                },
                () => toast.error('Notifications could not be marked read. Please try again.')
              )
            }
            data-testid="notifications-mark-all"
          >
            <CheckCheckIcon aria-hidden="true" />
            Mark all read
          </Button>
        }
      />
    </>
  )
}
