import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Page totals of the ICD list without counting its rows. An exact COUNT(*) over the live table
 * (98k rows) or a big chapter (injuries: 54k) was the slowest part of the list's page
 * (bench/icds_index.ts). These counts of live rows per chapter and billable flag are kept by
 * statement triggers in the writing transaction, so they are exact wherever the table is read,
 * and a rolled-back write rolls its counts back with it. The list reads them when it is not
 * searched (app/resources/icds.ts).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`CREATE TABLE icd_live_counts (
      chapter smallint NOT NULL,
      billable boolean NOT NULL,
      live integer NOT NULL,
      PRIMARY KEY (chapter, billable)
    )`)
    /*
     * One upsert per statement, over the statement's transition tables: a bulk load of 2000 rows
     * is one write here, not 2000. Groups are written in key order so that two transactions
     * touching the same groups lock them in the same order. An UPDATE that moves no row in or
     * out of a group (a title edit) writes nothing.
     */
    this.schema.raw(`CREATE FUNCTION icd_live_counts_apply() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          DELETE FROM icd_live_counts;
        ELSIF TG_OP = 'INSERT' THEN
          INSERT INTO icd_live_counts AS counts (chapter, billable, live)
          SELECT chapter, billable, count(*) FROM new_rows WHERE deleted_at IS NULL
          GROUP BY chapter, billable ORDER BY chapter, billable
          ON CONFLICT (chapter, billable) DO UPDATE SET live = counts.live + excluded.live;
        ELSIF TG_OP = 'DELETE' THEN
          INSERT INTO icd_live_counts AS counts (chapter, billable, live)
          SELECT chapter, billable, -count(*) FROM old_rows WHERE deleted_at IS NULL
          GROUP BY chapter, billable ORDER BY chapter, billable
          ON CONFLICT (chapter, billable) DO UPDATE SET live = counts.live + excluded.live;
        ELSE
          INSERT INTO icd_live_counts AS counts (chapter, billable, live)
          SELECT chapter, billable, sum(change) FROM (
            SELECT chapter, billable, 1 AS change FROM new_rows WHERE deleted_at IS NULL
            UNION ALL
            SELECT chapter, billable, -1 FROM old_rows WHERE deleted_at IS NULL
          ) AS changes
          GROUP BY chapter, billable HAVING sum(change) <> 0 ORDER BY chapter, billable
          ON CONFLICT (chapter, billable) DO UPDATE SET live = counts.live + excluded.live;
        END IF;
        RETURN NULL;
      END $$`)
    this.schema.raw(`CREATE TRIGGER icds_live_counts_insert AFTER INSERT ON icds
      REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION icd_live_counts_apply()`)
    this.schema.raw(`CREATE TRIGGER icds_live_counts_update AFTER UPDATE ON icds
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION icd_live_counts_apply()`)
    this.schema.raw(`CREATE TRIGGER icds_live_counts_delete AFTER DELETE ON icds
      REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION icd_live_counts_apply()`)
    this.schema.raw(`CREATE TRIGGER icds_live_counts_truncate AFTER TRUNCATE ON icds
      FOR EACH STATEMENT EXECUTE FUNCTION icd_live_counts_apply()`)
    // Rows already there. The triggers exist first and hold their lock on icds until this
    // migration commits, so no write slips between this count and them.
    this.schema.raw(`INSERT INTO icd_live_counts (chapter, billable, live)
      SELECT chapter, billable, count(*) FROM icds WHERE deleted_at IS NULL
      GROUP BY chapter, billable`)
  }

  async down() {
    this.schema.raw('DROP TRIGGER icds_live_counts_truncate ON icds')
    this.schema.raw('DROP TRIGGER icds_live_counts_delete ON icds')
    this.schema.raw('DROP TRIGGER icds_live_counts_update ON icds')
    this.schema.raw('DROP TRIGGER icds_live_counts_insert ON icds')
    this.schema.raw('DROP FUNCTION icd_live_counts_apply()')
    this.schema.raw('DROP TABLE icd_live_counts')
  }
}
