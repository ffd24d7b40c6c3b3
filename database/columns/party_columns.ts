import type { Knex } from 'knex'

/**
 * The columns a "party" carries for its Bank details and GOP settings tabs. Business entities
 * and providers have the same tabs (PRODUCT.md), so both tables are built from these helpers
 * and the shared validators and form parts read the same column names.
 *
 * Migrations that use them are history: never change a helper in a way that would alter an
 * existing table; add a new migration (and a new helper version) instead.
 */

/** Bank name, account name and number, SWIFT/BIC, IBAN, bank address. */
export function addBankDetailColumns(table: Knex.CreateTableBuilder) {
  table.string('bank_name', 160).nullable()
  table.string('bank_account_name', 160).nullable()
  table.string('bank_account_number', 60).nullable()
  table.string('bank_swift', 11).nullable()
  table.string('bank_iban', 34).nullable()
  table.text('bank_address').nullable()
}

/**
 * How guarantees of payment go out (SPEC.md "Sending modes": manual-sending to listed
 * addresses, group-sending to an email group), and how long a GOP stays valid. The letter
 * template column is added by the caller, after the templates table exists.
 */
export function addGopSettingColumns(table: Knex.CreateTableBuilder) {
  table.string('gop_sending_mode', 20).notNullable().defaultTo('manual-sending')
  table.specificType('gop_email_addresses', 'varchar(254)[]').notNullable().defaultTo('{}')
  table.integer('gop_email_group_id').unsigned().nullable().references('email_groups.id')
  table.smallint('gop_validity_days').nullable()
}
