import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The transmission report (issue 32, app/reports/transmission_report.ts): a center's letters by
 * outcome (delivered, failed, being sent) and by kind of document (GOP, WGOP, RFP), newest first,
 * each one range of an index with the id as tie-breaker. The day range and the plain list read
 * transmissions_center_index (center_id, created_at, id); a case's dimensions the case index, a
 * provider's letters the document index (migration 035).
 */
const INDEXES: Record<string, string> = {
  transmissions_center_status_index: 'transmissions (center_id, status, created_at, id)',
  transmissions_center_document_type_index:
    'transmissions (center_id, document_type, created_at, id)',
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
