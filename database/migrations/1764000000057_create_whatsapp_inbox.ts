import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The WhatsApp inbox (issue 31, shared/design/MESSAGING.md): who writes to us, what they and we
 * wrote, and every webhook as it arrived.
 *
 * `whatsapp_contacts`: one per WhatsApp id per business number (a member writing to two
 * centers' numbers is two contacts, each in its center's queue). Its life (PRODUCT.md
 * "Messaging"): queued → assigned (an agent, since when) → closed, back to queued when its
 * agent stays silent (`reply_due_at`, the return to the queue's deadline, null once the agent
 * answered) or when a closed contact writes again. `queued_at` orders the queue, longest-waiting
 * first; `last_inbound_at` is the 24-hour window's start (the last inbound message's own
 * timestamp).
 *
 * `whatsapp_messages`: inbound and outbound, one row per WhatsApp message id (`wamid`, unique:
 * a webhook delivered three times at once inserts one row, by the constraint, not by a lookup
 * first). An outbound message has no wamid until the API answered. Statuses only move forward
 * (sent < delivered < read; failed is final), by a conditional update on their rank.
 *
 * `whatsapp_webhook_events`: each POST's raw body as it came (the signature was checked over
 * these bytes), processed on the queue; a failed one is kept with its error for replay.
 *
 * Ids: integers for contacts and messages (two billion messages is centuries of a busy
 * hotline); a bigint for webhook events, one per POST Meta retries for days, pruned but never
 * renumbered (read with Number(), as the notifications' are).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`
      CREATE TABLE whatsapp_contacts (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        center_id integer NOT NULL REFERENCES centers (id) ON DELETE RESTRICT,
        phone_number_id varchar(64) NOT NULL,
        wa_id varchar(32) NOT NULL,
        full_name varchar(200) NULL,
        status varchar(16) NOT NULL DEFAULT 'queued'
          CONSTRAINT whatsapp_contacts_status_known CHECK (status IN ('queued', 'assigned', 'closed')),
        -- Users are trashed, never deleted; a hard delete of one holding a contact is refused
        -- (SET NULL would break the check that an assigned contact has its agent).
        agent_id integer NULL REFERENCES users (id) ON DELETE RESTRICT,
        assigned_at timestamptz NULL,
        reply_due_at timestamptz NULL,
        queued_at timestamptz NULL,
        last_inbound_at timestamptz NULL,
        last_message_at timestamptz NULL,
        last_message_preview varchar(200) NULL,
        member_id integer NULL REFERENCES members (id) ON DELETE SET NULL,
        case_id integer NULL REFERENCES cases (id) ON DELETE SET NULL,
        closed_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT whatsapp_contacts_assigned_has_agent CHECK (status <> 'assigned' OR agent_id IS NOT NULL)
      )
    `)
    this.schema.raw(
      'CREATE UNIQUE INDEX whatsapp_contacts_number_wa_id_unique ON whatsapp_contacts (phone_number_id, wa_id)'
    )
    // The queue page: a center's waiting contacts, longest-waiting first.
    this.schema.raw(
      `CREATE INDEX whatsapp_contacts_queue_index ON whatsapp_contacts (center_id, queued_at, id) WHERE status = 'queued'`
    )
    // An agent's own contacts, and the return to the queue's sweep of due deadlines.
    this.schema.raw(
      `CREATE INDEX whatsapp_contacts_agent_index ON whatsapp_contacts (agent_id, last_message_at) WHERE status = 'assigned'`
    )
    this.schema.raw(
      `CREATE INDEX whatsapp_contacts_reply_due_index ON whatsapp_contacts (reply_due_at, id) WHERE reply_due_at IS NOT NULL`
    )
    this.schema.raw(
      'CREATE INDEX whatsapp_contacts_center_recent_index ON whatsapp_contacts (center_id, last_message_at, id)'
    )
    this.schema.raw('CREATE INDEX whatsapp_contacts_member_index ON whatsapp_contacts (member_id)')
    this.schema.raw('CREATE INDEX whatsapp_contacts_case_index ON whatsapp_contacts (case_id)')

    this.schema.raw(`
      CREATE TABLE whatsapp_messages (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        contact_id integer NOT NULL REFERENCES whatsapp_contacts (id) ON DELETE CASCADE,
        center_id integer NOT NULL REFERENCES centers (id) ON DELETE RESTRICT,
        wamid varchar(200) NULL,
        direction varchar(8) NOT NULL
          CONSTRAINT whatsapp_messages_direction_known CHECK (direction IN ('inbound', 'outbound')),
        type varchar(24) NOT NULL,
        body text NULL,
        content jsonb NOT NULL DEFAULT '{}'::jsonb,
        context_wamid varchar(200) NULL,
        status varchar(16) NOT NULL
          CONSTRAINT whatsapp_messages_status_known
          CHECK (status IN ('received', 'pending', 'sent', 'delivered', 'read', 'failed')),
        status_at timestamptz NULL,
        error_code integer NULL,
        error_text varchar(1000) NULL,
        media_id varchar(200) NULL,
        media_mime varchar(200) NULL,
        media_sha256 varchar(128) NULL,
        media_size integer NULL,
        media_path varchar(500) NULL,
        media_status varchar(16) NULL
          CONSTRAINT whatsapp_messages_media_status_known CHECK (media_status IN ('pending', 'stored', 'failed')),
        sent_by_id integer NULL REFERENCES users (id) ON DELETE SET NULL,
        sent_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )
    `)
    this.schema.raw(
      'CREATE UNIQUE INDEX whatsapp_messages_wamid_unique ON whatsapp_messages (wamid) WHERE wamid IS NOT NULL'
    )
    // The thread, newest first or from an id (a virtualised list pages by id).
    this.schema.raw(
      'CREATE INDEX whatsapp_messages_thread_index ON whatsapp_messages (contact_id, id)'
    )
    this.schema.raw(
      `CREATE INDEX whatsapp_messages_media_pending_index ON whatsapp_messages (id) WHERE media_status = 'pending'`
    )

    this.schema.raw(`
      CREATE TABLE whatsapp_webhook_events (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        body text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now(),
        status varchar(16) NOT NULL DEFAULT 'pending'
          CONSTRAINT whatsapp_webhook_events_status_known CHECK (status IN ('pending', 'processed', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        last_error varchar(2000) NULL,
        processed_at timestamptz NULL
      )
    `)
    // The health panel's held events, and the last one received.
    this.schema.raw(
      `CREATE INDEX whatsapp_webhook_events_failed_index ON whatsapp_webhook_events (id) WHERE status = 'failed'`
    )
    this.schema.raw(
      'CREATE INDEX whatsapp_webhook_events_received_index ON whatsapp_webhook_events (received_at)'
    )
  }

  async down() {
    this.schema.raw('DROP TABLE whatsapp_webhook_events')
    this.schema.raw('DROP TABLE whatsapp_messages')
    this.schema.raw('DROP TABLE whatsapp_contacts')
  }
}
