import { storableText } from '#contracts/storable_text'
import { allowedImageSource, sanitizeLinkUrl } from './url_policy.js'

/**
 * Rich text is stored as a Quill Delta made only of insert operations (SPEC.md §3). This module
 * is the trust boundary: whatever a client sends, only the formats the editor offers, with safe
 * values, reach the database. It is pure (no framework, no DOM) so the browser reuses it to
 * read stored documents and the tests exercise it directly.
 */

// Object types are `type` aliases, not interfaces, so they stay assignable to index-signature
// types such as Quill's AttributeMap.

/** Formats that apply to characters. */
export type RichTextInlineAttributes = {
  bold?: true
  italic?: true
  underline?: true
  strike?: true
  /** An http(s)/mailto/tel/sms URL, or `about:blank` for a refused one (see url_policy.ts). */
  link?: string
  /** `#rgb` or `#rrggbb`, lower case. */
  color?: string
  background?: string
}

/** Formats that apply to a whole line; Quill keeps them on the line's closing `\n`. */
export type RichTextLineAttributes = {
  'header'?: 1 | 2 | 3
  'list'?: 'ordered' | 'bullet'
  'blockquote'?: true
  'code-block'?: true
  'align'?: 'center' | 'right' | 'justify'
  'indent'?: number
}

export type RichTextAttributes = RichTextInlineAttributes & RichTextLineAttributes

export type RichTextImageEmbed = {
  image: string
}

export type RichTextOp = {
  insert: string | RichTextImageEmbed
  attributes?: RichTextAttributes
}

/** A stored document: `{ ops }` of inserts, always ending with a line break like Quill's. */
export type RichTextDelta = {
  ops: RichTextOp[]
}

/**
 * Bounds that keep one document to a sane size. Text and images are bounded separately: a
 * letter template is a few thousand characters, while one embedded screenshot is hundreds of
 * thousands of base64 characters. url_policy.ts bounds each link and each image source.
 */
export const RICH_TEXT_LIMITS = {
  /** A JSON string longer than this is refused before parsing (about the 1 MB body limit). */
  maxJsonLength: 1_000_000,
  /** Operations in one document. */
  maxOps: 10_000,
  /** Characters of text (embeds not counted). */
  maxTextLength: 200_000,
  /** Embedded images in one document. */
  maxImages: 20,
} as const

export const RICH_TEXT_MESSAGES = {
  invalid: 'The content is not valid rich text.',
  tooLong: `The content is too long (at most ${RICH_TEXT_LIMITS.maxTextLength.toLocaleString('en-US')} characters).`,
  tooLarge: 'The content is too large. Remove some images or formatting.',
  tooManyImages: `The content has too many images (at most ${RICH_TEXT_LIMITS.maxImages}).`,
} as const

/** Raised by {@link sanitizeDelta} for input that is not a Delta or breaks a limit. */
export class RichTextError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'RichTextError'
  }
}

export type ParseRichTextResult =
  { ok: true; delta: RichTextDelta } | { ok: false; message: string }

type PlainObject = Record<string, unknown>

/** Only objects made by JSON.parse or a literal; no arrays, class instances or exotic values. */
function isPlainObject(value: unknown): value is PlainObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const prototype: unknown = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

