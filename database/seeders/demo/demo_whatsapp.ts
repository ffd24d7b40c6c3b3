import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { ContactStatus, MessageStatus } from '#contracts/whatsapp'
import { NPM_START_PHONE_NUMBER_ID } from '#services/whatsapp/fake_graph_account'

/**
 * Demo WhatsApp conversations (issue 31, PRODUCT.md "Messaging"), so the queue and the thread
 * have something to show before anyone sends a message: members waiting in each demo center's
 * queue for a few minutes to half an hour, one conversation the demo agent holds and has
 * answered (ticks delivered and read), one closed yesterday.
 *
 * Written as the webhook's processing leaves its rows (migration 057): a contact per WhatsApp id
 * per business number, inserted with ON CONFLICT DO NOTHING on that pair, and messages only for
 * the contacts this run inserted, so a second run adds nothing and a demo conversation a person
 * has since carried on is left as it is. Times are relative to the seeding: "waiting 9 minutes"
 * on a fresh install (the waits grow on an old one, as they would).
 *
 * KUL's contacts are on the business number `npm start` gives the fake Graph server, so a curl
 * to the fake from one of their WhatsApp ids continues their thread.
 */

const MINUTE = 60_000

/** The business numbers of the other demo centers: not connected to anything, demo rows only. */
const DEMO_NUMBERS: Record<string, string> = {
  KUL: NPM_START_PHONE_NUMBER_ID,
  BKK: '109000000000102',
  MNL: '109000000000103',
}

interface DemoMessage {
  direction: 'inbound' | 'outbound'
  text: string
  /** Minutes before the seeding. */
  ago: number
  /** Outbound only: how far it got. */
  status?: Extract<MessageStatus, 'delivered' | 'read'>
}

interface DemoContact {
  center: keyof typeof DEMO_NUMBERS
  waId: string
  name: string
  status: ContactStatus
  /** Queued: how long it has waited (minutes). */
  waiting?: number
  /** Assigned to the demo agent this many minutes ago. */
  assignedAgo?: number
  /** Closed this many minutes ago. */
  closedAgo?: number
  messages: DemoMessage[]
}

const CONTACTS: DemoContact[] = [
  {
    center: 'KUL',
    waId: '60123450001',
    name: 'Aisha Rahman',
    status: 'queued',
    waiting: 2,
    messages: [
      { direction: 'inbound', text: 'Hello, my father was admitted in Penang last night', ago: 2 },
    ],
  },
  {
    center: 'KUL',
    waId: '60123450002',
    name: 'Daniel Tan',
    status: 'queued',
    waiting: 9,
    messages: [
      { direction: 'inbound', text: 'Hi, I need a guarantee letter for the clinic', ago: 9 },
      {
        direction: 'inbound',
        text: 'My policy number is on the card, shall I send a photo?',
        ago: 8,
      },
    ],
  },
  {
    center: 'KUL',
    waId: '60123450003',
    name: 'Priya Nair',
    status: 'queued',
    waiting: 27,
    messages: [{ direction: 'inbound', text: 'Is anyone there? It is urgent', ago: 27 }],
  },
  {
    center: 'KUL',
    waId: '60123450004',
    name: 'Mei Ling Wong',
    status: 'assigned',
    assignedAgo: 14,
    messages: [
      { direction: 'inbound', text: 'Good morning, I broke my wrist skiing in Hokkaido', ago: 16 },
      {
        direction: 'outbound',
        text: 'Good morning Ms Wong, this is Assist. Which hospital are you in?',
        ago: 13,
        status: 'read',
      },
      { direction: 'inbound', text: 'Sapporo Medical University Hospital', ago: 11 },
      {
        direction: 'outbound',
        text: 'Thank you. We are contacting them now for a guarantee of payment.',
        ago: 10,
        status: 'delivered',
      },
    ],
  },
  {
    center: 'KUL',
    waId: '60123450005',
    name: 'Hafiz Ismail',
    status: 'closed',
    closedAgo: 20 * 60,
    messages: [
      { direction: 'inbound', text: 'Can you send me the claim form?', ago: 22 * 60 },
      {
        direction: 'outbound',
        text: 'Of course, it is on its way to your e-mail.',
        ago: 21 * 60,
        status: 'read',
      },
      { direction: 'inbound', text: 'Received, thank you!', ago: 20 * 60 + 5 },
    ],
  },
  {
    center: 'BKK',
    waId: '66812340001',
    name: 'Somchai P.',
    status: 'queued',
    waiting: 4,
    messages: [{ direction: 'inbound', text: 'Hello, I lost my medication in Phuket', ago: 4 }],
  },
  {
    center: 'MNL',
    waId: '639171230001',
    name: 'Maria Santos',
    status: 'queued',
    waiting: 15,
    messages: [{ direction: 'inbound', text: 'Good day, how do I get reimbursed?', ago: 15 }],
  },
]

