import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The case's timeline tells the money documents too (issue 27), and leaves reads out.
 *
 * - `(case_id, id)` on the four money tables, trashed rows included (their tabs' indexes are
 *   partial to live rows; the timeline tells a trashed document's history too), as migration 032
 *   gave the records before them.
 * - The log's timeline index holds only what was written, not what was read: a file previewed
 *   or a letter downloaded a hundred times would otherwise be a hundred entries each timeline
 *   page steps over (and reads the row of, to see its action). Only the timeline reads a
 *   subject's entries in time order; other lookups by subject use (subject_type, subject_id).
 */
const MONEY_TABLES = ['gops', 'gop_withdrawals', 'charge_slips', 'request_for_payments']

export default class extends BaseSchema {
  async up() {
    for (const table of MONEY_TABLES) {
      this.schema.raw(`CREATE INDEX ${table}_case_records_index ON ${table} (case_id, id)`)
    }
    this.schema.raw('DROP INDEX IF EXISTS activity_logs_subject_timeline_index')
    this.schema.raw(
      `CREATE INDEX activity_logs_subject_timeline_index ON activity_logs
        (subject_type, subject_id, created_at DESC, id DESC) WHERE action <> 'read'`
    )
  }

  async down() {
    this.schema.raw('DROP INDEX IF EXISTS activity_logs_subject_timeline_index')
    this.schema.raw(
      'CREATE INDEX activity_logs_subject_timeline_index ON activity_logs (subject_type, subject_id, created_at DESC, id DESC)'
    )
    for (const table of MONEY_TABLES) {
      this.schema.raw(`DROP INDEX IF EXISTS ${table}_case_records_index`)
    }
  }
}
