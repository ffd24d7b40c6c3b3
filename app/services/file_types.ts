import { isUtf8 } from 'node:buffer'

/**
 * What an uploaded case file really is, read from its bytes as they stream past (never the
 * name or the type the browser claims): PDF, PNG, JPEG, Word and Excel (old binary and new
 * OOXML), plain text and email (RFC 5322). Programs renamed to look like documents are named as
 * such. Nothing is buffered beyond a few kilobytes of the start and the end of the file.
 */

export const CASE_FILE_KINDS = {
  pdf: { mime: 'application/pdf', label: 'PDF', extensions: ['pdf'] },
  png: { mime: 'image/png', label: 'PNG image', extensions: ['png'] },
  jpeg: { mime: 'image/jpeg', label: 'JPEG image', extensions: ['jpg', 'jpeg', 'jpe', 'jfif'] },
  doc: { mime: 'application/msword', label: 'Word document', extensions: ['doc'] },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    label: 'Word document',
    extensions: ['docx'],
  },
  xls: { mime: 'application/vnd.ms-excel', label: 'Excel workbook', extensions: ['xls'] },
  xlsx: {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    label: 'Excel workbook',
    extensions: ['xlsx'],
  },
  // Text found as text: a log or a CSV export is text, an .html or .js file is not kept as one.
  txt: { mime: 'text/plain', label: 'Text file', extensions: ['txt', 'text', 'log', 'csv'] },
  eml: { mime: 'message/rfc822', label: 'Email', extensions: ['eml'] },
} as const satisfies Record<string, { mime: string; label: string; extensions: readonly string[] }>

export type CaseFileKind = keyof typeof CASE_FILE_KINDS

/** The longest name a case file is kept under (its column's size). */
export const FILE_NAME_MAX_LENGTH = 255

/**
 * The name a file of this kind is kept and given back under: a name whose extension is one of
 * the kind's stays as it is; any other gets the kind's own added ("report.exe" found to be a PDF
 * is "report.exe.pdf"), so the name never says the file is something its content is not: a
 * browser saves it, and a desktop opens it, by that extension. Trailing dots and spaces go first
 * (Windows drops them on saving: "x.pdf.exe." would be saved as "x.pdf.exe"), and a stem too long
 * for the column is shortened so the extension is always kept.
 */
export function nameForKind(name: string, kind: CaseFileKind): string {
  const { extensions } = CASE_FILE_KINDS[kind]
  const trimmed = name.replace(/[.\s]+$/u, '')
  const dot = trimmed.lastIndexOf('.')
  const extension = dot === -1 ? '' : trimmed.slice(dot + 1).toLowerCase()
  if ((extensions as readonly string[]).includes(extension)) return trimmed
  const added = `.${extensions[0]}`
  return `${[...(trimmed || 'file')].slice(0, FILE_NAME_MAX_LENGTH - added.length).join('')}${added}`
}

/** The kind a stored type was found as (a case file's `mime_type`), or null for none of them. */
export function kindOfMime(mime: string): CaseFileKind | null {
  const kinds = Object.entries(CASE_FILE_KINDS) as [CaseFileKind, { mime: string }][]
  return kinds.find(([, kind]) => kind.mime === mime)?.[0] ?? null
}

/** The types a page may show inline (an image tag, the browser's PDF viewer). */
export const PREVIEWABLE_MIME_TYPES: readonly string[] = [
  CASE_FILE_KINDS.pdf.mime,
  CASE_FILE_KINDS.png.mime,
  CASE_FILE_KINDS.jpeg.mime,
]

export const ALLOWED_TYPES_TEXT =
  'PDF, PNG, JPEG, Word (doc, docx), Excel (xls, xlsx), text or email (eml)'

export type Sniffed =
  | { ok: true; kind: CaseFileKind; mime: string }
  | { ok: false; problem: 'empty' | 'program' | 'damaged' | 'not_allowed' }

const HEAD_BYTES = 8192
const TAIL_BYTES = 1024