function own(object: PlainObject, key: string): unknown {
  return Object.hasOwn(object, key) ? object[key] : undefined
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

/** Accepts an integer or its decimal string (HTML attributes round-trip numbers as text). */
function integerIn(value: unknown, min: number, max: number): number | undefined {
  const number = typeof value === 'string' && /^\d{1,2}$/.test(value) ? Number(value) : value
  return typeof number === 'number' && Number.isInteger(number) && number >= min && number <= max
    ? number
    : undefined
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return allowed.find((candidate) => candidate === value)
}

/**
 * Keeps the whitelisted formats with valid values and silently drops the rest: an unknown or
 * malformed format is not worth refusing a whole document over (pasted content carries many).
 */
function sanitizeAttributes(raw: PlainObject): RichTextAttributes | undefined {
  const clean: RichTextAttributes = {}
  for (const name of ['bold', 'italic', 'underline', 'strike', 'blockquote'] as const) {
    if (own(raw, name) === true) clean[name] = true
  }
  const link = own(raw, 'link')
  if (typeof link === 'string') clean.link = sanitizeLinkUrl(storableText(link))
  for (const name of ['color', 'background'] as const) {
    const color = own(raw, name)
    if (typeof color === 'string' && HEX_COLOR.test(color)) clean[name] = color.toLowerCase()
  }
  const header = integerIn(own(raw, 'header'), 1, 3)
  if (header !== undefined) clean.header = header as 1 | 2 | 3
  const list = oneOf(own(raw, 'list'), ['ordered', 'bullet'] as const)
  if (list) clean.list = list
  // Quill writes `true`, or a language name when its syntax module is on; the language is not
  // kept because nothing here highlights code.
  const codeBlock = own(raw, 'code-block')
  if (codeBlock === true || (typeof codeBlock === 'string' && /^[\w+#.-]{1,32}$/.test(codeBlock))) {
    clean['code-block'] = true
  }
  const align = oneOf(own(raw, 'align'), ['center', 'right', 'justify'] as const)
  if (align) clean.align = align
  const indent = integerIn(own(raw, 'indent'), 1, 8)
  if (indent !== undefined) clean.indent = indent
  return Object.keys(clean).length > 0 ? clean : undefined
}

function sameAttributes(a: RichTextAttributes | undefined, b: RichTextAttributes | undefined) {
  const aKeys = Object.keys(a ?? {}) as (keyof RichTextAttributes)[]
  const bKeys = Object.keys(b ?? {})
  return aKeys.length === bKeys.length && aKeys.every((key) => a?.[key] === b?.[key])
}

/** Appends like Delta#push: adjacent text with equal formats merges, so output is canonical. */
function push(ops: RichTextOp[], op: RichTextOp): void {
  const last = ops.at(-1)
  if (
    last &&
    typeof last.insert === 'string' &&
    typeof op.insert === 'string' &&
    sameAttributes(last.attributes, op.attributes)
  ) {
    last.insert += op.insert
    return
  }
  ops.push(op)
}

function fail(message: string): never {
  throw new RichTextError(message)
}

function parseJson(text: string): unknown {
  if (text.length > RICH_TEXT_LIMITS.maxJsonLength) fail(RICH_TEXT_MESSAGES.tooLarge)
  try {
    return JSON.parse(text)
  } catch {
    return fail(RICH_TEXT_MESSAGES.invalid)
  }
}

/**
 * Returns a clean copy of a Delta given as a JSON string or an object, or throws a
 * {@link RichTextError} when the input is not a Delta or is too big.
 *
 * Refused (error): not JSON, not `{ ops: [...] }`, an op that is not an object or is not exactly
 * one of insert/retain/delete, an insert that is neither a string nor a one-key embed object,
 * attributes that are not an object, and any limit in {@link RICH_TEXT_LIMITS}.
 *
 * Cleaned (silently): NUL characters are removed and lone surrogates become U+FFFD (PostgreSQL
 * refuses both); retain/delete ops are dropped (a stored document is inserts only); embeds
 * other than `image`, and images whose source is not http(s) or a base64 PNG/JPEG, are dropped;
 * formats outside the whitelist or with bad values are dropped; a refused link becomes
 * `about:blank`; adjacent text with the same formats is merged; a final line break is added
 * when missing. null, undefined and '' read as the empty document.
 */
export function sanitizeDelta(input: unknown): RichTextDelta {
  if (input === null || input === undefined || input === '') return emptyDelta()
  const value = typeof input === 'string' ? parseJson(input) : input
  if (!isPlainObject(value)) fail(RICH_TEXT_MESSAGES.invalid)
  const rawOps = own(value, 'ops')
  if (!Array.isArray(rawOps)) fail(RICH_TEXT_MESSAGES.invalid)
  if (rawOps.length > RICH_TEXT_LIMITS.maxOps) fail(RICH_TEXT_MESSAGES.tooLarge)

  const ops: RichTextOp[] = []
  let textLength = 0
  let images = 0
  for (const rawOp of rawOps) {
    if (!isPlainObject(rawOp)) fail(RICH_TEXT_MESSAGES.invalid)
    const kinds = ['insert', 'retain', 'delete'].filter((kind) => Object.hasOwn(rawOp, kind))
    if (kinds.length !== 1) fail(RICH_TEXT_MESSAGES.invalid)
    const rawAttributes = own(rawOp, 'attributes')
    if (rawAttributes !== undefined && rawAttributes !== null && !isPlainObject(rawAttributes)) {
      fail(RICH_TEXT_MESSAGES.invalid)
    }
    if (kinds[0] !== 'insert') continue

    const rawInsert = own(rawOp, 'insert')
    // Text PostgreSQL's jsonb cannot hold (NUL, lone surrogates) is cleaned like a bad format.
    const insert = typeof rawInsert === 'string' ? storableText(rawInsert) : rawInsert
    const attributes = rawAttributes ? sanitizeAttributes(rawAttributes) : undefined
    if (typeof insert === 'string') {
      textLength += insert.length
      if (textLength > RICH_TEXT_LIMITS.maxTextLength) fail(RICH_TEXT_MESSAGES.tooLong)
      if (insert.length > 0) push(ops, attributes ? { insert, attributes } : { insert })
      continue
    }
    if (!isPlainObject(insert) || Object.keys(insert).length !== 1) fail(RICH_TEXT_MESSAGES.invalid)
    const image = own(insert, 'image')
    const source = allowedImageSource(typeof image === 'string' ? storableText(image) : image)
    if (source === null) continue
    images += 1
    if (images > RICH_TEXT_LIMITS.maxImages) fail(RICH_TEXT_MESSAGES.tooManyImages)
    const embed: RichTextImageEmbed = { image: source }
    ops.push(attributes ? { insert: embed, attributes } : { insert: embed })
  }

  // Quill documents always end with a line break; the viewers rely on it to close the last line.
  const last = ops.at(-1)
  if (!last || typeof last.insert !== 'string' || !last.insert.endsWith('\n')) {
    push(ops, { insert: '\n' })
  }
  return { ops }
}

/**
 * {@link sanitizeDelta} as a result instead of an exception, for controllers and VineJS
 * transforms: `const result = parseRichText(request.input('body'))`.
 */
export function parseRichText(value: unknown): ParseRichTextResult {
  try {
    return { ok: true, delta: sanitizeDelta(value) }
  } catch (error) {
    if (error instanceof RichTextError) return { ok: false, message: error.message }
    throw error
  }
}

/** The document with no content: one empty line, as Quill represents it. */
export function emptyDelta(): RichTextDelta {
  return { ops: [{ insert: '\n' }] }
}

/**
 * The text of a document for search and previews: string inserts joined (embeds add nothing,
 * as in Quill's getText), without the final line break every document ends with. Reads the
 * document as given; pass a sanitised one.
 */
export function plainTextOf(delta: RichTextDelta): string {
  const text = delta.ops.map((op) => (typeof op.insert === 'string' ? op.insert : '')).join('')
  return text.endsWith('\n') ? text.slice(0, -1) : text
}

/** True when a document has no image and only whitespace: a required field left empty. */
export function isBlankDelta(delta: RichTextDelta): boolean {
  return delta.ops.every((op) => typeof op.insert === 'string' && op.insert.trim() === '')
}
