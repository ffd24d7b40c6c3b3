import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import db from '@adonisjs/lucid/services/db'
import { userRoom, type NotificationPush } from '#contracts/live_events'
import {
  NOTIFICATION_KIND_KEYS,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationSound,
} from '#contracts/notification_kinds'
import { storableText } from '#contracts/storable_text'
import { isoTimestamp } from '#contracts/iso_timestamp'
import { asTransaction } from '#services/outbox'
import { broadcast } from '#services/live/broadcast'

/**
 * Notifications as records (issue 30; shared/design/REALTIME.md): `notify()` writes a person's
 * alert in the transaction of the change that caused it and pushes it to their room once that
 * commits. The browser asks for every row after the last id it holds on each (re)connect
 * (`notificationsAfter`), so an alert pushed while it was away still arrives.
 */

export type NotifyInput = {
  userId: number
  kind: NotificationKind
  title: string
  body: string
  /** A path of the app ("/navigate/cases/12") or a download URL; null for none. */
  link: string | null
  sound?: NotificationSound | null
  centerId?: number | null
  /**
   * What it is about, unique per person ("case:12:handed_over:5"): a producer that runs twice
   * (an outbox consumer delivered again) notifies once.
   */
  subject?: string
}

/** Column sizes (migration 055): longer text from a producer is cut, never refused. */
const TITLE_MAX = 200
const BODY_MAX = 1000
const LINK_MAX = 2000
const SUBJECT_MAX = 200

/** Text a producer took from records (a member's name) made storable and cut to its column. */
function fitted(value: string, max: number): string {
  const clean = storableText(value)
  return clean.length <= max ? clean : `${clean.slice(0, max - 1)}…`
}

type InsertedRow = { id: string | number; created_at: Date }

/**
 * Writes one notification for `input.userId` in `trx`, the change's own transaction, and pushes
 * it to the person's room after the commit. Answers its id, or null when nothing was written:
 * the person turned this kind off, is disabled or in the trash, or already has a notification
 * with this `subject`. One statement decides all of that and inserts (no read-then-write race
 * between two producers of the same subject: the unique index settles it).
 */
export async function notify(
  trx: TransactionClientContract,
  input: NotifyInput
): Promise<number | null> {
  asTransaction(trx)
  const kind = NOTIFICATION_KINDS[input.kind]
  if (!kind) throw new Error(`Unknown notification kind: ${String(input.kind)}`)
  const values = {
    center_id: input.centerId ?? null,
    kind: input.kind,
    title: fitted(input.title, TITLE_MAX),
    body: fitted(input.body, BODY_MAX),
    link: input.link === null ? null : fitted(input.link, LINK_MAX),
    sound: input.sound ?? null,
    subject: input.subject === undefined ? null : fitted(input.subject, SUBJECT_MAX),
  }
  // The values travel as one JSON record: its nulls are nulls, and nothing is interpolated.
  const result: { rows: InsertedRow[] } = await trx.rawQuery(
    `INSERT INTO notifications (user_id, center_id, kind, title, body, link, sound, subject)
     SELECT users.id, input.center_id, input.kind, input.title, input.body, input.link,
            input.sound, input.subject
       FROM jsonb_to_record(?::jsonb) AS input (center_id integer, kind text, title text,
              body text, link text, sound text, subject text)
       JOIN users ON users.id = ?
       LEFT JOIN notification_settings AS choice
         ON choice.user_id = users.id AND choice.kind = input.kind
      WHERE users.status = 'enabled' AND users.deleted_at IS NULL
        AND coalesce(choice.enabled, ?)
     ON CONFLICT (user_id, subject) WHERE subject IS NOT NULL DO NOTHING
     RETURNING id, created_at`,
    [JSON.stringify(values), input.userId, kind.onByDefault]
  )
  const row = result.rows[0]
  if (!row) return null
  const id = Number(row.id)
  await pushNotification(trx, input.userId, {
    id,
    kind: values.kind,
    title: values.title,
    body: values.body,
    link: values.link,
    sound: values.sound,
    createdAt: isoTimestamp(row.created_at),
  })
  return id
}

