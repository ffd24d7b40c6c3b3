import { router, usePage } from '@inertiajs/react'
import { useEffect, useMemo, useRef } from 'react'
import { useLiveConnection, useLiveEvent } from '~/lib/live_socket'
import { forMyCenters } from './inbox_events'

/** Events of one burst (a dozen members writing at once) settle this long into one reload. */
const INBOX_QUIET_MS = 300
/**
 * Events heard this long before the page listened are heard again: longer than a first visit
 * takes to load the page's code, so one between the server's read and the page's start counts.
 */
const INBOX_REPLAY_MS = 3_000

/** The signed-in user's id and centers, as the shared props carry them. */
export function useInboxUser(): { userId: number | null; centerIds: number[] } {
  const user = usePage().props.user
  return {
    userId: user?.id ?? null,
    centerIds: (user?.centers ?? []).map((center) => center.value),
  }
}

/** One partial reload of `props` per burst of calls. */
function useQuietReload(props: readonly string[]) {
  const timer = useRef<number | null>(null)
  const latest = useRef(props)
  latest.current = props
  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current)
    },
    []
  )
  return useMemo(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current)
      timer.current = window.setTimeout(() => {
        timer.current = null
        router.reload({ only: [...latest.current] })
      }, INBOX_QUIET_MS)
    },
    []
  )
}

/**
 * Keeps an inbox page's lists live (issue 31): the center's queue (a new contact, one moved to
 * the queue, one taken, given back or closed, a waiting one writing again) and the agent's own
 * conversations (a message for them, one of theirs returned). `queueProps` / `mineProps` name
 * what the page reloads for each; a page without a queue passes none. After a reconnect both are
 * read again: events may have been missed.
 */
export function useInboxLive({
  queueProps,
  mineProps,
}: {
  queueProps: readonly string[]
  mineProps: readonly string[]
}) {
  const { centerIds } = useInboxUser()
  const reloadQueue = useQuietReload(queueProps)
  const reloadMine = useQuietReload(mineProps)
  const mine = (event: { clientCenter: number }) => {
    if (forMyCenters(event, centerIds)) reloadMine()
  }
  const queue = (event: { clientCenter: number }) => {
    if (queueProps.length > 0 && forMyCenters(event, centerIds)) reloadQueue()
  }
  // What came while the page's code was loading is heard too: one spare reload at worst.
  const replay = { replayWithinMs: INBOX_REPLAY_MS }
  useLiveEvent('whatsapp.contact.new', queue, replay)
  useLiveEvent(
    'whatsapp.contact.changed',
    (event) => {
      queue(event)
      mine(event)
    },
    replay
  )
  useLiveEvent(
    'whatsapp.contact.queued',
    (event) => {
      queue(event)
      mine(event)
    },
    replay
  )
  useLiveEvent('whatsapp.message', mine, replay)
  useLiveConnection((reconnected) => {
    if (!reconnected) return
    router.reload({ only: [...new Set([...queueProps, ...mineProps])] })
  })
}
