import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The header's global search and the member search by any part of a policy number (issue 29).
 *
 * - pg_trgm (PostgreSQL's contrib; the embedded PGlite loads its build of it,
 *   app/services/embedded_postgres.ts). Its GIN operator class answers `LIKE '%…%'` from an
 *   index: "102109" finds ZURICH-MY-102109 among a million members without reading them all.
 * - `member_name_words`: every word of the members' names, once, with a trigram index. A name
 *   typed with a typo ("Bautsta") is corrected against these words (19,000 at the bench's
 *   million members) by trigram similarity, then found through the members' own name indexes.
 *   Comparing the typo with a million names instead reads every member who shares its trigrams
 *   (15,000 Bautistas at the bench's million), which no search can afford per key press.
 *   Statement triggers keep it: each insert or update adds the new words of the rows it wrote
 *   (one statement however many rows, so a bulk load stays one insert). Words of trashed or
 *   renamed members stay: a correction to a word nobody carries any more finds nobody, the same
 *   answer as no correction.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm')
    this.schema.raw(
      `CREATE INDEX members_policy_key_trgm_index ON members
        USING gin (policy_key gin_trgm_ops) WHERE deleted_at IS NULL`
    )
    this.schema.raw(`CREATE TABLE member_name_words (word text COLLATE "C" PRIMARY KEY)`)
    this.schema.raw(
      `CREATE INDEX member_name_words_trgm_index ON member_name_words USING gin (word gin_trgm_ops)`
    )
    // The words as the search keys hold them (memberSearchKey: lower case, split at spaces);
    // one- and two-letter words are never corrected (too short to have trigrams in common).
    const words = (rows: string) => `SELECT DISTINCT word
      FROM ${rows}, regexp_split_to_table(lower(first_name || ' ' || last_name), '\\s+') AS word
      WHERE length(word) >= 3`
    this.schema.raw(`CREATE FUNCTION member_name_words_add() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO member_name_words (word) ${words('new_rows')}
        ON CONFLICT (word) DO NOTHING;
        RETURN NULL;
      END $$`)
    this.schema.raw(`CREATE TRIGGER members_name_words_insert AFTER INSERT ON members
      REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION member_name_words_add()`)
    this.schema.raw(`CREATE TRIGGER members_name_words_update AFTER UPDATE ON members
      REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION member_name_words_add()`)
    this.schema.raw(`INSERT INTO member_name_words (word) ${words('members')}`)
  }

  async down() {
    this.schema.raw('DROP TRIGGER IF EXISTS members_name_words_update ON members')
    this.schema.raw('DROP TRIGGER IF EXISTS members_name_words_insert ON members')
    this.schema.raw('DROP FUNCTION IF EXISTS member_name_words_add()')
    this.schema.raw('DROP TABLE IF EXISTS member_name_words')
    this.schema.raw('DROP INDEX IF EXISTS members_policy_key_trgm_index')
    this.schema.raw('DROP EXTENSION IF EXISTS pg_trgm')
  }
}
