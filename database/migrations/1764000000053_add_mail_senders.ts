import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Mail that people can answer (issue 29): a center's operations address, which every letter of
 * its cases carries as Reply-To, and what each transmission was sent as — its sender, its
 * Reply-To, its text and its attachments' names, written by the attempt that mailed it — so the
 * case's "Sent mail" shows the message as it went, not as it would be written today.
 * The case's sent mail is read newest first by case: the index on `case_id` alone becomes
 * `(case_id, id)`.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('centers', (table) => {
      table.string('operations_email', 254).nullable()
    })
    this.schema.alterTable('transmissions', (table) => {
      table.string('from_address', 254).nullable()
      table.string('from_name', 200).nullable()
      table.string('reply_to', 254).nullable()
      table.text('body').nullable()
      table.specificType('attachment_names', 'varchar(255)[]').notNullable().defaultTo('{}')
    })
    this.schema.raw('DROP INDEX IF EXISTS transmissions_case_index')
    this.schema.raw('CREATE INDEX transmissions_case_index ON transmissions (case_id, id)')
  }

  async down() {
    this.schema.raw('DROP INDEX IF EXISTS transmissions_case_index')
    this.schema.raw('CREATE INDEX transmissions_case_index ON transmissions (case_id)')
    this.schema.alterTable('transmissions', (table) => {
      table.dropColumn('attachment_names')
      table.dropColumn('body')
      table.dropColumn('reply_to')
      table.dropColumn('from_name')
      table.dropColumn('from_address')
    })
    this.schema.alterTable('centers', (table) => {
      table.dropColumn('operations_email')
    })
  }
}
