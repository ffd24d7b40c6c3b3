import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Policy verification (issue 33; PRODUCT.md "Policy verification"): before a hospital is told
 * the bill is covered, the agent asks the insurer whether the member's policy covers it.
 *
 * - `verification_forms`: one per insurer (SPEC.md §2 verify-policy.{insurer}.form), as data an
 *   administrator edits in Manage › Verification forms: which of the fields of
 *   app/contracts/policy_verification.ts it asks for, each required or optional, in its order;
 *   the insurer as a client (docs/decisions.md), the email group its requests go to, and the
 *   Verify permission (SPEC.md §6) that guards it. The slug is its URL and never changes.
 * - `policy_verifications`: each request, on a member and optionally a case, numbered per center
 *   and year (`VER-KUL-2026-000001`, counted as GOP numbers are), the fields its form asked
 *   then and the answers as they were sent, and the insurer's answer: pending, then verified or not covered, with
 *   who recorded it, when, the insurer's reference and remarks. `reminded_at` is the reminder
 *   timer's claim (one reminder per request); `sent_at`/`sent_to` the last delivery, written by
 *   the transmission that carried the PDF (app/services/transmissions.ts).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('verification_forms', (table) => {
      table.increments('id')
      table.string('slug', 40).notNullable()
      table.string('name', 120).notNullable()
      table.integer('client_id').unsigned().nullable().references('clients.id')
      table.integer('email_group_id').unsigned().nullable().references('email_groups.id')
      table.string('permission', 60).notNullable()
      table.jsonb('fields').notNullable().defaultTo('[]')
      table.text('instructions').nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.timestamp('deleted_at', { useTz: true }).nullable()
    })
    this.schema.raw(
      `ALTER TABLE verification_forms ADD CONSTRAINT verification_forms_slug_shape CHECK (slug ~ '^[a-z][a-z0-9-]{0,39}$')`
    )
    this.schema.raw(
      `ALTER TABLE verification_forms ADD CONSTRAINT verification_forms_permission_shape CHECK (permission LIKE 'verify-%')`
    )
    this.schema.raw(
      `ALTER TABLE verification_forms ADD CONSTRAINT verification_forms_fields_array CHECK (jsonb_typeof(fields) = 'array')`
    )
    this.schema.raw(
      'CREATE UNIQUE INDEX verification_forms_slug_unique ON verification_forms (slug) WHERE deleted_at IS NULL'
    )
    this.schema.raw(
      'CREATE INDEX verification_forms_name_index ON verification_forms (name, id) WHERE deleted_at IS NULL'
    )
    this.schema.raw(
      'CREATE INDEX verification_forms_client_index ON verification_forms (client_id)'
    )
    this.schema.raw(
      'CREATE INDEX verification_forms_email_group_index ON verification_forms (email_group_id)'
    )

    this.schema.createTable('policy_verifications', (table) => {
      table.increments('id')
      table.integer('center_id').unsigned().notNullable().references('centers.id')
      table.integer('case_id').unsigned().nullable().references('cases.id')
      table.integer('member_id').unsigned().notNullable().references('members.id')
      table
        .integer('verification_form_id')
        .unsigned()
        .notNullable()
        .references('verification_forms.id')
      table.integer('client_id').unsigned().nullable().references('clients.id')
      table.string('number', 30).notNullable()
      table.string('status', 12).notNullable().defaultTo('pending')
      // The fields its form asked when it was made, in order (kept: a form edited later does
      // not change what a request asked), and the answers, as sent
      // (app/contracts/policy_verification.ts VERIFICATION_FIELDS).
      table.jsonb('asked').notNullable().defaultTo('[]')
      table.string('policy_number', 60).nullable()
      table.string('member_reference', 60).nullable()
      table.string('member_name', 160).nullable()
      table.date('date_of_birth').nullable()
      table.date('admission_date').nullable()
      table.integer('provider_id').unsigned().nullable().references('providers.id')
      table.integer('icd_id').unsigned().nullable().references('icds.id')
      table.decimal('estimated_cost', 14, 2).nullable()
      table.string('currency_code', 3).nullable()
      table.text('remarks').nullable()
      // The insurer's answer.
      table.string('insurer_reference', 100).nullable()
      table.text('answer_remarks').nullable()
      table.timestamp('answered_at', { useTz: true }).nullable()
      table.integer('answered_by_id').unsigned().nullable().references('users.id')
      table.timestamp('reminded_at', { useTz: true }).nullable()
      table.timestamp('sent_at', { useTz: true }).nullable()
      table.specificType('sent_to', 'varchar(254)[]').notNullable().defaultTo('{}')
      table.integer('created_by_id').unsigned().nullable().references('users.id')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.timestamp('deleted_at', { useTz: true }).nullable()
    })
    this.schema.raw(`ALTER TABLE policy_verifications
      ADD COLUMN number_key text COLLATE "C" GENERATED ALWAYS AS (lower(number)) STORED`)
    const checks: Record<string, string> = {
      policy_verifications_status_known: `status IN ('pending', 'verified', 'not_covered')`,
      // An answer says who recorded it and when; a pending request has none.
      policy_verifications_answered_when_decided: `(status = 'pending') = (answered_at IS NULL)`,
      policy_verifications_cost_not_negative: 'estimated_cost >= 0',
      policy_verifications_cost_with_currency: '(estimated_cost IS NULL) = (currency_code IS NULL)',
    }
    for (const [name, condition] of Object.entries(checks)) {
      this.schema.raw(
        `ALTER TABLE policy_verifications ADD CONSTRAINT ${name} CHECK (${condition})`
      )
    }
    this.schema.raw(
      'CREATE UNIQUE INDEX policy_verifications_number_unique ON policy_verifications (center_id, number_key) WHERE deleted_at IS NULL'
    )
    const live = 'WHERE deleted_at IS NULL'
    const indexes: Record<string, string> = {
      // The center's list (verify-policy.requests.index): newest first, and by each filter.
      policy_verifications_center_created_index: 'policy_verifications (center_id, created_at, id)',
      policy_verifications_center_status_index:
        'policy_verifications (center_id, status, created_at, id)',
      policy_verifications_center_form_index:
        'policy_verifications (center_id, verification_form_id, created_at, id)',
      policy_verifications_center_updated_index: 'policy_verifications (center_id, updated_at, id)',
      policy_verifications_member_index: 'policy_verifications (member_id, created_at, id)',
    }
    for (const [name, target] of Object.entries(indexes)) {
      this.schema.raw(`CREATE INDEX ${name} ON ${target} ${live}`)
    }
    // The case's tab and timeline (trashed rows too), and the reminder timer's claim: the
    // pending requests not reminded yet, oldest first.
    this.schema.raw(
      'CREATE INDEX policy_verifications_case_index ON policy_verifications (case_id, id)'
    )
    this.schema.raw(
      `CREATE INDEX policy_verifications_unreminded_index ON policy_verifications (created_at, id)
       WHERE status = 'pending' AND reminded_at IS NULL AND deleted_at IS NULL`
    )
    for (const column of [
      'verification_form_id',
      'client_id',
      'provider_id',
      'icd_id',
      'currency_code',
      'answered_by_id',
      'created_by_id',
    ]) {
      this.schema.raw(
        `CREATE INDEX policy_verifications_${column.replace(/_id$|_code$/, '')}_index ON policy_verifications (${column})`
      )
    }

    this.schema.createTable('verification_number_counters', (table) => {
      table.integer('center_id').unsigned().notNullable().references('centers.id')
      table.smallint('year').notNullable()
      table.integer('last_value').notNullable()
      table.primary(['center_id', 'year'])
    })
  }

  async down() {
    this.schema.dropTable('verification_number_counters')
    this.schema.dropTable('policy_verifications')
    this.schema.dropTable('verification_forms')
  }
}
