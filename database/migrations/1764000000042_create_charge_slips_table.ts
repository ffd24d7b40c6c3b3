import { BaseSchema } from '@adonisjs/lucid/schema'
import { liveStatusTriggers } from './1764000000037_generalize_live_status_counts.js'

/**
 * Charge slips (PRODUCT.md "Money documents", issue 16): a provider's bill on a case, recorded
 * by an agent, approved (for an amount at most what was billed) by a supervisor, then paid.
 *
 * - Amounts are numeric (never floats) in the slip's currency. The rate to the center's
 *   currency is fixed when the slip is approved (`rate_to_center`, `center_currency_code`), and
 *   `approved_in_center` is the approved amount at that rate: what the case's totals add.
 * - `over_guarantee_reason`: an approval above what the case's issued GOPs for the provider
 *   guarantee is an explicit override, and its reason is kept here and in the activity log.
 * - `declined`: PRODUCT.md's close guard counts a declined slip as settled (a bill the company
 *   does not pay, with its reason); SPEC.md lists the three statuses it saw.
 * - The invoice itself is one of the case's files (`case_file_id`).
 * - The center and the member are the case's, copied by the database (the member by trigger,
 *   as on GOPs: migration 038), so the center's list reads its own indexes.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('charge_slips', (table) => {
      table.increments('id')
      table.integer('case_id').unsigned().notNullable().references('cases.id')
      table.integer('center_id').unsigned().notNullable().references('centers.id')
      table.integer('member_id').unsigned().notNullable().references('members.id')
      table.integer('provider_id').unsigned().notNullable().references('providers.id')
      table.integer('gop_id').unsigned().nullable().references('gops.id')
      table.integer('case_file_id').unsigned().nullable().references('case_files.id')
      table.string('invoice_number', 60).notNullable()
      table.date('invoice_date').notNullable()
      table.string('currency_code', 3).notNullable()
      table.decimal('amount_billed', 14, 2).notNullable()
      table.decimal('amount_approved', 14, 2).nullable()
      table.string('payment_method', 20).notNullable()
      table.text('remarks').nullable()
      table.string('status', 10).notNullable().defaultTo('pending')
      table.decimal('rate_to_center', 20, 8).nullable()
      table.string('center_currency_code', 3).nullable()
      table.decimal('approved_in_center', 14, 2).nullable()
      table.text('over_guarantee_reason').nullable()
      table.text('decline_reason').nullable()
      table.timestamp('approved_at', { useTz: true }).nullable()
      table.integer('approved_by_id').unsigned().nullable().references('users.id')
      table.timestamp('declined_at', { useTz: true }).nullable()
      table.integer('declined_by_id').unsigned().nullable().references('users.id')
      table.date('payment_date').nullable()
      table.string('payment_reference', 100).nullable()
      table.timestamp('paid_at', { useTz: true }).nullable()
      table.integer('paid_by_id').unsigned().nullable().references('users.id')
      table.integer('created_by_id').unsigned().nullable().references('users.id')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.timestamp('deleted_at', { useTz: true }).nullable()
    })
    this.schema.raw(`ALTER TABLE charge_slips ADD COLUMN invoice_number_key text COLLATE "C"
      GENERATED ALWAYS AS (lower(invoice_number)) STORED`)
    const checks: Record<string, string> = {
      charge_slips_status_known: `status IN ('pending', 'approved', 'paid', 'declined')`,
      charge_slips_payment_method_known: `payment_method IN ('cash', 'credit-card', 'wire-transfer')`,
      charge_slips_billed_positive: 'amount_billed > 0',
      charge_slips_approved_within_billed:
        'amount_approved IS NULL OR (amount_approved >= 0 AND amount_approved <= amount_billed)',
      // Approved or paid: the approved amount and the rate are fixed; before, they are not.
      charge_slips_approved_when_approved: `(status IN ('approved', 'paid')) = (amount_approved IS NOT NULL AND rate_to_center IS NOT NULL)`,
      charge_slips_declined_with_reason: `(status = 'declined') = (decline_reason IS NOT NULL)`,
      charge_slips_paid_with_payment: `(status = 'paid') = (payment_date IS NOT NULL AND payment_reference IS NOT NULL)`,
    }
    for (const [name, condition] of Object.entries(checks)) {
      this.schema.raw(`ALTER TABLE charge_slips ADD CONSTRAINT ${name} CHECK (${condition})`)
    }
    const live = 'WHERE deleted_at IS NULL'
    const indexes: Record<string, string> = {
      // The center's list (navigate.charge-slips.index): the newest invoices first, so the
      // default order, the aging buckets and the invoice-date ranges are one index range; each
      // filter with the same order (the dashboard's panel reads the status one oldest first);
      // and the other sorts.
      charge_slips_center_invoice_date_index: 'charge_slips (center_id, invoice_date, id)',
      charge_slips_center_status_invoice_date_index:
        'charge_slips (center_id, status, invoice_date, id)',
      charge_slips_center_provider_index: 'charge_slips (center_id, provider_id, invoice_date, id)',
      charge_slips_center_currency_index:
        'charge_slips (center_id, currency_code, invoice_date, id)',
      charge_slips_center_payment_method_index:
        'charge_slips (center_id, payment_method, invoice_date, id)',
      charge_slips_center_created_at_index: 'charge_slips (center_id, created_at, id)',
      charge_slips_center_invoice_number_index: 'charge_slips (center_id, invoice_number_key, id)',
      charge_slips_center_amount_index: 'charge_slips (center_id, amount_billed, id)',
      charge_slips_center_updated_at_index: 'charge_slips (center_id, updated_at, id)',
      // A case's tab, its totals and its close guard.
      charge_slips_case_index: 'charge_slips (case_id, created_at, id)',
      // Cost containment: the same provider's invoice number, or amount and date, elsewhere.
      charge_slips_duplicate_number_index: 'charge_slips (provider_id, invoice_number_key)',
      charge_slips_duplicate_amount_index:
        'charge_slips (provider_id, amount_billed, invoice_date)',
      charge_slips_gop_index: 'charge_slips (gop_id)',
      charge_slips_case_file_index: 'charge_slips (case_file_id)',
    }
    for (const [name, target] of Object.entries(indexes)) {
      this.schema.raw(`CREATE INDEX ${name} ON ${target} ${live}`)
    }
    this.schema.raw(
      `CREATE INDEX charge_slips_member_index ON charge_slips (member_id, created_at, id)
       INCLUDE (center_id) WHERE deleted_at IS NULL`
    )
    this.schema.raw(
      'CREATE INDEX charge_slips_trashed_index ON charge_slips (center_id, deleted_at, id) WHERE deleted_at IS NOT NULL'
    )
    for (const column of ['approved_by_id', 'declined_by_id', 'paid_by_id', 'created_by_id']) {
      this.schema.raw(
        `CREATE INDEX charge_slips_${column.replace('_id', '')}_index ON charge_slips (${column})`
      )
    }

    // The case's member, as on GOPs (the function of migration 038 reads NEW.case_id only).
    this.schema.raw(`CREATE TRIGGER charge_slips_member_of_case
      BEFORE INSERT OR UPDATE OF case_id, member_id ON charge_slips
      FOR EACH ROW EXECUTE FUNCTION gops_member_of_case()`)
    this.schema.raw(`CREATE FUNCTION cases_member_to_charge_slips() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE charge_slips SET member_id = NEW.member_id WHERE case_id = NEW.id;
        RETURN NULL;
      END $$`)
    this.schema.raw(`CREATE TRIGGER cases_member_to_charge_slips AFTER UPDATE OF member_id ON cases
      FOR EACH ROW WHEN (OLD.member_id IS DISTINCT FROM NEW.member_id)
      EXECUTE FUNCTION cases_member_to_charge_slips()`)

    // Live rows per center and status (migration 037's shared counts).
    for (const statement of liveStatusTriggers('charge_slips')) this.schema.raw(statement)
  }

  async down() {
    this.schema.raw('DROP TRIGGER cases_member_to_charge_slips ON cases')
    this.schema.raw('DROP FUNCTION cases_member_to_charge_slips()')
    this.schema.raw(`DELETE FROM live_status_counts WHERE table_name = 'charge_slips'`)
    this.schema.dropTable('charge_slips')
  }
}
