import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Guarantees of payment (PRODUCT.md "Money documents", issue 15): what a business entity
 * guarantees a provider will be paid for a case, and their withdrawals (WGOP).
 *
 * - `gops` holds each GOP as it stands now: the draft while pending, then its current revision.
 *   Amounts are numeric (never floats) in the GOP's currency. The rate to the center's currency
 *   is fixed when the GOP is approved (`rate_to_center`, `center_currency_code`) and never
 *   changes afterwards; `amount_in_center` is the amount at that rate, what the case's totals add.
 * - `gop_revisions` keeps every approved revision: its amount and terms, and the letter's
 *   template and placeholder values as they were, so an old revision stays readable and its
 *   letter is rendered again word for word.
 * - `gop_withdrawals`: a GOP withdrawn with a reason (SPEC.md §3) counts zero in the totals.
 * - Numbers are per center and year (`GOP-KUL-2026-000045`), counted like case numbers.
 * The center is copied from the case when a GOP is created, so the center's list reads its own
 * indexes (a case never changes center).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('gops', (table) => {
      table.increments('id')
      table.integer('case_id').unsigned().notNullable().references('cases.id')
      table.integer('center_id').unsigned().notNullable().references('centers.id')
      table.string('number', 30).notNullable()
      table.integer('provider_id').unsigned().notNullable().references('providers.id')
      table
        .integer('business_entity_id')
        .unsigned()
        .notNullable()
        .references('business_entities.id')
      table.integer('gop_template_id').unsigned().nullable().references('gop_templates.id')
      table.string('currency_code', 3).notNullable()
      table.decimal('amount', 14, 2).notNullable()
      table.text('services_covered').nullable()
      table.date('admission_date').nullable()
      table.date('valid_until').nullable()
      table.text('remarks').nullable()
      table.string('status', 10).notNullable().defaultTo('pending')
      // The current revision: 1 until the GOP is revised.
      table.smallint('revision').notNullable().defaultTo(1)
      table.decimal('rate_to_center', 20, 8).nullable()
      table.string('center_currency_code', 3).nullable()
      table.decimal('amount_in_center', 14, 2).nullable()
      table.text('decline_reason').nullable()
      table.timestamp('approved_at', { useTz: true }).nullable()
      table.integer('approved_by_id').unsigned().nullable().references('users.id')
      table.timestamp('declined_at', { useTz: true }).nullable()
      table.integer('declined_by_id').unsigned().nullable().references('users.id')
      table.timestamp('sent_at', { useTz: true }).nullable()
      table.specificType('sent_to', 'varchar(254)[]').notNullable().defaultTo('{}')
      table.timestamp('withdrawn_at', { useTz: true }).nullable()
      table.integer('created_by_id').unsigned().nullable().references('users.id')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.timestamp('deleted_at', { useTz: true }).nullable()
    })
    this.schema.raw(`ALTER TABLE gops
      ADD COLUMN number_key text COLLATE "C" GENERATED ALWAYS AS (lower(number)) STORED`)
    const checks: Record<string, string> = {
      gops_status_known: `status IN ('pending', 'approved', 'declined', 'sent')`,
      gops_amount_positive: 'amount > 0',
      gops_revision_positive: 'revision > 0',
      // Approved or sent: the rate and the center's amount are fixed; before, they are not.
      gops_rate_when_approved: `(status IN ('approved', 'sent')) = (rate_to_center IS NOT NULL)`,
      gops_declined_with_reason: `(status = 'declined') = (decline_reason IS NOT NULL)`,
      gops_withdrawn_only_when_issued: `withdrawn_at IS NULL OR status IN ('approved', 'sent')`,
      gops_validity_order:
        'valid_until IS NULL OR admission_date IS NULL OR valid_until >= admission_date',
    }
    for (const [name, condition] of Object.entries(checks)) {
      this.schema.raw(`ALTER TABLE gops ADD CONSTRAINT ${name} CHECK (${condition})`)
    }
    this.schema.raw(
      'CREATE UNIQUE INDEX gops_number_unique ON gops (center_id, number_key) WHERE deleted_at IS NULL'
    )
    const live = 'WHERE deleted_at IS NULL'
    const indexes: Record<string, string> = {
      // The center's list (navigate.guarantee-of-payments.index): newest first, each filter with
      // the same order, and the other sorts.
      gops_center_created_at_index: 'gops (center_id, created_at, id)',
      gops_center_status_index: 'gops (center_id, status, created_at, id)',
      gops_center_provider_index: 'gops (center_id, provider_id, created_at, id)',
      gops_center_entity_index: 'gops (center_id, business_entity_id, created_at, id)',
      gops_center_currency_index: 'gops (center_id, currency_code, created_at, id)',
      gops_center_number_index: 'gops (center_id, number_key, id)',
      gops_center_amount_index: 'gops (center_id, amount, id)',
      gops_center_updated_at_index: 'gops (center_id, updated_at, id)',
      // A case's tab, its totals and its close guard.
      gops_case_index: 'gops (case_id, created_at, id)',
      // A provider's or an entity's delete check, and a template's.
      gops_provider_index: 'gops (provider_id)',
      gops_entity_index: 'gops (business_entity_id)',
      gops_template_index: 'gops (gop_template_id)',
    }
    for (const [name, target] of Object.entries(indexes)) {
      this.schema.raw(`CREATE INDEX ${name} ON ${target} ${live}`)
    }
    this.schema.raw(
      'CREATE INDEX gops_trashed_index ON gops (center_id, deleted_at, id) WHERE deleted_at IS NOT NULL'
    )
    for (const column of ['approved_by_id', 'declined_by_id', 'created_by_id']) {
      this.schema.raw(`CREATE INDEX gops_${column.replace('_id', '')}_index ON gops (${column})`)
    }

    this.schema.createTable('gop_revisions', (table) => {
      table.increments('id')
      table.integer('gop_id').unsigned().notNullable().references('gops.id')
      table.smallint('revision').notNullable()
      table.string('currency_code', 3).notNullable()
      table.decimal('amount', 14, 2).notNullable()
      table.decimal('rate_to_center', 20, 8).notNullable()
      table.string('center_currency_code', 3).notNullable()
      table.decimal('amount_in_center', 14, 2).notNullable()
      table.text('services_covered').nullable()
      table.date('admission_date').nullable()
      table.date('valid_until').nullable()
      table.text('remarks').nullable()
      // The letter as it was approved: the template's document and every placeholder's value.
      table.integer('gop_template_id').unsigned().nullable().references('gop_templates.id')
      table.jsonb('letter_template').notNullable()
      table.jsonb('letter_values').notNullable()
      table
        .integer('business_entity_id')
        .unsigned()
        .notNullable()
        .references('business_entities.id')
      table.integer('created_by_id').unsigned().nullable().references('users.id')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.unique(['gop_id', 'revision'])
    })
    this.schema.raw('CREATE INDEX gop_revisions_created_by_index ON gop_revisions (created_by_id)')

    this.schema.createTable('gop_withdrawals', (table) => {
      table.increments('id')
      table.integer('gop_id').unsigned().notNullable().references('gops.id')
      table.integer('case_id').unsigned().notNullable().references('cases.id')
      table.integer('center_id').unsigned().notNullable().references('centers.id')
      table.string('reason', 40).notNullable()
      table.text('remarks').nullable()
      table.timestamp('sent_at', { useTz: true }).nullable()
      table.specificType('sent_to', 'varchar(254)[]').notNullable().defaultTo('{}')
      table.integer('created_by_id').unsigned().nullable().references('users.id')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.timestamp('deleted_at', { useTz: true }).nullable()
    })
    this.schema.raw(
      `ALTER TABLE gop_withdrawals ADD CONSTRAINT gop_withdrawals_reason_known CHECK (reason IN
        ('wrong-provider', 'wrong-case', 'guarantee-withdrawn', 'pre-existing-condition', 'other'))`
    )
    // One live withdrawal per GOP.
    this.schema.raw(
      'CREATE UNIQUE INDEX gop_withdrawals_gop_unique ON gop_withdrawals (gop_id) WHERE deleted_at IS NULL'
    )
    this.schema.raw(
      'CREATE INDEX gop_withdrawals_case_index ON gop_withdrawals (case_id, created_at, id) WHERE deleted_at IS NULL'
    )
    this.schema.raw(
      'CREATE INDEX gop_withdrawals_created_by_index ON gop_withdrawals (created_by_id)'
    )

    /*
     * Every outgoing document and what became of it (PRODUCT.md "Transmission"): one row per
     * send of a GOP revision or a withdrawal (later RFPs and reports), queued in the request and
     * sent by the queue worker, with its attempts and the last error in plain words.
     */
    this.schema.createTable('transmissions', (table) => {
      table.increments('id')
      table.integer('center_id').unsigned().notNullable().references('centers.id')
      table.integer('case_id').unsigned().nullable().references('cases.id')
      table.string('document_type', 30).notNullable()
      table.integer('document_id').notNullable()
      table.smallint('revision').nullable()
      table.specificType('recipients', 'varchar(254)[]').notNullable()
      table.string('subject', 300).notNullable()
      table.string('status', 10).notNullable().defaultTo('queued')
      table.smallint('attempts').notNullable().defaultTo(0)
      table.text('error').nullable()
      table.timestamp('sent_at', { useTz: true }).nullable()
      table.integer('created_by_id').unsigned().nullable().references('users.id')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
    })
    this.schema.raw(
      `ALTER TABLE transmissions ADD CONSTRAINT transmissions_status_known CHECK (status IN ('queued', 'sent', 'failed'))`
    )
    this.schema.raw(
      'CREATE INDEX transmissions_document_index ON transmissions (document_type, document_id, created_at, id)'
    )
    this.schema.raw(
      'CREATE INDEX transmissions_center_index ON transmissions (center_id, created_at, id)'
    )
    this.schema.raw('CREATE INDEX transmissions_case_index ON transmissions (case_id)')
    this.schema.raw('CREATE INDEX transmissions_created_by_index ON transmissions (created_by_id)')

    this.schema.createTable('gop_number_counters', (table) => {
      table.integer('center_id').unsigned().notNullable().references('centers.id')
      table.smallint('year').notNullable()
      table.integer('last_value').notNullable()
      table.primary(['center_id', 'year'])
    })
    this.schema.raw(
      'ALTER TABLE gop_number_counters ADD CONSTRAINT gop_number_counters_last_value_positive CHECK (last_value > 0)'
    )
  }

  async down() {
    this.schema.dropTable('gop_number_counters')
    this.schema.dropTable('transmissions')
    this.schema.dropTable('gop_withdrawals')
    this.schema.dropTable('gop_revisions')
    this.schema.dropTable('gops')
  }
}
