import type {
  WhatsAppContactChanged,
  WhatsAppContactEvent,
  WhatsAppQueuedEvent,
} from '#contracts/live_events'

/**
 * SPEC §6's rules for the inbox's events, kept in the browser as a second line behind the rooms
 * the server already chose (shared/design/REALTIME.md): an event of a center not the user's is
 * dropped; a private queue move naming another agent is dropped, and so is the public one naming
 * the user (they get the private one). No React, so the rules are tested on their own.
 */
export function forMyCenters(
  event: Pick<WhatsAppContactEvent, 'clientCenter'>,
  centerIds: readonly number[]
): boolean {
  return centerIds.includes(event.clientCenter)
}

/** Whether a queue move is the user's own private one (their contact went back). */
export function isMyQueueMove(event: WhatsAppQueuedEvent, userId: number | null): boolean {
  return userId !== null && event.agentId === userId
}

/** The contact events that change what a queue page lists. */
export type QueueEvent = WhatsAppContactEvent | WhatsAppQueuedEvent | WhatsAppContactChanged
