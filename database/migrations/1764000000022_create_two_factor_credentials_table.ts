import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A user's TOTP credential, kept apart from `users` so the secret never rides along with a
 * user row (serialised props, lists, the activity log). One row per user: pending until the
 * first code confirms it, then enabled.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('two_factor_credentials', (table) => {
      table.integer('user_id').unsigned().primary().references('users.id').onDelete('CASCADE')
      // The base32 secret, encrypted with APP_KEY.
      table.text('secret').notNullable()
      // Set when a first code proved the authenticator app holds the secret.
      table.timestamp('confirmed_at', { useTz: true }).nullable()
      // The 30-second step of the last accepted code: a code of that step or earlier is refused.
      table.bigint('last_used_step').nullable()
      // SHA-256 hashes of the unused one-time recovery codes.
      table.jsonb('recovery_code_hashes').notNullable().defaultTo('[]')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
    })
  }

  async down() {
    this.schema.dropTable('two_factor_credentials')
  }
}
