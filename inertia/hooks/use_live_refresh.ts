import { router, usePage } from '@inertiajs/react'
import { useEffect, useMemo, useRef } from 'react'
import { toast } from 'sonner'
import type { RecordChanged, RecordChanges } from '#contracts/live_events'
import { formChanged } from '~/components/form/form_snapshot'
import { changeBurst, changedByText, othersChanges } from '~/lib/live_changes'
import { useLiveConnection, useLiveEvent } from '~/lib/live_socket'

/** A burst of changes settles this long before the page reloads once for all of them. */
export const LIVE_QUIET_MS = 400
/** However steady the stream, a page waiting on it reloads at least this often. */
export const LIVE_MAX_WAIT_MS = 2_000

/** Whether the user has typed into a form on the page (a dialog's, a page's) and not saved it. */
function typingUnderWay(): boolean {
  return [...document.forms].some(formChanged)
}

/**
 * Live refresh for a page that shows records (issue 30): every `record.changed` another user
 * caused (they arrive gathered per room and window, `record.changes`) is asked which of the
 * page's props it makes stale (`propsFor`: none when it is not about what is on screen); a burst
 * of them becomes one Inertia partial reload of those props (state and scroll kept), with a quiet
 * "Changed by … just now". While a form on the page holds unsaved typing, nothing is reloaded
 * under it: the notice offers Refresh instead, for when the user is ready. The user's own changes are already on their screen and are ignored. After the socket
 * reconnects, the props the page follows are read again, since changes may have been missed.
 *
 * One hook for every list (the DataTable) and the case page (its tab registry), so each of them
 * refreshes the same way (docs/decisions.md, "Live pages").
 */
export function useLiveRefresh({
  key,
  propsFor,
  followed,
}: {
  /** Names the page's notice, so a burst shows one (and a second page's does not replace it). */
  key: string
  /** The props this change makes stale on the page, or none. */
  propsFor: (change: RecordChanged) => string[]
  /** What the page reads again after a reconnect (empty: it follows nothing). */
  followed: readonly string[]
}) {
  const userId = usePage().props.user?.id ?? null
  // The latest rules, read when an event arrives, so the listener itself stays put.
  const rules = useRef({ propsFor, followed })
  rules.current = { propsFor, followed }

  const burst = useMemo(
    () =>
      changeBurst((props, names) => reloadOrOffer(key, props, changedByText(names)), {
        quietMs: LIVE_QUIET_MS,
        maxWaitMs: LIVE_MAX_WAIT_MS,
      }),
    [key]
  )
  useEffect(() => () => burst.cancel(), [burst])

  // The server sends a room's changes of a short window together; each counts as it would alone.
  useLiveEvent('record.changes', (packet: RecordChanges) => {
    for (const change of othersChanges(packet, userId)) {
      const props = rules.current.propsFor(change)
      if (props.length > 0) burst.add(props, change.by.name)
    }
  })

  useLiveConnection((reconnected) => {
    const props = rules.current.followed
    // What changed while the socket was away was never heard: read it again, quietly.
    if (reconnected && props.length > 0) reloadOrOffer(key, [...props], null)
  })
}

/**
 * Props a page was offered to refresh and has not yet, by page key: a later burst's offer (or
 * reload) takes them along, so a second change while the user types loses nothing of the first.
 */
const offered = new Map<string, Set<string>>()

/** Reloads the stale props, or offers to when the user is typing; says who changed them. */
function reloadOrOffer(key: string, props: readonly string[], text: string | null) {
  const id = `live-${key}`
  const stale = new Set([...(offered.get(key) ?? []), ...props])
  const reload = () => {
    offered.delete(key)
    router.reload({ only: [...stale] })
  }
  if (typingUnderWay()) {
    offered.set(key, stale)
    toast(text ?? 'This page may have changed', {
      id,
      testId: 'live-change-notice',
      description: 'What you are typing is kept. Refresh when you are ready.',
      // Stays until the user refreshes or closes it: a timed-out offer would leave the page stale.
      duration: Number.POSITIVE_INFINITY,
      action: { label: 'Refresh', onClick: reload },
    })
    return
  }
  reload()
  // Replaces an offer still showing: what it offered was just reloaded.
  if (text) {
    toast(text, {
      id,
      testId: 'live-change-notice',
      description: undefined,
      action: undefined,
      duration: undefined,
    })
  } else toast.dismiss(id)
}
