import { useSyncExternalStore } from 'react'
import type { NotificationPush } from '#contracts/live_events'
import { urlFor } from '~/client'
import { postJson } from '~/lib/post_json'

/**
 * The tab's notification state (issue 30): the unread count the bell shows and the newest id
 * the tab holds. Filled when the tab's socket connects (the catch-up) and kept live by pushes
 * and by marking read, never read with every page request (docs/decisions.md "The bell's
 * count"). Other tabs of the same person hear of a count changed by marking read here.
 */

export type NotificationState = {
  /** Null until the first catch-up answered. */
  unreadCount: number | null
  /** The newest notification id this tab has seen; null before the first answer. */
  lastSeenId: number | null
  /** Bumped on every arrival, so an open bell menu reads its list again. */
  arrivals: number
  /** The desktop alert permission as the browser says it. */
  permission: NotificationPermission | 'unsupported'
}

let state: NotificationState = {
  unreadCount: null,
  lastSeenId: null,
  arrivals: 0,
  permission: currentPermission(),
}
const listeners = new Set<() => void>()
let countChannel: BroadcastChannel | null = null

function currentPermission(): NotificationState['permission'] {
  if (typeof window === 'undefined' || !('Notification' in window)) return 'unsupported'
  return window.Notification.permission
}

function set(next: Partial<NotificationState>) {
  state = { ...state, ...next }
  for (const listener of [...listeners]) listener()
}

export function notificationState(): NotificationState {
  return state
}

export function updateNotificationState(next: Partial<NotificationState>) {
  set(next)
}

export function useNotificationState(): NotificationState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => state,
    () => state
  )
}

/** Joins the person's tabs: a count one tab changed by marking read reaches the others. */
export function shareCountBetweenTabs(userId: number): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {}
  const channel = new BroadcastChannel(`notifications-count:${userId}`)
  channel.onmessage = (event: MessageEvent<{ unreadCount: number }>) => {
    if (typeof event.data?.unreadCount === 'number') set({ unreadCount: event.data.unreadCount })
  }
  countChannel = channel
  return () => {
    channel.close()
    if (countChannel === channel) countChannel = null
    // Signed out or another person: nothing of this one's state stays in the tab.
    set({ unreadCount: null, lastSeenId: null })
  }
}

function countChanged(unreadCount: number) {
  set({ unreadCount })
  countChannel?.postMessage({ unreadCount })
}

async function postForCount(url: string, body: Record<string, unknown> = {}): Promise<void> {
  const answer = await postJson<{ unreadCount: number }>(url, body)
  countChanged(answer.unreadCount)
}

/** Marks one read (opening it from the bell, a toast or the page); failures only logged. */
export function markNotificationRead(id: number): Promise<void> {
  return postForCount(urlFor('notifications.read', { id })).catch((error: unknown) =>
    console.warn(error)
  )
}

/** Marks every unread one up to `through` (the newest shown) read. */
export function markAllNotificationsRead(through: number | null): Promise<void> {
  return postForCount(urlFor('notifications.read_all'), through === null ? {} : { through })
}

export type CatchUpAnswer = {
  notifications: NotificationPush[]
  more: boolean
  unreadCount: number
}

/** The catch-up: everything after `after` (0: the newest), with the unread count. */
export async function fetchCatchUp(after: number): Promise<CatchUpAnswer> {
  const response = await fetch(
    `${urlFor('notifications.catch_up')}?${new URLSearchParams({ after: String(after) })}`,
    { headers: { accept: 'application/json' } }
  )
  if (!response.ok) throw new Error(`catch-up failed: ${response.status}`)
  return (await response.json()) as CatchUpAnswer
}

/** Asks for desktop alerts: only ever from a button (browsers refuse a prompt without one). */
export async function requestDesktopAlerts(): Promise<void> {
  if (!('Notification' in window)) return
  try {
    const permission = await window.Notification.requestPermission()
    set({ permission })
  } catch (error) {
    console.warn('desktop alerts: permission not asked', error)
  }
}
