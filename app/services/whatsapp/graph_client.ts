import type { MediaType } from '#contracts/whatsapp'
import { whatsappConfig, type WhatsappConfig } from '#services/whatsapp/credentials'
import { plainGraphWords, retryAdvice, type GraphFailureKind } from '#services/whatsapp/error_words'

/**
 * Our own small client of the WhatsApp Cloud API (Graph), the calls the inbox makes and no more
 * (docs/decisions.md "Our own Graph client"). Every call has a timeout, and every failure is one
 * `GraphError` carrying the API's code, what it means for staff and whether to try again.
 */

export class GraphError extends Error {
  readonly kind: GraphFailureKind
  /** The HTTP status, when an answer came. */
  readonly status: number | null
  /** The API's `error.code` (131047, 190…). */
  readonly code: number | null
  readonly subcode: number | null
  /** `error.error_data.details`: the API's own explanation, often the most precise one. */
  readonly details: string | null
  readonly apiMessage: string | null
  readonly fbtraceId: string | null
  /** What staff read: what happened and what to do. */
  readonly words: string
  readonly retryable: boolean
  /** How long to wait before trying again, when `retryable`. */
  readonly backoffMs: number | null

  constructor(failure: {
    kind: GraphFailureKind
    status?: number | null
    code?: number | null
    subcode?: number | null
    details?: string | null
    apiMessage?: string | null
    fbtraceId?: string | null
    retryAfterSeconds?: number | null
    words?: string
    cause?: unknown
  }) {
    const facts = {
      kind: failure.kind,
      status: failure.status ?? null,
      code: failure.code ?? null,
      apiMessage: failure.apiMessage ?? null,
    }
    const words = failure.words ?? plainGraphWords(facts)
    // The message is for logs: the words plus the API's own code and text.
    const technical = [
      facts.code === null ? null : `code ${facts.code}`,
      failure.subcode ? `subcode ${failure.subcode}` : null,
      facts.status === null ? null : `HTTP ${facts.status}`,
      facts.apiMessage,
    ].filter((part): part is string => part !== null)
    super(technical.length ? `${words} (${technical.join(', ')})` : words, {
      cause: failure.cause,
    })
    this.name = 'GraphError'
    this.kind = facts.kind
    this.status = facts.status
    this.code = facts.code
    this.subcode = failure.subcode ?? null
    this.details = failure.details ?? null
    this.apiMessage = facts.apiMessage
    this.fbtraceId = failure.fbtraceId ?? null
    this.words = words
    const advice = retryAdvice({ ...facts, retryAfterSeconds: failure.retryAfterSeconds })
    this.retryable = advice.retryable
    this.backoffMs = advice.backoffMs
  }
}

/** A template's parameter, as the send call takes it. Named templates give `parameter_name`. */
export type TemplateParameter =
  | { type: 'text'; text: string; parameter_name?: string }
  | {
      type: 'currency'
      currency: { fallback_value: string; code: string; amount_1000: number }
      parameter_name?: string
    }
  | { type: 'date_time'; date_time: { fallback_value: string }; parameter_name?: string }
  | { type: 'image'; image: MediaRef }
  | { type: 'document'; document: MediaRef & { filename?: string } }
  | { type: 'video'; video: MediaRef }
  | { type: 'payload'; payload: string }

export interface TemplateComponent {
  type: 'header' | 'body' | 'button'
  sub_type?: 'quick_reply' | 'url'
  index?: number
  parameters: TemplateParameter[]
}

/** Media we send: one uploaded (`id`) or at a public URL (`link`). */
export type MediaRef = { id: string; link?: never } | { link: string; id?: never }

export type OutboundMediaType = MediaType

export interface SentMessage {
  /** The message's id: what every status webhook about it names. */
  wamid: string
  /** The WhatsApp id the number belongs to (can differ from the number typed). */
  waId: string | null
  /** `accepted`, `held_for_quality_assessment`… when the API says. */
  messageStatus: string | null
}

