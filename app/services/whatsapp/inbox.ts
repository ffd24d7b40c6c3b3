import db from '@adonisjs/lucid/services/db'
import { SERVICE_WINDOW_MS } from '#contracts/whatsapp'
import type { UserActor } from '#services/actor'
import { findContactInCenters } from '#services/whatsapp/contact_access'

/**
 * What the inbox pages read (issue 31; shared/design/MESSAGING.md "The inbox"): a conversation's
 * contact with who holds it and what it is linked to, its thread a page at a time, and an
 * agent's own conversations. Every read is bounded and walks an index of migration 057: a
 * thread of 10,000 messages opens as fast as one of ten.
 */

/** Messages a page of the thread carries: the newest on opening, then older ones on scrolling. */
export const THREAD_PAGE = 50
/** The most a live refresh answers (from a message id onwards); beyond it the page reopens. */
export const THREAD_REFRESH_MAX = 200
/** An agent's own conversations the messages page lists beside the thread. */
export const MY_CONVERSATIONS_MAX = 100

/** A contact as the messages page shows it. */
export type PlainContactView = {
  id: number
  center_id: number
  phone_number_id: string
  wa_id: string
  full_name: string | null
  status: string
  agent_id: number | null
  agent_name: string | null
  assigned_at: Date | null
  reply_due_at: Date | null
  queued_at: Date | null
  last_inbound_at: Date | null
  last_message_at: Date | null
  closed_at: Date | null
  member_id: number | null
  member_name: string | null
  member_policy_number: string | null
  member_deleted: boolean | null
  case_id: number | null
  case_number: string | null
  case_deleted: boolean | null
}

/** The contact of a page, in one of the actor's centers, with its agent, member and case named. */
export async function contactView(actor: UserActor, contactId: number): Promise<PlainContactView> {
  // The same door every contact operation uses: another center's or no contact is one 404.
  await findContactInCenters(actor, contactId, ['id'])
  const row: PlainContactView = await db
    .from('whatsapp_contacts as c')
    .leftJoin('users as u', 'u.id', 'c.agent_id')
    .leftJoin('members as m', 'm.id', 'c.member_id')
    .leftJoin('cases as k', 'k.id', 'c.case_id')
    .where('c.id', contactId)
    .select(
      'c.id',
      'c.center_id',
      'c.phone_number_id',
      'c.wa_id',
      'c.full_name',
      'c.status',
      'c.agent_id',
      'c.assigned_at',
      'c.reply_due_at',
      'c.queued_at',
      'c.last_inbound_at',
      'c.last_message_at',
      'c.closed_at',
      'c.member_id',
      'c.case_id',
      'm.policy_number as member_policy_number',
      'k.number as case_number'
    )
    .select(
      db.raw(`nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') as agent_name`),
      db.raw(`nullif(trim(concat_ws(' ', m.first_name, m.last_name)), '') as member_name`),
      db.raw('m.deleted_at is not null as member_deleted'),
      db.raw('k.deleted_at is not null as case_deleted')
    )
    .firstOrFail()
  return row
}

/** When free text stops reaching the contact: 24 hours after their last message, or never yet. */
export function windowEndsAt(lastInboundAt: Date | null): Date | null {
  return lastInboundAt ? new Date(lastInboundAt.getTime() + SERVICE_WINDOW_MS) : null
}

/** One message of a thread as the page shows it. */
export type PlainThreadMessage = {
  id: number
  wamid: string | null
  direction: string
  type: string
  body: string | null
  content: Record<string, unknown>
  context_wamid: string | null
  status: string
  status_at: Date | null
  error_code: number | null
  error_text: string | null
  media_mime: string | null
  media_size: number | null
  media_status: string | null
  sent_by_name: string | null
  sent_at: Date
}

const MESSAGE_COLUMNS = [
  'w.id',
  'w.wamid',
  'w.direction',
  'w.type',
  'w.body',
  'w.content',
  'w.context_wamid',
  'w.status',
  'w.status_at',
  'w.error_code',
  'w.error_text',
  'w.media_mime',
  'w.media_size',
  'w.media_status',
  'w.sent_at',
]

/** Where a page of the thread starts: the newest, older than a message, or from one onwards. */
export type ThreadCursor = { before?: number; from?: number }

/**
 * A page of a contact's thread, oldest first, along (contact_id, id): the newest THREAD_PAGE, or
 * the THREAD_PAGE before message `before` (scrolling back), or every message from `from` onwards
 * up to THREAD_REFRESH_MAX (a live event names a new message or one whose status moved; the page
 * refreshes from it). `more` says whether older messages are left. The caller has found the
 * contact in the actor's centers.
 */
export async function threadPage(
  contactId: number,
  cursor: ThreadCursor = {}
): Promise<{ messages: PlainThreadMessage[]; more: boolean }> {
  const query = db
    .from('whatsapp_messages as w')
    .leftJoin('users as u', 'u.id', 'w.sent_by_id')
    .where('w.contact_id', contactId)
    .select(...MESSAGE_COLUMNS)
    .select(db.raw(`nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') as sent_by_name`))
  if (cursor.from !== undefined) {
    const rows: PlainThreadMessage[] = await query
      .where('w.id', '>=', cursor.from)
      .orderBy('w.id', 'asc')
      .limit(THREAD_REFRESH_MAX)
    return { messages: rows, more: false }
  }
  if (cursor.before !== undefined) query.where('w.id', '<', cursor.before)
  // One more than a page tells whether older ones are left, without counting them.
  const rows: PlainThreadMessage[] = await query.orderBy('w.id', 'desc').limit(THREAD_PAGE + 1)
  const more = rows.length > THREAD_PAGE
  return { messages: rows.slice(0, THREAD_PAGE).reverse(), more }
}

/** A conversation in an agent's list. */
export type PlainConversation = {
  id: number
  wa_id: string
  full_name: string | null
  status: string
  queued_at: Date | null
  reply_due_at: Date | null
  last_inbound_at: Date | null
  last_message_at: Date | null
  last_message_preview: string | null
}

const CONVERSATION_COLUMNS = [
  'id',
  'wa_id',
  'full_name',
  'status',
  'queued_at',
  'reply_due_at',
  'last_inbound_at',
  'last_message_at',
  'last_message_preview',
]

/**
 * The conversations the agent holds, most recent first, in any of their centers (an agent's
 * work follows them across centers, as the contact's door does): the partial index on
 * (agent_id, last_message_at) of assigned contacts.
 */
export async function myConversations(actor: UserActor): Promise<PlainConversation[]> {
  if (actor.centerIds.length === 0) return []
  return db
    .from('whatsapp_contacts')
    .where({ agent_id: actor.user.id, status: 'assigned' })
    .whereIn('center_id', actor.centerIds)
    .orderByRaw('last_message_at desc nulls last, id desc')
    .limit(MY_CONVERSATIONS_MAX)
    .select(...CONVERSATION_COLUMNS)
}

/** An approved template the picker offers, with its placeholders counted. */
export type PlainPickerTemplate = {
  id: number
  name: string
  language: string
  category: string
  body: string
}

/** The approved templates an agent may send, by name (a few hundred at most per account). */
export async function approvedTemplates(): Promise<PlainPickerTemplate[]> {
  return db
    .from('whats_app_templates')
    .whereNull('deleted_at')
    .where('status', 'approved')
    .orderBy('name')
    .orderBy('language')
    .limit(500)
    .select('id', 'name', 'language', 'category', 'body')
}
