/**
 * The WhatsApp inbox's shared words (issue 31, shared/design/MESSAGING.md), read by the server,
 * its fake Graph server and the pages.
 */

/** A contact's life: waiting in its center's queue, held by an agent, or closed. */
export const CONTACT_STATUSES = ['queued', 'assigned', 'closed'] as const
export type ContactStatus = (typeof CONTACT_STATUSES)[number]

/**
 * A message's delivery state. Inbound messages are `received`; outbound ones start `pending`
 * (not yet accepted by the API) and only move forward: sent < delivered < read, and `failed`
 * is final whatever comes after it.
 */
export const MESSAGE_STATUSES = [
  'received',
  'pending',
  'sent',
  'delivered',
  'read',
  'failed',
] as const
export type MessageStatus = (typeof MESSAGE_STATUSES)[number]

/** The rank a status update must exceed to apply (failed outranks everything: final). */
export const STATUS_RANK: Record<MessageStatus, number> = {
  received: 0,
  pending: 0,
  sent: 1,
  delivered: 2,
  read: 3,
  failed: 4,
}

/** Every inbound type the Cloud API sends, and what we send (text, template, media). */
export const MESSAGE_TYPES = [
  'text',
  'image',
  'audio',
  'video',
  'document',
  'sticker',
  'location',
  'contacts',
  'interactive',
  'button',
  'reaction',
  'template',
  'system',
  'unsupported',
] as const
export type MessageType = (typeof MESSAGE_TYPES)[number]

/** The types whose message carries a media id to fetch. */
export const MEDIA_TYPES = ['image', 'audio', 'video', 'document', 'sticker'] as const
export type MediaType = (typeof MEDIA_TYPES)[number]

/** The largest media the Cloud API carries, by type (bytes). */
export const MEDIA_LIMITS: Record<MediaType, number> = {
  image: 5 * 1024 * 1024,
  sticker: 5 * 1024 * 1024,
  audio: 16 * 1024 * 1024,
  video: 16 * 1024 * 1024,
  document: 100 * 1024 * 1024,
}

/**
 * The file types the Cloud API accepts for each media type (Meta's "Supported media types");
 * an upload of any other type is refused by the API, so ours refuses it first. Ogg audio must
 * be Opus; a sticker is WebP.
 */
export const SENDABLE_MIME_TYPES: Record<MediaType, readonly string[]> = {
  image: ['image/jpeg', 'image/png'],
  audio: ['audio/aac', 'audio/amr', 'audio/mpeg', 'audio/mp4', 'audio/ogg'],
  video: ['video/mp4', 'video/3gpp'],
  document: [
    'application/pdf',
    'text/plain',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.ms-excel',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.ms-powerpoint',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  ],
  sticker: ['image/webp'],
}

/**
 * The largest file an agent sends from the composer, whatever its type: audio and video's own
 * limit. A document may reach 100 MB on WhatsApp, but the send job holds the file in memory for
 * the upload, and a file that large is better shared another way (docs/decisions.md "Sending
 * media").
 */
export const OUTBOUND_MEDIA_MAX_BYTES = 16 * 1024 * 1024

/** The largest file of a type an agent may send: WhatsApp's limit, at most the composer's. */
export const outboundMediaLimit = (type: MediaType) =>
  Math.min(MEDIA_LIMITS[type], OUTBOUND_MEDIA_MAX_BYTES)

/** Free-form messages reach a contact only within this long of their last inbound message. */
export const SERVICE_WINDOW_MS = 24 * 60 * 60 * 1000

/**
 * The distinct placeholders of a template's text ({{1}}, {{first_name}}), in order of first
 * appearance: the parameters a send must carry, in that order (the server checks the count, the
 * picker shows one field each).
 */
export function templatePlaceholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]))]
}
