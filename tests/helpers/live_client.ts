import { io, type Socket } from 'socket.io-client'
import env from '#start/env'
import type {
  LiveClientEvents,
  LiveServerEvents,
  WatchAnswer,
  WatchRequest,
} from '#contracts/live_events'
import type { BrowserLikeClient } from '#tests/helpers/browser_like_client'

/**
 * A live socket as a browser tab opens one: websocket only, the session cookie of a real HTTP
 * sign-in (shared/design/ARCHITECTURE.md pitfall 8), the site's own origin. Every packet it
 * receives is kept in `received`, in order.
 */
export type LiveTestSocket = {
  socket: Socket<LiveServerEvents, LiveClientEvents>
  received: { event: string; payload: unknown }[]
  /** Resolves once the socket is disconnected (by the server, or the network), with why. */
  closed: Promise<string>
  watch(request: WatchRequest | Record<string, unknown>): Promise<WatchAnswer>
  close(): void
}

export type LiveConnectResult =
  { connected: true; live: LiveTestSocket } | { connected: false; error: string }

export async function connectLive(
  options: {
    browser?: BrowserLikeClient
    base?: string
    origin?: string | null
    reconnection?: boolean
  } = {}
): Promise<LiveConnectResult> {
  const base =
    options.base ?? options.browser?.base ?? `http://${env.get('HOST')}:${env.get('PORT')}`
  const headers: Record<string, string> = {}
  const cookie = options.browser?.cookieHeader()
  if (cookie) headers.cookie = cookie
  if (options.origin !== null) headers.origin = options.origin ?? base
  const socket: Socket<LiveServerEvents, LiveClientEvents> = io(base, {
    transports: ['websocket'],
    extraHeaders: headers,
    forceNew: true,
    reconnection: options.reconnection ?? false,
    reconnectionDelay: 100,
    reconnectionDelayMax: 500,
  })
  const received: LiveTestSocket['received'] = []
  socket.onAny((event: string, payload: unknown) => received.push({ event, payload }))
  const closed = new Promise<string>((resolve) =>
    socket.on('disconnect', (reason) => resolve(reason))
  )
  return new Promise((resolve) => {
    socket.once('connect', () =>
      resolve({
        connected: true,
        live: {
          socket,
          received,
          closed,
          watch: (request) =>
            new Promise<WatchAnswer>((answer) =>
              socket.emit('live.watch', request as WatchRequest, answer)
            ),
          close: () => socket.disconnect(),
        },
      })
    )
    socket.once('connect_error', (error) => {
      if (options.reconnection) return
      socket.disconnect()
      resolve({ connected: false, error: error.message })
    })
  })
}

/** Connects and fails the test when refused. */
export async function connectedLive(
  options: Parameters<typeof connectLive>[0] = {}
): Promise<LiveTestSocket> {
  const result = await connectLive(options)
  if (!result.connected) throw new Error(`the live socket was refused: ${result.error}`)
  return result.live
}

/** Waits until `check` holds (polling), or fails after `timeoutMs`. */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 5_000) {
  const until = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > until) throw new Error('the condition did not hold in time')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