export interface MediaInfo {
  url: string
  mime_type: string
  sha256: string
  file_size: number
}

/** A template as `GET /{waba_id}/message_templates` lists it. */
export interface GraphTemplate {
  id: string | null
  name: string
  language: string
  status: string
  category: string
  components: Record<string, unknown>[]
}

export interface GraphClientConfig {
  apiRoot: string
  accessToken: string | null
  wabaId?: string
  /** The business number messages go from; needed by the send and mark-read calls. */
  phoneNumberId?: string
  /** Each call's limit (a download's or an upload's limit is `downloadTimeoutMs`). */
  timeoutMs?: number
  downloadTimeoutMs?: number
}

const DEFAULT_TIMEOUT_MS = 15_000
const DEFAULT_DOWNLOAD_TIMEOUT_MS = 120_000
/** The API's own limit on a text message. */
export const MAX_TEXT_LENGTH = 4096
/** The API's own limit on a media message's caption. */
export const MAX_CAPTION_LENGTH = 1024
/** What a media id looks like (digits, in practice); anything else is not put into a path. */
const MEDIA_ID = /^[\w.-]{1,200}$/
/** A guard against a `paging.next` that never ends (Meta's catalogues are far smaller). */
const MAX_TEMPLATE_PAGES = 200

type Json = Record<string, unknown>

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null
}

function invalid(words: string): GraphError {
  return new GraphError({ kind: 'invalid', words })
}

/** A phone number or WhatsApp id as the API takes it: digits only, no "+". */
function recipient(to: string): string {
  const digits = typeof to === 'string' ? to.trim().replace(/^\+/, '') : ''
  if (!/^\d{6,20}$/.test(digits)) {
    throw invalid('This is not a WhatsApp number: give the digits with the country code.')
  }
  return digits
}

export class GraphClient {
  readonly #config: Required<Omit<GraphClientConfig, 'wabaId' | 'phoneNumberId'>> &
    Pick<GraphClientConfig, 'wabaId' | 'phoneNumberId'>

