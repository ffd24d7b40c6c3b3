import { BaseSchema } from '@adonisjs/lucid/schema'
import { liveStatusTriggers } from './1764000000037_generalize_live_status_counts.js'

/**
 * Requests for payment (PRODUCT.md "Money documents", issue 16): the client billed for a case,
 * for the approved charge slips plus the company's service fee.
 *
 * - `request_for_payments`: in the client's billing currency; `charges` is the sum of its
 *   lines, `service_fee` the fee (Accounts › Clients / programs, editable on the RFP), and
 *   `amount` their sum (a CHECK keeps it so). The rate to the center's currency is fixed when it
 *   is approved (`amount_in_center`); collecting records the date and reference.
 * - `request_for_payment_lines`: each charge slip billed, with its approved amount in its own
 *   currency and the rate at which it entered the RFP, so the RFP reads the same forever.
 * - A slip is billed by one live RFP at a time (checked with the case locked when an RFP is
 *   made, and again when a trashed one is restored).
 * - Numbers per center and year (`RFP-KUL-2026-000012`), counted as GOP numbers are.
 * - Clients and programs gain the service fee and the billing email group the RFPs are sent to.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('clients', (table) => {
      table.decimal('service_fee', 14, 2).nullable()
      table.integer('billing_email_group_id').unsigned().nullable().references('email_groups.id')
    })
    this.schema.raw(
      'ALTER TABLE clients ADD CONSTRAINT clients_service_fee_not_negative CHECK (service_fee >= 0)'
    )
    this.schema.raw(
      'CREATE INDEX clients_billing_email_group_index ON clients (billing_email_group_id)'
    )
    this.schema.alterTable('programs', (table) => {
      table.decimal('service_fee', 14, 2).nullable()
    })
    this.schema.raw(
      'ALTER TABLE programs ADD CONSTRAINT programs_service_fee_not_negative CHECK (service_fee >= 0)'
    )

    this.schema.createTable('request_for_payments', (table) => {
      table.increments('id')
      table.integer('case_id').unsigned().notNullable().references('cases.id')
      table.integer('center_id').unsigned().notNullable().references('centers.id')
      table.integer('member_id').unsigned().notNullable().references('members.id')
      table.integer('client_id').unsigned().notNullable().references('clients.id')
      table.string('number', 30).notNullable()
      table.string('currency_code', 3).notNullable()
      table.decimal('charges', 14, 2).notNullable()
      table.decimal('service_fee', 14, 2).notNullable()
      table.decimal('amount', 14, 2).notNullable()
      table.date('issue_date').notNullable()
      table.date('due_date').notNullable()
      table.text('remarks').nullable()
      table.string('status', 10).notNullable().defaultTo('pending')
      table.decimal('rate_to_center', 20, 8).nullable()
      table.string('center_currency_code', 3).nullable()
      table.decimal('amount_in_center', 14, 2).nullable()
      table.timestamp('approved_at', { useTz: true }).nullable()
      table.integer('approved_by_id').unsigned().nullable().references('users.id')
      table.date('collected_on').nullable()
      table.string('collection_reference', 100).nullable()
      table.timestamp('collected_at', { useTz: true }).nullable()
      table.integer('collected_by_id').unsigned().nullable().references('users.id')
      table.timestamp('sent_at', { useTz: true }).nullable()
      table.specificType('sent_to', 'varchar(254)[]').notNullable().defaultTo('{}')
      table.integer('created_by_id').unsigned().nullable().references('users.id')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.timestamp('deleted_at', { useTz: true }).nullable()
    })
    this.schema.raw(`ALTER TABLE request_for_payments
      ADD COLUMN number_key text COLLATE "C" GENERATED ALWAYS AS (lower(number)) STORED`)
    const checks: Record<string, string> = {
      rfps_status_known: `status IN ('pending', 'approved', 'collected')`,
      rfps_amounts_add_up: 'amount = charges + service_fee',
      rfps_charges_not_negative: 'charges >= 0',
      rfps_fee_not_negative: 'service_fee >= 0',
      rfps_amount_positive: 'amount > 0',
      rfps_due_after_issue: 'due_date >= issue_date',
      rfps_rate_when_approved: `(status IN ('approved', 'collected')) = (rate_to_center IS NOT NULL)`,
      rfps_collected_with_reference: `(status = 'collected') = (collected_on IS NOT NULL AND collection_reference IS NOT NULL)`,
    }
    for (const [name, condition] of Object.entries(checks)) {
      this.schema.raw(
        `ALTER TABLE request_for_payments ADD CONSTRAINT ${name} CHECK (${condition})`
      )
    }
    this.schema.raw(
      'CREATE UNIQUE INDEX rfps_number_unique ON request_for_payments (center_id, number_key) WHERE deleted_at IS NULL'
    )
    const live = 'WHERE deleted_at IS NULL'
    const indexes: Record<string, string> = {
      // The center's list (navigate.request-for-payments.index): the newest first by issue date,
      // so the default order, the aging buckets and issue-date ranges are one index range; each
      // filter with the same order (the dashboard's panel reads the status one oldest first);
      // and the other sorts.
      rfps_center_issue_date_index: 'request_for_payments (center_id, issue_date, id)',
      rfps_center_status_index: 'request_for_payments (center_id, status, issue_date, id)',
      rfps_center_client_index: 'request_for_payments (center_id, client_id, issue_date, id)',
      rfps_center_currency_index: 'request_for_payments (center_id, currency_code, issue_date, id)',
      rfps_center_created_at_index: 'request_for_payments (center_id, created_at, id)',
      rfps_center_due_date_index: 'request_for_payments (center_id, due_date, id)',
      rfps_center_amount_index: 'request_for_payments (center_id, amount, id)',
      rfps_center_updated_at_index: 'request_for_payments (center_id, updated_at, id)',
      rfps_case_index: 'request_for_payments (case_id, created_at, id)',
      rfps_client_index: 'request_for_payments (client_id)',
    }
    for (const [name, target] of Object.entries(indexes)) {
      this.schema.raw(`CREATE INDEX ${name} ON ${target} ${live}`)
    }
    this.schema.raw(
      `CREATE INDEX rfps_member_index ON request_for_payments (member_id, created_at, id)
       INCLUDE (center_id) WHERE deleted_at IS NULL`
    )
    this.schema.raw(
      'CREATE INDEX rfps_trashed_index ON request_for_payments (center_id, deleted_at, id) WHERE deleted_at IS NOT NULL'
    )
    for (const column of ['approved_by_id', 'collected_by_id', 'created_by_id']) {
      this.schema.raw(
        `CREATE INDEX rfps_${column.replace('_id', '')}_index ON request_for_payments (${column})`
      )
    }
    this.schema.raw(`CREATE TRIGGER request_for_payments_member_of_case
      BEFORE INSERT OR UPDATE OF case_id, member_id ON request_for_payments
      FOR EACH ROW EXECUTE FUNCTION gops_member_of_case()`)
    this.schema.raw(`CREATE FUNCTION cases_member_to_request_for_payments() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE request_for_payments SET member_id = NEW.member_id WHERE case_id = NEW.id;
        RETURN NULL;
      END $$`)
    this.schema.raw(`CREATE TRIGGER cases_member_to_request_for_payments
      AFTER UPDATE OF member_id ON cases
      FOR EACH ROW WHEN (OLD.member_id IS DISTINCT FROM NEW.member_id)
      EXECUTE FUNCTION cases_member_to_request_for_payments()`)
    for (const statement of liveStatusTriggers('request_for_payments')) this.schema.raw(statement)

    this.schema.createTable('request_for_payment_lines', (table) => {
      table.increments('id')
      table
        .integer('request_for_payment_id')
        .unsigned()
        .notNullable()
        .references('request_for_payments.id')
      table.integer('charge_slip_id').unsigned().notNullable().references('charge_slips.id')
      table.string('currency_code', 3).notNullable()
      table.decimal('amount', 14, 2).notNullable()
      table.decimal('rate', 20, 8).notNullable()
      table.decimal('amount_in_rfp', 14, 2).notNullable()
      table.unique(['request_for_payment_id', 'charge_slip_id'])
    })
    this.schema.raw(
      'CREATE INDEX rfp_lines_charge_slip_index ON request_for_payment_lines (charge_slip_id)'
    )

    this.schema.createTable('rfp_number_counters', (table) => {
      table.integer('center_id').unsigned().notNullable().references('centers.id')
      table.smallint('year').notNullable()
      table.integer('last_value').notNullable()
      table.primary(['center_id', 'year'])
    })
    this.schema.raw(
      'ALTER TABLE rfp_number_counters ADD CONSTRAINT rfp_number_counters_last_value_positive CHECK (last_value > 0)'
    )
  }

  async down() {
    this.schema.dropTable('rfp_number_counters')
    this.schema.dropTable('request_for_payment_lines')
    this.schema.raw('DROP TRIGGER cases_member_to_request_for_payments ON cases')
    this.schema.raw('DROP FUNCTION cases_member_to_request_for_payments()')
    this.schema.raw(`DELETE FROM live_status_counts WHERE table_name = 'request_for_payments'`)
    this.schema.dropTable('request_for_payments')
    this.schema.alterTable('programs', (table) => table.dropColumn('service_fee'))
    this.schema.alterTable('clients', (table) => {
      table.dropColumn('billing_email_group_id')
      table.dropColumn('service_fee')
    })
  }
}
