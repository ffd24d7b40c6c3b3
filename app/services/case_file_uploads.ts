import { createHash, randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, rename, unlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Transform, Writable, type TransformCallback } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { HttpContext } from '@adonisjs/core/http'
import type { MultipartStream } from '@adonisjs/core/types/bodyparser'
import drive from '@adonisjs/drive/services/main'
import { FSDriver } from '@adonisjs/drive/drivers/fs'
import { fieldError } from '#services/field_error'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { recordActivity } from '#services/activity_log'
import {
  ALLOWED_TYPES_TEXT,
  CASE_FILE_KINDS,
  FILE_NAME_MAX_LENGTH,
  FileSniffer,
  kindOfMime,
  nameForKind,
  type Sniffed,
} from '#services/file_types'
import { INVISIBLE_CHARACTERS_CLASS, withoutInvisibleCharacters } from '#contracts/invisible_text'
import { readSettings } from '#services/settings'

/** The form field the files come in (`files[0]`, `files[1]`… from the page's FormData). */
export const CASE_FILES_FIELD = 'files'
/** Files one upload may carry: the case tab's drop zone takes a handful at a time. */
export const CASE_FILES_PER_UPLOAD = 10
/** Bounds the site setting: sizes fit the table's integer column with room to spare. */
export const CASE_FILE_MAX_MB_LIMIT = 1024
/** Temp files are named by process, so a test can tell this server's leftovers apart. */
export const CASE_FILE_TEMP_PREFIX = `assist-case-file-${process.pid}-`

/** A file that arrived whole and was found to be one of the allowed kinds. */
export interface ReceivedFile {
  order: number
  name: string
  tmpPath: string
  size: number
  sha256: string
  mime: string
}

/** The largest file a case accepts now (Settings › General), in bytes. */
export async function caseFileMaxBytes() {
  const { case_file_max_mb: mb } = await readSettings(['case_file_max_mb'])
  return Math.min(Math.max(1, mb), CASE_FILE_MAX_MB_LIMIT) * 1024 * 1024
}

