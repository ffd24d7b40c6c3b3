import { BaseSchema } from '@adonisjs/lucid/schema'

/** program-types, currencies and states: small reference lists shared by all centers. */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('program_types', (table) => {
      table.increments('id')
      table.string('name', 120).notNullable()
      table.text('description').nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.timestamp('deleted_at', { useTz: true }).nullable()
    })
    this.schema.raw(
      'CREATE UNIQUE INDEX program_types_name_unique ON program_types (lower(name)) WHERE deleted_at IS NULL'
    )
    this.schema.raw('CREATE INDEX program_types_name_index ON program_types (name, id)')
    this.schema.raw('CREATE INDEX program_types_updated_at_index ON program_types (updated_at, id)')

    this.schema.createTable('currencies', (table) => {
      table.increments('id')
      table.string('code', 3).notNullable()
      table.string('name', 120).notNullable()
      table.string('symbol', 12).nullable()
      table.smallint('decimals').notNullable().defaultTo(2)
      // Units of this currency per 1 unit of the base currency (settings: base_currency).
      table.decimal('rate_to_base', 20, 8).nullable()
      table.date('rate_date').nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.timestamp('deleted_at', { useTz: true }).nullable()
    })
    this.schema.raw(
      'CREATE UNIQUE INDEX currencies_code_unique ON currencies (code) WHERE deleted_at IS NULL'
    )
    this.schema.raw('CREATE INDEX currencies_name_index ON currencies (name, id)')
    this.schema.raw('CREATE INDEX currencies_rate_date_index ON currencies (rate_date, id)')
    this.schema.raw('CREATE INDEX currencies_updated_at_index ON currencies (updated_at, id)')

    this.schema.createTable('states', (table) => {
      table.increments('id')
      table.integer('country_id').unsigned().notNullable().references('countries.id')
      table.string('code', 10).notNullable()
      table.string('name', 120).notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.timestamp('deleted_at', { useTz: true }).nullable()
    })
    // ISO 3166-2 codes include the country ("MY-14"), so a code is unique on its own.
    this.schema.raw(
      'CREATE UNIQUE INDEX states_code_unique ON states (code) WHERE deleted_at IS NULL'
    )
    this.schema.raw('CREATE INDEX states_country_name_index ON states (country_id, name, id)')
    this.schema.raw('CREATE INDEX states_name_index ON states (name, id)')
    this.schema.raw('CREATE INDEX states_code_index ON states (code, id)')
    this.schema.raw('CREATE INDEX states_updated_at_index ON states (updated_at, id)')

    // Centers exist since the access model; give their list sorts an index too.
    this.schema.raw('CREATE INDEX centers_name_index ON centers (name, id)')
    this.schema.raw('CREATE INDEX centers_updated_at_index ON centers (updated_at, id)')
  }

  async down() {
    this.schema.raw('DROP INDEX centers_updated_at_index')
    this.schema.raw('DROP INDEX centers_name_index')
    this.schema.dropTable('states')
    this.schema.dropTable('currencies')
    this.schema.dropTable('program_types')
  }
}
