import {
  broadcastEmitter,
  setBroadcastEmitter,
  type BroadcastEmitter,
} from '#services/live/broadcast'

/** One emission the live server would have sent: its room, its event, its payload. */
export type Emitted = { room: string; event: string; payload: Record<string, unknown> }

/**
 * Stands in for the socket server's emitter for one test, so what a commit broadcasts can be
 * read back in order (`emitted`); `restore` puts back whatever emitter was there (the test
 * server's own). Use it as a group's `each.setup`, returning `restore`.
 */
export function captureBroadcasts(): { emitted: Emitted[]; restore: () => void } {
  const emitted: Emitted[] = []
  const previous: BroadcastEmitter | null = broadcastEmitter()
  setBroadcastEmitter((room, event, payload) => {
    emitted.push({ room, event, payload: payload as Record<string, unknown> })
  })
  return { emitted, restore: () => setBroadcastEmitter(previous) }
}
