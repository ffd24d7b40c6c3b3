import { BaseTransformer } from '@adonisjs/core/transformers'
import { isoTimestamp } from '#contracts/iso_timestamp'
import type { PlainContactView, PlainConversation } from '#services/whatsapp/inbox'
import { windowEndsAt } from '#services/whatsapp/inbox'

/** How a contact is named when WhatsApp gave no profile name: their number. */
export const contactLabel = (contact: { full_name: string | null; wa_id: string }) =>
  contact.full_name?.trim() || `+${contact.wa_id}`

/**
 * A WhatsApp conversation as a row of the queue page and of an agent's list: who, the last
 * thing said and when, how long it has waited, and when it goes back to the queue.
 */
export default class WhatsappContactTransformer extends BaseTransformer<PlainConversation> {
  toObject() {
    const contact = this.resource
    return {
      id: contact.id,
      name: contactLabel(contact),
      wa_id: contact.wa_id,
      status: contact.status,
      queued_at: isoTimestamp(contact.queued_at),
      reply_due_at: isoTimestamp(contact.reply_due_at),
      window_ends_at: isoTimestamp(windowEndsAt(contact.last_inbound_at)),
      last_message_at: isoTimestamp(contact.last_message_at),
      last_message_preview: contact.last_message_preview ?? '',
    }
  }
}

/** The contact of the messages page: its holder, its links, its 24-hour window. */
export class WhatsappContactViewTransformer extends BaseTransformer<PlainContactView> {
  toObject() {
    const contact = this.resource
    return {
      id: contact.id,
      center_id: contact.center_id,
      name: contactLabel(contact),
      profile_name: contact.full_name,
      wa_id: contact.wa_id,
      status: contact.status,
      agent: contact.agent_id === null ? null : { id: contact.agent_id, name: contact.agent_name },
      assigned_at: isoTimestamp(contact.assigned_at),
      reply_due_at: isoTimestamp(contact.reply_due_at),
      queued_at: isoTimestamp(contact.queued_at),
      last_inbound_at: isoTimestamp(contact.last_inbound_at),
      window_ends_at: isoTimestamp(windowEndsAt(contact.last_inbound_at)),
      closed_at: isoTimestamp(contact.closed_at),
      member:
        contact.member_id === null
          ? null
          : {
              id: contact.member_id,
              name: contact.member_name,
              policy_number: contact.member_policy_number,
              deleted: contact.member_deleted === true,
            },
      case:
        contact.case_id === null
          ? null
          : {
              id: contact.case_id,
              number: contact.case_number,
              deleted: contact.case_deleted === true,
            },
    }
  }
}
