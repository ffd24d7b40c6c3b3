import { randomUUID } from 'node:crypto'
import { copyFile, mkdir, readFile, rename, unlink } from 'node:fs/promises'
import { crc32 } from 'node:zlib'
import app from '@adonisjs/core/services/app'
import vine from '@vinejs/vine'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import type { FieldContext } from '@vinejs/vine/types'

/**
 * Uploaded images: profile pictures (served to signed-in users) and the site logo (served to
 * everyone: the sign-in page shows it). PNG or JPEG only, at most 2 MB and 8000 × 8000 pixels,
 * checked by reading the file's structure (below), not by the name or the type the browser
 * claims. Stored under storage/uploads/<folder> with a random name and served by
 * MediaController.
 */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024
/** Longest side accepted: far beyond any picture or logo, and bounds decoding costs. */
export const IMAGE_MAX_SIDE = 8000
export const IMAGE_FOLDERS = ['pictures', 'logos'] as const
export type ImageFolder = (typeof IMAGE_FOLDERS)[number]

type ImageKind = 'png' | 'jpg'

export type ImageCheck =
  | { ok: true; kind: ImageKind; width: number; height: number }
  | { ok: false; problem: 'not_an_image' | 'damaged' | 'too_large' }

/** A stored image's key: `<folder>/<uuid>.<png|jpg>`; anything else is never served. */
const IMAGE_KEY = /^(pictures|logos)\/[0-9a-f-]{36}\.(png|jpg)$/

export function isImageKey(key: string, folder?: ImageFolder): boolean {
  return IMAGE_KEY.test(key) && (folder === undefined || key.startsWith(`${folder}/`))
}

function uploadsPath(key: string) {
  return app.makePath('storage', 'uploads', ...key.split('/'))
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** Bit depths PNG allows per colour type (PNG spec, IHDR). */
const PNG_BIT_DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
}

function sized(kind: ImageKind, width: number, height: number): ImageCheck {
  if (width === 0 || height === 0) return { ok: false, problem: 'damaged' }
  if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE) return { ok: false, problem: 'too_large' }
  return { ok: true, kind, width, height }
}

/**
 * PNG: the IHDR chunk first (its width, height, bit depth and colour type valid), every chunk
 * whole with a matching CRC, a palette before the data of a palette image, image data, and
 * IEND as the last bytes. A truncated or altered file fails a length or a CRC.
 */
function checkPng(bytes: Buffer): ImageCheck {
  let offset = PNG_SIGNATURE.length
  let header: { width: number; height: number; colorType: number } | null = null
  let palette = false
  let imageData = false
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset)
    const type = bytes.toString('latin1', offset + 4, offset + 8)
    const end = offset + 12 + length
    if (length > 0x7fffffff || end > bytes.length || !/^[A-Za-z]{4}$/.test(type)) break
    const crc = crc32(bytes.subarray(offset + 4, offset + 8 + length))
    if (crc !== bytes.readUInt32BE(offset + 8 + length)) return { ok: false, problem: 'damaged' }
    const data = bytes.subarray(offset + 8, offset + 8 + length)
    if (!header) {
      if (type !== 'IHDR' || length !== 13) return { ok: false, problem: 'damaged' }
      const colorType = data[9]
      const validDepth = PNG_BIT_DEPTHS[colorType]?.includes(data[8]) ?? false
      if (!validDepth || data[10] !== 0 || data[11] !== 0 || data[12] > 1) {
        return { ok: false, problem: 'damaged' }
      }
      header = { width: data.readUInt32BE(0), height: data.readUInt32BE(4), colorType }
    } else if (type === 'PLTE') {
      palette = true
    } else if (type === 'IDAT') {
      if (header.colorType === 3 && !palette) return { ok: false, problem: 'damaged' }
      imageData = true
    } else if (type === 'IEND') {
      // IEND ends the file: nothing may follow it (no data smuggled after the picture).
      if (length !== 0 || end !== bytes.length || !imageData)
        return { ok: false, problem: 'damaged' }
      return sized('png', header.width, header.height)
    }
    offset = end
  }
  return { ok: false, problem: 'damaged' }
}

