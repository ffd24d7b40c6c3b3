import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { returnContact } from '#services/whatsapp/contact_queue'

interface ReturnWhatsappContactPayload {
  contactId: number
}

/**
 * A WhatsApp contact's return to the queue at its reply deadline (issue 31): written by the
 * take as an outbox row due at the deadline (app/services/whatsapp/contact_queue.ts), so it is
 * persisted with the assignment and survives any restart. It acts only if the contact is still
 * held with that deadline passed; a reply, a give-back or a re-take in between leaves it nothing
 * to do, and a second delivery of it does nothing either.
 */
export default class ReturnWhatsappContact extends Job<ReturnWhatsappContactPayload> {
  static options: JobOptions = {
    queue: 'default',
    // A failure is the database's; the conditional UPDATE makes a retry safe.
    maxRetries: 5,
  }

  async execute() {
    await returnContact(this.payload.contactId, 'no_reply')
  }
}
