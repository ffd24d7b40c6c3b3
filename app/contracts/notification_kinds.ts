/**
 * Every kind of notification the app sends (issue 30), declared once: the server's `notify()`
 * takes only these, My account › Notifications lists them with their switches, and the
 * notifications page filters by them. A kind is on for a user unless they turned it off (their
 * choices are kept only where they differ from `onByDefault`: docs/decisions.md
 * "Notification settings").
 *
 * Shared with the browser (`#contracts/notification_kinds`): no server imports here.
 */

export type NotificationKindInfo = {
  /** How My account and the notifications page name it. */
  label: string
  /** What it is about, under its switch on My account. */
  description: string
  onByDefault: boolean
}

export const NOTIFICATION_KINDS = {
  'task.assigned': {
    label: 'A task assigned to me',
    description: 'Someone else assigns you a task on a case.',
    onByDefault: true,
  },
  'task.overdue': {
    label: 'A task of mine is overdue',
    description: 'One of your open tasks passes its due time.',
    onByDefault: true,
  },
  'approval.waiting': {
    label: 'A GOP or charge slip waits for my approval',
    description: 'A guarantee of payment or a charge slip you may approve is waiting for you.',
    onByDefault: true,
  },
  'verification.unanswered': {
    label: 'An insurer has not answered my verification',
    description:
      'A policy verification you asked on no case is still unanswered after the hours set in General settings.',
    onByDefault: true,
  },
  'letter.undelivered': {
    label: 'A letter I sent was not delivered',
    description: "A letter you sent was refused or bounced by the recipient's mail server.",
    onByDefault: true,
  },
  'case.changed': {
    label: 'A case I own was changed by someone else',
    description: 'Someone else changes a case you own or one of its records.',
    onByDefault: true,
  },
  'case.handed_over': {
    label: 'A case was handed over to me',
    description: 'Someone makes you the owner of a case.',
    onByDefault: true,
  },
  'report.ready': {
    label: 'A report or export I asked for is ready',
    description: 'An export or a report you started has finished; the alert links to its file.',
    onByDefault: true,
  },
  'whatsapp.message': {
    label: 'A WhatsApp message for me',
    description: 'A WhatsApp message arrives in a conversation assigned to you.',
    onByDefault: true,
  },
  'whatsapp.contact.new': {
    label: 'A new WhatsApp contact',
    description: 'A new WhatsApp contact writes to one of your centers.',
    onByDefault: true,
  },
  'whatsapp.contact.queued': {
    label: 'A WhatsApp contact moved to a queue',
    description: 'A WhatsApp contact is moved to your queue or to your center’s queue.',
    onByDefault: true,
  },
} as const satisfies Record<string, NotificationKindInfo>

export type NotificationKind = keyof typeof NOTIFICATION_KINDS

/** The kinds in the catalogue's order (My account's order). */
export const NOTIFICATION_KIND_KEYS = Object.keys(NOTIFICATION_KINDS) as NotificationKind[]

export function isNotificationKind(value: unknown): value is NotificationKind {
  return typeof value === 'string' && Object.hasOwn(NOTIFICATION_KINDS, value)
}

/** A kind's label; a kind no longer in the catalogue (an old row) is shown as written. */
export function notificationKindLabel(kind: string): string {
  return isNotificationKind(kind) ? NOTIFICATION_KINDS[kind].label : kind
}

/** Which sound an alert plays (SPEC.md §7: a new message, a new contact). */
export type NotificationSound = 'message' | 'contact'
