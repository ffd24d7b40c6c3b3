/**
 * Messaging (issue 31). The WhatsApp webhook is Meta's, not a person's: no sign-in, no CSRF token
 * (config/shield.ts exempts its path), and the POST's body is read by its handler as the bytes
 * that came (app/routing/own_body_routes.ts), since the signature covers exactly those.
 */
import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { readsOwnBody } from '#routing/own_body_routes'
import { middleware } from '#start/kernel'

router
  .get('/webhooks/whatsapp', [controllers.webhooks.Whatsapp, 'verify'])
  .as('webhooks.whatsapp.verify')
readsOwnBody(
  router
    .post('/webhooks/whatsapp', [controllers.webhooks.Whatsapp, 'receive'])
    .as('webhooks.whatsapp.receive')
)

/**
 * The inbox's pages (SPEC §2: messaging.whatsapp.queue and messaging.whatsapp.messages, each
 * with a contact id, optional here: the menu opens them without one), the thread's further pages
 * and a message's stored media. Behind access-whatsapp; a contact of another center is a 404.
 */
router
  .group(() => {
    router.get('queue/:id?', [controllers.messaging.WhatsappPages, 'queue']).as('queue')
    router.get('messages/:id?', [controllers.messaging.WhatsappPages, 'messages']).as('messages')
    router.get('contacts/:id/thread', [controllers.messaging.WhatsappPages, 'thread']).as('thread')
    router.get('media/:id', [controllers.messaging.WhatsappPages, 'media']).as('media')
  })
  .prefix('/messaging/whatsapp')
  .as('messaging.whatsapp')
  .use([middleware.auth(), middleware.can(['access-whatsapp'])])