export async function seedDemoWhatsapp(trx: TransactionClientContract) {
  const centers: { id: number; code: string }[] = await trx
    .from('centers')
    .whereRaw('upper(code) in (?, ?, ?)', Object.keys(DEMO_NUMBERS))
    .select('id', trx.raw('upper(code) as code'))
  const agent: { id: number } | null = await trx
    .from('users')
    .where('email', 'agent@demo.test')
    .select('id')
    .first()
  const centerId = new Map(centers.map((center) => [center.code, center.id]))
  const now = Date.now()
  const at = (minutesAgo: number) => new Date(now - minutesAgo * MINUTE)

  for (const contact of CONTACTS) {
    const center = centerId.get(contact.center)
    // A demo without its agent or center (renamed since) gets no conversation rather than one
    // breaking the assigned-has-agent rule.
    if (center === undefined || (contact.status === 'assigned' && !agent)) continue
    const last = contact.messages[contact.messages.length - 1]
    const lastInbound = contact.messages.filter((message) => message.direction === 'inbound').pop()
    const inserted: { id: number }[] = await trx
      .insertQuery()
      .table('whatsapp_contacts')
      .knexQuery.insert({
        center_id: center,
        phone_number_id: DEMO_NUMBERS[contact.center],
        wa_id: contact.waId,
        full_name: contact.name,
        status: contact.status,
        agent_id: contact.status === 'assigned' ? (agent?.id ?? null) : null,
        assigned_at: contact.assignedAgo === undefined ? null : at(contact.assignedAgo),
        // Answered already: no return to the queue pending (the take's deadline is cleared by
        // the first reply), so the demo agent keeps the conversation while the app runs.
        reply_due_at: null,
        queued_at: at(contact.waiting ?? contact.assignedAgo ?? contact.closedAgo ?? 0),
        last_inbound_at: lastInbound ? at(lastInbound.ago) : null,
        last_message_at: at(last.ago),
        last_message_preview: last.text.slice(0, 200),
        closed_at: contact.closedAgo === undefined ? null : at(contact.closedAgo),
        created_at: at(contact.messages[0].ago),
        updated_at: at(last.ago),
      })
      .onConflict(['phone_number_id', 'wa_id'])
      .ignore()
      .returning(['id'])
    if (inserted.length === 0) continue
    const contactId = inserted[0].id
    await trx
      .insertQuery()
      .table('whatsapp_messages')
      .insert(
        contact.messages.map((message, index) => ({
          contact_id: contactId,
          center_id: center,
          wamid: `wamid.demo.${contact.waId}.${index + 1}`,
          direction: message.direction,
          type: 'text',
          body: message.text,
          status: message.direction === 'inbound' ? 'received' : (message.status ?? 'sent'),
          // Read a minute after it was sent: the ticks' time.
          status_at: message.direction === 'inbound' ? null : at(Math.max(0, message.ago - 1)),
          sent_by_id: message.direction === 'outbound' ? (agent?.id ?? null) : null,
          sent_at: at(message.ago),
          created_at: at(message.ago),
          updated_at: at(message.ago),
        }))
      )
  }
}
