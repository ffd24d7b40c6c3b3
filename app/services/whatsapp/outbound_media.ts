import { createHash, randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { unlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { HttpContext } from '@adonisjs/core/http'
import {
  OUTBOUND_MEDIA_MAX_BYTES,
  SENDABLE_MIME_TYPES,
  outboundMediaLimit,
  type MediaType,
} from '#contracts/whatsapp'
import {
  discard,
  inspecting,
  nameRefusal,
  readableName,
  sentName,
  type ReceivedFile,
} from '#services/case_file_uploads'
import { fieldError } from '#services/field_error'
import { FileSniffer, nameForKind, type CaseFileKind, type Sniffed } from '#services/file_types'

/**
 * The file an agent sends in a WhatsApp conversation (issue 31), read from the composer's
 * multipart body as case files are (app/services/case_file_uploads.ts): streamed to a temp file
 * (never held in memory) with its own limit, hashed, and its type found from its bytes, never
 * from the name or the type the browser claims. The type decides the message: a photo, a
 * document, an audio message or a video, each only in the formats WhatsApp carries.
 */

/** The form field the file comes in. */
export const OUTBOUND_MEDIA_FIELD = 'file'
/** Temp files are named by process, so a test can tell this server's leftovers apart. */
export const OUTBOUND_MEDIA_TEMP_PREFIX = `assist-whatsapp-media-${process.pid}-`

/** A received file to send: where it waits, what it is, and the message type it makes. */
export interface OutboundFile extends ReceivedFile {
  type: Exclude<MediaType, 'sticker'>
}

/** What the case files' sniffer finds that WhatsApp takes, and as which message. */
const SNIFFED_TYPES: Partial<Record<CaseFileKind, 'image' | 'document'>> = {
  jpeg: 'image',
  png: 'image',
  pdf: 'document',
  doc: 'document',
  docx: 'document',
  xls: 'document',
  xlsx: 'document',
  txt: 'document',
}

/** What the refusals call each type. */
const TYPE_WORDS: Record<OutboundFile['type'], string> = {
  image: 'A photo',
  document: 'A document',
  audio: 'An audio file',
  video: 'A video',
}

export const SENDABLE_TYPES_TEXT =
  'photos (JPEG, PNG), documents (PDF, Word, Excel, text), audio (AAC, AMR, MP3, M4A, Ogg) or video (MP4, 3GP)'

const ascii = (bytes: Buffer, start: number, end: number) =>
  bytes.subarray(start, end).toString('latin1')

/**
 * Audio and video by their first bytes (the case files' sniffer knows none): an ISO media file's
 * `ftyp` box and brand (MP4, M4A, 3GP), Ogg's page, AMR's magic, MP3's ID3 tag or frame sync,
 * AAC's ADTS header. Looked at before the sniffer's verdict, since AMR's "#!AMR" reads to it as
 * a script.
 */
export function audioVideoMime(head: Buffer): string | null {
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12)
    if (/^3g[p2]/.test(brand)) return 'video/3gpp'
    if (brand === 'M4A ' || brand === 'M4B ') return 'audio/mp4'
    if (/^(isom|iso[2-6]|mp41|mp42|avc1|dash|MSNV|M4V )$/.test(brand)) return 'video/mp4'
    return null
  }
  if (ascii(head, 0, 4) === 'OggS') return 'audio/ogg'
  if (ascii(head, 0, 6) === '#!AMR\n') return 'audio/amr'
  if (ascii(head, 0, 3) === 'ID3') return 'audio/mpeg'
  if (head.length >= 2 && head[0] === 0xff && (head[1] & 0xe0) === 0xe0) {
    // The layer bits: 00 is AAC's ADTS, anything else an MPEG audio frame.
    return (head[1] & 0x06) === 0 ? 'audio/aac' : 'audio/mpeg'
  }
  return null
}

