import { BaseSchema } from '@adonisjs/lucid/schema'
import {
  KINDS,
  PER_STATEMENT_LOCK,
  SOURCES,
  refreshFunction,
} from '#database/sql/case_report_marks'

/**
 * The case report's document filters (issue 32, app/reports/case_report.ts): Guarantee of
 * Payment, Charge Slip and Request For Payment by state (or "none"), and Provider (one holding a
 * GOP or a charge slip of the case). Read from the documents themselves, each filter was a
 * semi-join of 15,000–55,000 documents' cases with the center's 500,000 cases: 130–230 ms for a
 * state, 410–520 ms for a provider, 1.2–1.9 s for "none" (bench/report_case_preview.ts).
 *
 * A case's marks say, once per case, which of those it has now: `gop:approved`, `gop:none`,
 * `charge_slip:pending`, `rfp:none`, `provider:12`…, each row with the case's center and opening
 * so that a filter's cases are one range of (case_center_id, mark, case_opened_at, case_id), counted
 * index-only and walked in the report's default order. Only live cases have marks.
 *
 * Kept by triggers, so no writer of a document has to remember them:
 * - the documents' statement-level triggers (transition tables: a seed's million-row INSERT is
 *   one refresh, not a million) recompute the marks of the kinds they hold for the cases their
 *   rows belong to, before and after;
 * - the cases' own: a new case is marked "none" of each kind; a change of its center, its opening
 *   or its trash recomputes its marks (a trashed case has none).
 * Two writers of one case's documents are serialised by an advisory lock on the case (the marks
 * are deleted and written again; each statement after the lock sees the other's commit). A
 * statement of more than a thousand cases (seeds, migrations) takes no per-case lock: it runs
 * alone.
 */

/** A document table's statement trigger: the kinds it holds are its arguments. */
const OF_DOCUMENTS = `
CREATE FUNCTION case_report_marks_of_documents() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  case_ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    case_ids := ARRAY(SELECT DISTINCT case_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    case_ids := ARRAY(SELECT DISTINCT case_id FROM old_rows);
  ELSE
    case_ids := ARRAY(SELECT case_id FROM new_rows UNION SELECT case_id FROM old_rows);
  END IF;
  IF cardinality(case_ids) > 0 THEN
    PERFORM case_report_marks_refresh(TG_ARGV::text[], case_ids);
  END IF;
  RETURN NULL;
END $$`

const OF_NEW_CASES = `
CREATE FUNCTION case_report_marks_of_new_cases() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM case_report_marks_refresh(${KINDS}, ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END $$`

const OF_CHANGED_CASE = `
CREATE FUNCTION case_report_marks_of_changed_case() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM case_report_marks_refresh(${KINDS}, ARRAY[NEW.id]);
  RETURN NULL;
END $$`

/** The document tables and the kinds of marks each holds (their triggers' arguments). */
const DOCUMENTS = [...new Set(SOURCES.map(([, table]) => table))].map(
  (table) => [table, SOURCES.filter((source) => source[1] === table).map(([kind]) => kind)] as const
)

/** A trigger with transition tables names one event (PostgreSQL's rule): three per table. */
const EVENTS = [
  ['insert', 'INSERT', 'REFERENCING NEW TABLE AS new_rows'],
  ['update', 'UPDATE', 'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows'],
  ['delete', 'DELETE', 'REFERENCING OLD TABLE AS old_rows'],
] as const

export default class extends BaseSchema {
  async up() {
    // The marks of every case there is are written below: minutes at two million cases, past the
    // app's statement timeout (config/database.ts), inside this migration's transaction only.
    this.schema.raw('SET LOCAL statement_timeout = 0')
    this.schema.raw(`
      CREATE TABLE case_report_marks (
        case_id integer NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
        kind text NOT NULL,
        mark text NOT NULL,
        case_center_id integer NOT NULL,
        case_opened_at timestamptz NOT NULL,
        PRIMARY KEY (case_id, kind, mark)
      )`)
    this.schema.raw(refreshFunction(PER_STATEMENT_LOCK))
    this.schema.raw(OF_DOCUMENTS)
    this.schema.raw(OF_NEW_CASES)
    this.schema.raw(OF_CHANGED_CASE)
    for (const [table, kinds] of DOCUMENTS) {
      for (const [event, verb, referencing] of EVENTS) {
        this.schema.raw(
          `CREATE TRIGGER case_report_marks_${event} AFTER ${verb} ON ${table}
             ${referencing} FOR EACH STATEMENT
             EXECUTE FUNCTION case_report_marks_of_documents(${kinds.map((kind) => `'${kind}'`).join(', ')})`
        )
      }
    }
    this.schema.raw(
      `CREATE TRIGGER case_report_marks_insert AFTER INSERT ON cases
         REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
         EXECUTE FUNCTION case_report_marks_of_new_cases()`
    )
    this.schema.raw(
      `CREATE TRIGGER case_report_marks_update AFTER UPDATE OF center_id, opened_at, deleted_at
         ON cases FOR EACH ROW
         WHEN ((OLD.center_id, OLD.opened_at, OLD.deleted_at)
           IS DISTINCT FROM (NEW.center_id, NEW.opened_at, NEW.deleted_at))
         EXECUTE FUNCTION case_report_marks_of_changed_case()`
    )
    // The marks of every case there is, once, the triggers already in place (their locks on the
    // tables hold every writer until this commits); the index made after, on the rows in.
    this.schema.raw(
      `SELECT case_report_marks_refresh(${KINDS}, ARRAY(SELECT id FROM cases WHERE deleted_at IS NULL))`
    )
    this.schema.raw(
      `CREATE INDEX case_report_marks_filter_index
         ON case_report_marks (case_center_id, mark, case_opened_at, case_id)`
    )
    this.schema.raw('ANALYZE case_report_marks')
  }

  async down() {
    this.schema.raw('DROP TRIGGER IF EXISTS case_report_marks_insert ON cases')
    this.schema.raw('DROP TRIGGER IF EXISTS case_report_marks_update ON cases')
    for (const [table] of DOCUMENTS) {
      for (const [event] of EVENTS) {
        this.schema.raw(`DROP TRIGGER IF EXISTS case_report_marks_${event} ON ${table}`)
      }
    }
    this.schema.raw('DROP TABLE IF EXISTS case_report_marks')
    for (const name of [
      'case_report_marks_of_changed_case()',
      'case_report_marks_of_new_cases()',
      'case_report_marks_of_documents()',
      'case_report_marks_refresh(text[], integer[])',
    ]) {
      this.schema.raw(`DROP FUNCTION IF EXISTS ${name}`)
    }
  }
}
