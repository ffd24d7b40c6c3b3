/**
 * Live pages (issue 30), the pure part: which `record.changed` events concern what a page shows,
 * which props they make stale, and how a burst of them is said. No React and no socket, so the
 * rules are tested on their own (tests/unit/client/live_changes.spec.ts); the hook that listens
 * is ~/hooks/use_live_refresh.ts.
 */
import type { RecordChanged, RecordChanges, RecordTouched } from '#contracts/live_events'

/**
 * The changes of one `record.changes` packet (a room's changes of one short window, gathered by
 * the server) that another person made: the user's own are already on their screen. A packet
 * without its list of changes says nothing.
 */
export function othersChanges(packet: RecordChanges, userId: number | null): RecordChanged[] {
  const changes = Array.isArray(packet?.changes) ? packet.changes : []
  return changes.filter((change) => userId === null || change.by.id !== userId)
}

/** Every record one change wrote: the one it is about, then the others (`also`). */
export function touchedBy(change: RecordChanged): RecordTouched[] {
  const { resource, recordId, caseId, action } = change
  return [{ resource, recordId, caseId, action }, ...(change.also ?? [])]
}

/** A list follows the resources its server names (`ListCapabilities.live`). */
export function listConcerned(live: readonly string[], change: RecordChanged): boolean {
  return touchedBy(change).some((touched) => live.includes(touched.resource))
}

/** A case page's tab as the server lists it: the resources it shows, the props it reads. */
export interface LiveTab {
  key: string
  live: { resources: readonly string[]; props: readonly string[] }
}

/** What the case page reloads when something on it changed. */
export interface CaseReload {
  /** The case's own record changed: its fields, its moves, its header. */
  caseItself: readonly string[]
  /** Anything under the case changed: what counts or sums its records (tab counts, balances). */
  anything: readonly string[]
}

/**
 * The props of the case page that a change makes stale, or none when it is not about this case:
 * what counts and sums the case's records always; its own record and moves when the case itself
 * changed; the open tab's props when it shows a resource the change wrote. A tab not open is
 * read afresh as it opens anyway.
 */
export function caseReloadProps(
  change: RecordChanged,
  caseId: number,
  openTab: LiveTab | undefined,
  reload: CaseReload
): string[] {
  const touched = touchedBy(change).filter((one) => one.caseId === caseId)
  if (touched.length === 0) return []
  const props = new Set(reload.anything)
  if (touched.some((one) => one.resource === 'cases')) {
    for (const prop of reload.caseItself) props.add(prop)
  }
  if (openTab && touched.some((one) => openTab.live.resources.includes(one.resource))) {
    for (const prop of openTab.live.props) props.add(prop)
  }
  return [...props]
}

/** "Changed by Ann Agent just now", "… by Ann Agent and Sam Supervisor …", "… and 2 others …". */
export function changedByText(names: readonly string[]): string {
  const unique = [...new Set(names)]
  if (unique.length <= 1) return `Changed by ${unique[0] ?? 'someone'} just now`
  if (unique.length === 2) return `Changed by ${unique[0]} and ${unique[1]} just now`
  const others = unique.length - 1
  return `Changed by ${unique[0]} and ${others} others just now`
}

/**
 * Gathers a burst of changes into one reload: each change waits `quietMs` for the next, but none
 * waits more than `maxWaitMs` from the first, so a steady stream still refreshes now and then.
 * Returns the function that adds one (its props and who changed it) and the one that cancels.
 */
export function changeBurst(
  flush: (props: string[], names: string[]) => void,
  { quietMs, maxWaitMs }: { quietMs: number; maxWaitMs: number }
) {
  let props = new Set<string>()
  let names: string[] = []
  let quiet: ReturnType<typeof setTimeout> | null = null
  let firstAt: number | null = null
  const fire = () => {
    if (quiet) clearTimeout(quiet)
    quiet = null
    firstAt = null
    const batch = { props: [...props], names }
    props = new Set()
    names = []
    if (batch.props.length > 0) flush(batch.props, batch.names)
  }
  return {
    add(more: readonly string[], name: string) {
      for (const prop of more) props.add(prop)
      names.push(name)
      const now = Date.now()
      firstAt ??= now
      if (quiet) clearTimeout(quiet)
      const left = Math.max(0, Math.min(quietMs, firstAt + maxWaitMs - now))
      quiet = setTimeout(fire, left)
    },
    cancel() {
      if (quiet) clearTimeout(quiet)
      quiet = null
      firstAt = null
      props = new Set()
      names = []
    },
  }
}
