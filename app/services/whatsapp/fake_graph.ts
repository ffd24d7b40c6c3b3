import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import {
  MEDIA_LIMITS,
  MEDIA_TYPES,
  MESSAGE_TYPES,
  SENDABLE_MIME_TYPES,
  SERVICE_WINDOW_MS,
  type MediaType,
  type MessageType,
} from '#contracts/whatsapp'

/**
 * A stand-in for the WhatsApp Cloud API on loopback (issue 31, shared/design/MESSAGING.md "The
 * fake Graph server"): the tests drive it, `bin/fake_graph.ts` runs it for a person with curl,
 * and `npm start` can point the settings at it so a newcomer sees a member's message arrive.
 *
 * It speaks the contract, not a convenient subset: Bearer token or error 190; sends answered
 * with invented wamids and followed by signed status webhooks (sent → delivered → read); the
 * 24-hour window (131047), the pair rate (131056), template parameter counts (132000); media
 * whose download URL lives 5 minutes and needs the Bearer, and uploads (multipart, kept in
 * `uploads` for a test to compare, then sendable by id); templates listed page by page. The
 * webhooks it posts are signed over the exact bytes with the app secret, and can be duplicated,
 * reordered, delayed, left without `read`, or "lost" so they are delivered again with backoff,
 * as Meta does.
 */

/** A template in the fake's catalogue, as `GET /{waba_id}/message_templates` lists it. */
export interface FakeTemplate {
  id?: string
  name: string
  language: string
  status: string
  category: string
  components: Record<string, unknown>[]
}

/** A canned failure for the next send (a rate limit, an outage, a policy block). */
export interface FakeFailure {
  status: number
  code: number
  message: string
  subcode?: number
  details?: string
}

export interface FakeGraphOptions {
  /** Where webhooks go (the app's webhook URL); none → events are only recorded. */
  appWebhookUrl: string | null
  /** Each webhook is posted this many times at once (at-least-once delivery). */
  duplicate: number
  /** A send's statuses are posted newest first: read, delivered, sent. */
  reorder: boolean
  /** A wait before each webhook post. */
  delayMs: number
  /** A send's statuses stop at `delivered` (a member with read receipts off). */
  omitRead: boolean
  /**
   * The first N webhook posts count as failed whatever the app answers (its answer "lost on the
   * way"), so each is posted again after the backoff: the app sees the event twice.
   */
  failFirst: number
  /** The first retry waits this long, each next one twice as long (capped at a minute). */
  retryBaseMs: number
  /** Posts of one event before the fake gives up on it (Meta keeps trying for days). */
  maxAttempts: number
  /** Free-form messages only within 24 h of the member's last inbound message (131047). */
  enforceWindow: boolean
  /** At most one message per `pairRateMs` to one number (131056). */
  enforcePairRate: boolean
  pairRateMs: number
  /** Numbers that cannot receive messages (131026). */
  undeliverable: string[]
  /** Answers for the next sends, first one first. */
  failNext: FakeFailure[]
  /** Answers for the next media uploads, first one first. */
  failNextUploads: FakeFailure[]
  /** Downloads sent without Content-Length (chunked), as a CDN may. */
  chunkedDownloads: boolean
  templates: FakeTemplate[]
  /** The fake's clock: window, pair rate, URL expiry and timestamps read it. */
  now: () => Date
}

export interface FakeNumber {
  phoneNumberId: string
  displayPhoneNumber: string
}

export interface StartFakeGraphOptions {
  port?: number
  appWebhookUrl?: string | null
  appSecret: string
  accessToken?: string
  version?: string
  wabaId?: string
  numbers?: FakeNumber[]
  options?: Partial<FakeGraphOptions>
}

/** What the app sent (accepted sends only, in order). */
export interface FakeSentMessage {
  wamid: string
  phoneNumberId: string
  to: string
  type: string
  /** The request's JSON as received. */
  body: Record<string, unknown>
  at: Date
}

