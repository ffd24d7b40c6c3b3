import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('roles', (table) => {
      table.increments('id')
      table.string('name', 80).notNullable()
      table.text('description').nullable()
      table.boolean('is_system').notNullable().defaultTo(false)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.timestamp('deleted_at', { useTz: true }).nullable()
    })
    this.schema.raw(
      'CREATE UNIQUE INDEX roles_name_unique ON roles (lower(name)) WHERE deleted_at IS NULL'
    )

    this.schema.createTable('capabilities', (table) => {
      table.increments('id')
      table.string('name', 80).notNullable().unique()
      table.string('group', 40).notNullable()
      table.text('description').nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
    })

    this.schema.createTable('capability_role', (table) => {
      table.integer('role_id').unsigned().notNullable().references('roles.id').onDelete('CASCADE')
      table
        .integer('capability_id')
        .unsigned()
        .notNullable()
        .references('capabilities.id')
        .onDelete('CASCADE')
      table.primary(['role_id', 'capability_id'])
    })

    this.schema.createTable('role_user', (table) => {
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table.integer('role_id').unsigned().notNullable().references('roles.id').onDelete('CASCADE')
      table.primary(['user_id', 'role_id'])
      table.index(['role_id'])
    })
  }

  async down() {
    this.schema.dropTable('role_user')
    this.schema.dropTable('capability_role')
    this.schema.dropTable('capabilities')
    this.schema.dropTable('roles')
  }
}
