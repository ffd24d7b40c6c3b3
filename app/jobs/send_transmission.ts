import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { exponentialBackoff } from '@boringnode/queue'
import app from '@adonisjs/core/services/app'
import mail from '@adonisjs/mail/services/main'
import {
  LETTER_DOCUMENTS,
  findTransmission,
  markDelivered,
  markFailed,
  plainDeliveryError,
  recordAttemptFailed,
} from '#services/transmissions'

interface SendTransmissionPayload {
  transmissionId: number
}

/**
 * Delivers one transmission (app/services/transmissions.ts): writes its letter's PDF from the
 * kept revision, mails it to the recipients recorded when it was queued, and records the
 * outcome. A refused or unreachable mail server is retried with a growing wait (30 s, 1 min,
 * 2 min, 4 min, 8 min); after the last try the transmission is failed, with the server's answer
 * in plain words, and the document offers "Send again".
 */
export default class SendTransmission extends Job<SendTransmissionPayload> {
  static options: JobOptions = {
    queue: 'default',
    maxRetries: 5,
    // Tests run jobs inline (the sync queue), so there the waits are milliseconds.
    retry: {
      backoff: exponentialBackoff({
        baseDelay: app.inTest ? '5ms' : '30s',
        maxDelay: app.inTest ? '20ms' : '10m',
        multiplier: 2,
        jitter: !app.inTest,
      }),
    },
    timeout: '2m',
  }

  async execute() {
    const transmission = await findTransmission(this.payload.transmissionId)
    // Already delivered or given up: a duplicate of the job does nothing.
    if (transmission?.status !== 'queued') return
    const letter = await LETTER_DOCUMENTS[transmission.document_type].letter(transmission)
    // Nothing to retry: the GOP or its revision is gone.
    if (!letter) return markFailed(transmission, 'The letter no longer exists.')
    // Imported here, not at the top: the web server loads every job class at boot (to dispatch
    // them) and never renders a PDF there, so pdfmake and its fonts stay out of its memory.
    const { letterPdf } = await import('#services/letters/letter_pdf')
    const pdf = await letterPdf(letter.layout)
    try {
      await mail.send((message) => {
        for (const recipient of transmission.recipients) message.to(recipient)
        // The company's copy (Manage › GOP settings), visible to the provider as a copy.
        for (const copy of transmission.copy_to) message.cc(copy)
        message
          .subject(transmission.subject)
          .text(letter.text)
          .attachData(pdf, { filename: letter.filename, contentType: 'application/pdf' })
      })
    } catch (error) {
      await recordAttemptFailed(transmission.id, plainDeliveryError(error))
      throw error
    }
    await markDelivered(transmission)
  }

  /** Out of retries (the queue wraps the last error as its cause). */
  async failed(error: Error) {
    const transmission = await findTransmission(this.payload.transmissionId)
    if (transmission?.status !== 'queued') return
    await markFailed(transmission, plainDeliveryError(error.cause ?? error))
  }
}
