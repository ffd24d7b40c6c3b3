/**
 * A WhatsApp conversation filed under a member and a case (issue 31): the link, and what the
 * messages page suggests linking (app/services/whatsapp/contact_links.ts). Another center's
 * contact answers 404.
 */
import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'

router
  .group(() => {
    router.post(':id/link', [controllers.messaging.WhatsappLinks, 'link']).as('link')
    router
      .get(':id/suggestions', [controllers.messaging.WhatsappLinks, 'suggestions'])
      .as('suggestions')
  })
  .prefix('/messaging/whatsapp/contacts')
  .as('messaging.whatsapp')
  .use([middleware.auth(), middleware.can(['access-whatsapp'])])