/** A file the app uploaded (`POST /{phone-number-id}/media`), kept as it came. */
export interface FakeUpload {
  id: string
  phoneNumberId: string
  /** The form's `type` field. */
  type: string
  /** The file part's own name and content type. */
  filename: string
  mimeType: string
  bytes: Buffer
  at: Date
}

/** A member's message to emit; `type` defaults to text. */
export interface FakeInbound {
  from: string
  name?: string
  /** The WhatsApp id, when it differs from the number typed. */
  waId?: string
  phoneNumberId?: string
  text?: string
  type?: MessageType
  /** The type's own object, as the API puts it under `message[type]` (an array for contacts). */
  content?: unknown
  /** For media types: the file the fake keeps and serves, its id put into the message. */
  media?: { bytes: Uint8Array | string; mimeType: string; filename?: string; caption?: string }
  context?: { from: string; id: string }
  /** Extra top-level fields (`errors` for unsupported, `referral`…). */
  extra?: Record<string, unknown>
  at?: Date
}

export interface FakeDelivery {
  body: string
  signature: string
  attempt: number
  status: number | null
  /** Counted as failed by `failFirst` whatever the app answered. */
  lost: boolean
}

export interface FakeGraph {
  /** `http://127.0.0.1:<port>`: the settings' base URL. */
  url: string
  /** `url` + the version: where the client's calls go. */
  apiRoot: string
  version: string
  wabaId: string
  accessToken: string
  numbers: FakeNumber[]
  sent: FakeSentMessage[]
  /** Files the app uploaded, in order; a send naming one's id is accepted. */
  uploads: FakeUpload[]
  /** Every API call received (not the control API's): "0 calls to the API" is checkable. */
  requests: { method: string; path: string }[]
  /** Wamids the app marked read. */
  readMarks: string[]
  deliveries: FakeDelivery[]
  options: FakeGraphOptions
  emitInbound(message: FakeInbound): Promise<{ wamid: string; mediaId: string | null }>
  setOptions(options: Partial<FakeGraphOptions>): void
  /** Keeps a file and gives its media id (what an inbound media message names). */
  addMedia(bytes: Uint8Array | string, mimeType: string): string
  /** Resolves once every webhook scheduled so far was delivered or given up. */
  settled(): Promise<void>
  close(): Promise<void>
}

const MEDIA_URL_LIFETIME_MS = 5 * 60 * 1000
const MAX_REQUEST_BYTES = 5 * 1024 * 1024
/** An upload's body: the largest media (a 100 MB document) and the form around it. */
const MAX_UPLOAD_BYTES = Math.max(...Object.values(MEDIA_LIMITS)) + 1024 * 1024
const WEBHOOK_TIMEOUT_MS = 10_000

export const DEFAULT_FAKE_TEMPLATES: FakeTemplate[] = [
  {
    name: 'case_opened',
    language: 'en',
    status: 'APPROVED',
    category: 'UTILITY',
    components: [
      {
        type: 'BODY',
        text: 'Hello {{1}}, we have opened case {{2}} for you. Reply here at any time; our team is available 24/7.',
      },
    ],
  },
  {
    name: 'documents_needed',
    language: 'en',
    status: 'APPROVED',
    category: 'UTILITY',
    components: [
      {
        type: 'BODY',
        text: 'Hello {{1}}, to continue with case {{2}} please send a photo of your passport and policy card.',
      },
    ],
  },
  {
    name: 'case_opened',
    language: 'ms',
    status: 'APPROVED',
    category: 'UTILITY',
    components: [
      {
        type: 'BODY',
        text: 'Hai {{1}}, kami telah membuka kes {{2}} untuk anda. Balas di sini pada bila-bila masa.',
      },
    ],
  },
]

const DEFAULT_OPTIONS: Omit<FakeGraphOptions, 'now' | 'templates'> = {
  appWebhookUrl: null,
  duplicate: 1,
  reorder: false,
  delayMs: 0,
  omitRead: false,
  failFirst: 0,
  retryBaseMs: 1000,
  maxAttempts: 8,
  enforceWindow: true,
  enforcePairRate: false,
  pairRateMs: 6000,
  undeliverable: [],
  failNext: [],
  failNextUploads: [],
  chunkedDownloads: false,
}

