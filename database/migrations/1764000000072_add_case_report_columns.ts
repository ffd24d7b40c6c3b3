import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The case report (issue 32, app/reports/case_report.ts).
 *
 * - `billed_at`: when the case last moved to billing (SPEC.md §3 "Case Billed"), set by the
 *   workflow's to-billing transition. Cases already past it take the time of their last
 *   to-billing entry in the activity log; one moved there before the log kept transitions (none
 *   in practice) keeps NULL.
 * - Indexes for the report's filters and sorts inside one center, live rows, with the id as
 *   tie-breaker (docs/architecture.md): the billing day and its sort, the closing time's sort,
 *   the evacuation flag, and the Case Closed Duration bucket as an expression. The bucket's
 *   expression is written out here, not imported: a migration records what the database was;
 *   the report's copy (CLOSED_DURATION_BUCKET_SQL) must stay the same text for the planner to
 *   match it (tests/functional/reports/case_report.spec.ts asks the planner).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('cases', (table) => {
      table.timestamp('billed_at', { useTz: true }).nullable()
    })
    this.schema.raw(
      `UPDATE cases SET billed_at = moved.at
         FROM (SELECT subject_id, max(created_at) AS at
                 FROM activity_logs
                WHERE subject_type = 'case' AND action = 'transition'
                  AND properties->>'transition' = 'to-billing'
                GROUP BY subject_id) AS moved
        WHERE moved.subject_id = cases.id::text AND cases.status IN ('billing', 'closed')`
    )
    const live = 'WHERE deleted_at IS NULL'
    const indexes = {
      cases_billed_at_index: 'center_id, billed_at, id',
      cases_closed_at_index: 'center_id, closed_at, id',
      cases_evacuation_index: 'center_id, is_evacuation, opened_at, id',
      cases_closed_duration_index: `center_id, (CASE
        WHEN closed_at IS NULL THEN NULL
        WHEN closed_at - opened_at < interval '8 days' THEN 'up_to_7'
        WHEN closed_at - opened_at < interval '31 days' THEN '8_to_30'
        WHEN closed_at - opened_at < interval '91 days' THEN '31_to_90'
        ELSE 'over_90' END), opened_at, id`,
    }
    for (const [name, columns] of Object.entries(indexes)) {
      this.schema.raw(`CREATE INDEX ${name} ON cases (${columns}) ${live}`)
    }
  }

  async down() {
    for (const name of [
      'cases_billed_at_index',
      'cases_closed_at_index',
      'cases_evacuation_index',
      'cases_closed_duration_index',
    ]) {
      this.schema.raw(`DROP INDEX IF EXISTS ${name}`)
    }
    this.schema.alterTable('cases', (table) => {
      table.dropColumn('billed_at')
    })
  }
}
