import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * "My cases" (issue 29): the case list filtered to the signed-in user's cases, in each of its
 * sorts, and the dashboard's recent cases narrowed the same way. cases_owner_index
 * (center_id, owner_id, opened_at, id) serves the list's default order (newest opened first) and
 * its reverse; these two serve its other sorts, by number and by last update (the dashboard's
 * order), so one agent's cases are one index range in every order rather than all of their
 * cases read and sorted for each page. Live rows only, as the list's other indexes.
 */
const INDEXES = {
  cases_owner_updated_at_index: 'center_id, owner_id, updated_at, id',
  cases_owner_number_key_index: 'center_id, owner_id, number_key, id',
}

export default class extends BaseSchema {
  async up() {
    for (const [name, columns] of Object.entries(INDEXES)) {
      this.schema.raw(`CREATE INDEX ${name} ON cases (${columns}) WHERE deleted_at IS NULL`)
    }
  }

  async down() {
    for (const name of Object.keys(INDEXES)) this.schema.raw(`DROP INDEX IF EXISTS ${name}`)
  }
}
