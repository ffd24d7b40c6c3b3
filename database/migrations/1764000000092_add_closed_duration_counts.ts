import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The case report's Case Closed Duration filter alone (issue 32): its total was counted from the
 * bucket's index, 338,630 entries for "8–30 days" at the bench's size, 76–86 ms of a 120 ms
 * preview (bench/report_case_preview.ts). The live cases per center and bucket are kept beside
 * the live status counts (migration 037), under `cases:closed_duration`, by statement triggers
 * of the same shape: one upsert per statement over its transition tables, groups in key order.
 * The bucket is the report's CLOSED_DURATION_BUCKET_SQL (migration 081's index has the same
 * text); an open case has none and is not counted.
 */
const BUCKET = `(CASE
        WHEN closed_at IS NULL THEN NULL
        WHEN closed_at - opened_at < interval '8 days' THEN 'up_to_7'
        WHEN closed_at - opened_at < interval '31 days' THEN '8_to_30'
        WHEN closed_at - opened_at < interval '91 days' THEN '31_to_90'
        ELSE 'over_90' END)`

/** The live rows of a transition table with a bucket, and their sign in the counts. */
const counted = (rows: string, sign: string) =>
  `SELECT center_id, ${BUCKET} AS bucket, ${sign} AS change FROM ${rows}
     WHERE deleted_at IS NULL AND closed_at IS NOT NULL`

/** One upsert of the counts from the changes' live rows with a bucket (`changes`). */
const upsert = (changes: string) => `
  INSERT INTO live_status_counts AS counts (table_name, center_id, status, live)
  SELECT 'cases:closed_duration', center_id, bucket, sum(change) FROM (${changes}) AS changes
  GROUP BY center_id, bucket HAVING sum(change) <> 0 ORDER BY center_id, bucket
  ON CONFLICT (table_name, center_id, status)
  DO UPDATE SET live = counts.live + excluded.live;`

/** As live_status_counts_apply (migration 037): one function, a branch per event. */
const APPLY = `
CREATE FUNCTION case_closed_duration_counts_apply() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM live_status_counts WHERE table_name = 'cases:closed_duration';
  ELSIF TG_OP = 'INSERT' THEN
    ${upsert(counted('new_rows', '1'))}
  ELSIF TG_OP = 'DELETE' THEN
    ${upsert(counted('old_rows', '-1'))}
  ELSE
    ${upsert(`${counted('new_rows', '1')} UNION ALL ${counted('old_rows', '-1')}`)}
  END IF;
  RETURN NULL;
END $$`

/** A trigger with transition tables names one event (PostgreSQL's rule). */
const TRIGGERS = [
  ['insert', 'INSERT', 'REFERENCING NEW TABLE AS new_rows'],
  ['update', 'UPDATE', 'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows'],
  ['delete', 'DELETE', 'REFERENCING OLD TABLE AS old_rows'],
  ['truncate', 'TRUNCATE', ''],
] as const

export default class extends BaseSchema {
  async up() {
    this.schema.raw('SET LOCAL statement_timeout = 0')
    this.schema.raw(APPLY)
    for (const [event, verb, referencing] of TRIGGERS) {
      this.schema.raw(
        `CREATE TRIGGER cases_closed_duration_${event} AFTER ${verb} ON cases
           ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION case_closed_duration_counts_apply()`
      )
    }
    this.schema.raw(`INSERT INTO live_status_counts (table_name, center_id, status, live)
      SELECT 'cases:closed_duration', center_id, ${BUCKET}, count(*) FROM cases
      WHERE deleted_at IS NULL AND closed_at IS NOT NULL
      GROUP BY center_id, ${BUCKET}`)
  }

  async down() {
    for (const event of ['truncate', 'delete', 'update', 'insert']) {
      this.schema.raw(`DROP TRIGGER IF EXISTS cases_closed_duration_${event} ON cases`)
    }
    this.schema.raw('DROP FUNCTION IF EXISTS case_closed_duration_counts_apply()')
    this.schema.raw(`DELETE FROM live_status_counts WHERE table_name = 'cases:closed_duration'`)
  }
}
