import type { Data } from '@generated/data'
import type { InferPageProps, Json } from '#contracts/page_props'
import type NotificationsController from '#controllers/notifications/notifications_controller'

/** One notification as the page and the bell list it (app/transformers/notification_transformer.ts). */
export type NotificationRow = Data.Notification

/** The notifications page (server: NotificationsController `index`). */
export type NotificationsPageProps = InferPageProps<typeof NotificationsController, 'index'>

/** The bell's menu (server: NotificationsController `latest`). */
export type LatestNotifications = Json<Awaited<ReturnType<NotificationsController['latest']>>>
