import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The case's member on each GOP, so the GOP list's member search reads the GOPs of the matching
 * members directly, as the cases list reads their cases (bench/gops_index.ts: going through the
 * members' cases first was 17k index probes for a common surname, 70 ms). It is the case's,
 * always: set from the case by the database whenever a GOP is written, and carried over when a
 * case's member is changed, so no writer can make the two disagree.
 */
export default class extends BaseSchema {
  async up() {
    // The backfill touches every GOP (millions at the bench's size): longer than the app's
    // per-statement limit for requests (config/database.ts), for this migration's transaction only.
    this.schema.raw('SET LOCAL statement_timeout = 0')
    this.schema.raw('ALTER TABLE gops ADD COLUMN member_id integer REFERENCES members (id)')
    this.schema.raw(
      'UPDATE gops SET member_id = cases.member_id FROM cases WHERE cases.id = gops.case_id'
    )
    this.schema.raw('ALTER TABLE gops ALTER COLUMN member_id SET NOT NULL')
    // The center rides along (not a key), so a one-center search reads the index alone.
    this.schema.raw(
      `CREATE INDEX gops_member_index ON gops (member_id, created_at, id) INCLUDE (center_id)
       WHERE deleted_at IS NULL`
    )
    this.schema.raw(`CREATE FUNCTION gops_member_of_case() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        NEW.member_id := (SELECT member_id FROM cases WHERE id = NEW.case_id);
        RETURN NEW;
      END $$`)
    this.schema
      .raw(`CREATE TRIGGER gops_member_of_case BEFORE INSERT OR UPDATE OF case_id, member_id
      ON gops FOR EACH ROW EXECUTE FUNCTION gops_member_of_case()`)
    this.schema.raw(`CREATE FUNCTION cases_member_to_gops() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE gops SET member_id = NEW.member_id WHERE case_id = NEW.id;
        RETURN NULL;
      END $$`)
    this.schema.raw(`CREATE TRIGGER cases_member_to_gops AFTER UPDATE OF member_id ON cases
      FOR EACH ROW WHEN (OLD.member_id IS DISTINCT FROM NEW.member_id)
      EXECUTE FUNCTION cases_member_to_gops()`)
  }

  async down() {
    this.schema.raw('DROP TRIGGER cases_member_to_gops ON cases')
    this.schema.raw('DROP FUNCTION cases_member_to_gops()')
    this.schema.raw('DROP TRIGGER gops_member_of_case ON gops')
    this.schema.raw('DROP FUNCTION gops_member_of_case()')
    this.schema.raw('ALTER TABLE gops DROP COLUMN member_id')
  }
}
