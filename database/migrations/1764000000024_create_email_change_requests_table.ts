import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * My account › Email: a change waits here until the link mailed to the new address is opened.
 * Only the token's SHA-256 is stored (as for password resets); a row is used once (confirmed)
 * or replaced by a newer request (cancelled), and expires after 24 hours.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('email_change_requests', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table.string('new_email', 254).notNullable()
      table.string('token_hash', 64).notNullable().unique()
      table.timestamp('expires_at', { useTz: true }).notNullable()
      table.timestamp('confirmed_at', { useTz: true }).nullable()
      table.timestamp('cancelled_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.index(['user_id'])
    })
  }

  async down() {
    this.schema.dropTable('email_change_requests')
  }
}
