import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * What else lives under a case (SPEC.md §2 tabs): its incident records (a case may gather
 * several: the fall, then the complication), its diagnoses from the ICD-10 table with one
 * primary, and the feedback received about it (SPEC.md §3's type, channel and source lists).
 * Each is a table in its case's tab, one case at a time, so every index leads with case_id.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('case_incidents', (table) => {
      table.increments('id')
      table.integer('case_id').unsigned().notNullable().references('cases.id')
      table.date('occurred_on').nullable()
      table.integer('incident_type_id').unsigned().notNullable().references('incident_types.id')
      table
        .integer('incident_category_id')
        .unsigned()
        .nullable()
        .references('incident_categories.id')
      table.integer('incident_service_id').unsigned().nullable().references('incident_services.id')
      table.integer('incident_item_id').unsigned().nullable().references('incident_items.id')
      table.integer('country_id').unsigned().nullable().references('countries.id')
      table.string('city', 120).nullable()
      table.text('description').nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.timestamp('deleted_at', { useTz: true }).nullable()
    })

    this.schema.createTable('case_diagnoses', (table) => {
      table.increments('id')
      table.integer('case_id').unsigned().notNullable().references('cases.id')
      table.integer('icd_id').unsigned().notNullable().references('icds.id')
      table.boolean('is_primary').notNullable().defaultTo(false)
      table.date('diagnosed_on').nullable()
      table.string('notes', 2000).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.timestamp('deleted_at', { useTz: true }).nullable()
    })

    this.schema.createTable('case_feedbacks', (table) => {
      table.increments('id')
      table.integer('case_id').unsigned().notNullable().references('cases.id')
      table.string('feedback_type', 20).notNullable()
      table.string('channel', 20).notNullable()
      table.string('source', 20).notNullable()
      table.date('received_on').notNullable()
      table.text('description').notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.timestamp('deleted_at', { useTz: true }).nullable()
    })

    const live = 'WHERE deleted_at IS NULL'
    const indexes: Record<string, string> = {
      case_incidents_occurred_on_index: 'case_incidents (case_id, occurred_on, id)',
      case_incidents_updated_at_index: 'case_incidents (case_id, updated_at, id)',
      case_diagnoses_updated_at_index: 'case_diagnoses (case_id, updated_at, id)',
      case_feedbacks_received_on_index: 'case_feedbacks (case_id, received_on, id)',
      case_feedbacks_updated_at_index: 'case_feedbacks (case_id, updated_at, id)',
      // What a delete of an ICD code or a taxonomy entry asks ("do live records use it?").
      case_diagnoses_icd_reference_index: 'case_diagnoses (icd_id)',
      case_incidents_type_reference_index: 'case_incidents (incident_type_id)',
      case_incidents_category_reference_index: 'case_incidents (incident_category_id)',
      case_incidents_service_reference_index: 'case_incidents (incident_service_id)',
      case_incidents_item_reference_index: 'case_incidents (incident_item_id)',
      case_incidents_country_reference_index: 'case_incidents (country_id)',
    }
    for (const [name, on] of Object.entries(indexes)) {
      this.schema.raw(`CREATE INDEX ${name} ON ${on} ${live}`)
    }
    // A diagnosis once per case, and one primary among the live ones.
    this.schema.raw(
      `CREATE UNIQUE INDEX case_diagnoses_icd_id_unique ON case_diagnoses (case_id, icd_id) ${live}`
    )
    this.schema.raw(
      `CREATE UNIQUE INDEX case_diagnoses_primary_unique ON case_diagnoses (case_id) WHERE is_primary AND deleted_at IS NULL`
    )
    // SPEC.md §3's lists (app/contracts/case_options.ts), written out: a migration is a record.
    this.schema.raw(
      `ALTER TABLE case_feedbacks ADD CONSTRAINT case_feedbacks_type_known CHECK (feedback_type IN ('compliment', 'complaint'))`
    )
    for (const table of ['case_incidents', 'case_diagnoses', 'case_feedbacks']) {
      this.schema.raw(
        `CREATE INDEX ${table}_trashed_index ON ${table} (case_id, deleted_at) WHERE deleted_at IS NOT NULL`
      )
    }
  }

  async down() {
    this.schema.dropTable('case_feedbacks')
    this.schema.dropTable('case_diagnoses')
    this.schema.dropTable('case_incidents')
  }
}
