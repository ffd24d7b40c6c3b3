import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The phone calls of a case (issue 28: the first case-bound record added on the registries):
 * who was called or called in, when, how long, and what was said. PRODUCT.md's members and their
 * families call in, and an agent calls the hospital, the insurer and the family; until now only
 * a note could say so. A call may name one of the case's contacts (else the party's name), and
 * belongs to its case, and through it to its center.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('case_calls', (table) => {
      table.increments('id')
      table.integer('case_id').unsigned().notNullable().references('cases.id')
      table.timestamp('called_at', { useTz: true }).notNullable()
      table.string('direction', 10).notNullable()
      table.integer('case_contact_id').unsigned().nullable().references('case_contacts.id')
      table.string('party', 160).nullable()
      table.string('caller_type', 20).nullable()
      table.string('phone', 40).nullable()
      table.integer('duration_minutes').nullable()
      table.string('summary', 2000).notNullable()
      table.integer('created_by_id').unsigned().notNullable().references('users.id')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.timestamp('deleted_at', { useTz: true }).nullable()
    })
    this.schema.raw(
      "ALTER TABLE case_calls ADD CONSTRAINT case_calls_direction_check CHECK (direction IN ('inbound', 'outbound'))"
    )
    this.schema.raw(
      'ALTER TABLE case_calls ADD CONSTRAINT case_calls_duration_check CHECK (duration_minutes BETWEEN 0 AND 1440)'
    )
    // The tab's sort, one case at a time; the case's timeline reads (case_id, id), trash included.
    this.schema.raw(
      'CREATE INDEX case_calls_called_at_index ON case_calls (case_id, called_at, id) WHERE deleted_at IS NULL'
    )
    this.schema.raw('CREATE INDEX case_calls_case_index ON case_calls (case_id, id)')
    // What a contact's delete counts: the live calls that name it.
    this.schema.raw(
      'CREATE INDEX case_calls_contact_index ON case_calls (case_contact_id) WHERE deleted_at IS NULL'
    )
  }

  async down() {
    this.schema.dropTable('case_calls')
  }
}
