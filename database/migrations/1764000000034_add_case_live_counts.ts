import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Each center's live cases per status, kept exact by statement triggers in the writing
 * transaction, so the cases list's unsearched total and its status tabs are a read of at most
 * forty rows instead of a count over a center's cases: at 2M cases the biggest center holds
 * 500,000, and counting them from the narrowest index took 23 ms of a 50 ms budget
 * (bench/cases_index.ts). The same design as icd_live_counts (migration 018): one upsert per
 * statement over its transition tables, groups written in key order so that two transactions
 * lock them in the same order, and a rolled-back write rolls its counts back with it.
 *
 * A case opened or moved to another status updates its center's row for that status and holds
 * its lock until the transaction commits, so two agents of one center opening cases at the same
 * instant commit one after the other; a case's writes take milliseconds, and a center opens
 * cases by the hundred a day, not by the second.
 */
export default class extends BaseSchema {
  async up() {
    installCaseLiveCounts(this.schema)
  }

  async down() {
    this.schema.raw('DROP TRIGGER cases_live_counts_truncate ON cases')
    this.schema.raw('DROP TRIGGER cases_live_counts_delete ON cases')
    this.schema.raw('DROP TRIGGER cases_live_counts_update ON cases')
    this.schema.raw('DROP TRIGGER cases_live_counts_insert ON cases')
    this.schema.raw('DROP FUNCTION case_live_counts_apply()')
    this.schema.raw('DROP TABLE case_live_counts')
  }
}

/**
 * What this migration installs, also what migration 037 puts back when it is rolled back (037
 * moved the cases to the shared live_status_counts).
 */
export function installCaseLiveCounts(schema: BaseSchema['schema']) {
  schema.raw(`CREATE TABLE case_live_counts (
      center_id integer NOT NULL,
      status text NOT NULL,
      live integer NOT NULL,
      PRIMARY KEY (center_id, status)
    )`)
  schema.raw(`CREATE FUNCTION case_live_counts_apply() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          DELETE FROM case_live_counts;
        ELSIF TG_OP = 'INSERT' THEN
          INSERT INTO case_live_counts AS counts (center_id, status, live)
          SELECT center_id, status, count(*) FROM new_rows WHERE deleted_at IS NULL
          GROUP BY center_id, status ORDER BY center_id, status
          ON CONFLICT (center_id, status) DO UPDATE SET live = counts.live + excluded.live;
        ELSIF TG_OP = 'DELETE' THEN
          INSERT INTO case_live_counts AS counts (center_id, status, live)
          SELECT center_id, status, -count(*) FROM old_rows WHERE deleted_at IS NULL
          GROUP BY center_id, status ORDER BY center_id, status
          ON CONFLICT (center_id, status) DO UPDATE SET live = counts.live + excluded.live;
        ELSE
          INSERT INTO case_live_counts AS counts (center_id, status, live)
          SELECT center_id, status, sum(change) FROM (
            SELECT center_id, status, 1 AS change FROM new_rows WHERE deleted_at IS NULL
            UNION ALL
            SELECT center_id, status, -1 FROM old_rows WHERE deleted_at IS NULL
          ) AS changes
          GROUP BY center_id, status HAVING sum(change) <> 0 ORDER BY center_id, status
          ON CONFLICT (center_id, status) DO UPDATE SET live = counts.live + excluded.live;
        END IF;
        RETURN NULL;
      END $$`)
  schema.raw(`CREATE TRIGGER cases_live_counts_insert AFTER INSERT ON cases
      REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION case_live_counts_apply()`)
  schema.raw(`CREATE TRIGGER cases_live_counts_update AFTER UPDATE ON cases
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION case_live_counts_apply()`)
  schema.raw(`CREATE TRIGGER cases_live_counts_delete AFTER DELETE ON cases
      REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION case_live_counts_apply()`)
  schema.raw(`CREATE TRIGGER cases_live_counts_truncate AFTER TRUNCATE ON cases
      FOR EACH STATEMENT EXECUTE FUNCTION case_live_counts_apply()`)
  // Rows already there. The triggers exist first and hold their lock on cases until this
  // migration commits, so no write slips between this count and them.
  schema.raw(`INSERT INTO case_live_counts (center_id, status, live)
      SELECT center_id, status, count(*) FROM cases WHERE deleted_at IS NULL
      GROUP BY center_id, status`)
}
