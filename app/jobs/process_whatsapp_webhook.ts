import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { exponentialBackoff } from '@boringnode/queue'
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import { processWebhookEvent } from '#services/whatsapp/inbound'

interface ProcessWhatsappWebhookPayload extends Record<string, unknown> {
  eventId: number
}

/**
 * Processes one stored WhatsApp webhook event (app/services/whatsapp/inbound.ts), handed over
 * by the outbox after the commit that stored it. Idempotent: a processed event is left alone,
 * so a second delivery of the outbox row or a replay does nothing twice.
 *
 * A failure (the database away, statuses of messages whose send is not recorded yet) is tried
 * again after 2 s, 4 s, 8 s… at most 5 minutes apart, about twenty minutes in all: long past
 * the moment a send's answer is recorded. After the last try the event stays `failed` with its
 * error, on the health panel's list for a replay.
 */
export default class ProcessWhatsappWebhook extends Job<ProcessWhatsappWebhookPayload> {
  static options: JobOptions = {
    queue: 'default',
    maxRetries: 10,
    // Tests run jobs inline (the sync queue), so there the waits are short, but still about
    // three seconds in all: a status can outrun its send's commit by that much on a loaded
    // machine (CI's browser run once lost all of a reply's ticks to 100 ms of retries).
    retry: {
      backoff: exponentialBackoff({
        baseDelay: app.inTest ? '20ms' : '2s',
        maxDelay: app.inTest ? '400ms' : '5m',
        multiplier: 2,
        jitter: !app.inTest,
      }),
    },
    timeout: '1m',
  }

  async execute() {
    await processWebhookEvent(this.payload.eventId)
  }

  /** Out of retries: the event keeps its last error (the service wrote it) for a replay. */
  async failed(error: Error) {
    logger.error(
      { err: error.cause ?? error, eventId: this.payload.eventId },
      'whatsapp webhook event held for replay: processing kept failing'
    )
  }
}
