import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('users', (table) => {
      table.increments('id')
      table.string('first_name', 100).notNullable()
      table.string('last_name', 100).notNullable()
      table.string('email', 254).notNullable()
      table.string('password').nullable()
      table.string('phone', 40).nullable()
      table.string('picture').nullable()
      table.string('status', 16).notNullable().defaultTo('enabled')
      table.integer('current_center_id').unsigned().nullable().references('centers.id')
      table.text('two_factor_secret').nullable()
      table.text('two_factor_recovery_codes').nullable()
      table.timestamp('two_factor_confirmed_at', { useTz: true }).nullable()
      table.string('google_id', 64).nullable().unique()
      table.string('time_zone', 64).nullable()
      table.string('theme', 8).nullable()
      table.timestamp('last_login_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.timestamp('deleted_at', { useTz: true }).nullable()
    })
    // Sign-in compares emails case-insensitively, so uniqueness must too.
    this.schema.raw('CREATE UNIQUE INDEX users_email_unique ON users (lower(email))')

    this.schema.createTable('center_user', (table) => {
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table.integer('center_id').unsigned().notNullable().references('centers.id')
      table.primary(['user_id', 'center_id'])
      table.index(['center_id'])
    })
  }

  async down() {
    this.schema.dropTable('center_user')
    this.schema.dropTable('users')
  }
}
