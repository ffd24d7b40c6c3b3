/**
 * How the rest of the app tells the live sockets that someone's access changed at once, rather
 * than at the socket server's next check of the access version (app/services/live/live_server.ts):
 * a session ended (signed out) drops that session's sockets; a user's sessions ended (password
 * reset, disabled, trashed) has that user's sockets asked again. The socket server, when this
 * process runs one, passes it on to every instance; elsewhere (ace commands, the queue worker)
 * this does nothing and the web processes' own checks notice within seconds.
 *
 * Kept apart from the socket server so that calling it never loads Socket.IO.
 */
export type AccessChange = { sessionEnded: string } | { userId: number } | { everyone: true }

let handler: ((change: AccessChange) => void) | null = null

export function onLiveAccessChange(next: ((change: AccessChange) => void) | null) {
  handler = next
}

export function liveAccessChanged(change: AccessChange) {
  handler?.(change)
}
