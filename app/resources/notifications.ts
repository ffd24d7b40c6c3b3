import { kept, type Referrer } from '#resources/registry_references'
import Notification from '#models/notification'
import type { ListDefinition } from '#queries/list_query'
import { NOTIFICATION_KIND_KEYS, NOTIFICATION_KINDS } from '#contracts/notification_kinds'
import type { PlainNotification } from '#services/notifications'
import NotificationTransformer from '#transformers/notification_transformer'

/**
 * A person's notifications and their switches are theirs alone: they never stand in the way of
 * deleting anyone or anything, and leave with their person (ON DELETE CASCADE).
 */
export const notificationReferences: readonly Referrer[] = [
  {
    table: 'notifications',
    references: [
      kept('user_id', 'users', "a person's notifications are theirs; they leave with them"),
      kept('center_id', 'centers', 'where an alert came from, told in its words; history'),
    ],
  },
  {
    table: 'notification_settings',
    references: [kept('user_id', 'users', "a person's notification switches leave with them")],
  },
]

export type NotificationRow = ReturnType<NotificationTransformer['toObject']>

/** The read/unread filter's options, in the page's words. */
export const NOTIFICATION_STATES = [
  { value: 'unread', label: 'Unread' },
  { value: 'read', label: 'Read' },
]

/** One array for the process's life: a list's columns are compiled once per array. */
const NOTIFICATION_COLUMNS = [
  'notifications.id',
  'notifications.kind',
  'notifications.title',
  'notifications.body',
  'notifications.link',
  'notifications.sound',
  'notifications.created_at',
  'notifications.read_at',
]

/**
 * The notifications page (issue 30): the signed-in person's own rows, never anyone else's (the
 * scope is the list's first condition). Opens unread first, newest first within; "Newest" sorts
 * by id, which follows creation. Every order and filter reads an index that leads with the
 * person (migration 055).
 */
export function notificationsList(
  userId: number
): ListDefinition<typeof Notification, NotificationRow, PlainNotification> {
  return {
    model: Notification,
    softDeletes: false,
    columns: NOTIFICATION_COLUMNS,
    scope: (query) => void query.where('notifications.user_id', userId),
    sortable: { created_at: 'notifications.id', unread: 'notifications.unread' },
    defaultSort: '-unread',
    filters: {
      kind: {
        options: () =>
          NOTIFICATION_KIND_KEYS.map((key) => ({
            value: key,
            label: NOTIFICATION_KINDS[key].label,
          })),
        apply: (query, values) => void query.whereIn('notifications.kind', values),
      },
      // Keyed like the sort it shares a column with ("Status"): unread or read.
      unread: {
        options: () => NOTIFICATION_STATES,
        apply: (query, values) => {
          // Both chosen is no condition at all.
          if (values.length !== 1) return
          if (values[0] === 'unread') query.whereNull('notifications.read_at')
          else query.whereNotNull('notifications.read_at')
        },
      },
    },
    transformer: NotificationTransformer,
  }
}
