import { BaseSchema } from '@adonisjs/lucid/schema'
import { installCaseLiveCounts } from './1764000000034_add_case_live_counts.js'

/**
 * Each center's live rows per status, for every big center-owned document table whose list
 * shows status tabs or totals: cases (migration 034 kept them for cases alone) and GOPs (3M at
 * the bench's size, issue 15), later charge slips and RFPs. One table and one trigger function
 * serve them all, keyed by the table's name, so a new document joins by adding its triggers.
 *
 * As before: one upsert per statement over its transition tables, groups written in key order
 * (two transactions lock them in the same order), exact in the writing transaction and rolled
 * back with it. A document created or moved holds its center's row for that status until it
 * commits, so two agents of one center creating documents at the same instant commit one after
 * the other; those writes take milliseconds.
 */
const TABLES = ['cases', 'gops'] as const

/** The four statement triggers that keep a table's live rows per status counted. */
export function liveStatusTriggers(table: string) {
  return [
    `CREATE TRIGGER ${table}_live_status_insert AFTER INSERT ON ${table}
      REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION live_status_counts_apply()`,
    `CREATE TRIGGER ${table}_live_status_update AFTER UPDATE ON ${table}
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION live_status_counts_apply()`,
    `CREATE TRIGGER ${table}_live_status_delete AFTER DELETE ON ${table}
      REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION live_status_counts_apply()`,
    `CREATE TRIGGER ${table}_live_status_truncate AFTER TRUNCATE ON ${table}
      FOR EACH STATEMENT EXECUTE FUNCTION live_status_counts_apply()`,
  ]
}

export default class extends BaseSchema {
  async up() {
    this.schema.raw(`CREATE TABLE live_status_counts (
      table_name text NOT NULL,
      center_id integer NOT NULL,
      status text NOT NULL,
      live integer NOT NULL,
      PRIMARY KEY (table_name, center_id, status)
    )`)
    this.schema.raw(`CREATE FUNCTION live_status_counts_apply() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          DELETE FROM live_status_counts WHERE table_name = TG_TABLE_NAME;
        ELSIF TG_OP = 'INSERT' THEN
          INSERT INTO live_status_counts AS counts (table_name, center_id, status, live)
          SELECT TG_TABLE_NAME, center_id, status, count(*) FROM new_rows
          WHERE deleted_at IS NULL
          GROUP BY center_id, status ORDER BY center_id, status
          ON CONFLICT (table_name, center_id, status)
          DO UPDATE SET live = counts.live + excluded.live;
        ELSIF TG_OP = 'DELETE' THEN
          INSERT INTO live_status_counts AS counts (table_name, center_id, status, live)
          SELECT TG_TABLE_NAME, center_id, status, -count(*) FROM old_rows
          WHERE deleted_at IS NULL
          GROUP BY center_id, status ORDER BY center_id, status
          ON CONFLICT (table_name, center_id, status)
          DO UPDATE SET live = counts.live + excluded.live;
        ELSE
          INSERT INTO live_status_counts AS counts (table_name, center_id, status, live)
          SELECT TG_TABLE_NAME, center_id, status, sum(change) FROM (
            SELECT center_id, status, 1 AS change FROM new_rows WHERE deleted_at IS NULL
            UNION ALL
            SELECT center_id, status, -1 FROM old_rows WHERE deleted_at IS NULL
          ) AS changes
          GROUP BY center_id, status HAVING sum(change) <> 0 ORDER BY center_id, status
          ON CONFLICT (table_name, center_id, status)
          DO UPDATE SET live = counts.live + excluded.live;
        END IF;
        RETURN NULL;
      END $$`)

    // Cases move over from their own table (migration 034).
    this.schema.raw('DROP TRIGGER cases_live_counts_truncate ON cases')
    this.schema.raw('DROP TRIGGER cases_live_counts_delete ON cases')
    this.schema.raw('DROP TRIGGER cases_live_counts_update ON cases')
    this.schema.raw('DROP TRIGGER cases_live_counts_insert ON cases')
    this.schema.raw('DROP FUNCTION case_live_counts_apply()')
    this.schema.raw('DROP TABLE case_live_counts')

    for (const table of TABLES) {
      for (const statement of liveStatusTriggers(table)) this.schema.raw(statement)
      // Rows already there; the triggers hold their lock on the table until this commits.
      this.schema.raw(`INSERT INTO live_status_counts (table_name, center_id, status, live)
        SELECT '${table}', center_id, status, count(*) FROM ${table} WHERE deleted_at IS NULL
        GROUP BY center_id, status`)
    }
  }

  async down() {
    for (const table of TABLES) {
      for (const event of ['truncate', 'delete', 'update', 'insert']) {
        this.schema.raw(`DROP TRIGGER ${table}_live_status_${event} ON ${table}`)
      }
    }
    this.schema.raw('DROP FUNCTION live_status_counts_apply()')
    this.schema.raw('DROP TABLE live_status_counts')
    installCaseLiveCounts(this.schema)
  }
}
