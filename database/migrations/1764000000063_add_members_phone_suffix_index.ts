import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A WhatsApp contact's member suggested by phone number (issue 31,
 * app/services/whatsapp/contact_links.ts). WhatsApp gives the number as full international
 * digits ("60123456789"); members' phones are free text as people type them ("+60 12-345 6789",
 * "012-345 6789", "(012) 345 6789"). The two agree on the last digits whatever the country
 * code, trunk zero, spaces or dashes, so members are found by their phone's last 9 digits: an
 * expression index over exactly the expression the suggestion's query compares, live members
 * with a phone only, so the lookup stays one index probe at a million members instead of a
 * scan that strips every phone. Nine digits is a whole subscriber number in most numbering
 * plans (Malaysia's 9–10, Thailand's 9, the Philippines' 10), short enough to ignore how the
 * prefix was written and long enough that two strangers rarely share it; a suggestion is only
 * offered, never linked by itself.
 *
 * The expression is written out here, not imported: a migration records what the database was.
 * The query's copy (PHONE_SUFFIX_SQL) is checked against this index by the planner in
 * tests/functional/whatsapp/contact_links.spec.ts.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(
      `CREATE INDEX members_phone_suffix_index
         ON members ((right(regexp_replace(phone, '[^0-9]', '', 'g'), 9)))
         WHERE deleted_at IS NULL AND phone IS NOT NULL`
    )
  }

  async down() {
    this.schema.raw('DROP INDEX IF EXISTS members_phone_suffix_index')
  }
}
