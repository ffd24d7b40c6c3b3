import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A parallel plan costs its workers' start: 15–60 ms on the two shared cores the app runs on
 * (bench/report_case_preview.ts, 2026-11-29). With PostgreSQL's default price for it (1000), the
 * planner sent a page of 25 cases through Gather Merge whenever its estimate of the rows to walk
 * was pessimistic, as for the case report's document filters (the marks' center is not known to
 * be the cases' center): 74–84 ms a preview where the same statement alone takes 9 ms. Priced at
 * 5000, parallel plans are kept for statements that read hundreds of thousands of rows (the
 * deferred totals), which is what they pay for. Set on the database, so every connection of the
 * app, its worker and the benches' floors plan alike; a role without the right to alter the
 * database keeps PostgreSQL's default and says so (the app works either way, only slower).
 * PGlite (the embedded database) has no parallel workers: the setting changes nothing there.
 */
const SET = `
DO $$
BEGIN
  EXECUTE format('ALTER DATABASE %I SET parallel_setup_cost = 5000', current_database());
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'parallel_setup_cost left at its default: %', SQLERRM;
END $$`

const RESET = `
DO $$
BEGIN
  EXECUTE format('ALTER DATABASE %I RESET parallel_setup_cost', current_database());
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'parallel_setup_cost not reset: %', SQLERRM;
END $$`

export default class extends BaseSchema {
  async up() {
    this.schema.raw(SET)
  }

  async down() {
    this.schema.raw(RESET)
  }
}
