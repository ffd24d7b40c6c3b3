import { NotificationSettingSchema } from '#database/schema'

/** One person's choice for one kind of notification, kept only where they made one. */
export default class NotificationSetting extends NotificationSettingSchema {}
