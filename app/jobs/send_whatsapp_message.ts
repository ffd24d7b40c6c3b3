import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { exponentialBackoff } from '@boringnode/queue'
import app from '@adonisjs/core/services/app'
import { deliverMessage, giveUpMessage } from '#services/whatsapp/outbound'

interface SendWhatsappMessagePayload extends Record<string, unknown> {
  messageId: number
}

/**
 * Sends one outbound WhatsApp message (app/services/whatsapp/outbound.ts), handed over by the
 * outbox after the commit that wrote it `pending`. Idempotent: the message row decides, so a
 * second delivery of the outbox row sends nothing that was sent or failed.
 *
 * A retryable refusal (130429, 131056, Meta's 5xx, no answer) is thrown for the queue to try
 * again. The queue's wait is per attempt, not per error, so it starts at the longest common
 * advice of error_words.ts's `retryAdvice` for one member (131056: 10 s) and doubles to 5
 * minutes: 10 s, 20 s, 40 s… about ten minutes in all, past a rate limit's usual minute. After
 * the last try the message fails with the last error's words.
 */
export default class SendWhatsappMessage extends Job<SendWhatsappMessagePayload> {
  static options: JobOptions = {
    queue: 'default',
    maxRetries: 6,
    // Tests run jobs inline (the sync queue), so there the waits are milliseconds.
    retry: {
      backoff: exponentialBackoff({
        baseDelay: app.inTest ? '5ms' : '10s',
        maxDelay: app.inTest ? '20ms' : '5m',
        multiplier: 2,
        jitter: !app.inTest,
      }),
    },
    // Above the client's own limits: 15 s per call, and for a file 120 s for its upload then
    // 15 s for its send.
    timeout: '3m',
  }

  async execute() {
    await deliverMessage(this.payload.messageId)
  }

  /** Out of retries (the queue wraps the last error as its cause). */
  async failed(error: Error) {
    await giveUpMessage(this.payload.messageId, error.cause ?? error)
  }
}
