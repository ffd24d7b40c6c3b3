import { router } from '@inertiajs/react'
import { useEffect, useRef } from 'react'
import { toast } from 'sonner'
import type { NotificationPush } from '#contracts/live_events'
import { urlFor } from '~/client'
import { useLiveConnection, useLiveEvent } from '~/lib/live_socket'
import { playAlertSound, unlockAudioOnFirstGesture } from './alert_sounds'
import { isAppPage, isDownloadLink, mergeArrivals, summaryText } from './catch_up'
import {
  fetchCatchUp,
  markNotificationRead,
  notificationState,
  shareCountBetweenTabs,
  updateNotificationState,
} from './notification_store'
import { electLeader, type TabElection } from './tab_leader'

/** Opens a notification's link where it belongs, after marking it read. */
export function openNotification(row: Pick<NotificationPush, 'id' | 'link'>, newTab = false) {
  void markNotificationRead(row.id)
  if (!row.link) return
  if (!newTab && isAppPage(row.link)) router.visit(row.link)
  else window.open(row.link, '_blank', 'noopener')
}

/** A desktop alert; clicking it opens the link in a new tab (SPEC.md §7). */
function desktopAlert(row: NotificationPush) {
  try {
    // The tag is the row's: a browser shows one alert per tag, a second line against doubles.
    const shown = new window.Notification(row.title, {
      body: row.body,
      tag: `notification-${row.id}`,
    })
    shown.onclick = () => {
      window.focus()
      openNotification(row, true)
      shown.close()
    }
  } catch (error) {
    console.warn('desktop alert: not shown', error)
  }
}

function toastOf(row: NotificationPush) {
  const link = row.link
  toast(row.title, {
    id: `notification-${row.id}`,
    description: row.body,
    action: link
      ? {
          label: isDownloadLink(link) ? 'Download' : 'View',
          onClick: () => openNotification(row),
        }
      : undefined,
  })
}

/**
 * Alerts for what arrived. Desktop alerts and sounds come from the leading tab alone; without
 * desktop permission every tab shows its in-page toast (the person sees the tab they are on).
 */
function alertArrivals(
  rows: NotificationPush[],
  summary: number | null,
  more: boolean,
  leads: boolean
) {
  const desktop = notificationState().permission === 'granted'
  if (summary !== null) {
    const text = summaryText(summary, more)
    if (desktop && leads) {
      try {
        const shown = new window.Notification(text, { tag: 'notification-summary' })
        shown.onclick = () => {
          window.focus()
          window.open(urlFor('notifications.index'), '_blank', 'noopener')
          shown.close()
        }
      } catch (error) {
        console.warn('desktop alert: not shown', error)
      }
    } else if (!desktop) {
      toast(text, {
        id: 'notification-summary',
        action: { label: 'See all', onClick: () => router.visit(urlFor('notifications.index')) },
      })
    }
  } else {
    for (const row of rows) {
      if (desktop) {
        if (leads) desktopAlert(row)
      } else toastOf(row)
    }
  }
  // One sound for the batch, the first one's (message or new contact).
  const sound = rows.find((row) => row.sound)?.sound
  if (sound && leads) playAlertSound(sound)
}

/**
 * The signed-in person's live notifications, mounted once by the signed-in layout: the
 * catch-up on every (re)connect, the pushes between, the tab election, the audio unlock.
 */
export function NotificationAlerts({ userId }: { userId: number }) {
  const election = useRef<TabElection | null>(null)
  // Pushes heard while a catch-up is on its way: its count was read before them.
  const inFlight = useRef<NotificationPush[] | null>(null)

  useEffect(() => unlockAudioOnFirstGesture(), [])
  useEffect(() => shareCountBetweenTabs(userId), [userId])
  useEffect(() => {
    const started = electLeader(`notifications-leader:${userId}`)
    election.current = started
    return () => started.stop()
  }, [userId])

  const leads = () => election.current?.isLeader() ?? true

  useLiveConnection(() => {
    inFlight.current = []
    const before = notificationState().lastSeenId
    fetchCatchUp(before ?? 0)
      .then((answer) => {
        const heard = inFlight.current ?? []
        inFlight.current = null
        const current = notificationState().lastSeenId
        // Alerted already as pushes while the answer was on its way: not again.
        const alerted = new Set(heard.map((row) => row.id))
        const arrival = mergeArrivals(
          before,
          answer.notifications.filter((row) => !alerted.has(row.id)),
          answer.more
        )
        const newestAnswered = answer.notifications.at(-1)?.id ?? before ?? 0
        const unreadSince = heard.filter((row) => row.id > newestAnswered).length
        updateNotificationState({
          unreadCount: answer.unreadCount + unreadSince,
          lastSeenId: Math.max(arrival.lastSeenId, current ?? 0),
          arrivals: notificationState().arrivals + (arrival.fresh.length > 0 ? 1 : 0),
        })
        if (arrival.alert?.kind === 'each') alertArrivals(arrival.alert.rows, null, false, leads())
        if (arrival.alert?.kind === 'summary') {
          alertArrivals(arrival.fresh, arrival.alert.count, answer.more, leads())
        }
      })
      .catch((error: unknown) => {
        inFlight.current = null
        console.warn('notifications: catch-up failed', error)
      })
  })

  useLiveEvent('notification.new', (push) => {
    const { lastSeenId, unreadCount, arrivals } = notificationState()
    if (lastSeenId !== null && push.id <= lastSeenId) return
    inFlight.current?.push(push)
    // Before the first answer there is no place to stand: a push is news all the same.
    const arrival = mergeArrivals(lastSeenId ?? push.id - 1, [push])
    updateNotificationState({
      lastSeenId: arrival.lastSeenId,
      unreadCount: unreadCount === null ? null : unreadCount + 1,
      arrivals: arrivals + 1,
    })
    if (arrival.alert?.kind === 'each') alertArrivals(arrival.alert.rows, null, false, leads())
  })

  return null
}
