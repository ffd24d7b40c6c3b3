import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Who a letter is copied to (Manage › GOP settings "Copy every GOP to": an email group that
 * receives a copy of each GOP sent), kept apart from its recipients: the provider is who it was
 * sent to; the copies are the company's own.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('transmissions', (table) => {
      table.specificType('copy_to', 'varchar(254)[]').notNullable().defaultTo('{}')
    })
  }

  async down() {
    this.schema.alterTable('transmissions', (table) => {
      table.dropColumn('copy_to')
    })
  }
}
