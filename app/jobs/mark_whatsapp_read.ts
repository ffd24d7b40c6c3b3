import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { exponentialBackoff } from '@boringnode/queue'
import app from '@adonisjs/core/services/app'
import { sendReadMark } from '#services/whatsapp/read_marks'

interface MarkWhatsappReadPayload extends Record<string, unknown> {
  messageId: number
}

/**
 * Tells WhatsApp the agent read up to an inbound message (app/services/whatsapp/read_marks.ts),
 * handed over by the outbox after the commit that moved the contact's read mark. Retried on a
 * rate limit or an outage, a few times: a blue tick late is fine, one never shown is no harm.
 */
export default class MarkWhatsappRead extends Job<MarkWhatsappReadPayload> {
  static options: JobOptions = {
    queue: 'default',
    maxRetries: 4,
    retry: {
      backoff: exponentialBackoff({
        baseDelay: app.inTest ? '5ms' : '10s',
        maxDelay: app.inTest ? '20ms' : '2m',
        multiplier: 2,
        jitter: !app.inTest,
      }),
    },
    timeout: '1m',
  }

  async execute() {
    await sendReadMark(this.payload.messageId)
  }
}
