/**
 * Notifications (issue 30): every signed-in person's own, so no permission is needed and no id
 * of a person is in any URL; a notification's id that is not theirs answers 404. JSON routes
 * (the bell and the browser's catch-up) are named for what they answer, not `.show`/`.index`.
 */
import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'
import { wholeNumbersUpTo } from '#routing/route_params'
import { MAX_NOTIFICATION_ID } from '#validators/notification'

// Ids are a bigint identity: the global `:id` matcher's integer range would cut them short.
const notificationIdParam = {
  match: wholeNumbersUpTo(MAX_NOTIFICATION_ID),
  cast: (value: string) => Number(value),
}

router
  .group(() => {
    router.get('/', [controllers.notifications.Notifications, 'index']).as('index')
    router.get('catch-up', [controllers.notifications.Notifications, 'catchUp']).as('catch_up')
    router.get('latest', [controllers.notifications.Notifications, 'latest']).as('latest')
    router.post('read-all', [controllers.notifications.Notifications, 'readAll']).as('read_all')
    router
      .post(':id/read', [controllers.notifications.Notifications, 'read'])
      .as('read')
      .where('id', notificationIdParam)
  })
  .prefix('/notifications')
  .as('notifications')
  .use(middleware.auth())
