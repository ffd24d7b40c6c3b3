import { BaseSchema } from '@adonisjs/lucid/schema'
import { addBankDetailColumns, addGopSettingColumns } from '#database/columns/party_columns'

/**
 * Providers (PRODUCT.md "Provider"): the hospitals, doctors, ambulances… that treat members on a
 * guarantee of payment. A provider is a party like a business entity: the same bank details and
 * GOP settings columns (database/columns/party_columns.ts), and GOP letter templates of its own
 * in the shared gop_templates table.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('providers', (table) => {
      table.increments('id')
      table.string('code', 20).notNullable()
      table.string('name', 160).notNullable()
      // One of app/contracts/provider_options.ts; the validator keeps them to those lists.
      table.string('provider_type', 40).notNullable()
      table.string('status', 20).notNullable().defaultTo('pending')
      table.integer('country_id').unsigned().notNullable().references('countries.id')
      table.integer('state_id').unsigned().nullable().references('states.id')
      table.string('city', 120).nullable()
      table.text('address').nullable()
      table.string('phone', 40).nullable()
      table.string('email', 254).nullable()
      table.string('website', 254).nullable()
      table.string('tax_number', 60).nullable()
      // An ISO code, not a foreign key: currency codes are unique among live rows only.
      table.string('currency_code', 3).nullable()
      // app/contracts/payment_methods.ts: how the provider is paid unless a bill says otherwise.
      table.string('payment_method', 20).nullable()
      table.text('notes').nullable()
      addBankDetailColumns(table)
      addGopSettingColumns(table)
      table.integer('gop_template_id').unsigned().nullable().references('gop_templates.id')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.timestamp('deleted_at', { useTz: true }).nullable()
    })
    this.schema.raw(
      `ALTER TABLE providers ADD CONSTRAINT providers_status_known CHECK (status IN ('pending', 'preferred', 'audited', 'validated', 'black-listed'))`
    )
    this.schema.raw(
      'CREATE UNIQUE INDEX providers_code_unique ON providers (code) WHERE deleted_at IS NULL'
    )
    // Every offered sort and filter, with the id as tie-breaker (docs/architecture.md).
    this.schema.raw('CREATE INDEX providers_name_index ON providers (name, id)')
    this.schema.raw('CREATE INDEX providers_code_index ON providers (code, id)')
    this.schema.raw('CREATE INDEX providers_updated_at_index ON providers (updated_at, id)')
    this.schema.raw(
      'CREATE INDEX providers_provider_type_index ON providers (provider_type, name, id)'
    )
    this.schema.raw('CREATE INDEX providers_status_index ON providers (status, name, id)')
    this.schema.raw('CREATE INDEX providers_country_index ON providers (country_id, name, id)')
    this.schema.raw(
      'CREATE INDEX providers_trashed_index ON providers (deleted_at) WHERE deleted_at IS NOT NULL'
    )
    /*
     * The search: any word of the name or code by its start ("phuket" and "bangkok hosp" both
     * find "Bangkok Hospital Phuket"). The 'simple' configuration only lower-cases (no stemming,
     * no stop words), so a name matches as typed in any language; the query must repeat this
     * exact expression (app/resources/providers.ts) for the planner to use the index.
     */
    this.schema.raw(
      `CREATE INDEX providers_search_index ON providers USING gin (to_tsvector('simple', name || ' ' || code))`
    )

    // A provider's contact people, edited within the provider form and saved with it.
    this.schema.createTable('provider_contacts', (table) => {
      table.increments('id')
      table
        .integer('provider_id')
        .unsigned()
        .notNullable()
        .references('providers.id')
        .onDelete('CASCADE')
      // Where the row sits in the form's list (0 first): the order the user gave them.
      table.smallint('sort_order').notNullable()
      table.string('name', 160).notNullable()
      // The person's job title ("Billing officer"), not the row's place.
      table.string('position', 120).nullable()
      table.string('phone', 40).nullable()
      table.string('email', 254).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
    })
    this.schema.raw(
      'CREATE INDEX provider_contacts_provider_index ON provider_contacts (provider_id, sort_order, id)'
    )

    /*
     * GOP templates get a second owner column: a template is company-wide (no owner), a
     * business entity's or a provider's, never two owners at once. Foreign keys on both keep
     * the owners real, which a single owner_type/owner_id pair could not.
     */
    this.schema.alterTable('gop_templates', (table) => {
      table.integer('provider_id').unsigned().nullable().references('providers.id')
    })
    this.schema.raw(
      'ALTER TABLE gop_templates ADD CONSTRAINT gop_templates_one_owner CHECK (business_entity_id IS NULL OR provider_id IS NULL)'
    )
    this.schema.raw(
      'CREATE INDEX gop_templates_provider_index ON gop_templates (provider_id, name, id) WHERE provider_id IS NOT NULL'
    )
  }

  async down() {
    // Dropping the column drops its check constraint and index with it.
    this.schema.alterTable('gop_templates', (table) => {
      table.dropColumn('provider_id')
    })
    this.schema.dropTable('provider_contacts')
    this.schema.dropTable('providers')
  }
}
