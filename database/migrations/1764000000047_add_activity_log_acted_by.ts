import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Who changed a record is not always a user (issue 28): a webhook, a timer or a worker acts as
 * the system for a named integration ("WhatsApp webhook"), and the log says which. A row has a
 * user or an integration, never both; rows of people keep `acted_by` null.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('activity_logs', (table) => {
      table.string('acted_by', 64).nullable()
    })
    this.schema.raw(
      `ALTER TABLE activity_logs ADD CONSTRAINT activity_logs_one_actor
         CHECK (user_id IS NULL OR acted_by IS NULL)`
    )
  }

  async down() {
    this.schema.alterTable('activity_logs', (table) => {
      table.dropColumn('acted_by')
    })
  }
}
