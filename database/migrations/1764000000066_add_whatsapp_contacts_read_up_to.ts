import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The newest inbound message of a conversation its agent has seen and WhatsApp was told about
 * (issue 31, "mark-read"): the member's blue ticks. Kept on the contact so a page opened twice,
 * or by two tabs, tells WhatsApp once (a conditional update decides), and never moves back.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw('ALTER TABLE whatsapp_contacts ADD COLUMN read_up_to_id integer NULL')
  }

  async down() {
    this.schema.raw('ALTER TABLE whatsapp_contacts DROP COLUMN read_up_to_id')
  }
}