  constructor(config: GraphClientConfig) {
    this.#config = {
      ...config,
      apiRoot: config.apiRoot.replace(/\/+$/, ''),
      timeoutMs: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      downloadTimeoutMs: config.downloadTimeoutMs ?? DEFAULT_DOWNLOAD_TIMEOUT_MS,
    }
  }

  /** A client from Settings › WhatsApp, sending from `phoneNumberId` when given. */
  static async fromSettings(
    phoneNumberId?: string,
    limits: Pick<GraphClientConfig, 'timeoutMs' | 'downloadTimeoutMs'> = {}
  ): Promise<GraphClient> {
    return GraphClient.fromConfig(await whatsappConfig(), phoneNumberId, limits)
  }

  /**
   * A client from settings already read: for a caller inside a transaction, which must read them
   * before it opens (on the embedded database a second connection's read waits for the open
   * transaction, which would wait for that read).
   */
  static fromConfig(
    config: WhatsappConfig,
    phoneNumberId?: string,
    limits: Pick<GraphClientConfig, 'timeoutMs' | 'downloadTimeoutMs'> = {}
  ): GraphClient {
    return new GraphClient({
      apiRoot: config.apiRoot,
      accessToken: config.accessToken,
      wabaId: config.wabaId,
      phoneNumberId,
      ...limits,
    })
  }

  /** A free-form text, quoting `replyTo` (a wamid) when given. Only inside the 24-hour window. */
  async sendText(to: string, body: string, options: { replyTo?: string } = {}) {
    if (typeof body !== 'string' || body.trim() === '') throw invalid('The message is empty.')
    if (body.length > MAX_TEXT_LENGTH) {
      throw invalid(`A WhatsApp message holds at most ${MAX_TEXT_LENGTH} characters.`)
    }
    return this.#send(to, {
      type: 'text',
      text: { body, preview_url: false },
      ...(options.replyTo ? { context: { message_id: options.replyTo } } : {}),
    })
  }

  /** An approved template with its parameters: the only message allowed outside the window. */
  async sendTemplate(
    to: string,
    name: string,
    language: string,
    components: TemplateComponent[] = []
  ) {
    if (!name || !language) throw invalid('Choose a template and its language.')
    return this.#send(to, {
      type: 'template',
      template: { name, language: { code: language }, components },
    })
  }

  async sendMedia(
    to: string,
    type: OutboundMediaType,
    media: MediaRef & { caption?: string; filename?: string }
  ) {
    const { caption, filename, ...ref } = media
    if (!ref.id && !ref.link) throw invalid('Choose the file to send.')
    if (caption !== undefined && (type === 'audio' || type === 'sticker')) {
      throw invalid(`A${type === 'audio' ? 'n audio message' : ' sticker'} cannot have a caption.`)
    }
    if (caption !== undefined && caption.length > MAX_CAPTION_LENGTH) {
      throw invalid(`A caption holds at most ${MAX_CAPTION_LENGTH} characters.`)
    }
    if (filename !== undefined && type !== 'document') {
      throw invalid('Only a document carries a file name.')
    }
    const object: Json = ref.id ? { id: ref.id } : { link: ref.link }
    if (caption !== undefined) object.caption = caption
    if (filename !== undefined) object.filename = filename
    return this.#send(to, { type, [type]: object })
  }

  /**
   * Uploads a file to send (`POST /{phone-number-id}/media`, multipart) and answers its media
   * id, which a `sendMedia` then names. The type is checked by the API against what it accepts
   * (SENDABLE_MIME_TYPES); the transfer has the download's longer timeout, since a 16 MB upload
   * can outlast an ordinary call's.
   */
  async uploadMedia(bytes: Uint8Array, mimeType: string, filename: string): Promise<string> {
    if (bytes.byteLength === 0) throw invalid('The file is empty.')
    if (!/^[\w.+-]+\/[\w.+-]+$/.test(mimeType ?? '')) throw invalid('The file has no known type.')
    const form = new FormData()
    form.set('messaging_product', 'whatsapp')
    form.set('type', mimeType)
    form.set('file', new Blob([new Uint8Array(bytes)], { type: mimeType }), filename || 'file')
    const response = await this.#fetch(
      `${this.#config.apiRoot}${this.#phonePath()}/media`,
      { method: 'POST', body: form },
      this.#config.downloadTimeoutMs
    )
    const answer = await answerOf(response)
    const id = text(answer.id)
    if (!id || !MEDIA_ID.test(id)) throw unreadable('the upload answer names no media id')
    return id
  }

  /** Shows the member the blue ticks on their message. */
  async markRead(wamid: string): Promise<void> {
    if (!wamid) throw invalid('No message to mark as read.')
    const answer = await this.#call('POST', `${this.#phonePath()}/messages`, {
      messaging_product: 'whatsapp',
      status: 'read',
      message_id: wamid,
    })
    if (answer.success !== true) throw unreadable('the mark-read answer has no success')
  }

  /** Where to download an inbound media id from (the URL lives 5 minutes). */
  async mediaInfo(mediaId: string): Promise<MediaInfo> {
    if (!MEDIA_ID.test(mediaId ?? '')) throw invalid('This is not a media id.')
    const answer = await this.#call('GET', `/${mediaId}`)
    const url = text(answer.url)
    const size = Number(answer.file_size)
    if (!url || !/^https?:\/\//i.test(url)) throw unreadable('the media has no download URL')
    return {
      url,
      mime_type: text(answer.mime_type) ?? 'application/octet-stream',
      sha256: text(answer.sha256) ?? '',
      file_size: Number.isSafeInteger(size) && size >= 0 ? size : -1,
    }
  }

  /**
   * The media's bytes, with the Bearer the URL needs. Refuses a body over `maxBytes` as soon as
   * it says so or streams past it, so a lying `Content-Length` cannot fill memory. Nothing else
   * is checked here: the caller compares the sha256 and the type with what the webhook said.
   */
  async downloadMedia(
    url: string,
    options: { maxBytes: number }
  ): Promise<{ bytes: Buffer; mimeType: string | null }> {
    if (!/^https?:\/\//i.test(url ?? '')) throw invalid('This is not a download URL.')
    const response = await this.#fetch(url, { method: 'GET' }, this.#config.downloadTimeoutMs)
    if (!response.ok) throw await errorFrom(response)
    const tooLarge = () =>
      new GraphError({
        kind: 'too_large',
        status: response.status,
        words: `The file is larger than the ${formatBytes(options.maxBytes)} allowed.`,
      })
    const declared = Number(response.headers.get('content-length'))
    if (Number.isFinite(declared) && declared > options.maxBytes) {
      await response.body?.cancel().catch(() => {})
      throw tooLarge()
    }
    const chunks: Buffer[] = []
    let received = 0
    const reader = response.body?.getReader()
    try {
      while (reader) {
        const { done, value } = await reader.read()
        if (done) break
        received += value.byteLength
        if (received > options.maxBytes) throw tooLarge()
        chunks.push(Buffer.from(value))
      }
    } catch (error) {
      // Stops the transfer: the rest of an oversized body is never read.
      await reader?.cancel().catch(() => {})
      if (error instanceof GraphError) throw error
      throw failureOf(error)
    }
    return { bytes: Buffer.concat(chunks), mimeType: response.headers.get('content-type') }
  }

  /** Every template of the business account, following `paging.next` to the last page. */
  async listTemplates(): Promise<GraphTemplate[]> {
    if (!this.#config.wabaId) {
      throw invalid('No WhatsApp Business Account id is saved: enter it in Settings › WhatsApp.')
    }
    const fields = 'id,name,language,status,category,components'
    let next: string | null =
      `${this.#config.apiRoot}/${encodeURIComponent(this.#config.wabaId)}/message_templates` +
      `?fields=${fields}&limit=100`
    const origin = new URL(this.#config.apiRoot).origin
    const seen = new Set<string>()
    const templates: GraphTemplate[] = []
    while (next) {
      // The token goes only where the settings point; a loop of cursors ends.
      if (new URL(next).origin !== origin) throw unreadable('the next page is on another server')
      if (seen.has(next) || seen.size >= MAX_TEMPLATE_PAGES) {
        throw unreadable('the template pages do not end')
      }
      seen.add(next)
      const page = await this.#callUrl('GET', next)
      if (!Array.isArray(page.data)) throw unreadable('the template page has no data')
      for (const item of page.data) {
        const template = templateOf(item)
        if (template) templates.push(template)
      }
      const paging = isObject(page.paging) ? page.paging : {}
      next = text(paging.next)
    }
    return templates
  }

  /**
   * Whether the token may read the business account (Settings › WhatsApp's token check): one
   * template's name asked for, the cheapest call that needs both the token and the WABA id.
   * Resolves when the API answers; a refusal is the usual GraphError (190: the token).
   */
  async checkAccess(): Promise<void> {
    if (!this.#config.wabaId) {
      throw invalid('No WhatsApp Business Account id is saved: enter it in Settings › WhatsApp.')
    }
    await this.#call(
      'GET',
      `/${encodeURIComponent(this.#config.wabaId)}/message_templates?fields=name&limit=1`
    )
  }

  #phonePath(): string {
    if (!this.#config.phoneNumberId) {
      throw invalid('No business number to send from: choose one in Settings › WhatsApp.')
    }
    return `/${encodeURIComponent(this.#config.phoneNumberId)}`
  }

  async #send(to: string, message: Json): Promise<SentMessage> {
    const answer = await this.#call('POST', `${this.#phonePath()}/messages`, {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: recipient(to),
      ...message,
    })
    const sent = Array.isArray(answer.messages) ? answer.messages[0] : null
    const wamid = isObject(sent) ? text(sent.id) : null
    if (!wamid || !isObject(sent)) throw unreadable('the answer names no message id')
    const contact = Array.isArray(answer.contacts) ? answer.contacts[0] : null
    return {
      wamid,
      waId: isObject(contact) ? text(contact.wa_id) : null,
      messageStatus: text(sent.message_status),
    }
  }

  #call(method: 'GET' | 'POST', path: string, body?: Json): Promise<Json> {
    return this.#callUrl(method, `${this.#config.apiRoot}${path}`, body)
  }

  async #callUrl(method: 'GET' | 'POST', url: string, body?: Json): Promise<Json> {
    const response = await this.#fetch(
      url,
      {
        method,
        ...(body
          ? { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }
          : {}),
      },
      this.#config.timeoutMs
    )
    return answerOf(response)
  }

  async #fetch(
    url: string,
    init: { method: string; body?: string | FormData; headers?: Record<string, string> },
    timeoutMs: number
  ): Promise<Response> {
    if (!this.#config.accessToken) {
      throw invalid('No WhatsApp access token is saved: enter it in Settings › WhatsApp.')
    }
    try {
      return await fetch(url, {
        ...init,
        headers: { ...init.headers, authorization: `Bearer ${this.#config.accessToken}` },
        // Covers the body too: a download that stalls half-way ends like one that never began.
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'follow',
      })
    } catch (error) {
      throw failureOf(error)
    }
  }
}