/** "20 MB", as the refusal says it. */
const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`

/**
 * The name exactly as the browser sent it in the part's Content-Disposition: the multipart
 * parser keeps only what follows a last backslash, so "C:\\x\\report.pdf" would pass as
 * "report.pdf" unseen.
 */
export function sentName(part: MultipartStream): string {
  const header = part.headers['content-disposition'] ?? ''
  const quoted = /\bfilename="((?:[^"\\]|\\.)*)"/i.exec(header)
  return quoted ? quoted[1].replace(/\\"/g, '"') : part.filename
}

/**
 * The sent name as it reads: without the invisible characters that make a name read as
 * something else ("rtl-\u202Efdp.exe" shows as "rtl-exe.pdf"; app/contracts/invisible_text.ts).
 * They are dropped rather than refused: nobody types them into a name, and what remains is the
 * name's own characters in their stored order. Its extension is then made the content's
 * (`nameForKind`), so the name kept never claims another type than the one found.
 */
export function readableName(sent: string): string {
  return withoutInvisibleCharacters(sent)
}

/**
 * Why a file's name (as `readableName` gives it) cannot be kept, or null. Names are shown and
 * given back on download; they never name where anything is stored, but a name with path
 * characters or control characters (line breaks included) is refused rather than changed: the
 * user would not recognise what was left of it.
 */
export function nameRefusal(name: string): string | null {
  if (name.trim() === '') return 'A file has no name.'
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(name)) {
    return 'A file name contains control characters.'
  }
  if (/[/\\]/.test(name) || name === '.' || name === '..') {
    return `“${name}”: a file name cannot contain / or \\.`
  }
  if (name.length > FILE_NAME_MAX_LENGTH) {
    return `“${name.slice(0, 40)}…”: a file name is at most ${FILE_NAME_MAX_LENGTH} characters.`
  }
  return null
}

function sniffRefusal(name: string, sniffed: Exclude<Sniffed, { ok: true }>): string {
  switch (sniffed.problem) {
    case 'empty':
      return `“${name}” is empty.`
    case 'program':
      return `“${name}” is a program, not a document; it cannot be attached.`
    case 'damaged':
      return `“${name}” is damaged or incomplete.`
    case 'not_allowed':
      return `“${name}” is not an allowed type (${ALLOWED_TYPES_TEXT}).`
  }
}

/**
 * Counts, hashes and sniffs the bytes on their way to the temp file. Past the limit it writes
 * nothing more but keeps reading, so the part is consumed to its end (the multipart parser then
 * goes on to the next one) and the browser gets the refusal rather than a cut connection.
 */
export function inspecting(
  maxBytes: number,
  sniffer: FileSniffer,
  hash: ReturnType<typeof createHash>
) {
  let size = 0
  return {
    size: () => size,
    tooLarge: () => size > maxBytes,
    stream: new Transform({
      transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
        size += chunk.length
        if (size > maxBytes) return done()
        hash.update(chunk)
        sniffer.push(chunk)
        done(null, chunk)
      },
    }),
  }
}

/** Reads what is left of a refused part without keeping it, so the answer reaches the browser. */
export const discard = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done()
    },
  })

async function removeAll(paths: string[]) {
  await Promise.all(paths.map((path) => unlink(path).catch(() => {})))
}

/**
 * Reads the multipart body of an upload to a case as it arrives: each file streams to a temp
 * file of its own (never held in memory), counted against the site's limit, hashed and sniffed
 * on the way. Anything refused (an empty file, a program, a type not allowed, a name with path
 * characters, a file over the limit, too many files) fails the whole upload with every reason
 * beside the field, and the temp files are gone. On success the caller owns the temp files
 * (`discardReceived` when done).
 */
export async function receiveCaseFiles(ctx: HttpContext): Promise<ReceivedFile[]> {
  const maxBytes = await caseFileMaxBytes()
  const multipart = ctx.request.bodyType === 'multipart' ? ctx.request.multipart : null
  if (!multipart) fieldError(CASE_FILES_FIELD, 'Choose at least one file to upload.')

  const received: ReceivedFile[] = []
  const temps: string[] = []
  const refusals: string[] = []
  let count = 0
  // Set when the body fails while a file may still be writing: the parser can give up on a
  // malformed body before a part's write stream has even opened its temp file, so removing the
  // temps then could run before the file exists (a leftover, seen under load). Each part's
  // handler removes its own file once its write has settled, if it failed or the upload did.
  let abandoned = false

  multipart.onFile('*', {}, async (part) => {
    count += 1
    // Kept in the order the user chose them, whichever finishes writing first.
    const order = count
    const name = readableName(sentName(part))
    const badName = nameRefusal(name)
    if (badName || count > CASE_FILES_PER_UPLOAD) {
      if (badName) refusals.push(badName)
      await pipeline(part, discard())
      return {}
    }
    const tmpPath = join(tmpdir(), `${CASE_FILE_TEMP_PREFIX}${randomUUID()}`)
    temps.push(tmpPath)
    const sniffer = new FileSniffer()
    const hash = createHash('sha256')
    const counted = inspecting(maxBytes, sniffer, hash)
    try {
      await pipeline(part, counted.stream, createWriteStream(tmpPath))
    } catch (error) {
      // Settled: the write stream has closed, so the file can no longer appear after this.
      await unlink(tmpPath).catch(() => {})
      throw error
    }
    if (abandoned) {
      await unlink(tmpPath).catch(() => {})
      return {}
    }
    if (counted.tooLarge()) {
      refusals.push(`“${name}” is larger than ${megabytes(maxBytes)}.`)
      await unlink(tmpPath).catch(() => {})
      return {}
    }
    const sniffed = sniffer.result()
    if (!sniffed.ok) {
      refusals.push(sniffRefusal(name, sniffed))
      return {}
    }
    received.push({
      order,
      // Named as what it was found to be: "report.exe" that is a PDF is kept as "report.exe.pdf".
      name: nameForKind(name.trim(), sniffed.kind),
      tmpPath,
      size: counted.size(),
      sha256: hash.digest('hex'),
      mime: sniffed.mime,
    })
    return {}
  })

  try {
    // Every file at the limit, plus room for the form's own fields and the part headers.
    await multipart.process({ limit: maxBytes * CASE_FILES_PER_UPLOAD + 1024 * 1024 })
  } catch (error) {
    abandoned = true
    await removeAll(temps)
    const status = (error as { status?: number }).status
    if (status === 413) {
      fieldError(
        CASE_FILES_FIELD,
        `Upload at most ${CASE_FILES_PER_UPLOAD} files of at most ${megabytes(maxBytes)} each at once.`
      )
    }
    throw error
  }
  if (count > CASE_FILES_PER_UPLOAD) {
    refusals.push(`Upload at most ${CASE_FILES_PER_UPLOAD} files at once.`)
  }
  if (refusals.length > 0 || received.length === 0) {
    await removeAll(temps)
    fieldError(
      CASE_FILES_FIELD,
      refusals.length > 0 ? refusals.join(' ') : 'Choose at least one file to upload.'
    )
  }
  return received.sort((a, b) => a.order - b.order)
}

/** Removes the temp files of an upload, stored or not. */
export async function discardReceived(files: ReceivedFile[]) {
  await removeAll(files.map((file) => file.tmpPath))
}

/** The disk case files are kept on (config/drive.ts: storage/drive, or the S3 bucket). */
export const caseFileDisk = () => drive.use()

/** A new storage key: random, never made from anything the user sent. */
export const newStorageKey = () => `case-files/${randomUUID()}`

/**
 * Writes a received file to the disk under its key. On the local disk the temp file is moved
 * into place when it can be (same device): no second pass over the bytes. Otherwise (S3, or the
 * temp folder on another device) it is streamed from the temp file.
 */
export async function putReceived(
  key: string,
  file: Pick<ReceivedFile, 'tmpPath' | 'mime' | 'size'>
) {
  const disk = caseFileDisk()
  if (disk.driver instanceof FSDriver) {
    const { location } = disk.driver.options
    const root = location instanceof URL ? fileURLToPath(location) : location
    const target = join(root, ...key.split('/'))
    try {
      await mkdir(dirname(target), { recursive: true })
      await rename(file.tmpPath, target)
      return
    } catch {
      // Another device: copied below.
    }
  }
  await disk.putStream(key, createReadStream(file.tmpPath), {
    contentType: file.mime,
    contentLength: file.size,
  })
}

/** Removes stored blobs; a missing one is fine (already gone). */
export async function deleteStored(keys: string[]) {
  await Promise.all(
    keys.map((key) =>
      caseFileDisk()
        .delete(key)
        .catch(() => {})
    )
  )
}

/**
 * Renames the case files kept before names were read as they are now (`readableName`,
 * `nameForKind`): a name holding invisible characters, or whose extension is not its content's,
 * gets the name an upload would give it today, each change logged on the file as an update.
 * PostgreSQL picks the few such rows (names whose end does not match their type's extensions);
 * the names are made here, by the upload's own functions. Run once by migration 044.
 */
export async function renameMisleadingCaseFiles(client: QueryClientContract) {
  const rows: { id: number; original_name: string; mime_type: string; center_id: number }[] =
    await client
      .from('case_files')
      .join('cases', 'cases.id', 'case_files.case_id')
      .where((misleading) => {
        misleading.whereRaw('case_files.original_name ~ ?', [INVISIBLE_CHARACTERS_CLASS])
        for (const { mime, extensions } of Object.values(CASE_FILE_KINDS)) {
          misleading.orWhereRaw(
            '(case_files.mime_type = ? AND lower(case_files.original_name) !~ ?)',
            [mime, `\\.(${extensions.join('|')})$`]
          )
        }
      })
      .orderBy('case_files.id')
      .select(
        'case_files.id',
        'case_files.original_name',
        'case_files.mime_type',
        'cases.center_id'
      )
  for (const row of rows) {
    const kind = kindOfMime(row.mime_type)
    const readable = readableName(row.original_name).trim() || 'file'
    const name = kind ? nameForKind(readable, kind) : readable
    if (name === row.original_name) continue
    await client.from('case_files').where('id', row.id).update({ original_name: name })
    await recordActivity(
      {
        action: 'update',
        subjectType: 'case_file',
        subjectId: row.id,
        properties: {
          before: { original_name: row.original_name },
          after: { original_name: name },
        },
        userId: null,
        centerId: row.center_id,
      },
      client
    )
  }
}