/** What a file found as `sniffed` (with these first bytes) is sent as, or why it cannot be. */
export function outboundMediaOf(
  head: Buffer,
  sniffed: Sniffed
):
  | { ok: true; type: OutboundFile['type']; mime: string; kind: CaseFileKind | null }
  | { ok: false; problem: 'empty' | 'program' | 'damaged' | 'not_allowed' } {
  if (!sniffed.ok && sniffed.problem === 'empty') return sniffed
  const media = audioVideoMime(head)
  if (media) {
    const type = media.startsWith('video/') ? 'video' : 'audio'
    return SENDABLE_MIME_TYPES[type].includes(media)
      ? { ok: true, type, mime: media, kind: null }
      : { ok: false, problem: 'not_allowed' }
  }
  if (!sniffed.ok) return sniffed
  const type = SNIFFED_TYPES[sniffed.kind]
  if (!type || !SENDABLE_MIME_TYPES[type].includes(sniffed.mime)) {
    return { ok: false, problem: 'not_allowed' }
  }
  return { ok: true, type, mime: sniffed.mime, kind: sniffed.kind }
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`

const tooLargeWords = () =>
  `A file sent on WhatsApp is at most ${megabytes(OUTBOUND_MEDIA_MAX_BYTES)}.`

function refusalOf(name: string, problem: 'empty' | 'program' | 'damaged' | 'not_allowed') {
  switch (problem) {
    case 'empty':
      return `“${name}” is empty.`
    case 'program':
      return `“${name}” is a program; it cannot be sent.`
    case 'damaged':
      return `“${name}” is damaged or incomplete.`
    case 'not_allowed':
      return `“${name}” cannot be sent on WhatsApp: send ${SENDABLE_TYPES_TEXT}.`
  }
}

/**
 * Reads the one file of the composer's multipart body (`file`; its other fields, the caption,
 * are the request's body afterwards). Anything refused (no file, two, an empty one, a program, a
 * type WhatsApp does not carry, a name with path characters, more than the type's limit) is a
 * field error on `file`, and no temp file is left. On success the caller owns the temp file
 * (`discardOutboundFile` when done).
 */
export async function receiveOutboundFile(ctx: HttpContext): Promise<OutboundFile> {
  const multipart = ctx.request.bodyType === 'multipart' ? ctx.request.multipart : null
  if (!multipart) fieldError(OUTBOUND_MEDIA_FIELD, 'Choose a file to send.')

  let received: OutboundFile | null = null
  let refusal: string | null = null
  let count = 0
  const temps: string[] = []
  // As case files: a part still writing when the body fails removes its own temp file.
  let abandoned = false

  multipart.onFile('*', {}, async (part) => {
    count += 1
    const name = readableName(sentName(part)).trim()
    const badName = part.name === OUTBOUND_MEDIA_FIELD ? nameRefusal(name) : 'Send one file.'
    if (badName || count > 1) {
      refusal ??= badName ?? 'Send one file at a time.'
      await pipeline(part, discard())
      return {}
    }
    const tmpPath = join(tmpdir(), `${OUTBOUND_MEDIA_TEMP_PREFIX}${randomUUID()}`)
    temps.push(tmpPath)
    const sniffer = new FileSniffer()
    const hash = createHash('sha256')
    const counted = inspecting(OUTBOUND_MEDIA_MAX_BYTES, sniffer, hash)
    try {
      await pipeline(part, counted.stream, createWriteStream(tmpPath))
    } catch (error) {
      await unlink(tmpPath).catch(() => {})
      throw error
    }
    if (abandoned) return {}
    if (counted.tooLarge()) {
      // Its end was never looked at: said as the size, not as a damaged file.
      refusal = tooLargeWords()
      return {}
    }
    const found = outboundMediaOf(sniffer.head(), sniffer.result())
    if (!found.ok) {
      refusal = refusalOf(name, found.problem)
      return {}
    }
    const limit = outboundMediaLimit(found.type)
    if (counted.size() > limit) {
      refusal = `${TYPE_WORDS[found.type]} is at most ${megabytes(limit)} on WhatsApp; “${name}” is larger.`
      return {}
    }
    received = {
      order: 1,
      // Named as what it was found to be ("scan.exe" that is a PDF is sent as "scan.exe.pdf").
      name: found.kind ? nameForKind(name, found.kind) : name,
      tmpPath,
      size: counted.size(),
      sha256: hash.digest('hex'),
      mime: found.mime,
      type: found.type,
    }
    return {}
  })

  try {
    // The file at the limit, plus room for the caption and the part headers.
    await multipart.process({ limit: OUTBOUND_MEDIA_MAX_BYTES + 1024 * 1024 })
  } catch (error) {
    abandoned = true
    await removeAll(temps)
    if ((error as { status?: number }).status === 413) {
      fieldError(OUTBOUND_MEDIA_FIELD, tooLargeWords())
    }
    throw error
  }
  // Set by the part's handler, which TypeScript's narrowing of `received` does not see.
  const file = received as OutboundFile | null
  if (refusal !== null || file === null) {
    await removeAll(temps)
    fieldError(OUTBOUND_MEDIA_FIELD, refusal ?? 'Choose a file to send.')
  }
  return file
}

async function removeAll(paths: string[]) {
  await Promise.all(paths.map((path) => unlink(path).catch(() => {})))
}

/** Removes the temp file of a received file, stored (moved away) or not. */
export async function discardOutboundFile(file: OutboundFile) {
  await removeAll([file.tmpPath])
}
