import { NotificationSchema } from '#database/schema'

/** An alert for one person (issue 30): written by `notify()` (app/services/notifications.ts). */
export default class Notification extends NotificationSchema {}
