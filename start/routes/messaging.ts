/**
 * Messaging (issue 31). The WhatsApp webhook is Meta's, not a person's: no sign-in, no CSRF token
 * (config/shield.ts exempts its path), and the POST's body is read by its handler as the bytes
 * that came (app/routing/own_body_routes.ts), since the signature covers exactly those.
 */
import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { readsOwnBody } from '#routing/own_body_routes'

router
  .get('/webhooks/whatsapp', [controllers.webhooks.Whatsapp, 'verify'])
  .as('webhooks.whatsapp.verify')
readsOwnBody(
  router
    .post('/webhooks/whatsapp', [controllers.webhooks.Whatsapp, 'receive'])
    .as('webhooks.whatsapp.receive')
)
