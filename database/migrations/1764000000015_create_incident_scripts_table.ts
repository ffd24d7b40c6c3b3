import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    // Call scripts an agent reads for an incident type (rich text, Quill Delta as jsonb).
    this.schema.createTable('incident_scripts', (table) => {
      table.increments('id')
      table.integer('incident_type_id').unsigned().notNullable().references('incident_types.id')
      table.string('title', 160).notNullable()
      table.jsonb('body').notNullable()
      table.boolean('is_enabled').notNullable().defaultTo(true)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.timestamp('deleted_at', { useTz: true }).nullable()
    })
    // A title is unique within its incident type, among live scripts.
    this.schema.raw(
      'CREATE UNIQUE INDEX incident_scripts_title_unique ON incident_scripts (incident_type_id, lower(title)) WHERE deleted_at IS NULL'
    )
    this.schema.raw('CREATE INDEX incident_scripts_title_index ON incident_scripts (title, id)')
    this.schema.raw(
      'CREATE INDEX incident_scripts_type_index ON incident_scripts (incident_type_id, title, id)'
    )
    this.schema.raw(
      'CREATE INDEX incident_scripts_updated_at_index ON incident_scripts (updated_at, id)'
    )
  }

  async down() {
    this.schema.dropTable('incident_scripts')
  }
}
