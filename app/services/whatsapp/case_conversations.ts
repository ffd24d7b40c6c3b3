import db from '@adonisjs/lucid/services/db'
import type { ContactStatus } from '#contracts/whatsapp'
import { whatsappThreadLink } from '#services/whatsapp/inbound'

/**
 * The WhatsApp conversations linked to a case (issue 31: "the case view shows its linked
 * conversations"), for the case page's header: who wrote, where the conversation stands, its
 * last message. Read by the case's `viewProps` for holders of access-whatsapp only.
 */

/** More than this on one case is unusual; the panel says how many it does not show. */
export const CASE_CONVERSATIONS_SHOWN = 10

export interface CaseConversation {
  id: number
  /** The name WhatsApp gave, else null (the number stands for it). */
  name: string | null
  /** The member's WhatsApp number, as dialled: "+60123456789". */
  number: string
  status: ContactStatus
  /** The agent holding it, when `assigned`. */
  agent: string | null
  lastMessageAt: Date | null
  preview: string | null
  /** The messages page (messaging.whatsapp.messages). */
  link: string
}

export interface CaseConversations {
  conversations: CaseConversation[]
  /** All linked to the case, `conversations` being the most recent of them. */
  total: number
}

type Row = {
  id: number
  full_name: string | null
  wa_id: string
  status: ContactStatus
  agent_first_name: string | null
  agent_last_name: string | null
  last_message_at: Date | null
  last_message_preview: string | null
  total: string | number
}

/**
 * ONE statement along `whatsapp_contacts_case_index`: the case's contacts of the case's own
 * center (a contact linked across centers stays out of sight, as its center's records do), their
 * holder's name joined, the total counted by a window so the cap costs no second query. Most
 * recent conversation first; one that never had a message last.
 */
export async function caseConversations(caseRecord: {
  id: number
  centerId: number
}): Promise<CaseConversations> {
  const rows: Row[] = await db
    .from('whatsapp_contacts as contacts')
    .leftJoin('users as agent', 'agent.id', 'contacts.agent_id')
    .where('contacts.case_id', caseRecord.id)
    .where('contacts.center_id', caseRecord.centerId)
    .orderByRaw('contacts.last_message_at DESC NULLS LAST, contacts.id DESC')
    .limit(CASE_CONVERSATIONS_SHOWN)
    .select(
      'contacts.id',
      'contacts.full_name',
      'contacts.wa_id',
      'contacts.status',
      'agent.first_name as agent_first_name',
      'agent.last_name as agent_last_name',
      'contacts.last_message_at',
      'contacts.last_message_preview',
      db.raw('count(*) OVER () AS total')
    )
  return {
    conversations: rows.map((row) => ({
      id: Number(row.id),
      name: row.full_name,
      number: `+${row.wa_id}`,
      status: row.status,
      // Only who holds it now: a closed or waiting conversation has no agent to name.
      agent:
        row.status === 'assigned' && row.agent_first_name !== null
          ? `${row.agent_first_name} ${row.agent_last_name ?? ''}`.trim()
          : null,
      lastMessageAt: row.last_message_at,
      preview: row.last_message_preview,
      link: whatsappThreadLink(Number(row.id)),
    })),
    total: rows.length > 0 ? Number(rows[0].total) : 0,
  }
}
