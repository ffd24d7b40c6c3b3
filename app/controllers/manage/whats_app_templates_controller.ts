import { resourceController } from '#controllers/resource_controller'
import { whatsAppTemplatesResource } from '#resources/messaging'

export default class WhatsAppTemplatesController extends resourceController(
  whatsAppTemplatesResource
) {}
