import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Cases (PRODUCT.md "Cases"): what an agent opens when a member or someone on their behalf calls.
 * A case belongs to one center and every list of cases is one center's (PRODUCT.md "Centers and
 * data segregation"), so every list index leads with center_id. Numbers are per center and year
 * and never reused (app/services/case_number.ts, case_number_counters below).
 *
 * The option values are written out here, not imported from app/contracts/case_options.ts: a
 * migration is a record of what the database was at that point, and must not change when the
 * contract does. tests/functional/cases/case_schema.spec.ts checks that both still agree.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('cases', (table) => {
      table.increments('id')
      table.integer('center_id').unsigned().notNullable().references('centers.id')
      // 'KUL-2026-000123': a center code (10 at most), the year and at least six digits.
      table.string('number', 24).notNullable()
      table.string('status', 10).notNullable().defaultTo('pending')
      table.integer('client_id').unsigned().notNullable().references('clients.id')
      table.integer('program_id').unsigned().nullable().references('programs.id')
      table.integer('member_id').unsigned().notNullable().references('members.id')

      // Who called: the member, family, a provider or the client (SPEC.md §3 lists). The
      // relationship and contact method share the members' lists, kept by the validator as
      // on members; the caller type is the case's own list and is checked below.
      table.string('caller_name', 160).nullable()
      table.string('caller_type', 20).nullable()
      table.string('caller_relationship', 20).nullable()
      table.string('caller_phone', 40).nullable()
      table.string('caller_email', 254).nullable()
      table.string('caller_contact_method', 20).nullable()

      // The incident taxonomy: only the type is needed to open a case (it picks the form).
      table.integer('incident_type_id').unsigned().notNullable().references('incident_types.id')
      table
        .integer('incident_category_id')
        .unsigned()
        .nullable()
        .references('incident_categories.id')
      table.integer('incident_service_id').unsigned().nullable().references('incident_services.id')
      table.integer('incident_item_id').unsigned().nullable().references('incident_items.id')
      table.date('incident_date').nullable()
      table.integer('incident_country_id').unsigned().nullable().references('countries.id')
      table.string('incident_city', 120).nullable()
      // An IANA zone name, like centers.time_zone: where the incident's clock runs.
      table.string('incident_time_zone', 64).nullable()
      table.text('description').nullable()
      table.text('symptoms').nullable()
      // The incident type's own form sections (SPEC.md §2: creation forms differ per type).
      table.jsonb('details').notNullable().defaultTo('{}')

      table.integer('owner_id').unsigned().nullable().references('users.id')
      table.string('priority', 10).notNullable().defaultTo('normal')
      table.boolean('is_evacuation').notNullable().defaultTo(false)
      table.string('outcome', 60).nullable()
      table.timestamp('opened_at', { useTz: true }).notNullable()
      table.timestamp('closed_at', { useTz: true }).nullable()
      table.integer('reopened_count').notNullable().defaultTo(0)
      table.integer('created_by_id').unsigned().nullable().references('users.id')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.timestamp('deleted_at', { useTz: true }).nullable()
    })

    // The option lists of app/contracts/case_options.ts; the validator checks them too, the
    // constraints keep other writers (imports, scripts, later workflows) honest.
    const checks = {
      cases_status_known: `status IN ('pending', 'active', 'billing', 'closed')`,
      cases_priority_known: `priority IN ('low', 'normal', 'high', 'urgent')`,
      cases_caller_type_known: `caller_type IN ('first-caller', 'family-of-member', 'provider', 'client')`,
      cases_outcome_known: `outcome IN ('successful', 'cancelled-patient-passed-away', 'cancelled-self-arranged', 'cancelled-lost-to-competitor', 'cancelled-financial', 'cancelled-quotation-only')`,
      // A closed case says when it closed; any other status has not closed (a reopen clears it).
      cases_closed_at_when_closed: `(status = 'closed') = (closed_at IS NOT NULL)`,
      cases_closed_after_opened: `closed_at IS NULL OR closed_at >= opened_at`,
      cases_reopened_count_non_negative: `reopened_count >= 0`,
      cases_details_object: `jsonb_typeof(details) = 'object'`,
    }
    for (const [name, condition] of Object.entries(checks)) {
      this.schema.raw(`ALTER TABLE cases ADD CONSTRAINT ${name} CHECK (${condition})`)
    }

    // Never reused, so unique among trashed rows too (not a live-only index like codes).
    this.schema.raw('CREATE UNIQUE INDEX cases_number_unique ON cases (number)')
    // Search by number prefix ("kul-2026-0001"): a "C"-collation key lets a btree serve a
    // prefix LIKE and the ORDER BY alike, like members.policy_key.
    this.schema.raw(`ALTER TABLE cases
      ADD COLUMN number_key text COLLATE "C" GENERATED ALWAYS AS (lower(number)) STORED`)

    /*
     * Every offered sort and filter of the cases list, on live rows, inside one center, with
     * the id as tie-breaker so pages stay stable (docs/architecture.md). A filter column sits
     * before opened_at, so "this center's active cases, newest first" is one index range walk.
     */
    const live = 'WHERE deleted_at IS NULL'
    const listIndexes = {
      cases_opened_at_index: 'center_id, opened_at, id',
      cases_status_index: 'center_id, status, opened_at, id',
      cases_client_index: 'center_id, client_id, opened_at, id',
      cases_program_index: 'center_id, program_id, opened_at, id',
      cases_incident_type_index: 'center_id, incident_type_id, opened_at, id',
      cases_owner_index: 'center_id, owner_id, opened_at, id',
      cases_priority_index: 'center_id, priority, opened_at, id',
      cases_updated_at_index: 'center_id, updated_at, id',
      cases_number_key_index: 'center_id, number_key, id',
    }
    for (const [name, columns] of Object.entries(listIndexes)) {
      this.schema.raw(`CREATE INDEX ${name} ON cases (${columns}) ${live}`)
    }
    // Search by member name or policy walks members' own keys (members.name_key, policy_key)
    // and reaches the cases by member_id; this also serves a member's case history.
    this.schema.raw(`CREATE INDEX cases_member_index ON cases (member_id, opened_at, id) ${live}`)
    // What a delete of a client, program, taxonomy entry, country or user asks (record_usage:
    // "do live cases use it?"): one short index read each, whatever the number of cases.
    const referenceIndexes = {
      cases_client_reference_index: 'client_id',
      cases_program_reference_index: 'program_id',
      cases_incident_type_reference_index: 'incident_type_id',
      cases_incident_category_reference_index: 'incident_category_id',
      cases_incident_service_reference_index: 'incident_service_id',
      cases_incident_item_reference_index: 'incident_item_id',
      cases_incident_country_reference_index: 'incident_country_id',
      cases_owner_reference_index: 'owner_id',
    }
    for (const [name, column] of Object.entries(referenceIndexes)) {
      this.schema.raw(`CREATE INDEX ${name} ON cases (${column}) ${live}`)
    }
    // The trash is one center's too.
    this.schema.raw(
      'CREATE INDEX cases_trashed_index ON cases (center_id, deleted_at, id) WHERE deleted_at IS NOT NULL'
    )

    /*
     * The last number given per center and year. A counter row, not a sequence: numbers restart
     * each year per center, and the row is updated in the transaction that creates the case, so
     * a rolled-back case gives its number back and concurrent openings queue on the row lock.
     */
    this.schema.createTable('case_number_counters', (table) => {
      table.integer('center_id').unsigned().notNullable().references('centers.id')
      table.smallint('year').notNullable()
      table.integer('last_value').notNullable()
      table.primary(['center_id', 'year'])
    })
    this.schema.raw(
      'ALTER TABLE case_number_counters ADD CONSTRAINT case_number_counters_last_value_positive CHECK (last_value > 0)'
    )
  }

  async down() {
    this.schema.dropTable('case_number_counters')
    this.schema.dropTable('cases')
  }
}
