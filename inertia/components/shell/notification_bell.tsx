import { Link } from '@adonisjs/inertia/react'
import { BellIcon, BellRingIcon, CheckCheckIcon, ListIcon } from 'lucide-react'
import { useEffect, useState } from 'react'
import { toast } from 'sonner'
import { urlFor } from '~/client'
import { Button } from '~/components/ui/button'
import { DateTime } from '~/components/ui/date_time'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown_menu'
import type { LatestNotifications } from '~/features/notifications/types'
import { openNotification } from '~/lib/alerts/notification_alerts'
import {
  markAllNotificationsRead,
  requestDesktopAlerts,
  useNotificationState,
} from '~/lib/alerts/notification_store'
import { cn } from '~/lib/cn'

type Latest =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: LatestNotifications }

/**
 * The header's bell (issue 30): the unread count (from the tab's notification state, filled when
 * the socket connects and kept live by pushes), and a menu of the newest few, read when it opens
 * and again when one arrives while it is open; "Mark all read", "See all", and the button that
 * asks for desktop alerts.
 */
export function NotificationBell() {
  const { unreadCount, arrivals, permission } = useNotificationState()
  const [open, setOpen] = useState(false)
  const [latest, setLatest] = useState<Latest>({ state: 'loading' })

  useEffect(() => {
    if (!open) return
    let current = true
    fetch(urlFor('notifications.latest'), { headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status))
        const data = (await response.json()) as LatestNotifications
        if (current) setLatest({ state: 'ready', data })
      })
      .catch(() => current && setLatest({ state: 'failed' }))
    return () => {
      current = false
    }
  }, [open, arrivals])

  const count = unreadCount ?? 0
  const badge = count > 99 ? '99+' : String(count)
  const rows = latest.state === 'ready' ? latest.data.notifications : []
  const newest = rows[0]?.id ?? null

  return (
    <DropdownMenu modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="header"
          size="icon"
          className="relative"
          aria-label={count > 0 ? `Notifications, ${count} unread` : 'Notifications'}
          data-testid="notification-bell"
        >
          {count > 0 ? <BellRingIcon aria-hidden="true" /> : <BellIcon aria-hidden="true" />}
          {count > 0 ? (
            <span
              className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-destructive px-1 text-center text-[0.625rem] leading-4 font-semibold text-white"
              data-testid="notification-count"
            >
              {badge}
            </span>
          ) : null}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        // Wide enough for "GOP to approve on KUL-2026-000124" on one line; never wider than a phone.
        className="w-96 max-w-[calc(100vw-1rem)]"
        data-testid="notification-menu"
      >
        <DropdownMenuLabel className="flex items-center justify-between">
          <span className="text-sm font-semibold text-foreground">Notifications</span>
          <span>{count > 0 ? `${count} unread` : 'All read'}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {latest.state === 'loading' ? (
          <p className="px-2 py-3 text-sm text-muted-foreground">Loading…</p>
        ) : latest.state === 'failed' ? (
          <p className="px-2 py-3 text-sm text-destructive">Notifications could not be read.</p>
        ) : rows.length === 0 ? (
          <p className="px-2 py-3 text-sm text-muted-foreground">No notifications yet.</p>
        ) : (
          rows.map((row) => (
            <DropdownMenuItem
              key={row.id}
              // The unread dot has a column of its own, empty once read, so every title starts
              // at the same edge; a title wraps to two lines rather than lose its case number.
              className="grid grid-cols-[0.5rem_minmax(0,1fr)] items-start gap-x-2 gap-y-0.5"
              onSelect={() => openNotification(row)}
              data-testid="notification-menu-item"
              data-unread={row.read_at === null ? 'true' : undefined}
            >
              <span
                className="row-span-3 pt-1.5"
                aria-hidden={row.read_at === null ? undefined : true}
              >
                {row.read_at === null ? (
                  <span
                    className="block size-2 rounded-full bg-primary"
                    role="img"
                    aria-label="Unread"
                  />
                ) : null}
              </span>
              <span
                className={cn('line-clamp-2 text-sm', row.read_at === null && 'font-semibold')}
                data-testid="notification-menu-title"
              >
                {row.title}
              </span>
              <span className="line-clamp-2 text-xs text-muted-foreground">{row.body}</span>
              <DateTime value={row.created_at} className="text-xs text-muted-foreground" />
            </DropdownMenuItem>
          ))
        )}
        <DropdownMenuSeparator />
        {permission === 'default' ? (
          <DropdownMenuItem
            onSelect={() => void requestDesktopAlerts()}
            data-testid="desktop-alerts-button"
          >
            <BellRingIcon aria-hidden="true" />
            Turn on desktop alerts
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem
          disabled={count === 0}
          onSelect={() => {
            markAllNotificationsRead(newest).then(
              () => setLatest({ state: 'loading' }),
              () => toast.error('Notifications could not be marked read. Please try again.')
            )
          }}
          data-testid="notification-mark-all"
        >
          <CheckCheckIcon aria-hidden="true" />
          Mark all read
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link route="notifications.index" data-testid="notification-see-all">
            <ListIcon aria-hidden="true" />
            See all
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
