import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The people involved in a case (SPEC.md §2 tab "contacts"): family, the treating doctor, the
 * client's case handler… each with SPEC.md §3's caller type, relationship and contact method.
 * They belong to their case, and through it to its center; the case's tab lists them with a
 * table of its own.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('case_contacts', (table) => {
      table.increments('id')
      table.integer('case_id').unsigned().notNullable().references('cases.id')
      table.string('name', 160).notNullable()
      table.string('caller_type', 20).nullable()
      table.string('relationship', 20).nullable()
      table.string('phone', 40).nullable()
      table.string('email', 254).nullable()
      table.string('preferred_contact_method', 20).nullable()
      table.string('notes', 2000).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.timestamp('deleted_at', { useTz: true }).nullable()
    })
    // The tab's sorts, one case at a time (a case may gather hundreds over a long evacuation).
    this.schema.raw(
      'CREATE INDEX case_contacts_name_index ON case_contacts (case_id, name, id) WHERE deleted_at IS NULL'
    )
    this.schema.raw(
      'CREATE INDEX case_contacts_updated_at_index ON case_contacts (case_id, updated_at, id) WHERE deleted_at IS NULL'
    )
    this.schema.raw(
      'CREATE INDEX case_contacts_trashed_index ON case_contacts (case_id, deleted_at) WHERE deleted_at IS NOT NULL'
    )
  }

  async down() {
    this.schema.dropTable('case_contacts')
  }
}
