import type { WatchableKind } from '#contracts/live_events'

/**
 * The records a page may watch live (a WhatsApp conversation: issue 31), each kind with how to
 * find a record's center. The socket server joins a socket to `${kind}:${id}` only when the
 * record's center is one of its user's; an unknown kind, a record that does not exist and one
 * of another center are refused alike, so a refusal tells nothing about other centers.
 */

/** The record's center id, or null when there is no such record (a trashed one included). */
export type CenterOfRecord = (id: number) => Promise<number | null>

const resolvers = new Map<WatchableKind, CenterOfRecord>()

/**
 * Registers a kind (at boot, from the module that owns the records: start/watchables.ts);
 * returns its removal, which puts back the one it replaced (a test's stand-in leaves the app's).
 */
export function registerWatchable(kind: WatchableKind, centerOf: CenterOfRecord): () => void {
  const replaced = resolvers.get(kind)
  resolvers.set(kind, centerOf)
  return () => {
    if (resolvers.get(kind) !== centerOf) return
    if (replaced) resolvers.set(kind, replaced)
    else resolvers.delete(kind)
  }
}

/** The kind's resolver; `kind` is the client's word, so anything unregistered is none. */
export function watchable(kind: unknown): CenterOfRecord | null {
  if (typeof kind !== 'string') return null
  return resolvers.get(kind as WatchableKind) ?? null
}
