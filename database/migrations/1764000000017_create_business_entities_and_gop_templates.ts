import { BaseSchema } from '@adonisjs/lucid/schema'
import { addBankDetailColumns, addGopSettingColumns } from '#database/columns/party_columns'

export default class extends BaseSchema {
  async up() {
    // The company's own legal entities: they issue GOPs and bill clients.
    this.schema.createTable('business_entities', (table) => {
      table.increments('id')
      table.string('code', 20).notNullable()
      table.string('name', 160).notNullable()
      table.string('legal_name', 200).nullable()
      table.string('registration_number', 60).nullable()
      table.string('tax_number', 60).nullable()
      table.integer('country_id').unsigned().notNullable().references('countries.id')
      table.string('city', 120).nullable()
      table.text('address').nullable()
      table.string('phone', 40).nullable()
      table.string('email', 254).nullable()
      table.string('website', 254).nullable()
      table.string('currency_code', 3).nullable()
      table.boolean('is_enabled').notNullable().defaultTo(true)
      addBankDetailColumns(table)
      addGopSettingColumns(table)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.timestamp('deleted_at', { useTz: true }).nullable()
    })
    this.schema.raw(
      'CREATE UNIQUE INDEX business_entities_code_unique ON business_entities (code) WHERE deleted_at IS NULL'
    )
    this.schema.raw('CREATE INDEX business_entities_name_index ON business_entities (name, id)')
    this.schema.raw(
      'CREATE INDEX business_entities_country_index ON business_entities (country_id, name, id)'
    )
    this.schema.raw(
      'CREATE INDEX business_entities_updated_at_index ON business_entities (updated_at, id)'
    )

    // GOP letter templates: company-wide (no owner) or a business entity's own. Providers get
    // their own templates the same way when they arrive (a provider_id column).
    this.schema.createTable('gop_templates', (table) => {
      table.increments('id')
      table.string('name', 160).notNullable()
      table.text('description').nullable()
      table.string('language', 10).notNullable().defaultTo('en')
      table.jsonb('body').notNullable()
      table.integer('business_entity_id').unsigned().nullable().references('business_entities.id')
      table.boolean('is_enabled').notNullable().defaultTo(true)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.timestamp('deleted_at', { useTz: true }).nullable()
    })
    this.schema.raw(
      'CREATE UNIQUE INDEX gop_templates_name_unique ON gop_templates (lower(name)) WHERE deleted_at IS NULL'
    )
    this.schema.raw('CREATE INDEX gop_templates_name_index ON gop_templates (name, id)')
    this.schema.raw(
      'CREATE INDEX gop_templates_business_entity_index ON gop_templates (business_entity_id, name, id)'
    )
    this.schema.raw(
      'CREATE INDEX gop_templates_language_index ON gop_templates (language, name, id)'
    )
    this.schema.raw('CREATE INDEX gop_templates_updated_at_index ON gop_templates (updated_at, id)')

    // The letter template a party's GOPs use by default (the two tables refer to each other).
    this.schema.alterTable('business_entities', (table) => {
      table.integer('gop_template_id').unsigned().nullable().references('gop_templates.id')
    })
  }

  async down() {
    this.schema.alterTable('business_entities', (table) => {
      table.dropColumn('gop_template_id')
    })
    this.schema.dropTable('gop_templates')
    this.schema.dropTable('business_entities')
  }
}
