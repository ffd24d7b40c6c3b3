import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The accounts report's users (app/reports/accounts_report.ts) sort by last name, with the id
 * as tie-breaker; clients and providers already have their (name, id) indexes. The report's
 * cases are read per account on the cases' (center_id, client_id | owner_id, …) indexes and
 * the GOPs' and bills' (center_id, provider_id, …) ones.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw('CREATE INDEX users_last_name_index ON users (last_name, id)')
  }

  async down() {
    this.schema.raw('DROP INDEX IF EXISTS users_last_name_index')
  }
}
