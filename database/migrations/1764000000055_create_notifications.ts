import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Notifications as records (issue 30, shared/design/REALTIME.md "Notifications are records, not
 * packets"): every alert a person should see is a row, written in the transaction of the change
 * that caused it and pushed after the commit. The browser asks for every row after the last id
 * it holds on each (re)connect, so an alert pushed while it was away is never lost: the id is an
 * identity, monotonic in commit order closely enough for that (a row committed late with a
 * lower id is still found by the bell's count and the page; docs/decisions.md).
 *
 * - `subject`: a dedupe key ("case:12:handed_over:5"), unique per user where set, so a consumer
 *   the outbox delivers twice notifies once (its second insert does nothing).
 * - `unread`: stored, generated from `read_at`, so "unread first" is an indexed sort.
 * - `link`: a path of the app or a download URL; `sound`: the alert's sound (SPEC.md §7).
 *
 * `notification_settings`: a person's choices per kind, kept only where they said so (a kind
 * without a row follows the catalogue's default, app/contracts/notification_kinds.ts).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`
      CREATE TABLE notifications (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        center_id integer NULL REFERENCES centers (id) ON DELETE SET NULL,
        kind varchar(40) NOT NULL,
        title varchar(200) NOT NULL,
        body varchar(1000) NOT NULL,
        link varchar(2000) NULL,
        sound varchar(16) NULL CONSTRAINT notifications_sound_known CHECK (sound IN ('message', 'contact')),
        subject varchar(200) NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        read_at timestamptz NULL,
        unread boolean GENERATED ALWAYS AS (read_at IS NULL) STORED
      )
    `)
    // The page newest first, and the catch-up: a user's rows after an id, in id order.
    this.schema.raw('CREATE INDEX notifications_user_index ON notifications (user_id, id)')
    // The bell's count, the unread filter and "mark all read": only unread rows are indexed.
    this.schema.raw(
      'CREATE INDEX notifications_user_unread_index ON notifications (user_id, id) WHERE read_at IS NULL'
    )
    // The page's "unread first" (then newest) and a filter by kind.
    this.schema.raw(
      'CREATE INDEX notifications_user_unread_first_index ON notifications (user_id, unread, id)'
    )
    this.schema.raw(
      'CREATE INDEX notifications_user_kind_index ON notifications (user_id, kind, id)'
    )
    this.schema.raw(
      'CREATE UNIQUE INDEX notifications_user_subject_unique ON notifications (user_id, subject) WHERE subject IS NOT NULL'
    )
    // A center's removal (a hard delete, never done by the app) keeps the person's notifications.
    this.schema.raw('CREATE INDEX notifications_center_index ON notifications (center_id)')

    this.schema.raw(`
      CREATE TABLE notification_settings (
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind varchar(40) NOT NULL,
        enabled boolean NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, kind)
      )
    `)
  }

  async down() {
    this.schema.dropTable('notification_settings')
    this.schema.dropTable('notifications')
  }
}
