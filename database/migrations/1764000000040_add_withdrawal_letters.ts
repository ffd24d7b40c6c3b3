import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A withdrawal's letter, kept as it was written (issue 15: "the withdrawal letter is rendered,
 * sent and recorded like a GOP"): the template and every placeholder's value on the day of the
 * withdrawal, so the letter sent today is the letter shown next year. Withdrawals made before
 * this migration have none and are written from the GOP as it stands.
 *
 * Like a GOP it is sent through a workflow (app/workflows/gop_withdrawal_workflow.ts): `status`
 * is 'unsent' until its first send. `gop_number` names it ("Withdrawal of GOP-KUL-2026-000045")
 * in messages and the log without a join; a GOP's number never changes.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('gop_withdrawals', (table) => {
      table.jsonb('letter_template').nullable()
      table.jsonb('letter_values').nullable()
      table.string('status', 10).notNullable().defaultTo('unsent')
      table.string('gop_number', 30).nullable()
    })
    this.schema.raw(
      `ALTER TABLE gop_withdrawals ADD CONSTRAINT gop_withdrawals_status_known CHECK (status IN ('unsent', 'sent'))`
    )
    this.defer(async (client) => {
      await client.rawQuery(
        `UPDATE gop_withdrawals SET gop_number = gops.number,
           status = CASE WHEN gop_withdrawals.sent_at IS NULL THEN 'unsent' ELSE 'sent' END
         FROM gops WHERE gops.id = gop_withdrawals.gop_id`
      )
      await client.rawQuery('ALTER TABLE gop_withdrawals ALTER COLUMN gop_number SET NOT NULL')
    })
  }

  async down() {
    this.schema.alterTable('gop_withdrawals', (table) => {
      table.dropColumn('letter_template')
      table.dropColumn('letter_values')
      table.dropColumn('status')
      table.dropColumn('gop_number')
    })
  }
}
