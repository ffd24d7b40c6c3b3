import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Live broadcasts through the outbox (issue 30): a `broadcast` row is one Socket.IO emission
 * (its event as `name`, its room and payload as `payload`), written in the transaction of the
 * change it announces, so a rolled-back change announces nothing and a committed one is
 * announced even if its process dies right after the commit. Only web processes (which hold the
 * sockets) claim these rows: app/services/live/broadcast.ts.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw('ALTER TABLE outbox_messages DROP CONSTRAINT outbox_messages_kind_known')
    this.schema.raw(
      `ALTER TABLE outbox_messages ADD CONSTRAINT outbox_messages_kind_known CHECK (kind IN ('job', 'broadcast'))`
    )
  }

  async down() {
    this.schema.raw(`DELETE FROM outbox_messages WHERE kind = 'broadcast'`)
    this.schema.raw('ALTER TABLE outbox_messages DROP CONSTRAINT outbox_messages_kind_known')
    this.schema.raw(
      `ALTER TABLE outbox_messages ADD CONSTRAINT outbox_messages_kind_known CHECK (kind IN ('job'))`
    )
  }
}
