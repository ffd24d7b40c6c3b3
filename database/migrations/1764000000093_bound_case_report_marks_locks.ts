import { BaseSchema } from '@adonisjs/lucid/schema'
import { PER_STATEMENT_LOCK, refreshFunction } from '#database/sql/case_report_marks'

/**
 * The case report's marks (migration 085) serialise two writers of one case by an advisory lock
 * per case, held to the end of the transaction. Locks add up over a transaction's statements:
 * one UPDATE moving 20,000 cases to another center (the row trigger: one case a time), or a seed
 * writing documents one statement each, filled PostgreSQL's lock table ("out of shared memory",
 * between 10,000 and 20,000 cases with its default max_locks_per_transaction of 64) and failed.
 *
 * Now a transaction takes per-case locks for its first thousand cases only (a count kept in a
 * transaction-local setting); past that it is a bulk change and writes without them, as a single
 * statement of more than a thousand cases already did. A person's change (one document, one
 * case) is never near the bound.
 */
const PER_TRANSACTION_LOCK = `
  taken := coalesce(nullif(current_setting('case_report_marks.locked', true), ''), '0')::integer;
  IF taken + cardinality(case_ids) <= 1000 THEN
    PERFORM pg_advisory_xact_lock(hashtext('case_report_marks'), id)
      FROM (SELECT DISTINCT unnest(case_ids) AS id ORDER BY 1) AS ids;
    PERFORM set_config('case_report_marks.locked', (taken + cardinality(case_ids))::text, true);
  END IF;`

export default class extends BaseSchema {
  async up() {
    this.schema.raw(refreshFunction(PER_TRANSACTION_LOCK))
  }

  async down() {
    this.schema.raw(refreshFunction(PER_STATEMENT_LOCK))
  }
}
