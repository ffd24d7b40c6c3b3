import { kept, type Referrer } from '#resources/registry_references'

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
