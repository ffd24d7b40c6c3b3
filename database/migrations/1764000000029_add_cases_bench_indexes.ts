import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Indexes the cases list needed at 2M cases in ten centers (bench/cases_index.ts).
 *
 * - The list's totals and its status tabs count a center's live cases, 500,000 in the biggest.
 *   They read the narrowest index that leads with the center, (center_id, status, opened_at, id),
 *   95 MB. Counting from (center_id, status) alone, whose equal keys PostgreSQL stores once
 *   (deduplication: 13 MB), takes half the time: 28 to 14 ms for the closed cases, 40 to 23 ms
 *   for the counts per status.
 * - The search by member finds the members by name or policy number, then their cases through
 *   cases_member_index, and keeps those of the current center. That index did not hold the
 *   center, so each case found was read from the table only to learn it (some 2,000 reads for
 *   the first 500 cases of the "lim"s, most of the search's total). It now carries center_id
 *   (INCLUDE: not a key, so the index keeps its order, a member's cases by opening, for their
 *   history) and answers from the index alone.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(
      'CREATE INDEX cases_status_count_index ON cases (center_id, status) WHERE deleted_at IS NULL'
    )
    this.schema.raw('DROP INDEX cases_member_index')
    this.schema.raw(
      `CREATE INDEX cases_member_index ON cases (member_id, opened_at, id) INCLUDE (center_id)
       WHERE deleted_at IS NULL`
    )
  }

  async down() {
    this.schema.raw('DROP INDEX cases_member_index')
    this.schema.raw(
      'CREATE INDEX cases_member_index ON cases (member_id, opened_at, id) WHERE deleted_at IS NULL'
    )
    this.schema.raw('DROP INDEX cases_status_count_index')
  }
}