/** Markers looked for anywhere in the stream (they sit in a container's directory). */
const MARKERS = {
  contentTypes: Buffer.from('[Content_Types].xml', 'latin1'),
  wordXml: Buffer.from('word/document.xml', 'latin1'),
  excelXml: Buffer.from('xl/workbook.xml', 'latin1'),
  // OLE2 directory entries are UTF-16LE names.
  wordStream: Buffer.from('WordDocument', 'utf16le'),
  workbookStream: Buffer.from('Workbook', 'utf16le'),
  bookStream: Buffer.from('Book\u0000', 'utf16le'),
} as const
type Marker = keyof typeof MARKERS
const LONGEST_MARKER = Math.max(...Object.values(MARKERS).map((marker) => marker.length))

const startsWith = (bytes: Buffer, ...signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte)

/**
 * Fed the file chunk by chunk (`push`), then asked what it was (`result`). Keeps the first
 * 8 KB, the last 1 KB, which container markers were seen, and whether the whole is UTF-8 text.
 */
export class FileSniffer {
  #head: Buffer[] = []
  #headLength = 0
  #tail = Buffer.alloc(0)
  #carry = Buffer.alloc(0)
  #seen = new Set<Marker>()
  #size = 0
  #text = true
  /** The start of a UTF-8 character the last chunk ended in. */
  #pending = Buffer.alloc(0)

