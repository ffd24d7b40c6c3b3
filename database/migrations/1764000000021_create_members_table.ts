import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Members (PRODUCT.md "Member"): the insured people. The list must find a member by name or by
 * policy number instantly with a million rows (bench/members_index.ts), so the searched and
 * sorted forms of both are stored columns in the "C" collation: a plain btree then serves a
 * prefix LIKE and the ORDER BY alike, and every list query is an index range walk.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('members', (table) => {
      table.increments('id')
      // SPEC.md §3 option lists (app/contracts/member_options.ts).
      table.string('title', 10).nullable()
      table.string('first_name', 80).notNullable()
      table.string('last_name', 80).notNullable()
      table.string('gender', 10).notNullable()
      table.date('date_of_birth').notNullable()
      table.integer('nationality_id').unsigned().nullable().references('countries.id')
      table.string('id_number', 40).nullable()
      table.integer('client_id').unsigned().notNullable().references('clients.id')
      table.integer('program_id').unsigned().nullable().references('programs.id')
      table.string('policy_number', 40).notNullable()
      table.date('policy_valid_from').nullable()
      table.date('policy_valid_to').nullable()
      // A dependant points at its principal; a principal (or a lone member) has none.
      table.integer('principal_member_id').unsigned().nullable().references('members.id')
      table.string('relationship', 20).notNullable().defaultTo('self')
      table.string('phone', 40).nullable()
      table.string('email', 254).nullable()
      table.string('preferred_contact_method', 20).nullable()
      table.string('address', 500).nullable()
      table.string('city', 120).nullable()
      table.integer('country_id').unsigned().nullable().references('countries.id')
      table.text('notes').nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.timestamp('deleted_at', { useTz: true }).nullable()
    })
    // "tan wei ming" and "wei ming tan": a search matches the start of either order.
    this.schema.raw(`ALTER TABLE members
      ADD COLUMN name_key text COLLATE "C"
        GENERATED ALWAYS AS (lower(last_name || ' ' || first_name)) STORED,
      ADD COLUMN first_name_key text COLLATE "C"
        GENERATED ALWAYS AS (lower(first_name || ' ' || last_name)) STORED,
      ADD COLUMN policy_key text COLLATE "C"
        GENERATED ALWAYS AS (lower(policy_number)) STORED`)
    this.schema.raw(
      'ALTER TABLE members ADD CONSTRAINT members_policy_validity_order CHECK (policy_valid_to IS NULL OR policy_valid_from IS NULL OR policy_valid_to >= policy_valid_from)'
    )
    this.schema.raw(
      'ALTER TABLE members ADD CONSTRAINT members_not_own_principal CHECK (principal_member_id IS NULL OR principal_member_id <> id)'
    )
    // Live rows only: the list of live members is the one that must be fast.
    const live = 'WHERE deleted_at IS NULL'
    this.schema.raw(`CREATE INDEX members_name_key_index ON members (name_key, id) ${live}`)
    this.schema.raw(
      `CREATE INDEX members_first_name_key_index ON members (first_name_key, id) ${live}`
    )
    this.schema.raw(`CREATE INDEX members_policy_key_index ON members (policy_key, id) ${live}`)
    this.schema.raw(
      `CREATE INDEX members_client_index ON members (client_id, name_key, id) ${live}`
    )
    this.schema.raw(
      `CREATE INDEX members_program_index ON members (program_id, name_key, id) ${live}`
    )
    this.schema.raw(
      `CREATE INDEX members_date_of_birth_index ON members (date_of_birth, id) ${live}`
    )
    this.schema.raw(`CREATE INDEX members_updated_at_index ON members (updated_at, id) ${live}`)
    this.schema.raw(
      `CREATE INDEX members_principal_index ON members (principal_member_id) WHERE principal_member_id IS NOT NULL`
    )
    // The duplicate check (same client, same date of birth, same name) reads a handful of rows.
    this.schema.raw(
      `CREATE INDEX members_duplicate_index ON members (client_id, date_of_birth) ${live}`
    )
    this.schema.raw(
      'CREATE INDEX members_trashed_index ON members (deleted_at) WHERE deleted_at IS NOT NULL'
    )

    /*
     * The exact number of live members without counting a million rows: a statement trigger
     * keeps it in the writing transaction (one write per statement, so a bulk load is one
     * update), like icd_live_counts. The table is generic so that other big lists can use it.
     */
    this.schema.raw(`CREATE TABLE live_row_counts (
      table_name text PRIMARY KEY,
      live bigint NOT NULL
    )`)
    this.schema.raw(`CREATE FUNCTION live_row_counts_apply() RETURNS trigger
      LANGUAGE plpgsql AS $$
      DECLARE change bigint;
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          UPDATE live_row_counts SET live = 0 WHERE table_name = TG_TABLE_NAME;
          RETURN NULL;
        ELSIF TG_OP = 'INSERT' THEN
          SELECT count(*) INTO change FROM new_rows WHERE deleted_at IS NULL;
        ELSIF TG_OP = 'DELETE' THEN
          SELECT -count(*) INTO change FROM old_rows WHERE deleted_at IS NULL;
        ELSE
          SELECT (SELECT count(*) FROM new_rows WHERE deleted_at IS NULL)
               - (SELECT count(*) FROM old_rows WHERE deleted_at IS NULL) INTO change;
        END IF;
        IF change <> 0 THEN
          INSERT INTO live_row_counts AS counts (table_name, live) VALUES (TG_TABLE_NAME, change)
          ON CONFLICT (table_name) DO UPDATE SET live = counts.live + excluded.live;
        END IF;
        RETURN NULL;
      END $$`)
    this.schema.raw(`CREATE TRIGGER members_live_count_insert AFTER INSERT ON members
      REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION live_row_counts_apply()`)
    this.schema.raw(`CREATE TRIGGER members_live_count_update AFTER UPDATE ON members
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION live_row_counts_apply()`)
    this.schema.raw(`CREATE TRIGGER members_live_count_delete AFTER DELETE ON members
      REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION live_row_counts_apply()`)
    this.schema.raw(`CREATE TRIGGER members_live_count_truncate AFTER TRUNCATE ON members
      FOR EACH STATEMENT EXECUTE FUNCTION live_row_counts_apply()`)
    this.schema.raw(`INSERT INTO live_row_counts (table_name, live) VALUES ('members', 0)`)
  }

  async down() {
    this.schema.dropTable('members')
    this.schema.raw('DROP FUNCTION live_row_counts_apply()')
    this.schema.dropTable('live_row_counts')
  }
}