/**
 * The push after the commit: an outbox row in the same transaction (app/services/live/
 * broadcast.ts), emitted to the person's room once the change commits, never for a rollback.
 */
async function pushNotification(
  trx: TransactionClientContract,
  userId: number,
  push: NotificationPush
): Promise<void> {
  await broadcast(trx, { room: userRoom(userId), event: 'notification.new', payload: push })
}

/** A notification row as a read answers it (the list's, the catch-up's). */
export type PlainNotification = {
  id: string | number
  kind: string
  title: string
  body: string
  link: string | null
  sound: string | null
  created_at: Date
  read_at: Date | null
}

/** The push shape of a stored row: the catch-up answers what a push would have carried. */
export function pushOf(row: PlainNotification): NotificationPush {
  return {
    id: Number(row.id),
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    sound: row.sound === 'message' || row.sound === 'contact' ? row.sound : null,
    createdAt: isoTimestamp(row.created_at),
  }
}

/** How many rows one catch-up answers at most; the page holds the rest. */
export const CATCH_UP_LIMIT = 100

export type CatchUp = {
  /** The newest rows after the id asked for (at most CATCH_UP_LIMIT), oldest first. */
  notifications: NotificationPush[]
  /** More rows came after the id than these: the older ones are on the page. */
  more: boolean
  unreadCount: number
}

/** A person's unread notifications, counted along the partial index of unread rows. */
export async function unreadCountOf(userId: number): Promise<number> {
  const [row] = await db
    .from('notifications')
    .where('user_id', userId)
    .whereNull('read_at')
    .count('* as total')
  return Number(row?.total ?? 0)
}

/**
 * What the browser asks on every (re)connect: the person's notifications after `afterId`, the
 * newest CATCH_UP_LIMIT of them in id order, and their unread count. Read along
 * (user_id, id): one range of one index, however many rows the person holds.
 */
export async function notificationsAfter(userId: number, afterId: number): Promise<CatchUp> {
  const [rows, unreadCount] = await Promise.all([
    db
      .from('notifications')
      .where('user_id', userId)
      .where('id', '>', afterId)
      .orderBy('id', 'desc')
      .limit(CATCH_UP_LIMIT + 1)
      .select('id', 'kind', 'title', 'body', 'link', 'sound', 'created_at', 'read_at'),
    unreadCountOf(userId),
  ])
  const plain = rows as PlainNotification[]
  const more = plain.length > CATCH_UP_LIMIT
  const kept = plain.slice(0, CATCH_UP_LIMIT).reverse()
  return { notifications: kept.map(pushOf), more, unreadCount }
}

/** A person's switch per kind: their choice where they made one, else the kind's default. */
export type NotificationChoices = Record<NotificationKind, boolean>

export async function notificationChoicesOf(userId: number): Promise<NotificationChoices> {
  const rows: { kind: string; enabled: boolean }[] = await db
    .from('notification_settings')
    .where('user_id', userId)
    .select('kind', 'enabled')
  const made = new Map(rows.map((row) => [row.kind, row.enabled]))
  const choices = {} as NotificationChoices
  for (const key of NOTIFICATION_KIND_KEYS) {
    choices[key] = made.get(key) ?? NOTIFICATION_KINDS[key].onByDefault
  }
  return choices
}

/**
 * Saves a person's switches: a kind set as its default keeps no row (so a default changed
 * later reaches everyone who never chose), any other is kept as their choice. One transaction.
 */
export async function saveNotificationChoices(
  userId: number,
  choices: Partial<NotificationChoices>
): Promise<void> {
  await db.transaction(async (trx) => {
    for (const key of NOTIFICATION_KIND_KEYS) {
      const enabled = choices[key]
      if (enabled === undefined) continue
      if (enabled === NOTIFICATION_KINDS[key].onByDefault) {
        await trx.from('notification_settings').where({ user_id: userId, kind: key }).delete()
      } else {
        await trx.rawQuery(
          `INSERT INTO notification_settings (user_id, kind, enabled, updated_at)
           VALUES (?, ?, ?, now())
           ON CONFLICT (user_id, kind) DO UPDATE SET enabled = EXCLUDED.enabled, updated_at = now()`,
          [userId, key, enabled]
        )
      }
    }
  })
}
