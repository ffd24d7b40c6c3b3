import type { ExportProgress } from '#contracts/report_exports'

/**
 * The live channel's contract (issue 30), shared by the server that emits and the browser that
 * listens: every room a socket can be in and every event with its payload, typed once. The
 * server joins rooms for a socket from what its user holds (a client never names a room), and
 * emits only after the change that caused an event has committed (from the outbox).
 *
 * SPEC.md §7's channels map onto these rooms as shared/design/REALTIME.md's table says.
 */

/** A user's private room: their notifications, their exports. */
export type UserRoom = `user:${number}`
/** Everyone signed in who holds this center: its lists and its public WhatsApp events. */
export type CenterRoom = `center:${number}`
/** A WhatsApp agent's private room (SPEC §7 "private per agent"). */
export type AgentRoom = `agent:${number}`
/** The users viewing one WhatsApp conversation, joined only while it is open on screen. */
export type ContactRoom = `contact:${number}`
export type LiveRoom = UserRoom | CenterRoom | AgentRoom | ContactRoom

export const userRoom = (id: number): UserRoom => `user:${id}`
export const centerRoom = (id: number): CenterRoom => `center:${id}`
export const agentRoom = (id: number): AgentRoom => `agent:${id}`
export const contactRoom = (id: number): ContactRoom => `contact:${id}`

/** Who did something, as people see them named. */
export type LiveActor = { id: number | null; name: string }

/**
 * A notification row as it is pushed (and as the catch-up after a reconnect answers it): the
 * same shape both ways, so the client has one path for both.
 */
export type NotificationPush = {
  /** Monotonic per the table: the client asks for everything after the last id it holds. */
  id: number
  kind: string
  title: string
  body: string
  /** A page of the app (a path) or a download; opened in a new tab from a desktop alert. */
  link: string | null
  /** Which sound the alert plays, if any (SPEC §7: message and new-contact alerts). */
  sound: 'message' | 'contact' | null
  createdAt: string
}

/**
 * Something on a page other people may be looking at changed (a case, one of its documents, a
 * row of a center list). Pages compare `resource` / `caseId` with what they show and reload only
 * the affected props; `by` lets them say "changed by X just now" (and ignore their own user's).
 */
export type RecordChanged = {
  centerId: number
  /**
   * The resource key as the registries name it: its table ("cases", "tasks", "gops",
   * "case_files"…), which a list (`ListCapabilities.live`) and a case tab (`CaseTabShown.live`)
   * name the same way.
   */
  resource: string
  recordId: number
  /** The case the record belongs to, when it does (a tab of that case's page shows it). */
  caseId: number | null
  /** What happened, in the activity log's words ("created", "updated", "approved"…). */
  action: string
  by: LiveActor
  at: string
  /**
   * The other records the same change wrote, when it wrote several (a withdrawal and the GOP it
   * withdrew): one event per change, however many rows it logged.
   */
  also?: RecordTouched[]
}

/** One more record a change wrote, beside the one its event is about. */
export type RecordTouched = Pick<RecordChanged, 'resource' | 'recordId' | 'caseId' | 'action'>

/** SPEC §3's report-ready payload: the subject and where the file is (an authorised URL). */
export type ReportReady = { subject: string; filePath: string }

/** An export's progress and state, to its owner's room (issue 32, My exports). */
export type { ExportProgress } from '#contracts/report_exports'

/** SPEC §6: WhatsApp events carry the client center, and queue moves the agent. */
export type WhatsAppMessageEvent = { contactId: number; messageId: number; clientCenter: number }
export type WhatsAppContactEvent = { contactId: number; clientCenter: number }
export type WhatsAppQueuedEvent = { contactId: number; agentId: number; clientCenter: number }
/**
 * A contact of a center's inbox moved (taken, given back, closed, returned) or a waiting one
 * wrote again: every queue page of the center refreshes its rows. No alert: SPEC §7's alerts are
 * the new contact and the queue move.
 */
export type WhatsAppContactChanged = {
  contactId: number
  status: 'queued' | 'assigned' | 'closed'
  clientCenter: number
}

/** Every event the server emits, by name. */
export type LiveEvents = {
  'notification.new': NotificationPush
  'record.changed': RecordChanged
  'report.ready': ReportReady
  'export.progress': ExportProgress
  'whatsapp.message': WhatsAppMessageEvent
  'whatsapp.contact.new': WhatsAppContactEvent
  'whatsapp.contact.queued': WhatsAppQueuedEvent
  'whatsapp.thread': WhatsAppMessageEvent
  'whatsapp.contact.changed': WhatsAppContactChanged
}
export type LiveEventName = keyof LiveEvents

/** One emission: an event with its payload, to one room. */
export type LiveMessage = {
  [E in LiveEventName]: { room: LiveRoom; event: E; payload: LiveEvents[E] }
}[LiveEventName]

/**
 * What a socket hears in place of `record.changed`: a center room's changes of one short window
 * (the live server's `RECORD_BATCH_MS`), oldest first, in one packet. A room with 200 people
 * costs 200 frames per packet, so a busy center's changes go out together; a page already waits
 * for a burst to settle before it reloads, so nobody sees the window. Notifications are never
 * gathered: each is its own alert.
 */
export type RecordChanges = { changes: RecordChanged[] }

/** Every event a socket hears, by name: as emitted, but `record.changed` gathered per room. */
export type LiveWireEvents = Omit<LiveEvents, 'record.changed'> & {
  'record.changes': RecordChanges
}
export type LiveWireEventName = keyof LiveWireEvents

/** The events as Socket.IO types a server's emits and a client's listeners. */
export type LiveServerEvents = {
  [E in LiveWireEventName]: (payload: LiveWireEvents[E]) => void
}

/**
 * A kind of record a page may watch while it shows one (its room `${kind}:${id}`). The server
 * joins the room only when a resolver registered for the kind places the record in one of the
 * user's centers (app/services/live/watchables.ts); issue 31 registers `contact`.
 */
export type WatchableKind = 'contact'
export type WatchRequest = { kind: WatchableKind; id: number }
/** Refused alike whether the record is another center's or does not exist. */
export type WatchAnswer = { ok: boolean }

/** What a client may ask of the server: only to watch or stop watching a record. */
export type LiveClientEvents = {
  'live.watch': (request: WatchRequest, ack: (answer: WatchAnswer) => void) => void
  'live.unwatch': (request: WatchRequest) => void
}
