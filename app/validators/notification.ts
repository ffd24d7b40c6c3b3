import vine from '@vinejs/vine'
import { NOTIFICATION_KIND_KEYS } from '#contracts/notification_kinds'

/**
 * The largest notification id anyone can hold: ids are a bigint identity, read by the browser
 * as a JavaScript number, so they are whole numbers up to 2^53 - 1.
 */
export const MAX_NOTIFICATION_ID = Number.MAX_SAFE_INTEGER

/** A notification id sent by the browser: 0 (none yet) to MAX_NOTIFICATION_ID. */
const notificationId = () => vine.number().withoutDecimals().min(0).max(MAX_NOTIFICATION_ID)

/** The catch-up's `?after=`: the newest id this tab holds (0: none). */
export const catchUpValidator = vine.create({ after: notificationId() })

/** "Mark all read" up to the newest one the person was shown (absent: every unread one). */
export const readAllValidator = vine.create({ through: notificationId().optional() })

/** My account › Notifications: one switch per kind; a kind left out is not changed. */
export const notificationChoicesValidator = vine.create({
  kinds: vine.object(
    Object.fromEntries(NOTIFICATION_KIND_KEYS.map((key) => [key, vine.boolean().optional()]))
  ),
})