  /**
   * Copies only what it keeps (a few KB): a chunk is never concatenated whole, so sniffing adds
   * no garbage in proportion to the file (memory stays flat on a 20 MB upload).
   */
  push(chunk: Buffer) {
    this.#size += chunk.length
    if (this.#headLength < HEAD_BYTES) {
      const part = Buffer.from(chunk.subarray(0, HEAD_BYTES - this.#headLength))
      this.#head.push(part)
      this.#headLength += part.length
    }
    this.#tail =
      chunk.length >= TAIL_BYTES
        ? Buffer.from(chunk.subarray(-TAIL_BYTES))
        : Buffer.concat([this.#tail, chunk]).subarray(-TAIL_BYTES)
    // A marker may straddle two chunks: the previous chunk's end is searched with this one's start.
    const seam = Buffer.concat([this.#carry, chunk.subarray(0, LONGEST_MARKER)])
    for (const [name, marker] of Object.entries(MARKERS) as [Marker, Buffer][]) {
      if (!this.#seen.has(name) && (chunk.includes(marker) || seam.includes(marker))) {
        this.#seen.add(name)
      }
    }
    // The last bytes of everything so far, however small the chunks were.
    this.#carry =
      chunk.length >= LONGEST_MARKER
        ? Buffer.from(chunk.subarray(-LONGEST_MARKER))
        : Buffer.concat([this.#carry, chunk]).subarray(-LONGEST_MARKER)
    if (this.#text) this.#pushText(chunk)
  }

  /**
   * Text is valid UTF-8 without NUL or other control characters than tab, line breaks, form
   * feed and escape. Checked without decoding (no string per chunk); a character split between
   * two chunks is carried over to the next.
   */
  #pushText(chunk: Buffer) {
    for (const byte of chunk) {
      const control = byte < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d, 0x1b].includes(byte)
      if (control || byte === 0x7f) {
        this.#text = false
        return
      }
    }
    const bytes = this.#pending.length > 0 ? Buffer.concat([this.#pending, chunk]) : chunk
    const cut = completeLength(bytes)
    this.#pending = Buffer.from(bytes.subarray(cut))
    if (!isUtf8(bytes.subarray(0, cut))) this.#text = false
  }

  /** The file's first bytes (up to 8 KB): what a caller looks at for types not sniffed here. */
  head(): Buffer {
    return Buffer.concat(this.#head)
  }

  result(): Sniffed {
    if (this.#size === 0) return { ok: false, problem: 'empty' }
    const head = Buffer.concat(this.#head)
    const kind = this.#kind(head)
    if (typeof kind !== 'string') return kind
    return { ok: true, kind, mime: CASE_FILE_KINDS[kind].mime }
  }

  #kind(head: Buffer): CaseFileKind | Exclude<Sniffed, { ok: true }> {
    const damaged = { ok: false, problem: 'damaged' } as const
    if (isProgram(head)) return { ok: false, problem: 'program' }
    if (head.subarray(0, 5).toString('latin1') === '%PDF-') {
      // A whole PDF ends with its trailer's %%EOF (possibly followed by a line break).
      return this.#tail.includes(Buffer.from('%%EOF')) ? 'pdf' : damaged
    }
    if (startsWith(head, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) {
      const header = head.subarray(12, 16).toString('latin1') === 'IHDR'
      const end = this.#tail.includes(Buffer.from('IEND', 'latin1'))
      return header && end ? 'png' : damaged
    }
    if (startsWith(head, 0xff, 0xd8, 0xff)) {
      // A JPEG segment marker follows the start of image; the end-of-image marker is in the tail
      // (cameras may append a little data after it).
      const segment = head.length > 3 && head[3] >= 0xc0 && head[3] !== 0xff
      const end = this.#tail.includes(Buffer.from([0xff, 0xd9]))
      return segment && end ? 'jpeg' : damaged
    }
    if (startsWith(head, 0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) {
      // An OLE2 compound file: Word keeps a "WordDocument" stream, Excel a "Workbook" (or the
      // older "Book"); anything else in that container (Outlook .msg, PowerPoint) is refused.
      if (this.#seen.has('wordStream')) return 'doc'
      if (this.#seen.has('workbookStream') || this.#seen.has('bookStream')) return 'xls'
      return { ok: false, problem: 'not_allowed' }
    }
    if (startsWith(head, 0x50, 0x4b, 0x03, 0x04)) {
      // OOXML is a ZIP with [Content_Types].xml and its main part; the end of central directory
      // record must be there, else the archive was cut short.
      if (!this.#seen.has('contentTypes')) return { ok: false, problem: 'not_allowed' }
      if (!this.#tail.includes(Buffer.from([0x50, 0x4b, 0x05, 0x06]))) return damaged
      if (this.#seen.has('wordXml')) return 'docx'
      if (this.#seen.has('excelXml')) return 'xlsx'
      return { ok: false, problem: 'not_allowed' }
    }
    if (this.#text && this.#finishText()) return looksLikeEmail(head) ? 'eml' : 'txt'
    return { ok: false, problem: 'not_allowed' }
  }

  /** The text did not end mid-character. */
  #finishText() {
    return this.#pending.length === 0
  }
}

/** ELF, Windows PE (MZ), Mach-O, Java class files and scripts with a #! line. */
function isProgram(head: Buffer) {
  return (
    startsWith(head, 0x7f, 0x45, 0x4c, 0x46) ||
    startsWith(head, 0x4d, 0x5a) ||
    startsWith(head, 0xfe, 0xed, 0xfa, 0xce) ||
    startsWith(head, 0xfe, 0xed, 0xfa, 0xcf) ||
    startsWith(head, 0xce, 0xfa, 0xed, 0xfe) ||
    startsWith(head, 0xcf, 0xfa, 0xed, 0xfe) ||
    startsWith(head, 0xca, 0xfe, 0xba, 0xbe) ||
    startsWith(head, 0x23, 0x21)
  )
}

/**
 * How many bytes of `bytes` end on a character boundary: a lead byte in the last three whose
 * sequence runs past the end starts a character the next chunk finishes.
 */
function completeLength(bytes: Buffer) {
  for (let back = 1; back <= Math.min(3, bytes.length); back++) {
    const byte = bytes[bytes.length - back]
    if (byte < 0x80) return bytes.length
    if (byte >= 0xc0) {
      const needs = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2
      return needs > back ? bytes.length - back : bytes.length
    }
  }
  return bytes.length
}

const HEADER_LINE = /^[\x21-\x39\x3b-\x7e]+:/
const EMAIL_HEADERS = /^(from|to|subject|date|message-id|received|return-path|mime-version):/i

/**
 * An email (RFC 5322): the text opens with a block of header lines (folded lines allowed) ended
 * by an empty line, with From: and at least one other message header among them.
 */
function looksLikeEmail(head: Buffer) {
  const lines = head.toString('utf8').split(/\r?\n/)
  const names = new Set<string>()
  for (const line of lines) {
    if (line === '') return names.has('from') && names.size >= 2
    if (/^[ \t]/.test(line) && names.size > 0) continue
    if (!HEADER_LINE.test(line)) return false
    const known = EMAIL_HEADERS.exec(line)
    if (known) names.add(known[1].toLowerCase())
  }
  return false
}