/** JPEG start-of-frame markers (baseline, progressive, lossless, arithmetic): they carry the size. */
const JPEG_FRAME_MARKERS = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
])

/**
 * JPEG: the segments from SOI walked one by one (each length inside the file), a frame header
 * (SOFn) with the size before the first scan, each scan's entropy-coded data followed by a
 * marker, and EOI at the end. A truncated file runs out before EOI. Bytes after EOI are
 * allowed: cameras append their own data there.
 */
function checkJpeg(bytes: Buffer): ImageCheck {
  let offset = 2
  let size: { width: number; height: number } | null = null
  let scanned = false
  while (offset + 2 <= bytes.length) {
    if (bytes[offset] !== 0xff) return { ok: false, problem: 'damaged' }
    const marker = bytes[offset + 1]
    if (marker === 0xff) {
      // Fill byte before a marker.
      offset += 1
      continue
    }
    if (marker === 0xd9) {
      if (!size || !scanned) return { ok: false, problem: 'damaged' }
      return sized('jpg', size.width, size.height)
    }
    if (marker === 0xd8 || marker === 0x00) return { ok: false, problem: 'damaged' }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2
      continue
    }
    if (offset + 4 > bytes.length) break
    const length = bytes.readUInt16BE(offset + 2)
    const end = offset + 2 + length
    if (length < 2 || end > bytes.length) break
    if (JPEG_FRAME_MARKERS.has(marker)) {
      if (length < 8) return { ok: false, problem: 'damaged' }
      size = { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) }
    }
    offset = end
    if (marker === 0xda) {
      if (!size) return { ok: false, problem: 'damaged' }
      scanned = true
      // Entropy-coded data runs until a marker that is neither a stuffed 0xFF00 nor a restart.
      while (offset + 1 < bytes.length) {
        const next = bytes[offset + 1]
        if (bytes[offset] === 0xff && next !== 0x00 && !(next >= 0xd0 && next <= 0xd7)) break
        offset += 1
      }
      if (offset + 1 >= bytes.length) break
    }
  }
  return { ok: false, problem: 'damaged' }
}

/** What an uploaded file really is, read from its content; the whole file is parsed (≤ 2 MB). */
export async function inspectImage(path: string): Promise<ImageCheck> {
  const bytes = await readFile(path)
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return checkPng(bytes)
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return checkJpeg(bytes)
  }
  return { ok: false, problem: 'not_an_image' }
}

const PROBLEM_MESSAGES: Record<Exclude<ImageCheck, { ok: true }>['problem'], string> = {
  not_an_image: 'The {{ field }} must be a PNG or JPEG image.',
  damaged: 'The {{ field }} is damaged or incomplete. Choose another image.',
  too_large: `The {{ field }} must be at most ${IMAGE_MAX_SIDE} × ${IMAGE_MAX_SIDE} pixels.`,
}

/**
 * Refuses a file that is not a whole PNG or JPEG of a sane size, whatever its name says. It
 * runs after vine.file() has checked size and extension, so the file is in its temporary place.
 */
const imageContentRule = vine.createRule(
  async (value: unknown, _: undefined, field: FieldContext) => {
    const file = value as MultipartFile
    if (!field.isValid || !file?.tmpPath) return
    const check = await inspectImage(file.tmpPath)
    if (!check.ok) field.report(PROBLEM_MESSAGES[check.problem], 'imageContent', field)
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

/**
 * Moves a validated upload into storage and returns its key. The temp file does not outlive
 * the move (the uploads middleware removes whatever a request leaves behind).
 */
export async function storeImage(file: MultipartFile, folder: ImageFolder): Promise<string> {
  const check = await inspectImage(file.tmpPath!)
  if (!check.ok) throw new Error('storeImage called with an unchecked file')
  const key = `${folder}/${randomUUID()}.${check.kind}`
  await mkdir(app.makePath('storage', 'uploads', folder), { recursive: true })
  try {
    await rename(file.tmpPath!, uploadsPath(key))
  } catch {
    // The temporary folder may be on another device.
    await copyFile(file.tmpPath!, uploadsPath(key))
    await unlink(file.tmpPath!).catch(() => {})
  }
  file.markAsMoved(key.split('/')[1], uploadsPath(key))
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
