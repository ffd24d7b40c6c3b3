import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * What every request reads (the signed-in user, their permissions and centers, the site
 * settings) is cached in each app process (app/services/access_cache.ts) and is good while the
 * `access` version is unchanged. Every statement that writes a table those caches come from
 * bumps it, in its own transaction, so the new version is visible exactly when the change is
 * committed, to every process, whatever code path (or raw SQL) made the change.
 *
 * The version is drawn from a sequence: a rolled-back bump leaves the row at its older value,
 * and a later bump never repeats a value a cache was filled at.
 */
const SOURCES = [
  'users',
  'roles',
  'capabilities',
  'capability_role',
  'role_user',
  'center_user',
  'centers',
  'settings',
  'two_factor_credentials',
]

export default class extends BaseSchema {
  async up() {
    this.schema.raw(`CREATE SEQUENCE access_cache_version_seq`)
    this.schema.createTable('cache_versions', (table) => {
      table.string('name', 40).primary()
      table.bigInteger('version').notNullable()
    })
    this.schema.raw(
      `INSERT INTO cache_versions (name, version) VALUES ('access', nextval('access_cache_version_seq'))`
    )
    this.schema.raw(`
      CREATE FUNCTION bump_access_cache() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE cache_versions SET version = nextval('access_cache_version_seq')
         WHERE name = 'access';
        RETURN NULL;
      END $$`)
    for (const table of SOURCES) {
      this.schema.raw(
        `CREATE TRIGGER ${table}_bump_access_cache
           AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
           FOR EACH STATEMENT EXECUTE FUNCTION bump_access_cache()`
      )
    }
  }

  async down() {
    for (const table of SOURCES) {
      this.schema.raw(`DROP TRIGGER IF EXISTS ${table}_bump_access_cache ON ${table}`)
    }
    this.schema.raw(`DROP FUNCTION IF EXISTS bump_access_cache()`)
    this.schema.dropTable('cache_versions')
    this.schema.raw(`DROP SEQUENCE IF EXISTS access_cache_version_seq`)
  }
}
