import { test } from '@japa/runner'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { crc32 } from 'node:zlib'
import testUtils from '@adonisjs/core/services/test_utils'
import { IMAGE_MAX_SIDE, inspectImage } from '#services/images'
import { makeUser } from '#tests/helpers/users'

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** One PNG chunk: length, type, data, CRC of type + data. */
function chunk(type: string, data: Buffer, crc?: number) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const checksum = Buffer.alloc(4)
  checksum.writeUInt32BE(crc ?? crc32(body))
  return Buffer.concat([length, body, checksum])
}

function header(width: number, height: number, colorType = 6, bitDepth = 8) {
  const data = Buffer.alloc(13)
  data.writeUInt32BE(width, 0)
  data.writeUInt32BE(height, 4)
  data[8] = bitDepth
  data[9] = colorType
  return chunk('IHDR', data)
}

/** The image data of a 1×1 RGBA pixel (zlib stream of one filter byte and 4 samples). */
const ONE_PIXEL = Buffer.from('789c63f8cfc0f01f00050001ff', 'hex')

function png(parts: Buffer[]) {
  return Buffer.concat([SIGNATURE, ...parts])
}

const VALID_PNG = png([header(1, 1), chunk('IDAT', ONE_PIXEL), chunk('IEND', Buffer.alloc(0))])

/** A real 4×3 baseline JPEG (Chromium's screenshot encoder). */
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAADAAQDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCeApRb/9k=',
  'base64'
)

/** The JPEG with its frame header (SOF0) claiming another width and height. */
function jpegSized(width: number, height: number) {
  const copy = Buffer.from(JPEG)
  const frame = copy.indexOf(Buffer.from([0xff, 0xc0]))
  copy.writeUInt16BE(height, frame + 5)
  copy.writeUInt16BE(width, frame + 7)
  return copy
}

let folder = ''

async function check(bytes: Buffer) {
  const path = join(folder, `image-${Math.random().toString(36).slice(2)}`)
  await writeFile(path, bytes)
  return inspectImage(path)
}

/**
 * Issue 10 §3: images were checked by their first bytes only. Now the structure is read: PNG
 * chunks (IHDR, CRCs, IEND), JPEG segments (frame size, scans, EOI); empty, huge and truncated
 * images are refused.
 */
test.group('Hardening: image checks', (group) => {
  group.setup(async () => {
    folder = await mkdtemp(join(tmpdir(), 'image-checks-'))
    return () => rm(folder, { recursive: true, force: true })
  })

  test('whole PNG and JPEG files pass with their real size', async ({ assert }) => {
    assert.deepEqual(await check(VALID_PNG), { ok: true, kind: 'png', width: 1, height: 1 })
    assert.deepEqual(await check(JPEG), { ok: true, kind: 'jpg', width: 4, height: 3 })
    // Cameras append data after a JPEG's end; that stays allowed.
    assert.deepEqual(await check(Buffer.concat([JPEG, Buffer.from('trailer')])), {
      ok: true,
      kind: 'jpg',
      width: 4,
      height: 3,
    })
  })

  test('truncated files are refused', async ({ assert }) => {
    for (const cut of [1, 12, 20, VALID_PNG.length - 9]) {
      assert.deepEqual(
        await check(VALID_PNG.subarray(0, VALID_PNG.length - cut)),
        { ok: false, problem: 'damaged' },
        `PNG without its last ${cut} bytes`
      )
    }
    for (const cut of [2, 10, 200, JPEG.length - 4]) {
      assert.deepEqual(
        await check(JPEG.subarray(0, JPEG.length - cut)),
        { ok: false, problem: 'damaged' },
        `JPEG without its last ${cut} bytes`
      )
    }
    assert.deepEqual(await check(SIGNATURE), { ok: false, problem: 'damaged' })
    assert.deepEqual(await check(Buffer.from([0xff, 0xd8, 0xff])), {
      ok: false,
      problem: 'damaged',
    })
  })

  test('altered or malformed PNG structure is refused', async ({ assert }) => {
    const flipped = Buffer.from(VALID_PNG)
    flipped[VALID_PNG.indexOf('IDAT') + 6] ^= 0xff
    const cases: Record<string, Buffer> = {
      'a changed byte (CRC mismatch)': flipped,
      'data after IEND': Buffer.concat([VALID_PNG, Buffer.from('<html>')]),
      'no IHDR first': png([
        chunk('IDAT', ONE_PIXEL),
        header(1, 1),
        chunk('IEND', Buffer.alloc(0)),
      ]),
      'no image data': png([header(1, 1), chunk('IEND', Buffer.alloc(0))]),
      'a bit depth the colour type does not allow': png([
        header(1, 1, 2, 4),
        chunk('IDAT', ONE_PIXEL),
        chunk('IEND', Buffer.alloc(0)),
      ]),
      'a palette image without a palette': png([
        header(1, 1, 3, 8),
        chunk('IDAT', ONE_PIXEL),
        chunk('IEND', Buffer.alloc(0)),
      ]),
    }
    for (const [name, bytes] of Object.entries(cases)) {
      assert.deepEqual(await check(bytes), { ok: false, problem: 'damaged' }, name)
    }
  })

  test('empty and huge dimensions are refused', async ({ assert }) => {
    const sized = (width: number, height: number) =>
      png([header(width, height), chunk('IDAT', ONE_PIXEL), chunk('IEND', Buffer.alloc(0))])
    assert.deepEqual(await check(sized(0, 10)), { ok: false, problem: 'damaged' })
    assert.deepEqual(await check(sized(10, 0)), { ok: false, problem: 'damaged' })
    assert.deepEqual(await check(sized(IMAGE_MAX_SIDE + 1, 1)), { ok: false, problem: 'too_large' })
    assert.deepEqual(await check(sized(1, 100_000)), { ok: false, problem: 'too_large' })
    assert.deepEqual(await check(sized(IMAGE_MAX_SIDE, IMAGE_MAX_SIDE)), {
      ok: true,
      kind: 'png',
      width: IMAGE_MAX_SIDE,
      height: IMAGE_MAX_SIDE,
    })
    assert.deepEqual(await check(jpegSized(0, 3)), { ok: false, problem: 'damaged' })
    assert.deepEqual(await check(jpegSized(4, 0)), { ok: false, problem: 'damaged' })
    assert.deepEqual(await check(jpegSized(65_000, 3)), { ok: false, problem: 'too_large' })
  })

  test('a form says why an image was refused, beside the field', async ({ client, cleanup }) => {
    cleanup(await testUtils.db().withGlobalTransaction())
    const user = await makeUser()
    const upload = (bytes: Buffer, filename: string) =>
      client
        .put('/my-account/profile')
        .header('referer', '/my-account/profile')
        .loginAs(user)
        .withCsrfToken()
        .field('first_name', 'Pic')
        .field('last_name', 'Ture')
        .file('picture', bytes, { filename })
        .redirects(0)

    const truncated = await upload(JPEG.subarray(0, 400), 'me.jpg')
    truncated.assertFlashMessage('inputErrorsBag', {
      picture: ['The picture is damaged or incomplete. Choose another image.'],
    })
    const huge = await upload(jpegSized(9000, 9000), 'me.jpg')
    huge.assertFlashMessage('inputErrorsBag', {
      picture: [`The picture must be at most ${IMAGE_MAX_SIDE} × ${IMAGE_MAX_SIDE} pixels.`],
    })
  })
})
