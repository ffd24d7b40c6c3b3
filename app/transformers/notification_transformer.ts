import { BaseTransformer } from '@adonisjs/core/transformers'
import { isoTimestamp } from '#contracts/iso_timestamp'
import { notificationKindLabel } from '#contracts/notification_kinds'
import type { PlainNotification } from '#services/notifications'

/** A notification as the notifications page and the bell's menu list it. */
export default class NotificationTransformer extends BaseTransformer<PlainNotification> {
  toObject() {
    const row = this.resource
    return {
      // A bigint, which pg reads as a string; ids stay far below 2^53.
      id: Number(row.id),
      kind: row.kind,
      kind_label: notificationKindLabel(row.kind),
      title: row.title,
      body: row.body,
      link: row.link,
      created_at: isoTimestamp(row.created_at),
      read_at: isoTimestamp(row.read_at),
    }
  }
}
