import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { unlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type { MultipartStream } from '@adonisjs/core/types/bodyparser'
import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { fieldError } from '#services/field_error'
import { IMAGE_MAX_BYTES } from '#services/images'

/** Upload temp files are named by process, so a test can tell this server's files apart. */
export const UPLOAD_TEMP_PREFIX = `assist-upload-${process.pid}-`

/** File bytes one request may send: a form takes one image. */
const UPLOAD_LIMIT_BYTES = IMAGE_MAX_BYTES

/** Streams one uploaded file to the temp folder, counting its bytes towards the limit. */
async function streamToTemp(part: MultipartStream, reportChunk: (chunk: Buffer) => void) {
  const tmpPath = join(tmpdir(), `${UPLOAD_TEMP_PREFIX}${randomUUID()}`)
  part.pause()
  part.on('data', reportChunk)
  try {
    await pipeline(part, createWriteStream(tmpPath))
  } catch (error) {
    await unlink(tmpPath).catch(() => {})
    throw error
  }
  return { tmpPath }
}

/** Every temp file the request still holds (a stored image was moved away, others remain). */
async function removeTempFiles(ctx: HttpContext) {
  const files = Object.values(ctx.request.allFiles()).flat()
  await Promise.all(
    files.map((file) =>
      file.tmpPath && file.state !== 'moved' ? unlink(file.tmpPath).catch(() => {}) : null
    )
  )
}

/** "The picture must be at most 2 MB.", worded by start/validator.ts like the size rule's. */
function tooLargeMessage(field: string) {
  const context = { name: field, wildCardPath: field, getFieldPath: () => field }
  return vine.messagesProvider.getMessage(
    'The {{ field }} must be at most 2 MB.',
    'file.size',
    context as unknown as FieldContext,
    {}
  )
}

/**
 * Reads the multipart body of a route that takes files (`.use(middleware.uploads())` after its
 * `auth` and `can`; resourceRoutes and settingsRoutes add it for `takesFiles`). The body parser
 * never reads multipart (config/bodyparser.ts), so a guest cannot fill the disk: a body is read
 * only after the CSRF check, sign-in and the route's permission have passed, and on any other
 * route it is never read at all (the route sees no fields). File bytes beyond the limit stop the
 * upload at once and come back as the field's error, not a bare 413. Whatever happens, the
 * request's temp files are removed when it ends: a stored image has been moved away already,
 * so what remains was refused or never used.
 */
export default class UploadsMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const multipart = ctx.request.bodyType === 'multipart' ? ctx.request.multipart : null
    if (!multipart) return next()

    // Counted here too, to tell "a file over the limit" from the parser's other 413s.
    let fileBytes = 0
    let fileField = ''
    multipart.onFile('*', { deferValidations: true }, (part, reportChunk) => {
      fileField = part.name
      const count = (chunk: Buffer) => {
        fileBytes += chunk.length
        reportChunk(chunk)
      }
      return streamToTemp(part, count).catch((error: unknown) => {
        multipart.abort(error)
        return {}
      })
    })
    try {
      try {
        await multipart.process({ limit: UPLOAD_LIMIT_BYTES })
      } catch (error) {
        if (fileBytes > UPLOAD_LIMIT_BYTES) fieldError(fileField, tooLargeMessage(fileField))
        throw error
      }
      return await next()
    } finally {
      await removeTempFiles(ctx)
    }
  }
}
