import { randomUUID } from 'node:crypto'
import { mkdir, open, rename, copyFile, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'
import vine from '@vinejs/vine'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import type { FieldContext } from '@vinejs/vine/types'

/**
 * Profile pictures: PNG or JPEG only, at most 2 MB, checked by their content (the first bytes),
 * not by the name or the type the browser claims. Stored under storage/uploads/pictures with a
 * random name and served to signed-in users by MediaController.
 */
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024
export const PICTURE_FOLDER = 'pictures'

const SIGNATURES = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpg: [0xff, 0xd8, 0xff],
} as const
export type PictureKind = keyof typeof SIGNATURES

/** A stored picture's key: `pictures/<uuid>.<png|jpg>`; anything else is never served. */
export const PICTURE_KEY = /^pictures\/[0-9a-f-]{36}\.(png|jpg)$/

export function uploadsPath(...parts: string[]) {
  return app.makePath('storage', 'uploads', ...parts)
}

/** What the file really is, from its first bytes; null when it is neither PNG nor JPEG. */
export async function sniffPicture(path: string): Promise<PictureKind | null> {
  const handle = await open(path, 'r')
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(8), 0, 8, 0)
    for (const [kind, signature] of Object.entries(SIGNATURES) as [
      PictureKind,
      readonly number[],
    ][]) {
      if (bytesRead >= signature.length && signature.every((byte, index) => buffer[index] === byte))
        return kind
    }
    return null
  } finally {
    await handle.close()
  }
}

/**
 * Refuses a file whose content is not PNG or JPEG, whatever its name says. It runs after
 * vine.file() has checked size and extension, so the file is in its temporary place.
 */
const pictureContentRule = vine.createRule(
  async (value: unknown, _: undefined, field: FieldContext) => {
    const file = value as MultipartFile
    if (!field.isValid || !file?.tmpPath) return
    if ((await sniffPicture(file.tmpPath)) === null) {
      field.report('The picture must be a PNG or JPEG image.', 'pictureContent', field)
    }
  },
  { isAsync: true }
)

/** The optional picture field of a form. */
export function pictureField() {
  return vine
    .file({ size: PICTURE_MAX_BYTES, extnames: ['png', 'jpg', 'jpeg'] })
    .use(pictureContentRule())
    .optional()
}

/** Moves a validated upload into storage and returns its key. */
export async function storePicture(file: MultipartFile): Promise<string> {
  const kind = await sniffPicture(file.tmpPath!)
  if (!kind) throw new Error('storePicture called with an unchecked file')
  const key = `${PICTURE_FOLDER}/${randomUUID()}.${kind}`
  await mkdir(uploadsPath(PICTURE_FOLDER), { recursive: true })
  const target = uploadsPath(...key.split('/'))
  try {
    await rename(file.tmpPath!, target)
  } catch {
    // The temporary folder may be on another device.
    await copyFile(file.tmpPath!, target)
  }
  return key
}

/** Deletes a stored picture; a missing file is fine (already gone). */
export async function deletePicture(key: string | null | undefined) {
  if (!key || !PICTURE_KEY.test(key)) return
  await unlink(uploadsPath(...key.split('/'))).catch(() => {})
}

/** The URL a page shows a stored picture at. */
export function pictureUrl(key: string | null | undefined): string | null {
  return key && PICTURE_KEY.test(key) ? `/media/${key}` : null
}

export function pictureFilePath(key: string) {
  return join(uploadsPath(), ...key.split('/'))
}
