import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    // The insurers, corporates and partners that buy assistance (PRODUCT.md "Client").
    this.schema.createTable('clients', (table) => {
      table.increments('id')
      table.string('code', 20).notNullable()
      table.string('name', 160).notNullable()
      // One of app/contracts/client_types.ts; the validator keeps it to that list.
      table.string('client_type', 40).notNullable()
      table.string('contact_name', 160).nullable()
      table.string('email', 254).nullable()
      table.string('phone', 40).nullable()
      table.string('website', 254).nullable()
      table.text('address').nullable()
      table.string('city', 120).nullable()
      table.integer('country_id').unsigned().notNullable().references('countries.id')
      // An ISO code, not a foreign key: currency codes are unique among live rows only.
      table.string('billing_currency_code', 3).notNullable()
      table.smallint('payment_terms_days').notNullable().defaultTo(30)
      table.integer('report_email_group_id').unsigned().nullable().references('email_groups.id')
      table.boolean('is_enabled').notNullable().defaultTo(true)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.timestamp('deleted_at', { useTz: true }).nullable()
    })
    // The validator checks the range too; the constraint keeps other writers (imports) honest.
    this.schema.raw(
      'ALTER TABLE clients ADD CONSTRAINT clients_payment_terms_days_range CHECK (payment_terms_days BETWEEN 0 AND 365)'
    )
    this.schema.raw(
      'CREATE UNIQUE INDEX clients_code_unique ON clients (code) WHERE deleted_at IS NULL'
    )
    this.schema.raw('CREATE INDEX clients_name_index ON clients (name, id)')
    this.schema.raw('CREATE INDEX clients_updated_at_index ON clients (updated_at, id)')
    this.schema.raw('CREATE INDEX clients_client_type_index ON clients (client_type, name, id)')
    this.schema.raw('CREATE INDEX clients_country_index ON clients (country_id, name, id)')
    this.schema.raw('CREATE INDEX clients_is_enabled_index ON clients (is_enabled, name, id)')

    // A client's programs (PRODUCT.md "Program"): what its members are covered by.
    this.schema.createTable('programs', (table) => {
      table.increments('id')
      table.integer('client_id').unsigned().notNullable().references('clients.id')
      table.integer('program_type_id').unsigned().notNullable().references('program_types.id')
      table.string('code', 30).notNullable()
      table.string('name', 160).notNullable()
      table.text('coverage_summary').nullable()
      table.date('valid_from').notNullable()
      // No end date: open-ended until someone sets one.
      table.date('valid_to').nullable()
      // One of app/contracts/program_statuses.ts.
      table.string('status', 20).notNullable().defaultTo('active')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.timestamp('deleted_at', { useTz: true }).nullable()
    })
    this.schema.raw(
      'ALTER TABLE programs ADD CONSTRAINT programs_validity_order CHECK (valid_to IS NULL OR valid_to >= valid_from)'
    )
    // Unique per client; named programs_code_unique so the record store reports it on `code`.
    this.schema.raw(
      'CREATE UNIQUE INDEX programs_code_unique ON programs (client_id, code) WHERE deleted_at IS NULL'
    )
    this.schema.raw('CREATE INDEX programs_name_index ON programs (name, id)')
    this.schema.raw('CREATE INDEX programs_code_index ON programs (code, id)')
    this.schema.raw('CREATE INDEX programs_valid_to_index ON programs (valid_to, id)')
    this.schema.raw('CREATE INDEX programs_updated_at_index ON programs (updated_at, id)')
    this.schema.raw('CREATE INDEX programs_client_index ON programs (client_id, name, id)')
    this.schema.raw(
      'CREATE INDEX programs_program_type_index ON programs (program_type_id, name, id)'
    )
    this.schema.raw('CREATE INDEX programs_status_index ON programs (status, name, id)')
  }

  async down() {
    this.schema.dropTable('programs')
    this.schema.dropTable('clients')
  }
}
