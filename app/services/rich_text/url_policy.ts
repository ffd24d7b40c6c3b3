/**
 * Which addresses rich text may point at (SPEC.md §5). Pure and DOM-free: the server sanitiser
 * and the Quill editor in the browser import this same file, so a link the editor accepts is
 * exactly a link the server keeps.
 */

/** SPEC.md §5: the only link schemes kept. */
export const LINK_PROTOCOLS = ['http', 'https', 'mailto', 'tel', 'sms'] as const

/**
 * What a refused link becomes. SPEC.md says "anything else becomes blank"; `about:blank` is the
 * value Quill itself writes (`Link.SANITIZED_URL`), so the editor, the stored Delta and the
 * server agree byte for byte. An empty href would not be blank: it points at the current page.
 */
export const BLANK_LINK = 'about:blank'

/** What a refused image becomes inside Quill (its own `Image.sanitize` fallback). */
export const BLANK_IMAGE = '//:0'

/** SPEC.md §5: the image sources kept. */
export const IMAGE_PROTOCOLS = ['http', 'https', 'data'] as const

/** SPEC.md §5: dropped/pasted image files, and the only `data:` images kept. */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg'] as const

/** Longer links are refused: no real address needs more, and they bloat the document. */
export const MAX_LINK_LENGTH = 2048

/**
 * One image file dropped or pasted into the editor, before base64. The whole document travels
 * in a JSON request body, which the body parser caps at 1 MB by default.
 */
export const MAX_IMAGE_FILE_BYTES = 512 * 1024

/** An image source after base64 (4/3 of MAX_IMAGE_FILE_BYTES plus the data: prefix). */
export const MAX_IMAGE_SOURCE_LENGTH = Math.ceil((MAX_IMAGE_FILE_BYTES * 4) / 3) + 64

/**
 * Characters browsers drop from a URL (tab, CR, LF are removed anywhere by the URL parser) or
 * that hide what a URL says: controls (C0, DEL, C1) and format characters (zero-width and
 * bidirectional marks, soft hyphen, BOM). Removing them first means `java\tscript:` is read
 * as `javascript:`, as a browser would read it.
 */
const INVISIBLE_CHARACTERS = /[\p{Cc}\p{Cf}]/gu

/** RFC 3986 scheme; anything before the first colon that does not match is not a scheme. */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i

/** A base64 PNG or JPEG data URL; nothing else (SVG can carry script, HTML is a page). */
const DATA_IMAGE = /^data:image\/(png|jpeg);base64,[a-z0-9+/]+={0,2}$/i

/** Trims, then removes the invisible characters; the result is both what is checked and kept. */
export function cleanUrl(url: string): string {
  return url.trim().replace(INVISIBLE_CHARACTERS, '').trim()
}

function schemeOf(url: string): string | null {
  const match = SCHEME.exec(url)
  return match ? match[1].toLowerCase() : null
}

/**
 * The cleaned link when its scheme is http, https, mailto, tel or sms, else null. A URL without
 * an explicit scheme (a relative path, `//host`, `www.example.com`) is refused too: stored
 * content is shown on other pages, in e-mails and PDFs, where a relative link means nothing.
 */
export function allowedLinkUrl(url: unknown): string | null {
  if (typeof url !== 'string') return null
  const cleaned = cleanUrl(url)
  if (cleaned.length === 0 || cleaned.length > MAX_LINK_LENGTH) return null
  const scheme = schemeOf(cleaned)
  return scheme !== null && (LINK_PROTOCOLS as readonly string[]).includes(scheme) ? cleaned : null
}

/** SPEC.md §5: an allowed link stays (cleaned); anything else becomes {@link BLANK_LINK}. */
export function sanitizeLinkUrl(url: unknown): string {
  return allowedLinkUrl(url) ?? BLANK_LINK
}

/** True for the marker of a refused link, so views can render its text without an anchor. */
export function isBlankLink(url: unknown): boolean {
  return typeof url === 'string' && cleanUrl(url).toLowerCase() === BLANK_LINK
}

/**
 * The cleaned image source when it is http(s) or a base64 PNG/JPEG data URL within
 * {@link MAX_IMAGE_SOURCE_LENGTH}, else null. Whitespace inside base64 (line-wrapped data) is
 * removed so the pattern check sees the real payload.
 */
export function allowedImageSource(src: unknown): string | null {
  if (typeof src !== 'string') return null
  const cleaned = cleanUrl(src)
  if (cleaned.length === 0 || cleaned.length > MAX_IMAGE_SOURCE_LENGTH) return null
  const scheme = schemeOf(cleaned)
  if (scheme === 'http' || scheme === 'https') return cleaned
  if (scheme !== 'data') return null
  const compact = cleaned.replace(/\s+/g, '')
  if (!DATA_IMAGE.test(compact)) return null
  // The MIME type and `base64` are case-insensitive; store them in their usual lower case.
  const comma = compact.indexOf(',')
  return `${compact.slice(0, comma).toLowerCase()}${compact.slice(comma)}`
}

/** For a file dropped or pasted into the editor: PNG or JPEG, and small enough to embed. */
export function imageFileProblem(file: { type: string; size: number }): 'type' | 'size' | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return 'type'
  if (file.size > MAX_IMAGE_FILE_BYTES) return 'size'
  return null
}
