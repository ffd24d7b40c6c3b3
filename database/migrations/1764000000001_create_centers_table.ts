import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('centers', (table) => {
      table.increments('id')
      table.string('code', 10).notNullable()
      table.string('name', 120).notNullable()
      table.string('time_zone', 64).notNullable().defaultTo('UTC')
      table.string('currency_code', 3).nullable()
      table.text('address').nullable()
      table.boolean('is_enabled').notNullable().defaultTo(true)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.timestamp('deleted_at', { useTz: true }).nullable()
    })
    // A code stays unique among live rows; a trashed center does not block re-use.
    this.schema.raw(
      'CREATE UNIQUE INDEX centers_code_unique ON centers (upper(code)) WHERE deleted_at IS NULL'
    )
  }

  async down() {
    this.schema.dropTable('centers')
  }
}
