import { useEffect, useRef } from 'react'
import { RecentEvents } from './recent_events'
import { io, type Socket } from 'socket.io-client'
import type {
  LiveClientEvents,
  LiveServerEvents,
  LiveWireEventName,
  LiveWireEvents,
  WatchableKind,
} from '#contracts/live_events'

/**
 * The tab's one live socket (issue 30; shared/design/REALTIME.md). The signed-in layout opens
 * it once (`useLiveSocket`, a persistent layout, so page visits keep it) and closes it when the
 * layout goes (signing out). Pages and components never touch the socket: they listen through
 * `useLiveEvent`, learn of each (re)connect through `useLiveConnection` (to fetch what they
 * missed while disconnected: a socket hears only what happens while it is connected), and
 * watch a record with `watchRecord`. Their effects run before the layout's, so listeners and
 * watches are kept here and handed to the socket whenever it (re)connects.
 *
 * The server decides which rooms the socket is in; the client never names one. Websocket only
 * (SPEC.md §9), same origin, so the session cookie goes with the handshake.
 */

type LiveSocket = Socket<LiveServerEvents, LiveClientEvents>
type Handler = (payload: never) => void

const handlers = new Map<LiveWireEventName, Set<Handler>>()
/** What the tab heard lately, for a listener that asks to hear it too (`replayWithinMs`). */
const recent = new RecentEvents<LiveWireEventName>(5_000, 200)
const connectListeners = new Set<(reconnected: boolean) => void>()
/** Watched records by `${kind}:${id}`, counted: two components may watch one record. */
const watches = new Map<string, { kind: WatchableKind; id: number; count: number }>()

let socket: LiveSocket | null = null
let openers = 0
let connectedBefore = false
let retryTimer: ReturnType<typeof setTimeout> | null = null

/**
 * After the server refused or dropped the socket (signed out, locked, access changed), the
 * client does not reconnect by itself; it tries again this much later, in case the tab is still
 * signed in (a refusal during a brief database outage), and is refused again otherwise.
 */
const RETRY_AFTER_REFUSAL_MS = 15_000

function dispatch(event: string, payload: unknown) {
  recent.add(event as LiveWireEventName, payload, Date.now())
  const listeners = handlers.get(event as LiveWireEventName)
  if (!listeners) return
  for (const handler of [...listeners]) {
    try {
      ;(handler as (payload: unknown) => void)(payload)
    } catch (error) {
      // One listener's bug must not keep the event from the others.
      console.error(error)
    }
  }
}

function sendWatch(kind: WatchableKind, id: number) {
  socket?.emit('live.watch', { kind, id }, (answer) => {
    if (!answer.ok) console.warn(`live: watching ${kind} ${id} was refused`)
  })
}

function retryLater() {
  if (retryTimer || !socket) return
  retryTimer = setTimeout(() => {
    retryTimer = null
    if (socket && !socket.connected && !socket.active) socket.connect()
  }, RETRY_AFTER_REFUSAL_MS)
}

function open(): LiveSocket {
  const created: LiveSocket = io({
    transports: ['websocket'],
    // Backoff between reconnection attempts: 1 s doubling to 10 s, each ±50%, so a restarted
    // server is not met by every tab at the same instant.
    reconnectionDelay: 1_000,
    reconnectionDelayMax: 10_000,
    randomizationFactor: 0.5,
  })
  created.on('connect', () => {
    const reconnected = connectedBefore
    connectedBefore = true
    // A new connection starts in the server's rooms only: the watched records are asked again.
    for (const { kind, id } of watches.values()) sendWatch(kind, id)
    for (const listener of [...connectListeners]) {
      try {
        listener(reconnected)
      } catch (error) {
        console.error(error)
      }
    }
  })
  created.on('connect_error', () => {
    // A refused handshake (not signed in) leaves the socket inactive; a network error does not.
    if (!created.active) retryLater()
  })
  created.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') retryLater()
  })
  created.onAny((event: string, payload: unknown) => dispatch(event, payload))
  return created
}

function close() {
  if (retryTimer) clearTimeout(retryTimer)
  retryTimer = null
  socket?.disconnect()
  socket = null
  connectedBefore = false
}

/** Opens the tab's socket while the calling component (the signed-in layout) is mounted. */
export function useLiveSocket(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return
    openers += 1
    socket ??= open()
    return () => {
      openers -= 1
      if (openers === 0) close()
    }
  }, [enabled])
}

/**
 * Calls `handler` with each `event` the server sends this tab, while mounted. With
 * `replayWithinMs`, it is first called with the ones heard that long before it started: for a
 * page that reloads on an event (a spare reload is harmless), so one that came while its code was
 * still loading is not lost. Never for alerts: those would show twice.
 */
export function useLiveEvent<E extends LiveWireEventName>(
  event: E,
  handler: (payload: LiveWireEvents[E]) => void,
  options: { replayWithinMs?: number } = {}
): void {
  // The latest handler, so a re-render's new closure is used without listening again.
  const latest = useRef(handler)
  latest.current = handler
  const replayWithinMs = options.replayWithinMs ?? 0
  useEffect(() => {
    const listener = (payload: LiveWireEvents[E]) => latest.current(payload)
    let listeners = handlers.get(event)
    if (!listeners) handlers.set(event, (listeners = new Set()))
    listeners.add(listener as Handler)
    if (replayWithinMs > 0) {
      for (const payload of recent.since(event, replayWithinMs, Date.now())) {
        listener(payload as LiveWireEvents[E])
      }
    }
    return () => {
      listeners.delete(listener as Handler)
    }
  }, [event, replayWithinMs])
}

/**
 * Calls `onConnect` on every connect of the tab's socket, `reconnected` true after the first:
 * the moment to fetch what was missed. A socket already connected when this mounts is not
 * announced again (the page's own props are as fresh as the connection).
 */
export function useLiveConnection(onConnect: (reconnected: boolean) => void): void {
  const latest = useRef(onConnect)
  latest.current = onConnect
  useEffect(() => {
    const listener = (reconnected: boolean) => latest.current(reconnected)
    connectListeners.add(listener)
    return () => {
      connectListeners.delete(listener)
    }
  }, [])
}

/**
 * Asks the server to put this tab's socket in the record's room while the record is on screen;
 * the server agrees only when the record belongs to one of the user's centers. Returns the
 * function that stops watching (call it once, from the effect's cleanup).
 */
export function watchRecord(kind: WatchableKind, id: number): () => void {
  const key = `${kind}:${id}`
  const entry = watches.get(key)
  if (entry) entry.count += 1
  else {
    watches.set(key, { kind, id, count: 1 })
    if (socket?.connected) sendWatch(kind, id)
  }
  let done = false
  return () => {
    if (done) return
    done = true
    const current = watches.get(key)
    if (!current) return
    current.count -= 1
    if (current.count > 0) return
    watches.delete(key)
    if (socket?.connected) socket.emit('live.unwatch', { kind, id })
  }
}
