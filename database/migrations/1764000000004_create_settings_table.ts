import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    // Key/value so each settings page (general, appearance, email, security…) adds keys, not columns.
    this.schema.createTable('settings', (table) => {
      table.string('key', 80).primary()
      table.jsonb('value').notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
    })
  }

  async down() {
    this.schema.dropTable('settings')
  }
}
