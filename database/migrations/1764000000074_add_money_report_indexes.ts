import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The accounts payable and receivable reports (issue 32, app/reports/accounts_payable_report.ts
 * and accounts_receivable_report.ts): their rows are the documents still owed (slips pending or
 * approved, RFPs pending or approved), a small part of each table once money is settled. Each
 * sort and the aging buckets (ranges of the due date) of one center are one range of a partial
 * index over just those rows, with the id as tie-breaker; the provider and client filters keep
 * the same order. The statuses are written out here, not imported: a migration records what the
 * database was, and the reports' scopes must stay the same condition for the planner to use them.
 */
const PAYABLE = "WHERE deleted_at IS NULL AND status IN ('pending', 'approved')"
const RECEIVABLE = "WHERE deleted_at IS NULL AND status IN ('pending', 'approved')"

const INDEXES: Record<string, string> = {
  charge_slips_payable_invoice_date_index: `charge_slips (center_id, invoice_date, id) ${PAYABLE}`,
  charge_slips_payable_amount_index: `charge_slips (center_id, amount_billed, id) ${PAYABLE}`,
  charge_slips_payable_provider_index: `charge_slips (center_id, provider_id, invoice_date, id) ${PAYABLE}`,
  rfps_receivable_due_date_index: `request_for_payments (center_id, due_date, id) ${RECEIVABLE}`,
  rfps_receivable_issue_date_index: `request_for_payments (center_id, issue_date, id) ${RECEIVABLE}`,
  rfps_receivable_amount_index: `request_for_payments (center_id, amount, id) ${RECEIVABLE}`,
  rfps_receivable_client_index: `request_for_payments (center_id, client_id, due_date, id) ${RECEIVABLE}`,
}

export default class extends BaseSchema {
  async up() {
    for (const [name, target] of Object.entries(INDEXES)) {
      this.schema.raw(`CREATE INDEX ${name} ON ${target}`)
    }
  }

  async down() {
    for (const name of Object.keys(INDEXES)) {
      this.schema.raw(`DROP INDEX IF EXISTS ${name}`)
    }
  }
}
