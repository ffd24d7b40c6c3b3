import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The outbox (issue 28): what must follow a change, written in the change's own transaction, so
 * a crash between the commit and the side effect loses nothing. A dispatcher
 * (app/services/outbox_dispatcher.ts) claims each row for a while (a lease), delivers it and
 * marks it delivered; a row whose claimant died is claimed again once its lease ends. `kind` says
 * how a row is delivered: today only `job` (handed to the queue); the real-time and notification
 * issues add theirs by widening the check and the dispatcher's table of kinds.
 *
 * And what a transmission needs to be mailed at least once and counted truthfully:
 * - `message_id`: the letter's Message-ID, fixed at its first attempt and sent on every one, so a
 *   letter sent twice (SMTP cannot be exactly-once: docs/decisions.md) is recognisably one letter;
 * - `attempting_since`: the attempt under way (its lease), committed before the mail server is
 *   spoken to, so two copies of a job never mail one letter at the same time and a crash leaves a
 *   trace the sweeper can read;
 * - `delivery_unrecorded`: the server took the letter (status `sent`, one statement right after
 *   its answer) and the document's sent at/to and the activity entry are still to be written.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('outbox_messages', (table) => {
      table.bigIncrements('id')
      table.string('kind', 20).notNullable()
      // The job's name (a queue job class), later an event's or a notification's.
      table.string('name', 100).notNullable()
      table.jsonb('payload').notNullable()
      // What it is about ("transmission:12"): how a sweeper asks whether something is on its way.
      table.string('subject', 100).nullable()
      table.integer('attempts').notNullable().defaultTo(0)
      table.text('last_error').nullable()
      // Not before (a retry's backoff); a claimant holds the row until claimed_until.
      table.timestamp('available_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('claimed_until', { useTz: true }).nullable()
      table.uuid('claimed_by').nullable()
      table.timestamp('delivered_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw(
      `ALTER TABLE outbox_messages ADD CONSTRAINT outbox_messages_kind_known CHECK (kind IN ('job'))`
    )
    // What a dispatcher looks for: undelivered rows, oldest first.
    this.schema.raw(
      'CREATE INDEX outbox_messages_due_index ON outbox_messages (available_at, id) WHERE delivered_at IS NULL'
    )
    this.schema.raw(
      'CREATE INDEX outbox_messages_subject_index ON outbox_messages (subject) WHERE delivered_at IS NULL'
    )
    // Pruning delivered rows by age.
    this.schema.raw(
      'CREATE INDEX outbox_messages_delivered_index ON outbox_messages (delivered_at) WHERE delivered_at IS NOT NULL'
    )

    this.schema.alterTable('transmissions', (table) => {
      table.string('message_id', 250).nullable()
      table.timestamp('attempting_since', { useTz: true }).nullable()
      table.boolean('delivery_unrecorded').notNullable().defaultTo(false)
    })
    // The sweeper's two questions: what is queued, and what was sent but not yet recorded.
    this.schema.raw(
      `CREATE INDEX transmissions_queued_index ON transmissions (updated_at, id) WHERE status = 'queued'`
    )
    this.schema.raw(
      'CREATE INDEX transmissions_unrecorded_index ON transmissions (sent_at, id) WHERE delivery_unrecorded'
    )
  }

  async down() {
    this.schema.raw('DROP INDEX IF EXISTS transmissions_unrecorded_index')
    this.schema.raw('DROP INDEX IF EXISTS transmissions_queued_index')
    this.schema.alterTable('transmissions', (table) => {
      table.dropColumn('delivery_unrecorded')
      table.dropColumn('attempting_since')
      table.dropColumn('message_id')
    })
    this.schema.dropTable('outbox_messages')
  }
}