type Json = Record<string, unknown>

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A request the fake refuses the way the API does: `{error: {…}}` with a status. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly extra: { subcode?: number; details?: string; type?: string } = {}
  ) {
    super(message)
  }
}

const invalidParameter = (details: string) =>
  new Refusal(400, 100, '(#100) Invalid parameter', { details })

function digitsOf(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const digits = value.trim().replace(/^\+/, '')
  return /^\d{6,20}$/.test(digits) ? digits : null
}

/** The distinct placeholders of a template text: {{1}} {{2}} or {{first_name}}. */
function placeholderCount(value: unknown): number {
  if (typeof value !== 'string') return 0
  return new Set([...value.matchAll(/\{\{\s*([\w]+)\s*\}\}/g)].map((match) => match[1])).size
}

function seconds(date: Date): string {
  return String(Math.floor(date.getTime() / 1000))
}

export async function startFakeGraph(start: StartFakeGraphOptions): Promise<FakeGraph> {
  const accessToken = start.accessToken ?? 'fake-graph-token'
  const version = start.version ?? 'v21.0'
  const wabaId = start.wabaId ?? '20001'
  const numbers = start.numbers ?? [{ phoneNumberId: '10001', displayPhoneNumber: '15550100001' }]
  const appSecret = start.appSecret
  // Signs the download URLs the fake hands out, so one cannot be forged or extended.
  const urlKey = randomBytes(32)
  const options: FakeGraphOptions = {
    ...DEFAULT_OPTIONS,
    templates: DEFAULT_FAKE_TEMPLATES.map((template) => ({ ...template })),
    now: () => new Date(),
    appWebhookUrl: start.appWebhookUrl ?? null,
    ...start.options,
  }
  const sent: FakeSentMessage[] = []
  const uploads: FakeUpload[] = []
  const requests: { method: string; path: string }[] = []
  const readMarks: string[] = []
  const deliveries: FakeDelivery[] = []
  const media = new Map<string, { bytes: Buffer; mimeType: string }>()
  /** Each number's last inbound message time: the start of its 24-hour window. */
  const lastInbound = new Map<string, number>()
  const lastSend = new Map<string, number>()
  const inboundWamids = new Set<string>()
  const pending = new Set<Promise<void>>()
  const stopped = new AbortController()
  let lostSoFar = 0

  const wamid = () => `wamid.${randomBytes(24).toString('base64url')}`
  const now = () => options.now()

  function addMedia(bytes: Uint8Array | string, mimeType: string): string {
    const id = String(1_000_000_000_000 + Math.floor(Math.random() * 8_000_000_000_000))
    media.set(id, { bytes: Buffer.from(bytes), mimeType })
    return id
  }

  function urlSignature(id: string, expires: string): Buffer {
    return createHmac('sha256', urlKey).update(`${id}:${expires}`).digest()
  }

  function envelope(phoneNumberId: string, value: Json): Json {
    const number = numbers.find((n) => n.phoneNumberId === phoneNumberId) ?? numbers[0]
    return {
      object: 'whatsapp_business_account',
      entry: [
        {
          id: wabaId,
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: {
                  display_phone_number: number.displayPhoneNumber,
                  phone_number_id: number.phoneNumberId,
                },
                ...value,
              },
            },
          ],
        },
      ],
    }
  }

  /** One post of the exact bytes, signed; true when it counts as delivered. */
  async function post(body: Buffer, signature: string, attempt: number): Promise<boolean> {
    const target = options.appWebhookUrl
    if (!target) return true
    const lost = lostSoFar < options.failFirst
    if (lost) lostSoFar++
    let status: number | null = null
    try {
      const response = await fetch(target, {
        method: 'POST',
        body: new Uint8Array(body),
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': signature,
          'user-agent': 'facebookexternalua',
        },
        signal: AbortSignal.any([stopped.signal, AbortSignal.timeout(WEBHOOK_TIMEOUT_MS)]),
      })
      status = response.status
      await response.arrayBuffer().catch(() => null)
    } catch {
      status = null
    }
    deliveries.push({ body: body.toString('utf8'), signature, attempt, status, lost })
    return !lost && status !== null && status >= 200 && status < 300
  }

  /** Delivers one event like Meta: again with a growing wait until a 2xx (or out of tries). */
  async function deliver(payload: Json): Promise<void> {
    const body = Buffer.from(JSON.stringify(payload), 'utf8')
    const signature = `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`
    for (let attempt = 1; attempt <= options.maxAttempts && !stopped.signal.aborted; attempt++) {
      if (options.delayMs > 0) await pause(options.delayMs)
      if (await post(body, signature, attempt)) return
      if (attempt < options.maxAttempts)
        await pause(Math.min(options.retryBaseMs * 2 ** (attempt - 1), 60_000))
    }
  }

  function pause(ms: number): Promise<void> {
    return sleep(ms, undefined, { signal: stopped.signal }).catch(() => {})
  }

  /** Runs in the background; `settled()` waits for it. */
  function track(work: () => Promise<void>) {
    const promise = work()
      .catch(() => {})
      .finally(() => pending.delete(promise))
    pending.add(promise)
  }

  /** `duplicate` copies of each event at once, the events one after the other. */
  function emit(payloads: Json[]) {
    if (!options.appWebhookUrl) return
    const copies = Math.max(1, Math.floor(options.duplicate))
    track(async () => {
      for (const payload of payloads) {
        await Promise.all(Array.from({ length: copies }, () => deliver(payload)))
      }
    })
  }

  function statusesFor(message: FakeSentMessage) {
    const steps = ['sent', 'delivered', ...(options.omitRead ? [] : ['read'])]
    const base = message.at.getTime()
    const payloads = steps.map((status, index) =>
      envelope(message.phoneNumberId, {
        statuses: [
          {
            id: message.wamid,
            status,
            // A second apart, so reordered statuses still carry their true order.
            timestamp: seconds(new Date(base + index * 1000)),
            recipient_id: message.to,
            ...(status === 'read'
              ? {}
              : {
                  conversation: { id: `conv-${message.to}`, origin: { type: 'service' } },
                  pricing: { billable: true, pricing_model: 'CBP', category: 'service' },
                }),
          },
        ],
      })
    )
    emit(options.reorder ? payloads.reverse() : payloads)
  }

  async function emitInbound(input: FakeInbound) {
    const from = digitsOf(input.from)
    if (!from) throw new Error('emitInbound: `from` must be a phone number (digits, no "+")')
    const waId = digitsOf(input.waId ?? from) ?? from
    const phoneNumberId = input.phoneNumberId ?? numbers[0].phoneNumberId
    const type: MessageType = input.type ?? 'text'
    if (!MESSAGE_TYPES.includes(type)) throw new Error(`emitInbound: unknown type "${type}"`)
    const at = input.at ?? now()
    const id = wamid()
    let mediaId: string | null = null
    let content: unknown = input.content
    if (type === 'text' && content === undefined) content = { body: input.text ?? '' }
    if ((MEDIA_TYPES as readonly string[]).includes(type) && input.media) {
      mediaId = addMedia(input.media.bytes, input.media.mimeType)
      const stored = media.get(mediaId)!
      content = {
        id: mediaId,
        mime_type: input.media.mimeType,
        sha256: createHash('sha256').update(stored.bytes).digest('hex'),
        ...(input.media.caption === undefined ? {} : { caption: input.media.caption }),
        ...(input.media.filename === undefined ? {} : { filename: input.media.filename }),
        ...(isObject(input.content) ? input.content : {}),
      }
    }
    const message: Json = {
      from: waId,
      id,
      timestamp: seconds(at),
      type,
      ...(content === undefined ? {} : { [type]: content }),
      ...(input.context ? { context: input.context } : {}),
      ...input.extra,
    }
    // Every inbound message (re)opens the window, counted from its own timestamp.
    for (const key of new Set([from, waId])) {
      lastInbound.set(key, Math.max(lastInbound.get(key) ?? 0, at.getTime()))
    }
    inboundWamids.add(id)
    emit([
      envelope(phoneNumberId, {
        contacts: [{ profile: { name: input.name ?? '' }, wa_id: waId }],
        messages: [message],
      }),
    ])
    return { wamid: id, mediaId }
  }

  // —— the API ——

  function templateCheck(template: unknown) {
    if (!isObject(template) || typeof template.name !== 'string') {
      throw invalidParameter('template.name is required')
    }
    const language = isObject(template.language) ? template.language.code : undefined
    if (typeof language !== 'string') throw invalidParameter('template.language.code is required')
    const known = options.templates.find(
      (candidate) => candidate.name === template.name && candidate.language === language
    )
    if (!known) {
      throw new Refusal(400, 132001, '(#132001) Template name does not exist in the translation', {
        details: `template name (${template.name}) does not exist in ${language}`,
      })
    }
    const given = Array.isArray(template.components) ? template.components.filter(isObject) : []
    for (const part of ['header', 'body']) {
      const expected = placeholderCount(
        known.components.find((c) => String(c.type).toLowerCase() === part)?.text
      )
      const component = given.find((c) => String(c.type).toLowerCase() === part)
      const count = Array.isArray(component?.parameters) ? component.parameters.length : 0
      if (count !== expected) {
        throw new Refusal(
          400,
          132000,
          '(#132000) Number of parameters does not match the expected number of params',
          {
            details: `${part}: number of localizable_params (${count}) does not match the expected number of params (${expected})`,
          }
        )
      }
    }
  }

  function send(phoneNumberId: string, body: Json): Json {
    if (body.messaging_product !== 'whatsapp') {
      throw invalidParameter('messaging_product must be "whatsapp"')
    }
    if (body.status === 'read') {
      if (typeof body.message_id !== 'string' || !inboundWamids.has(body.message_id)) {
        throw invalidParameter('message_id is not a message this number received')
      }
      readMarks.push(body.message_id)
      return { success: true }
    }
    const failure = options.failNext.shift()
    if (failure) {
      throw new Refusal(failure.status, failure.code, failure.message, {
        subcode: failure.subcode,
        details: failure.details,
      })
    }
    const to = digitsOf(body.to)
    if (!to) throw invalidParameter('to must be a phone number')
    const type = typeof body.type === 'string' ? body.type : 'text'
    const object = body[type]
    if (!isObject(object)) throw invalidParameter(`${type} object is required`)
    if (type === 'text') {
      const text = object.body
      if (typeof text !== 'string' || text.trim() === '' || text.length > 4096) {
        throw invalidParameter('text.body must be 1 to 4096 characters')
      }
    } else if ((MEDIA_TYPES as readonly string[]).includes(type)) {
      if (typeof object.id === 'string' ? !media.has(object.id) : typeof object.link !== 'string') {
        throw invalidParameter(`${type} needs the id of uploaded media or a link`)
      }
    } else if (type === 'template') {
      templateCheck(object)
    }
    const at = now()
    if (options.undeliverable.some((number) => digitsOf(number) === to)) {
      throw new Refusal(400, 131026, '(#131026) Message Undeliverable', {
        details: 'Message Undeliverable.',
      })
    }
    if (
      options.enforcePairRate &&
      at.getTime() - (lastSend.get(to) ?? -Infinity) < options.pairRateMs
    ) {
      throw new Refusal(
        400,
        131056,
        '(#131056) (Business Account, Consumer Account) pair rate limit hit',
        {
          details:
            'Too many messages sent from the sender phone number to the same recipient phone number in a short period of time.',
        }
      )
    }
    if (
      options.enforceWindow &&
      type !== 'template' &&
      at.getTime() - (lastInbound.get(to) ?? -Infinity) > SERVICE_WINDOW_MS
    ) {
      throw new Refusal(400, 131047, '(#131047) Re-engagement message', {
        details:
          'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
      })
    }
    lastSend.set(to, at.getTime())
    const message: FakeSentMessage = { wamid: wamid(), phoneNumberId, to, type, body, at }
    sent.push(message)
    statusesFor(message)
    return {
      messaging_product: 'whatsapp',
      contacts: [{ input: String(body.to), wa_id: to }],
      messages: [
        { id: message.wamid, ...(type === 'template' ? { message_status: 'accepted' } : {}) },
      ],
    }
  }

  /**
   * `POST /{phone-number-id}/media`: multipart with `messaging_product`, `type` and `file`, as
   * the API takes it; answers `{id}`. A type WhatsApp does not carry, or a file over its type's
   * limit, is the API's 131053 (media upload error); a missing field is 100.
   */
  async function upload(phoneNumberId: string, request: IncomingMessage): Promise<Json> {
    const contentType = request.headers['content-type'] ?? ''
    if (!/^multipart\/form-data\b/i.test(contentType)) {
      throw invalidParameter('the upload must be multipart/form-data')
    }
    const raw = await readBody(request, MAX_UPLOAD_BYTES)
    let form: FormData
    try {
      form = await new Request('http://fake/media', {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: new Uint8Array(raw),
      }).formData()
    } catch {
      throw invalidParameter('the multipart body cannot be read')
    }
    if (form.get('messaging_product') !== 'whatsapp') {
      throw invalidParameter('messaging_product must be "whatsapp"')
    }
    const file = form.get('file')
    const type = form.get('type')
    if (!(file instanceof File)) throw invalidParameter('file is required')
    if (typeof type !== 'string' || type === '') throw invalidParameter('type is required')
    const failure = options.failNextUploads.shift()
    if (failure) {
      throw new Refusal(failure.status, failure.code, failure.message, {
        subcode: failure.subcode,
        details: failure.details,
      })
    }
    const mediaType = (Object.keys(SENDABLE_MIME_TYPES) as MediaType[]).find((candidate) =>
      SENDABLE_MIME_TYPES[candidate].includes(type)
    )
    if (!mediaType) {
      throw new Refusal(400, 131053, '(#131053) Media upload error', {
        details: `Param file must be a file with one of the following types: ${Object.values(SENDABLE_MIME_TYPES).flat().join(', ')}. Received file of type '${type}'.`,
      })
    }
    const bytes = Buffer.from(await file.arrayBuffer())
    if (bytes.byteLength === 0 || bytes.byteLength > MEDIA_LIMITS[mediaType]) {
      throw new Refusal(400, 131053, '(#131053) Media upload error', {
        details: `The file is empty or larger than the ${mediaType} limit.`,
      })
    }
    const id = addMedia(bytes, type)
    uploads.push({
      id,
      phoneNumberId,
      type,
      filename: file.name,
      mimeType: file.type,
      bytes,
      at: now(),
    })
    return { id }
  }

  function mediaInfo(id: string): Json {
    const file = media.get(id)
    if (!file) {
      throw new Refusal(
        400,
        100,
        `Unsupported get request. Object with ID '${id}' does not exist`,
        {
          subcode: 33,
        }
      )
    }
    const expires = String(now().getTime() + MEDIA_URL_LIFETIME_MS)
    const sig = urlSignature(id, expires).toString('hex')
    return {
      messaging_product: 'whatsapp',
      id,
      url: `${handle.url}/_fake/media/${id}?expires=${expires}&sig=${sig}`,
      mime_type: file.mimeType,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      file_size: file.bytes.byteLength,
    }
  }

  function download(id: string, query: URLSearchParams, response: ServerResponse) {
    const expires = query.get('expires') ?? ''
    const given = Buffer.from(query.get('sig') ?? '', 'hex')
    const expected = urlSignature(id, expires)
    const file = media.get(id)
    if (!file || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new Refusal(404, 100, 'The media URL is not valid')
    }
    if (now().getTime() > Number(expires)) throw new Refusal(404, 100, 'The media URL has expired')
    response.writeHead(200, {
      'content-type': file.mimeType,
      ...(options.chunkedDownloads ? {} : { 'content-length': file.bytes.byteLength }),
    })
    if (!options.chunkedDownloads) {
      response.end(file.bytes)
      return
    }
    // Written in pieces with no length announced: the client must count as it reads.
    for (let offset = 0; offset < file.bytes.byteLength; offset += 64 * 1024) {
      response.write(file.bytes.subarray(offset, offset + 64 * 1024))
    }
    response.end()
  }

  function listTemplates(query: URLSearchParams): Json {
    const limit = Math.min(Math.max(Number(query.get('limit')) || 25, 1), 1000)
    const after = Number(Buffer.from(query.get('after') ?? '', 'base64url').toString('utf8')) || 0
    const data = options.templates.slice(after, after + limit).map((template, index) => ({
      id: template.id ?? String(900_000 + after + index),
      name: template.name,
      language: template.language,
      status: template.status,
      category: template.category,
      components: template.components,
    }))
    const cursor = (at: number) => Buffer.from(String(at)).toString('base64url')
    const end = after + data.length
    const next = new URL(`${handle.apiRoot}/${wabaId}/message_templates`)
    for (const [key, value] of query) if (key !== 'after') next.searchParams.set(key, value)
    next.searchParams.set('limit', String(limit))
    next.searchParams.set('after', cursor(end))
    return {
      data,
      paging: {
        cursors: { before: cursor(after), after: cursor(end) },
        ...(end < options.templates.length ? { next: next.toString() } : {}),
      },
    }
  }

  function authorised(request: IncomingMessage): boolean {
    const given = Buffer.from(request.headers.authorization ?? '')
    const expected = Buffer.from(`Bearer ${accessToken}`)
    return given.length === expected.length && timingSafeEqual(given, expected)
  }

  // —— the control API: drive the fake with curl ——

  async function controlInbound(body: Json) {
    const mediaBody = isObject(body.media) ? body.media : null
    const bytes =
      typeof mediaBody?.base64 === 'string'
        ? Buffer.from(mediaBody.base64, 'base64')
        : typeof mediaBody?.text === 'string'
          ? mediaBody.text
          : null
    return emitInbound({
      from: String(body.from ?? ''),
      name: typeof body.name === 'string' ? body.name : undefined,
      waId: typeof body.wa_id === 'string' ? body.wa_id : undefined,
      phoneNumberId: typeof body.phone_number_id === 'string' ? body.phone_number_id : undefined,
      text: typeof body.text === 'string' ? body.text : undefined,
      type: typeof body.type === 'string' ? (body.type as MessageType) : undefined,
      content: body.content,
      media:
        bytes !== null && mediaBody
          ? {
              bytes,
              mimeType: String(mediaBody.mime_type ?? 'application/octet-stream'),
              filename: typeof mediaBody.filename === 'string' ? mediaBody.filename : undefined,
              caption: typeof mediaBody.caption === 'string' ? mediaBody.caption : undefined,
            }
          : undefined,
    })
  }

  /** Only what JSON can carry: the clock and catalogue stay in code. */
  function controlOptions(body: Json): Partial<FakeGraphOptions> {
    const picked: Json = {}
    for (const key of Object.keys(DEFAULT_OPTIONS)) {
      if (key in body) picked[key] = body[key]
    }
    return picked as Partial<FakeGraphOptions>
  }

  async function route(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake')
    const parts = url.pathname.split('/').filter(Boolean)
    const method = request.method ?? 'GET'
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }

    if (parts[0] === '_fake') {
      if (parts[1] === 'media' && parts[2] && method === 'GET') {
        // A download is a call to Meta's CDN, not to the control API.
        requests.push({ method, path: url.pathname })
        if (!authorised(request)) throw tokenRefusal()
        return download(parts[2], url.searchParams, response)
      }
      if (parts[1] === 'sent' && method === 'GET') return reply(200, { sent, read: readMarks })
      if (parts[1] === 'deliveries' && method === 'GET') return reply(200, { deliveries })
      if (parts[1] === 'inbound' && method === 'POST') {
        const body = await readJson(request)
        try {
          return reply(200, await controlInbound(body))
        } catch (error) {
          return reply(400, { error: error instanceof Error ? error.message : String(error) })
        }
      }
      if (parts[1] === 'options' && method === 'POST') {
        setOptions(controlOptions(await readJson(request)))
        return reply(200, { options: { ...options, now: undefined, templates: undefined } })
      }
      return reply(404, { error: 'Unknown control path' })
    }

    requests.push({ method, path: `${url.pathname}${url.search}` })
    if (!/^v\d+(\.\d+)?$/.test(parts[0] ?? '')) {
      throw new Refusal(400, 2500, 'Unknown path components: ' + url.pathname)
    }
    if (!authorised(request)) throw tokenRefusal()
    const [, objectId, edge] = parts
    if (method === 'POST' && edge === 'messages' && parts.length === 3) {
      if (!numbers.some((number) => number.phoneNumberId === objectId))
        throw missingObject(objectId)
      return reply(200, send(objectId, await readJson(request)))
    }
    if (method === 'POST' && edge === 'media' && parts.length === 3) {
      if (!numbers.some((number) => number.phoneNumberId === objectId))
        throw missingObject(objectId)
      return reply(200, await upload(objectId, request))
    }
    if (method === 'GET' && edge === 'message_templates' && parts.length === 3) {
      if (objectId !== wabaId) throw missingObject(objectId)
      return reply(200, listTemplates(url.searchParams))
    }
    if (method === 'GET' && parts.length === 2 && objectId) return reply(200, mediaInfo(objectId))
    throw new Refusal(400, 100, `Unsupported ${method.toLowerCase()} request.`, { subcode: 33 })
  }

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      if (response.headersSent) return response.destroy()
      const refusal =
        error instanceof Refusal
          ? error
          : new Refusal(
              500,
              1,
              error instanceof Error ? error.message : 'An unknown error occurred'
            )
      response.writeHead(refusal.status, {
        'content-type': 'application/json',
        ...(refusal.status === 401 ? { 'www-authenticate': 'OAuth "Facebook Platform"' } : {}),
      })
      response.end(
        JSON.stringify({
          error: {
            message: refusal.message,
            type: refusal.extra.type ?? 'OAuthException',
            code: refusal.code,
            ...(refusal.extra.subcode ? { error_subcode: refusal.extra.subcode } : {}),
            ...(refusal.extra.details
              ? { error_data: { messaging_product: 'whatsapp', details: refusal.extra.details } }
              : {}),
            fbtrace_id: randomBytes(9).toString('base64url'),
          },
        })
      )
    })
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(start.port ?? 0, '127.0.0.1', () => resolve())
  })
  const port = (server.address() as AddressInfo).port

  function setOptions(changes: Partial<FakeGraphOptions>) {
    Object.assign(options, changes)
  }

  const handle: FakeGraph = {
    url: `http://127.0.0.1:${port}`,
    apiRoot: `http://127.0.0.1:${port}/${version}`,
    version,
    wabaId,
    accessToken,
    numbers,
    sent,
    uploads,
    requests,
    readMarks,
    deliveries,
    options,
    emitInbound,
    setOptions,
    addMedia,
    async settled() {
      while (pending.size > 0) await Promise.all([...pending])
    },
    async close() {
      stopped.abort()
      await Promise.all([...pending])
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
  return handle
}

function tokenRefusal(): Refusal {
  return new Refusal(401, 190, 'Invalid OAuth access token - Cannot parse access token')
}

function missingObject(id: string | undefined): Refusal {
  return new Refusal(
    400,
    100,
    `Unsupported post request. Object with ID '${id ?? ''}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
    { subcode: 33 }
  )
}

/** The request's bytes, refused past `limit` (413) without keeping more. */
async function readBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).byteLength
    if (size > limit) throw new Refusal(413, 100, 'The request is too large')
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

async function readJson(request: IncomingMessage): Promise<Json> {
  const body = await readBody(request, MAX_REQUEST_BYTES)
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8') || '{}')
    if (isObject(parsed)) return parsed
  } catch {
    // Answered below, like any body that is not an object.
  }
  throw new Refusal(400, 100, '(#100) The request body is not a JSON object')
}
