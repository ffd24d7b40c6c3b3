import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('countries', (table) => {
      table.increments('id')
      table.string('code', 2).notNullable()
      table.string('iso3', 3).notNullable()
      table.string('name', 120).notNullable()
      table.string('dialing_code', 12).nullable()
      table.string('nationality', 80).nullable()
      table.string('region', 40).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.timestamp('deleted_at', { useTz: true }).nullable()
    })
    // Codes are unique among live rows; a trashed row does not block re-creating it.
    this.schema.raw(
      'CREATE UNIQUE INDEX countries_code_unique ON countries (code) WHERE deleted_at IS NULL'
    )
    this.schema.raw(
      'CREATE UNIQUE INDEX countries_iso3_unique ON countries (iso3) WHERE deleted_at IS NULL'
    )
    // Indexes for every offered sort and filter (live and trash lists).
    this.schema.raw('CREATE INDEX countries_name_index ON countries (name, id)')
    this.schema.raw('CREATE INDEX countries_region_index ON countries (region, id)')
    this.schema.raw('CREATE INDEX countries_updated_at_index ON countries (updated_at, id)')
    this.schema.raw('CREATE INDEX countries_deleted_at_index ON countries (deleted_at)')
  }

  async down() {
    this.schema.dropTable('countries')
  }
}