/** A 2xx answer's JSON object; a refusal or an unreadable answer as a GraphError. */
async function answerOf(response: Response): Promise<Json> {
  if (!response.ok) throw await errorFrom(response)
  let parsed: unknown
  try {
    parsed = await response.json()
  } catch (error) {
    throw failureOf(error, 'the answer is not JSON')
  }
  if (!isObject(parsed)) throw unreadable('the answer is not an object')
  return parsed
}

function unreadable(why: string): GraphError {
  return new GraphError({ kind: 'response', apiMessage: why })
}

/** A thrown fetch/stream error as a GraphError: timed out, or no answer at all. */
function failureOf(error: unknown, unreadableWhy?: string): GraphError {
  const name = error instanceof Error ? error.name : ''
  if (name === 'TimeoutError') return new GraphError({ kind: 'timeout', cause: error })
  if (unreadableWhy && error instanceof SyntaxError) {
    return new GraphError({ kind: 'response', apiMessage: unreadableWhy, cause: error })
  }
  return new GraphError({
    kind: 'network',
    apiMessage: error instanceof Error ? error.message : null,
    cause: error,
  })
}

/** A non-2xx answer as a GraphError, reading `{error: {…}}` when the body has one. */
async function errorFrom(response: Response): Promise<GraphError> {
  let body: unknown = null
  try {
    // Bounded: an error body worth reading is small, and a hostile one must not fill memory.
    const raw = await response.text()
    body = JSON.parse(raw.slice(0, 64 * 1024))
  } catch {
    body = null
  }
  const error = isObject(body) && isObject(body.error) ? body.error : {}
  const data = isObject(error.error_data) ? error.error_data : {}
  const code = Number(error.code)
  const subcode = Number(error.error_subcode)
  const retryAfter = Number(response.headers.get('retry-after'))
  return new GraphError({
    kind: 'api',
    status: response.status,
    code: Number.isSafeInteger(code) ? code : null,
    subcode: Number.isSafeInteger(subcode) ? subcode : null,
    details: text(data.details),
    apiMessage: text(error.message)?.slice(0, 1000) ?? null,
    fbtraceId: text(error.fbtrace_id),
    retryAfterSeconds: Number.isFinite(retryAfter) ? retryAfter : null,
  })
}

/** One listed template, or null for an entry that is not one (skipped, never a crash). */
function templateOf(item: unknown): GraphTemplate | null {
  if (!isObject(item)) return null
  const name = text(item.name)
  const language = text(item.language)
  if (!name || !language) return null
  return {
    id: text(item.id),
    name,
    language,
    status: text(item.status) ?? '',
    category: text(item.category) ?? '',
    components: Array.isArray(item.components) ? item.components.filter(isObject) : [],
  }
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`
    : `${Math.ceil(bytes / 1024)} KB`
}
