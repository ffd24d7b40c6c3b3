import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The case report's document filters (issue 32, app/reports/case_report.ts): Charge Slip,
 * Guarantee of Payment and Request For Payment by state, and Provider (one holding a GOP or a
 * charge slip of the case). Each reads the cases of the center's live documents in those states
 * (or of that provider); with the case id in the index that is an index-only range, where the
 * documents lists' (center_id, status, date, id) indexes fetched every document's row for its
 * case (54,000 GOPs scattered over three million: 370 ms of a 500 ms count,
 * bench/report_case_preview.ts).
 */
const INDEXES = {
  gops_report_status_index: 'gops (center_id, status, case_id)',
  charge_slips_report_status_index: 'charge_slips (center_id, status, case_id)',
  rfps_report_status_index: 'request_for_payments (center_id, status, case_id)',
  gops_report_provider_index: 'gops (center_id, provider_id, case_id)',
  charge_slips_report_provider_index: 'charge_slips (center_id, provider_id, case_id)',
}

export default class extends BaseSchema {
  async up() {
    for (const [name, columns] of Object.entries(INDEXES)) {
      this.schema.raw(`CREATE INDEX ${name} ON ${columns} WHERE deleted_at IS NULL`)
    }
  }

  async down() {
    for (const name of Object.keys(INDEXES)) this.schema.raw(`DROP INDEX IF EXISTS ${name}`)
  }
}
