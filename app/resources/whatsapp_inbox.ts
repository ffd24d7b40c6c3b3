import WhatsappContact from '#models/whatsapp_contact'
import type { ListDefinition } from '#queries/list_query'
import type { ResourceRequest } from '#resources/resource_request'
import { likeTerm } from '#queries/list_query'
import type { PlainConversation } from '#services/whatsapp/inbox'
import WhatsappContactTransformer from '#transformers/whatsapp_contact_transformer'

export type QueueRow = ReturnType<WhatsappContactTransformer['toObject']>

/** One array for the process's life: a list's columns are compiled once per array. */
const QUEUE_COLUMNS = [
  'whatsapp_contacts.id',
  'whatsapp_contacts.wa_id',
  'whatsapp_contacts.full_name',
  'whatsapp_contacts.status',
  'whatsapp_contacts.queued_at',
  'whatsapp_contacts.reply_due_at',
  'whatsapp_contacts.last_inbound_at',
  'whatsapp_contacts.last_message_at',
  'whatsapp_contacts.last_message_preview',
]

/**
 * The queue page (issue 31): a center's waiting contacts, longest-waiting first (SPEC §2
 * messaging.whatsapp.queue), read along the partial index of queued contacts (center_id,
 * queued_at, id) of migration 057. Searching by name or number narrows that set, never more
 * than one center's queue.
 */
export function whatsappQueueList(
  request: ResourceRequest
): ListDefinition<typeof WhatsappContact, QueueRow, PlainConversation> {
  // No center to work in: no queue (the page says to choose one).
  const centerId = request.actor.center?.id ?? null
  return {
    model: WhatsappContact,
    softDeletes: false,
    columns: QUEUE_COLUMNS,
    scope: (query) => {
      if (centerId === null) query.whereRaw('false')
      else query.where('whatsapp_contacts.center_id', centerId)
      query.where('whatsapp_contacts.status', 'queued')
    },
    sortable: { waiting: 'whatsapp_contacts.queued_at' },
    defaultSort: 'waiting',
    search: (query, term) => {
      const digits = term.replace(/\D/g, '')
      query.where((inner) => {
        inner.whereILike('whatsapp_contacts.full_name', `%${likeTerm(term)}%`)
        if (digits.length > 0) inner.orWhereLike('whatsapp_contacts.wa_id', `%${digits}%`)
      })
    },
    transformer: WhatsappContactTransformer,
  }
}
