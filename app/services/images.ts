import { randomUUID } from 'node:crypto'
import { copyFile, mkdir, open, rename, unlink } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import vine from '@vinejs/vine'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import type { FieldContext } from '@vinejs/vine/types'

/**
 * Uploaded images: profile pictures (served to signed-in users) and the site logo (served to
 * everyone: the sign-in page shows it). PNG or JPEG only, at most 2 MB, checked by content
 * (the first bytes), not by the name or the type the browser claims. Stored under
 * storage/uploads/<folder> with a random name and served by MediaController.
 */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024
export const IMAGE_FOLDERS = ['pictures', 'logos'] as const
export type ImageFolder = (typeof IMAGE_FOLDERS)[number]

const SIGNATURES = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpg: [0xff, 0xd8, 0xff],
} as const
type ImageKind = keyof typeof SIGNATURES

/** A stored image's key: `<folder>/<uuid>.<png|jpg>`; anything else is never served. */
const IMAGE_KEY = /^(pictures|logos)\/[0-9a-f-]{36}\.(png|jpg)$/

export function isImageKey(key: string, folder?: ImageFolder): boolean {
  return IMAGE_KEY.test(key) && (folder === undefined || key.startsWith(`${folder}/`))
}

function uploadsPath(key: string) {
  return app.makePath('storage', 'uploads', ...key.split('/'))
}

/** What the file really is, from its first bytes; null when it is neither PNG nor JPEG. */
async function sniffImage(path: string): Promise<ImageKind | null> {
  const handle = await open(path, 'r')
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(8), 0, 8, 0)
    const kinds = Object.entries(SIGNATURES) as [ImageKind, readonly number[]][]
    const match = kinds.find(
      ([, signature]) =>
        bytesRead >= signature.length && signature.every((byte, index) => buffer[index] === byte)
    )
    return match ? match[0] : null
  } finally {
    await handle.close()
  }
}

/**
 * Refuses a file whose content is not PNG or JPEG, whatever its name says. It runs after
 * vine.file() has checked size and extension, so the file is in its temporary place.
 */
const imageContentRule = vine.createRule(
  async (value: unknown, _: undefined, field: FieldContext) => {
    const file = value as MultipartFile
    if (!field.isValid || !file?.tmpPath) return
    if ((await sniffImage(file.tmpPath)) === null) {
      field.report('The {{ field }} must be a PNG or JPEG image.', 'imageContent', field)
    }
  },
  { isAsync: true }
)

/** An optional image field of a form (messages: start/validator.ts `file.*`). */
export function imageField() {
  return vine
    .file({ size: IMAGE_MAX_BYTES, extnames: ['png', 'jpg', 'jpeg'] })
    .use(imageContentRule())
    .optional()
}

/** Moves a validated upload into storage and returns its key. */
export async function storeImage(file: MultipartFile, folder: ImageFolder): Promise<string> {
  const kind = await sniffImage(file.tmpPath!)
  if (!kind) throw new Error('storeImage called with an unchecked file')
  const key = `${folder}/${randomUUID()}.${kind}`
  await mkdir(app.makePath('storage', 'uploads', folder), { recursive: true })
  try {
    await rename(file.tmpPath!, uploadsPath(key))
  } catch {
    // The temporary folder may be on another device.
    await copyFile(file.tmpPath!, uploadsPath(key))
  }
  return key
}

/** Deletes a stored image; a missing file is fine (already gone). */
export async function deleteImage(key: string | null | undefined) {
  if (!key || !isImageKey(key)) return
  await unlink(uploadsPath(key)).catch(() => {})
}

/** The URL a page shows a stored image at. */
export function imageUrl(key: string | null | undefined): string | null {
  return key && isImageKey(key) ? `/media/${key}` : null
}

/** Where a stored image is on disk (the key must have been checked with isImageKey). */
export function imageFilePath(key: string) {
  return uploadsPath(key)
}
