import type { NotificationPush } from '#contracts/live_events'

/**
 * What a tab does with notifications that reach it, pushed one by one or answered together by
 * the catch-up after a (re)connect: pure, so the rules are unit-tested
 * (tests/unit/client/notification_alerts.spec.ts).
 */

/** Beyond this many new ones at once, one summary toast instead of one each. */
export const ALERTS_AT_ONCE = 3

export type Arrival = {
  /** The notifications this tab had not seen, oldest first, each once. */
  fresh: NotificationPush[]
  /** The newest id the tab now holds: what it asks after on its next (re)connect. */
  lastSeenId: number
  /** How to alert: each one, a summary of `count`, or nothing. */
  alert: { kind: 'each'; rows: NotificationPush[] } | { kind: 'summary'; count: number } | null
}

/**
 * Merges what arrived with the newest id the tab holds. `lastSeenId` null: the tab's first
 * answer, which sets where it stands and alerts nothing (what came before the tab opened is
 * the bell's, not news). `more`: the server left older ones out (a long absence), so there are
 * more than the rows say: a summary.
 */
export function mergeArrivals(
  lastSeenId: number | null,
  arrived: readonly NotificationPush[],
  more = false
): Arrival {
  const since = lastSeenId ?? 0
  const byId = new Map<number, NotificationPush>()
  for (const row of arrived) if (row.id > since) byId.set(row.id, row)
  const fresh = [...byId.values()].sort((a, b) => a.id - b.id)
  const nextSeen = fresh.length > 0 ? fresh[fresh.length - 1].id : since
  if (lastSeenId === null || fresh.length === 0) return { fresh, lastSeenId: nextSeen, alert: null }
  if (more || fresh.length > ALERTS_AT_ONCE) {
    return { fresh, lastSeenId: nextSeen, alert: { kind: 'summary', count: fresh.length } }
  }
  return { fresh, lastSeenId: nextSeen, alert: { kind: 'each', rows: fresh } }
}

/** "3 new notifications" (or "100+ …" when the server left older ones out). */
export function summaryText(count: number, more: boolean): string {
  if (more) return `${count}+ new notifications`
  return count === 1 ? '1 new notification' : `${count} new notifications`
}

/**
 * Whether a link is a file to download (a report or export) rather than a page: the toast's
 * action says Download.
 */
export function isDownloadLink(link: string): boolean {
  const path = link.split(/[?#]/, 1)[0]
  return /\/download(\/|$)/.test(path) || /\.(pdf|xlsx|csv|zip|docx?)$/i.test(path)
}

/** A page of the app (visited in place by Inertia); anything else is opened by the browser. */
export function isAppPage(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//') && !isDownloadLink(link)
}
