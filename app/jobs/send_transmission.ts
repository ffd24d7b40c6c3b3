import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { exponentialBackoff } from '@boringnode/queue'
import app from '@adonisjs/core/services/app'
import mail from '@adonisjs/mail/services/main'
import { killPoint } from '#services/outbox_kill_points'
import {
  LETTER_DOCUMENTS,
  beginAttempt,
  endAttempt,
  findTransmission,
  letterEnvelope,
  markFailed,
  markSent,
  plainDeliveryError,
  recordDelivery,
} from '#services/transmissions'

interface SendTransmissionPayload extends Record<string, unknown> {
  transmissionId: number
}

/** Another copy of this job holds the transmission's attempt; this one tries again later. */
export class AttemptUnderWay extends Error {
  constructor(transmissionId: number) {
    super(`Transmission ${transmissionId} is being sent by another attempt.`)
    this.name = 'AttemptUnderWay'
  }
}

/**
 * Delivers one transmission (app/services/transmissions.ts), handed over by the outbox after the
 * commit that queued it: writes its letter's PDF from the kept revision, mails it to the
 * recipients recorded when it was queued, from the company's sender with its center's
 * operations address as Reply-To, and records the outcome. Idempotent: a transmission no
 * longer queued is left alone, so a second delivery of the outbox row, the sweeper's hand-over
 * or a job recovered from a dead worker sends nothing twice that was recorded as sent.
 *
 * Everything that can be prepared is, before the attempt: the attempt is then counted and its
 * Message-ID fixed in one committed write, the letter is mailed, and the server's acceptance is
 * recorded by the very next statement. A refused or unreachable mail server is retried with a
 * growing wait (30 s, 1 min, 2 min, 4 min, 8 min); after the last try the transmission is
 * failed, with the server's answer in plain words, and the document offers "Send again".
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
    const { transmissionId } = this.payload
    const transmission = await findTransmission(transmissionId)
    // Already delivered or given up: a duplicate of the job does nothing.
    if (transmission?.status !== 'queued') return
    const letter = await LETTER_DOCUMENTS[transmission.document_type].letter(transmission)
    // Nothing to retry: the GOP or its revision is gone.
    if (!letter) {
      await markFailed(transmission, 'The letter no longer exists.')
      return
    }
    // Imported here, not at the top: the web server loads every job class at boot (to dispatch
    // them) and never renders a PDF there, so pdfmake and its fonts stay out of its memory.
    const { letterPdf } = await import('#services/letters/letter_pdf')
    const pdf = await letterPdf(letter.layout)

    // The company's sender and the center's operations address as of this attempt, recorded
    // with it (beginAttempt) so the case's "Sent mail" shows the message as it went.
    const envelope = await letterEnvelope(transmission)
    const attempt = await beginAttempt(transmissionId, {
      ...envelope,
      body: letter.text,
      attachmentNames: [letter.filename],
    })
    if (!attempt) {
      const now = await findTransmission(transmissionId)
      if (now?.status !== 'queued') return
      throw new AttemptUnderWay(transmissionId)
    }
    killPoint('transmission:counted')
    try {
      await mail.send((message) => {
        for (const recipient of attempt.recipients) message.to(recipient)
        // The company's copy (Manage › GOP settings), visible to the provider as a copy.
        for (const copy of attempt.copy_to) message.cc(copy)
        message.from(envelope.from.address, envelope.from.name ?? undefined)
        if (envelope.replyTo) message.replyTo(envelope.replyTo)
        message
          .messageId(attempt.message_id)
          .subject(attempt.subject)
          .text(letter.text)
          .attachData(pdf, { filename: letter.filename, contentType: 'application/pdf' })
      })
    } catch (error) {
      await endAttempt(transmissionId, plainDeliveryError(error))
      throw error
    }
    killPoint('transmission:accepted')
    await markSent(transmissionId)
    killPoint('transmission:sent')
    await recordDelivery(transmissionId)
  }

  /** Out of retries (the queue wraps the last error as its cause). */
  async failed(error: Error) {
    const cause = error.cause ?? error
    // The last try found another attempt holding the letter: that attempt, or the sweeper if it
    // died, decides.
    if (cause instanceof AttemptUnderWay) return
    const transmission = await findTransmission(this.payload.transmissionId)
    if (transmission?.status !== 'queued') return
    await markFailed(transmission, plainDeliveryError(cause))
  }
}
