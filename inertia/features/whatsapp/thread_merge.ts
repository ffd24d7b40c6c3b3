/**
 * Merges pages of a thread by message id, oldest first: a message read again (its status moved,
 * its media arrived) replaces the copy held, new ones are added in order. No React, so the rule
 * is tested on its own.
 */
export function mergeMessages<M extends { id: number }>(
  held: readonly M[],
  arrived: readonly M[]
): M[] {
  if (arrived.length === 0) return held as M[]
  const byId = new Map<number, M>()
  for (const message of held) byId.set(message.id, message)
  for (const message of arrived) byId.set(message.id, message)
  return [...byId.values()].sort((a, b) => a.id - b.id)
}
