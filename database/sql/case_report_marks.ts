/**
 * The SQL of the case report's marks (migration 085, which says what they are), shared by the
 * migrations that define or redefine it: the refresh function's body is written once here, and
 * each migration gives its own way of serialising two writers of one case (`lock`).
 */
export const KINDS = `ARRAY['gop', 'charge_slip', 'rfp', 'provider']`

/** What a mark says, and where it is read from: its kind, the documents' table and column. */
export const SOURCES = [
  ['gop', 'gops', 'status'],
  ['charge_slip', 'charge_slips', 'status'],
  ['rfp', 'request_for_payments', 'status'],
  ['provider', 'gops', 'provider_id'],
  ['provider', 'charge_slips', 'provider_id'],
] as const

const HELD = SOURCES.map(
  ([kind, table, column]) => `
    SELECT '${kind}' AS kind, documents.case_id, '${kind}:' || documents.${column} AS mark
      FROM targets JOIN ${table} AS documents ON documents.case_id = targets.id
      WHERE documents.deleted_at IS NULL AND '${kind}' = ANY(kinds)`
).join('\n    UNION')

/** Its lock as migration 085 made it: one per case of a statement of at most a thousand. */
export const PER_STATEMENT_LOCK = `
  IF cardinality(case_ids) <= 1000 THEN
    PERFORM pg_advisory_xact_lock(hashtext('case_report_marks'), id)
      FROM (SELECT DISTINCT unnest(case_ids) AS id ORDER BY 1) AS ids;
  END IF;`

/**
 * `CREATE OR REPLACE` of the refresh: `lock` is the PL/pgSQL that serialises two writers of one
 * case before the marks are deleted and written again (it may read `case_ids` and use `taken`,
 * an integer variable of its own).
 */
export const refreshFunction = (lock: string) => `
CREATE OR REPLACE FUNCTION case_report_marks_refresh(kinds text[], case_ids integer[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  taken integer;
BEGIN
${lock}
  DELETE FROM case_report_marks AS marks USING unnest(case_ids) AS ids(id)
    WHERE marks.case_id = ids.id AND marks.kind = ANY(kinds);
  INSERT INTO case_report_marks (case_id, kind, mark, case_center_id, case_opened_at)
  WITH targets AS (
    SELECT cases.id, cases.center_id, cases.opened_at
      FROM (SELECT DISTINCT unnest(case_ids) AS id) AS ids
      JOIN cases ON cases.id = ids.id
      WHERE cases.deleted_at IS NULL
  ), held AS (
${HELD}
  ), marks AS (
    SELECT kind, case_id, mark FROM held
    UNION ALL
    SELECT kinds_of_none.kind, targets.id, kinds_of_none.kind || ':none'
      FROM targets
      CROSS JOIN unnest(kinds) AS kinds_of_none(kind)
      WHERE kinds_of_none.kind <> 'provider'
        AND NOT EXISTS (
          SELECT 1 FROM held WHERE held.case_id = targets.id AND held.kind = kinds_of_none.kind
        )
  )
  SELECT marks.case_id, marks.kind, marks.mark, targets.center_id, targets.opened_at
    FROM marks JOIN targets ON targets.id = marks.case_id;
END $$`
