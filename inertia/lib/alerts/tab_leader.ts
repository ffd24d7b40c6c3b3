/**
 * Which of a person's open tabs plays the sound and shows the desktop alert (issue 30): exactly
 * one, so three open tabs do not ring three times. Every tab still updates its own bell.
 *
 * With the Web Locks API (every current browser) the leader is the tab holding a lock it never
 * releases: when it closes, the browser hands the lock to the next tab waiting. Without it, tabs
 * announce themselves on a BroadcastChannel every HEARTBEAT_MS and the leader is the oldest tab
 * heard from recently (`leaderOf`, pure and unit-tested), so a closed or frozen leader is
 * replaced within STALE_AFTER_MS.
 */

export const HEARTBEAT_MS = 1_000
export const STALE_AFTER_MS = 3_500

/** A tab as the others know it: when it opened (its rank) and when it was last heard. */
export type TabSeen = { id: string; openedAt: number; heardAt: number }

/**
 * The leader among the tabs heard within STALE_AFTER_MS (this one always counts): the one
 * opened first, ties broken by id, so every tab computes the same answer from the same facts.
 */
export function leaderOf(self: TabSeen, others: readonly TabSeen[], now: number): string {
  const alive = [self, ...others.filter((tab) => now - tab.heardAt <= STALE_AFTER_MS)]
  alive.sort((a, b) => a.openedAt - b.openedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  return alive[0].id
}

type Beacon = { type: 'here'; id: string; openedAt: number } | { type: 'gone'; id: string }

export type TabElection = { isLeader: () => boolean; stop: () => void }

/**
 * Starts this tab's part in the election for `name` (one per signed-in person). Web Locks
 * first, the BroadcastChannel otherwise; with neither (a very old browser) every tab leads,
 * which is what a single tab does anyway.
 */
export function electLeader(name: string): TabElection {
  let leading = false
  let stopped = false
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  if (locks) {
    let release = new AbortController()
    const hold = () => {
      release = new AbortController()
      const { signal } = release
      locks
        .request(name, { signal }, () => {
          leading = true
          // Held until the tab goes (or stop): the browser then gives it to the next tab waiting.
          return new Promise<void>((resolve) => {
            signal.addEventListener('abort', () => {
              leading = false
              resolve()
            })
          })
        })
        .catch(() => undefined)
    }
    // Handed on as the page goes, not when the browser gets round to freeing a closed tab's lock
    // (an alert arriving in between rang nowhere); taken up again if the page comes back from
    // the back-forward cache.
    const leave = () => release.abort()
    const comeBack = (event: PageTransitionEvent) => {
      if (event.persisted && !stopped) hold()
    }
    hold()
    window.addEventListener('pagehide', leave)
    window.addEventListener('pageshow', comeBack)
    return {
      isLeader: () => leading && !stopped,
      stop: () => {
        stopped = true
        window.removeEventListener('pagehide', leave)
        window.removeEventListener('pageshow', comeBack)
        release.abort()
      },
    }
  }
  if (typeof BroadcastChannel === 'undefined') return { isLeader: () => true, stop: () => {} }

  const channel = new BroadcastChannel(name)
  const self: TabSeen = {
    id: Math.random().toString(36).slice(2) + Date.now().toString(36),
    openedAt: Date.now(),
    heardAt: Date.now(),
  }
  const others = new Map<string, TabSeen>()
  channel.onmessage = (event: MessageEvent<Beacon>) => {
    const beacon = event.data
    if (beacon.type === 'gone') others.delete(beacon.id)
    else others.set(beacon.id, { id: beacon.id, openedAt: beacon.openedAt, heardAt: Date.now() })
  }
  const announce = () => channel.postMessage({ type: 'here', id: self.id, openedAt: self.openedAt })
  announce()
  const timer = setInterval(announce, HEARTBEAT_MS)
  const leave = () => channel.postMessage({ type: 'gone', id: self.id })
  window.addEventListener('pagehide', leave)
  return {
    isLeader: () => !stopped && leaderOf(self, [...others.values()], Date.now()) === self.id,
    stop: () => {
      stopped = true
      clearInterval(timer)
      window.removeEventListener('pagehide', leave)
      leave()
      channel.close()
    },
  }
}
