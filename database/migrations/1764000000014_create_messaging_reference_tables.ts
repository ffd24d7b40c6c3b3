import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('email_groups', (table) => {
      table.increments('id')
      table.string('name', 120).notNullable()
      table.specificType('addresses', 'varchar(254)[]').notNullable().defaultTo('{}')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.timestamp('deleted_at', { useTz: true }).nullable()
    })
    this.schema.raw(
      'CREATE UNIQUE INDEX email_groups_name_unique ON email_groups (lower(name)) WHERE deleted_at IS NULL'
    )
    this.schema.raw('CREATE INDEX email_groups_name_index ON email_groups (name, id)')
    this.schema.raw('CREATE INDEX email_groups_updated_at_index ON email_groups (updated_at, id)')

    // WhatsApp Business message templates (approved by Meta before use).
    this.schema.createTable('whats_app_templates', (table) => {
      table.increments('id')
      table.string('name', 512).notNullable()
      table.string('language', 10).notNullable()
      table.string('category', 20).notNullable()
      table.text('body').notNullable()
      table.string('status', 20).notNullable().defaultTo('draft')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.timestamp('deleted_at', { useTz: true }).nullable()
    })
    // Meta identifies a template by name + language.
    this.schema.raw(
      'CREATE UNIQUE INDEX whats_app_templates_name_unique ON whats_app_templates (name, language) WHERE deleted_at IS NULL'
    )
    this.schema.raw('CREATE INDEX whats_app_templates_name_index ON whats_app_templates (name, id)')
    this.schema.raw(
      'CREATE INDEX whats_app_templates_status_index ON whats_app_templates (status, name, id)'
    )
    this.schema.raw(
      'CREATE INDEX whats_app_templates_category_index ON whats_app_templates (category, name, id)'
    )
    this.schema.raw(
      'CREATE INDEX whats_app_templates_language_index ON whats_app_templates (language, name, id)'
    )
    this.schema.raw(
      'CREATE INDEX whats_app_templates_updated_at_index ON whats_app_templates (updated_at, id)'
    )
  }

  async down() {
    this.schema.dropTable('whats_app_templates')
    this.schema.dropTable('email_groups')
  }
}
