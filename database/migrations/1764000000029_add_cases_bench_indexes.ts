import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The cases list's search by member (bench/cases_index.ts, 2M cases in ten centers): the search
 * finds the members by name or policy number, then their cases through cases_member_index, and
 * keeps those of the current center. The index did not hold the center, so each case found was
 * read from the table only to learn it (some 2,000 reads for the first 500 cases of the "lim"s,
 * most of the search's total). Carrying center_id in the index (INCLUDE: not a key, so the index
 * keeps its order, a member's cases by opening, for their history) answers it from the index.
 */
export default class extends BaseSchema {
  async up() {
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
  }
}
