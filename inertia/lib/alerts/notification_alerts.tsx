import { router, usePage } from '@inertiajs/react'
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

/**
 * A desktop alert; clicking it opens what it is about in a new tab (SPEC.md §7). The tag is the
 * alert's own: a browser shows one alert per tag, a second line against doubles.
 */
function showDesktopAlert(title: string, body: string, tag: string, open: () => void) {
  try {
    const shown = new window.Notification(title, { body, tag })
    shown.onclick = () => {
      window.focus()
      open()
      shown.close()
    }
  } catch (error) {
    console.warn('desktop alert: not shown', error)
  }
}

function desktopAlert(row: NotificationPush) {
  showDesktopAlert(row.title, row.body, `notification-${row.id}`, () => openNotification(row, true))
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
 * SPEC §7's public WhatsApp alerts, to the agents of a center: 'A New WhatsApp Contact Added' and
 * the public 'WhatsApp Contact Move to Queue' (the agent whose contact it was gets the private
 * one, a notification record, and drops this one: SPEC §6). They are moments, not records: what
 * they announce is on the queue page, which an agent back from a break reads anyway
 * (docs/decisions.md "WhatsApp's public alerts"). Desktop alert and sound from the leading tab;
 * without desktop permission a toast with View in each tab.
 */
function useWhatsappQueueAlerts(userId: number, leads: () => boolean) {
  const user = usePage().props.user
  const agent = user?.permission.includes('access-whatsapp') ?? false
  const centerIds = (user?.centers ?? []).map((center) => center.value)
  const announce = (contactId: number, title: string, body: string, sound: boolean) => {
    const link = `/messaging/whatsapp/queue/${contactId}`
    const desktop = notificationState().permission === 'granted'
    if (desktop) {
      if (leads())
        showDesktopAlert(title, body, `whatsapp-${title}-${contactId}`, () =>
          window.open(link, '_blank', 'noopener')
        )
    } else {
      toast(title, {
        id: `whatsapp-${title}-${contactId}`,
        description: body,
        action: { label: 'View', onClick: () => router.visit(link) },
      })
    }
    if (sound && leads()) playAlertSound('contact')
  }
  useLiveEvent('whatsapp.contact.new', (event) => {
    if (!agent || !centerIds.includes(event.clientCenter)) return
    announce(
      event.contactId,
      'A New WhatsApp Contact Added',
      'Someone new is waiting in the queue.',
      true
    )
  })
  useLiveEvent('whatsapp.contact.queued', (event) => {
    if (!agent || !centerIds.includes(event.clientCenter) || event.agentId === userId) return
    announce(
      event.contactId,
      'WhatsApp Contact Move to Queue',
      'A conversation is back in the queue.',
      false
    )
  })
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
  useWhatsappQueueAlerts(userId, leads)

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
