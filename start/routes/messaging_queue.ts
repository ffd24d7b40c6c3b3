/**
 * Who holds a WhatsApp conversation (issue 31): take it from its center's queue, give it back,
 * close it. The queue and messages pages and the webhook are start/routes/messaging.ts's.
 * Another center's contact answers 404 (app/services/whatsapp/contact_queue.ts).
 */
import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'

router
  .group(() => {
    router.post(':id/take', [controllers.messaging.WhatsappQueue, 'take']).as('take')
    router.post(':id/release', [controllers.messaging.WhatsappQueue, 'release']).as('release')
    router.post(':id/close', [controllers.messaging.WhatsappQueue, 'close']).as('close')
  })
  .prefix('/messaging/whatsapp/contacts')
  .as('messaging.whatsapp')
  .use([middleware.auth(), middleware.can(['access-whatsapp'])])

/**
 * What the holding agent sends (issue 31): a reply, a file (photo, document, audio, video), or
 * an approved template outside the 24-hour window (app/services/whatsapp/outbound.ts).
 */
router
  .group(() => {
    router.post(':id/send-text', [controllers.messaging.WhatsappSend, 'text']).as('send-text')
    router
      .post(':id/send-template', [controllers.messaging.WhatsappSend, 'template'])
      .as('send-template')
    router.post(':id/send-media', [controllers.messaging.WhatsappSend, 'media']).as('send-media')
  })
  .prefix('/messaging/whatsapp/contacts')
  .as('messaging.whatsapp')
  .use([middleware.auth(), middleware.can(['access-whatsapp'])])

/**
 * The holder has the thread on screen: WhatsApp shows the member their message read
 * (app/services/whatsapp/read_marks.ts). JSON for the page's script.
 */
router
  .post('/messaging/whatsapp/contacts/:id/read', [controllers.messaging.WhatsappSend, 'read'])
  .as('messaging.whatsapp.read')
  .use([middleware.auth(), middleware.can(['access-whatsapp'])])
