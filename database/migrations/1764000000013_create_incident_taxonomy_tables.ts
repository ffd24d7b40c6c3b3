import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The incident taxonomy: type → category → service → item. Each level has a name unique among
 * its live siblings and a code for reports.
 */
export const TAXONOMY_LEVELS = [
  { table: 'incident_types', parent: null },
  { table: 'incident_categories', parent: { table: 'incident_types', column: 'incident_type_id' } },
  {
    table: 'incident_services',
    parent: { table: 'incident_categories', column: 'incident_category_id' },
  },
  {
    table: 'incident_items',
    parent: { table: 'incident_services', column: 'incident_service_id' },
  },
] as const

export default class extends BaseSchema {
  async up() {
    for (const level of TAXONOMY_LEVELS) {
      this.schema.createTable(level.table, (table) => {
        table.increments('id')
        if (level.parent) {
          table
            .integer(level.parent.column)
            .unsigned()
            .notNullable()
            .references(`${level.parent.table}.id`)
        }
        table.string('name', 120).notNullable()
        table.text('description').nullable()
        table.timestamp('created_at', { useTz: true }).notNullable()
        table.timestamp('updated_at', { useTz: true }).nullable()
        table.timestamp('deleted_at', { useTz: true }).nullable()
      })
      const siblings = level.parent ? `${level.parent.column}, lower(name)` : 'lower(name)'
      this.schema.raw(
        `CREATE UNIQUE INDEX ${level.table}_name_unique ON ${level.table} (${siblings}) WHERE deleted_at IS NULL`
      )
      this.schema.raw(`CREATE INDEX ${level.table}_name_index ON ${level.table} (name, id)`)
      this.schema.raw(
        `CREATE INDEX ${level.table}_updated_at_index ON ${level.table} (updated_at, id)`
      )
      if (level.parent) {
        this.schema.raw(
          `CREATE INDEX ${level.table}_parent_index ON ${level.table} (${level.parent.column}, name, id)`
        )
      }
    }
  }

  async down() {
    for (const level of [...TAXONOMY_LEVELS].reverse()) this.schema.dropTable(level.table)
  }
}
