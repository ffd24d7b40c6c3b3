import { BaseSchema } from '@adonisjs/lucid/schema'
import { DEFAULT_CASE_FORMS } from '#database/seeders/reference/case_forms'

/**
 * An incident type's case form as data (app/contracts/case_form_sections.ts): the sections the
 * case form adds for the type, edited in Manage › Incident types › Case form. The answers live
 * in cases.details (migration 026).
 *
 * A database seeded before this migration gets the starting forms of the types it has by their
 * seeded names, once; a new one gets them from the taxonomy seeder as it creates the types.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('incident_types', (table) => {
      table.jsonb('form_sections').notNullable().defaultTo('[]')
    })
    this.schema.raw(
      `ALTER TABLE incident_types ADD CONSTRAINT incident_types_form_sections_list CHECK (jsonb_typeof(form_sections) = 'array')`
    )
    this.defer(async (db) => {
      for (const [name, sections] of Object.entries(DEFAULT_CASE_FORMS)) {
        await db
          .from('incident_types')
          .whereRaw('lower(name) = lower(?)', [name])
          .whereNull('deleted_at')
          .update({ form_sections: JSON.stringify(sections) })
      }
    })
  }

  async down() {
    this.schema.alterTable('incident_types', (table) => {
      table.dropColumn('form_sections')
    })
  }
}
