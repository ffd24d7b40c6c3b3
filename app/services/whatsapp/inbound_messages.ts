import { storableText } from '#contracts/storable_text'
import { MEDIA_TYPES, type MediaType, type MessageType } from '#contracts/whatsapp'

/**
 * What the Cloud API delivers, read into what the inbox stores (issue 31, shared/design/
 * MESSAGING.md "Inbound message types" and "Statuses"). Pure: no database, so every type's
 * reading is plain to see and to test. Nothing is trusted: the body was signed by Meta, but a
 * field of the wrong kind, NUL characters or an endless string must never fail a statement,
 * since a failed event is retried for as long as the queue retries.
 */

/** A JSON value as stored in `content` (jsonb). */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A string field, cleaned for PostgreSQL; null when absent, empty or not a string. */
export function textOf(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const clean = storableText(value)
  return clean === '' ? null : clean
}

/** A string field that must fit its column whole (an id, a hash): null when it cannot. */
function idOf(value: unknown, max: number): string | null {
  const text =
    typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : textOf(value)
  return text !== null && text.length <= max ? text : null
}

/** Text cut to `max` characters, an ellipsis saying so. */
export function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`
}

/** Nesting kept in `content`; Meta's deepest (a contact card's lists) is three levels. */
const MAX_DEPTH = 8

/** Any JSON value made storable: strings cleaned, too-deep parts dropped. */
export function cleanJson(value: unknown, depth = 0): Json {
  if (typeof value === 'string') return storableText(value)
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'boolean' || value === null) return value
  if (depth >= MAX_DEPTH) return null
  if (Array.isArray(value)) return value.map((item) => cleanJson(item, depth + 1))
  if (isRecord(value)) {
    const result: { [key: string]: Json } = {}
    for (const [key, item] of Object.entries(value)) {
      if (item !== undefined) result[storableText(key)] = cleanJson(item, depth + 1)
    }
    return result
  }
  return null
}

/**
 * A Unix-seconds timestamp (Meta sends strings) as a Date; null when it is not one a message can
 * have (absent, negative, fractional, or beyond what a timestamp column holds).
 */
export function unixSeconds(value: unknown): Date | null {
  const seconds = typeof value === 'string' && /^\d{1,11}$/.test(value) ? Number(value) : value
  if (typeof seconds !== 'number' || !Number.isSafeInteger(seconds)) return null
  if (seconds <= 0 || seconds >= 1e11) return null
  return new Date(seconds * 1000)
}

/** Column sizes (migration 057). */
const WAMID_MAX = 200
const WA_ID_MAX = 32
const MEDIA_ID_MAX = 200
const MIME_MAX = 200
const SHA_MAX = 128

/** An inbound message, ready for `whatsapp_messages`. */
export interface InboundMessage {
  wamid: string
  /** The sender's WhatsApp id. */
  from: string
  type: MessageType
  /** The text, the caption, or a readable summary of what it is ("Photo", "Location: …"). */
  body: string
  /** What the contact list shows under their name. */
  preview: string
  content: { [key: string]: Json }
  contextWamid: string | null
  sentAt: Date | null
  media: { id: string; mime: string | null; sha256: string | null } | null
}

const MEDIA_LABELS: Record<MediaType, string> = {
  image: 'Photo',
  audio: 'Audio',
  video: 'Video',
  document: 'Document',
  sticker: 'Sticker',
}

const isMediaType = (type: string): type is MediaType =>
  (MEDIA_TYPES as readonly string[]).includes(type)

/** The first error a message or status carries: its code and words. */
export function firstError(value: unknown): {
  code: number | null
  title: string | null
  message: string | null
  details: string | null
} | null {
  if (!Array.isArray(value) || !isRecord(value[0])) return null
  const error = value[0]
  const code =
    typeof error.code === 'number' && Number.isSafeInteger(error.code) ? error.code : null
  const data = isRecord(error.error_data) ? error.error_data : {}
  return {
    code,
    title: textOf(error.title),
    message: textOf(error.message),
    details: textOf(data.details),
  }
}

type Read = Pick<InboundMessage, 'type' | 'body' | 'content'> & {
  preview?: string
  media?: InboundMessage['media']
}

function readMedia(type: MediaType, part: Record<string, unknown>): Read {
  const caption = textOf(part.caption)
  const filename = textOf(part.filename)
  const id = idOf(part.id, MEDIA_ID_MAX)
  const label =
    type === 'audio' && part.voice === true
      ? 'Voice message'
      : type === 'document' && filename
        ? `Document: ${filename}`
        : MEDIA_LABELS[type]
  const content: { [key: string]: Json } = {
    id: textOf(part.id),
    mime_type: textOf(part.mime_type),
    sha256: textOf(part.sha256),
  }
  if (caption !== null) content.caption = caption
  if (filename !== null) content.filename = filename
  if (typeof part.voice === 'boolean') content.voice = part.voice
  if (typeof part.animated === 'boolean') content.animated = part.animated
  return {
    type,
    body: caption ?? label,
    preview: caption ? `${label}: ${caption}` : label,
    content,
    // Without an id there is nothing to fetch: the message still shows what it was.
    media: id
      ? { id, mime: idOf(part.mime_type, MIME_MAX), sha256: idOf(part.sha256, SHA_MAX) }
      : null,
  }
}

function readLocation(part: Record<string, unknown>): Read {
  const latitude = typeof part.latitude === 'number' ? part.latitude : Number(part.latitude)
  const longitude = typeof part.longitude === 'number' ? part.longitude : Number(part.longitude)
  const name = textOf(part.name)
  const address = textOf(part.address)
  const place = [name, address].filter((words) => words !== null).join(', ')
  const where =
    place ||
    (Number.isFinite(latitude) && Number.isFinite(longitude) ? `${latitude}, ${longitude}` : '')
  return {
    type: 'location',
    body: where ? `Location: ${where}` : 'Location',
    content: {
      latitude: Number.isFinite(latitude) ? latitude : null,
      longitude: Number.isFinite(longitude) ? longitude : null,
      name,
      address,
      url: textOf(part.url),
    },
  }
}

/** A shared contact card's name as people read it. */
function cardName(card: unknown): string | null {
  if (!isRecord(card) || !isRecord(card.name)) return null
  const name = card.name
  return (
    textOf(name.formatted_name) ??
    ([textOf(name.first_name), textOf(name.last_name)].filter(Boolean).join(' ') || null)
  )
}

function readContacts(cards: unknown): Read {
  const list = Array.isArray(cards) ? cards : []
  const names = list.map(cardName).filter((name): name is string => name !== null)
  const firstPhone = list
    .flatMap((card) => (isRecord(card) && Array.isArray(card.phones) ? card.phones : []))
    .map((phone) => (isRecord(phone) ? textOf(phone.phone) : null))
    .find((phone) => phone !== null)
  const who = names.length > 0 ? names.join(', ') : (firstPhone ?? '')
  const noun = list.length === 1 ? 'Contact card' : 'Contact cards'
  return {
    type: 'contacts',
    body: who ? `${noun}: ${who}` : noun,
    content: { contacts: list.map((card) => cleanJson(card)) },
  }
}

function readInteractive(part: Record<string, unknown>): Read {
  const kind = textOf(part.type)
  const reply = kind ? part[kind] : undefined
  const answer = isRecord(reply) ? reply : {}
  const title = textOf(answer.title)
  // A flow's answer (nfm_reply) has a body and its fields as JSON text.
  const said = title ?? textOf(answer.body)
  return {
    type: 'interactive',
    body: said ?? 'Interactive reply',
    content: {
      kind,
      id: textOf(answer.id),
      title,
      description: textOf(answer.description),
      ...(kind !== 'button_reply' && kind !== 'list_reply' ? { reply: cleanJson(reply) } : {}),
    },
  }
}

function readButton(part: Record<string, unknown>): Read {
  const text = textOf(part.text)
  const payload = textOf(part.payload)
  return {
    type: 'button',
    body: text ?? payload ?? 'Button reply',
    content: { payload, text },
  }
}

function readReaction(part: Record<string, unknown>): Read {
  const emoji = textOf(part.emoji)
  return {
    type: 'reaction',
    body: emoji ? `Reacted ${emoji}` : 'Removed a reaction',
    content: { message_id: textOf(part.message_id), emoji },
  }
}

function readSystem(part: Record<string, unknown>): Read {
  return {
    type: 'system',
    body: textOf(part.body) ?? 'System message',
    content: {
      kind: textOf(part.type),
      body: textOf(part.body),
      wa_id: textOf(part.wa_id),
      new_wa_id: textOf(part.new_wa_id),
      customer: textOf(part.customer),
    },
  }
}

/**
 * `unsupported` (WhatsApp passed on only that something came: error 131051), and any type this
 * code does not know yet (an order, a welcome request…): kept, never dropped, with what came.
 */
function readUnsupported(message: Record<string, unknown>, sentType: string | null): Read {
  const error = firstError(message.errors)
  const known = sentType === 'unsupported'
  const content: { [key: string]: Json } = {
    code: error?.code ?? null,
    title: error?.title ?? null,
    details: error?.details ?? null,
  }
  if (!known) {
    content.original_type = sentType
    if (sentType) content[sentType] = cleanJson(message[sentType])
  }
  const what = known ? (error?.code ? `WhatsApp error ${error.code}` : null) : sentType
  return {
    type: 'unsupported',
    body: what ? `Unsupported message (${what})` : 'Unsupported message',
    content,
  }
}

function readByType(message: Record<string, unknown>, type: string | null): Read {
  const part = type && isRecord(message[type]) ? (message[type] as Record<string, unknown>) : {}
  if (type === 'text') return { type: 'text', body: textOf(part.body) ?? '', content: {} }
  if (type && isMediaType(type)) return readMedia(type, part)
  switch (type) {
    case 'location':
      return readLocation(part)
    case 'contacts':
      return readContacts(message.contacts)
    case 'interactive':
      return readInteractive(part)
    case 'button':
      return readButton(part)
    case 'reaction':
      return readReaction(part)
    case 'system':
      return readSystem(part)
    default:
      return readUnsupported(message, type)
  }
}

/** The preview's length on the contact list (the column holds 200). */
const PREVIEW_MAX = 120

/**
 * One element of a change's `messages`, or null when it cannot be stored as a message of its
 * own: no id to deduplicate it by, or no sender.
 */
export function readInboundMessage(message: unknown): InboundMessage | null {
  if (!isRecord(message)) return null
  const wamid = idOf(message.id, WAMID_MAX)
  const from = idOf(message.from, WA_ID_MAX)
  if (!wamid || !from) return null
  const read = readByType(message, textOf(message.type))
  const context = isRecord(message.context) ? message.context : null
  if (context?.forwarded === true) read.content.forwarded = true
  if (context?.frequently_forwarded === true) read.content.frequently_forwarded = true
  const oneLine = (read.preview ?? read.body).replace(/\s+/g, ' ').trim()
  return {
    wamid,
    from,
    type: read.type,
    body: read.body,
    preview: cut(oneLine, PREVIEW_MAX),
    content: read.content,
    contextWamid: context ? idOf(context.id, WAMID_MAX) : null,
    sentAt: unixSeconds(message.timestamp),
    media: read.media ?? null,
  }
}

/** The delivery states a status can report, in the order they happen. */
const STATUS_VALUES = ['sent', 'delivered', 'read', 'failed'] as const
export type ReportedStatus = (typeof STATUS_VALUES)[number]

/** A status of one of our messages. */
export interface StatusUpdate {
  wamid: string
  status: ReportedStatus
  at: Date | null
  error: ReturnType<typeof firstError>
}

/** One element of a change's `statuses`, or null when it names no message or no known state. */
export function readStatus(value: unknown): StatusUpdate | null {
  if (!isRecord(value)) return null
  const wamid = idOf(value.id, WAMID_MAX)
  const status = STATUS_VALUES.find((known) => known === value.status)
  if (!wamid || !status) return null
  return { wamid, status, at: unixSeconds(value.timestamp), error: firstError(value.errors) }
}
