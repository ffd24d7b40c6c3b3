import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { exponentialBackoff } from '@boringnode/queue'
import app from '@adonisjs/core/services/app'
import { storeInboundMedia } from '#services/whatsapp/inbound_media'

interface StoreWhatsappMediaPayload extends Record<string, unknown> {
  messageId: number
}

/**
 * Keeps an inbound message's media (app/services/whatsapp/inbound_media.ts), queued by the
 * inbound processing in the message's transaction. No answer, a rate limit or Meta's outage is
 * tried again (each try asks for a fresh URL); anything else leaves the media `failed` with
 * words. Idempotent: only a `pending` media is fetched.
 */
export default class StoreWhatsappMedia extends Job<StoreWhatsappMediaPayload> {
  static options: JobOptions = {
    queue: 'default',
    maxRetries: 6,
    retry: {
      backoff: exponentialBackoff({
        baseDelay: app.inTest ? '5ms' : '15s',
        maxDelay: app.inTest ? '20ms' : '10m',
        multiplier: 2,
        jitter: !app.inTest,
      }),
    },
    timeout: '5m',
  }

  async execute() {
    await storeInboundMedia(this.payload.messageId)
  }
}
