import { readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { caseFileDisk } from '#services/case_file_uploads'
import { QUEUE_REFUSALS } from '#services/whatsapp/contact_queue'
import { statusErrorWords } from '#services/whatsapp/error_words'
import type { FakeGraph } from '#services/whatsapp/fake_graph'
import { OUTBOUND_MEDIA_TEMP_PREFIX } from '#services/whatsapp/outbound_media'
import { PNG } from '#tests/helpers/images'
import { resetFakeGraph, useFakeGraph } from '#tests/helpers/fake_graph'
import { markCommittedRows } from '#tests/helpers/races'
import { makeUser } from '#tests/helpers/users'

/**
 * An agent sends a file in a WhatsApp conversation (issue 31) through the route, against the
 * fake Cloud API: the fake keeps what was uploaded (the bytes compared) and what was sent (the
 * media id named), and the message row ends as the API's answers say. The tests' queue is sync,
 * so the send job has run (retries included) when the request returns.
 */

const HOUR = 60 * 60 * 1000
const MB = 1024 * 1024
let fake: FakeGraph
let sequence = 0

/** A JPEG as the sniffer knows one: start of image, a segment, end of image. */
function jpeg(size = 2048): Buffer {
  const bytes = Buffer.alloc(size, 0x11)
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]).copy(bytes, 0)
  Buffer.from('JFIF\0', 'latin1').copy(bytes, 6)
  Buffer.from([0xff, 0xd9]).copy(bytes, size - 2)
  return bytes
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n')
/** A Windows program, named as a photo. */
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(512, 0x41)])
/** An MP3 as WhatsApp takes it: an ID3 tag, then frames. */
const MP3 = Buffer.concat([Buffer.from('ID3\x04\x00\x00', 'latin1'), Buffer.alloc(1024, 0x55)])

function member(): string {
  sequence += 1
  return `6017${String(Date.now() % 1e5).padStart(5, '0')}${String(sequence).padStart(2, '0')}`
}

async function centerId(code: string): Promise<number> {
  const row: { id: number } = await db.from('centers').where('code', code).firstOrFail()
  return Number(row.id)
}

const agent = (centers = ['KUL']) => makeUser({ permissions: ['access-whatsapp'], centers })

/** A contact as the take leaves it: held by `holder`, its reply deadline running. */
async function heldContact(
  waId: string,
  holder: User | null,
  values: Record<string, unknown> = {}
): Promise<number> {
  const [row] = await db
    .table('whatsapp_contacts')
    .insert({
      center_id: await centerId('KUL'),
      phone_number_id: fake.numbers[0].phoneNumberId,
      wa_id: waId,
      full_name: 'Aisha',
      status: holder ? 'assigned' : 'queued',
      agent_id: holder?.id ?? null,
      assigned_at: holder ? new Date() : null,
      reply_due_at: holder ? new Date(Date.now() + 5 * 60_000) : null,
      queued_at: new Date(),
      last_inbound_at: new Date(Date.now() - HOUR),
      ...values,
    })
    .returning('id')
  return Number(row.id)
}

/** A member who wrote through the fake (its window open) and a contact held by `holder`. */
async function conversation(holder: User): Promise<{ number: string; contactId: number }> {
  const number = member()
  await fake.emitInbound({ from: number, text: 'Here is my claim' })
  return { number, contactId: await heldContact(number, holder) }
}

const mediaUrl = (id: number) => `/messaging/whatsapp/contacts/${id}/send-media`

function sendFile(
  client: ApiClient,
  user: User,
  contactId: number,
  file: { bytes: Buffer; filename: string } | null,
  fields: Record<string, string> = {}
) {
  let request = client
    .post(mediaUrl(contactId))
    .loginAs(user)
    .withCsrfToken()
    .header('accept', 'application/json')
    .redirects(0)
  for (const [name, value] of Object.entries(fields)) request = request.field(name, value)
  if (file) request = request.file('file', file.bytes, { filename: file.filename })
  return request
}

type MessageRow = {
  id: number
  type: string
  body: string
  content: Record<string, unknown>
  wamid: string | null
  status: string
  error_code: number | null
  error_text: string | null
  media_id: string | null
  media_mime: string | null
  media_size: number | null
  media_path: string | null
  media_status: string | null
  sent_by_id: number | null
}

const messagesOf = (contactId: number): Promise<MessageRow[]> =>
  db.from('whatsapp_messages').where('contact_id', contactId).orderBy('id')

/** What the disk holds for a contact's conversation. */
async function storedFor(contactId: number): Promise<string[]> {
  const listed = await caseFileDisk().listAll(`whatsapp/${await centerId('KUL')}/${contactId}`, {
    recursive: true,
  })
  return [...listed.objects].filter((item) => item.isFile).map((item) => item.key)
}

/** This server's temp files of outbound media still on disk. */
async function leftovers(): Promise<string[]> {
  const names = await readdir(tmpdir())
  return names.filter((name) => name.startsWith(OUTBOUND_MEDIA_TEMP_PREFIX))
}

const uploadCalls = () =>
  fake.requests.filter((call) => call.method === 'POST' && call.path.endsWith('/media'))

test.group('WhatsApp sending media', (group) => {
  group.setup(async () => {
    const removeCommitted = await markCommittedRows()
    const [{ top }] = await db.from('whatsapp_contacts').max('id as top')
    const graph = await useFakeGraph()
    fake = graph.fake
    return async () => {
      await graph.stop()
      const gone: { center_id: number; id: number }[] = await db
        .from('whatsapp_contacts')
        .where('id', '>', top ?? 0)
        .select('center_id', 'id')
      for (const contact of gone) {
        await caseFileDisk().deleteAll(`whatsapp/${contact.center_id}/${contact.id}`)
      }
      await db
        .from('whatsapp_contacts')
        .where('id', '>', top ?? 0)
        .delete()
      await removeCommitted()
    }
  })
  group.each.setup(() => resetFakeGraph(fake))
  group.each.timeout(60_000)

  test('a photo: uploaded once with its bytes, sent by its media id, the row sent and the deadline cleared', async ({
    client,
    assert,
  }) => {
    const holder = await agent()
    const { number, contactId } = await conversation(holder)
    const photo = jpeg(40_000)

    const response = await sendFile(client, holder, contactId, {
      bytes: photo,
      filename: 'passport.jpg',
    })
    response.assertStatus(200)

    assert.lengthOf(fake.uploads, 1)
    const [upload] = fake.uploads
    assert.isTrue(upload.bytes.equals(photo), 'the fake received the very bytes sent')
    assert.equal(upload.type, 'image/jpeg')
    assert.equal(upload.mimeType, 'image/jpeg')
    assert.equal(upload.filename, 'passport.jpg')
    assert.lengthOf(fake.sent, 1)
    assert.equal(fake.sent[0].to, number)
    assert.equal(fake.sent[0].type, 'image')
    assert.deepEqual(fake.sent[0].body.image, { id: upload.id })

    const [message] = await messagesOf(contactId)
    assert.equal(message.id, response.body().messageId)
    assert.equal(message.type, 'image')
    assert.equal(message.body, 'Photo')
    assert.equal(message.status, 'sent')
    assert.equal(message.wamid, fake.sent[0].wamid)
    assert.equal(message.media_id, upload.id)
    assert.equal(message.media_mime, 'image/jpeg')
    assert.equal(message.media_size, photo.length)
    assert.equal(message.media_status, 'stored')
    assert.equal(message.sent_by_id, holder.id)
    assert.equal(message.media_path, `whatsapp/${await centerId('KUL')}/${contactId}/${message.id}`)
    const kept = Buffer.from(await caseFileDisk().getBytes(message.media_path!))
    assert.isTrue(kept.equals(photo), 'the file is kept where the thread reads it')

    const contact = await db.from('whatsapp_contacts').where('id', contactId).firstOrFail()
    assert.isNull(contact.reply_due_at, 'the first reply clears the return to the queue')
    assert.equal(contact.last_message_preview, 'Photo')
    assert.deepEqual(await leftovers(), [])

    // The thread shows it from the media route, as an inbound photo.
    const served = await client
      .get(`/messaging/whatsapp/media/${message.id}`)
      .loginAs(holder)
      .redirects(0)
    served.assertStatus(200)
    assert.equal(served.header('content-type'), 'image/jpeg')
  })

  test('a document goes with its caption and file name; a PNG photo with a caption', async ({
    client,
    assert,
  }) => {
    const holder = await agent()
    const { contactId } = await conversation(holder)

    const response = await sendFile(
      client,
      holder,
      contactId,
      { bytes: PDF, filename: 'claim form.pdf' },
      { caption: '  The form to sign  ' }
    )
    response.assertStatus(200)
    const picture = await sendFile(
      client,
      holder,
      contactId,
      { bytes: PNG, filename: 'receipt.png' },
      { caption: 'Your receipt' }
    )
    picture.assertStatus(200)

    assert.lengthOf(fake.uploads, 2)
    assert.isTrue(fake.uploads[0].bytes.equals(PDF))
    assert.equal(fake.uploads[0].type, 'application/pdf')
    assert.equal(fake.sent[0].type, 'document')
    assert.deepEqual(fake.sent[0].body.document, {
      id: fake.uploads[0].id,
      caption: 'The form to sign',
      filename: 'claim form.pdf',
    })
    assert.equal(fake.sent[1].type, 'image')
    assert.deepEqual(fake.sent[1].body.image, { id: fake.uploads[1].id, caption: 'Your receipt' })

    const [document, image] = await messagesOf(contactId)
    assert.equal(document.type, 'document')
    assert.equal(document.body, 'The form to sign')
    assert.deepInclude(document.content, {
      filename: 'claim form.pdf',
      caption: 'The form to sign',
    })
    assert.equal(document.status, 'sent')
    assert.equal(image.media_mime, 'image/png')
    assert.equal(image.status, 'sent')
  })

  test('an audio file is an audio message and takes no caption', async ({ client, assert }) => {
    const holder = await agent()
    const { contactId } = await conversation(holder)

    const captioned = await sendFile(
      client,
      holder,
      contactId,
      { bytes: MP3, filename: 'note.mp3' },
      { caption: 'Listen' }
    )
    captioned.assertStatus(422)
    assert.equal(captioned.body().errors[0].field, 'caption')
    assert.lengthOf(await messagesOf(contactId), 0)

    const response = await sendFile(client, holder, contactId, { bytes: MP3, filename: 'note.mp3' })
    response.assertStatus(200)
    assert.equal(fake.sent[0].type, 'audio')
    assert.deepEqual(fake.sent[0].body.audio, { id: fake.uploads[0].id })
    assert.equal(fake.uploads[0].type, 'audio/mpeg')
    const [message] = await messagesOf(contactId)
    assert.equal(message.body, 'Audio')
    assert.equal(message.status, 'sent')
    assert.deepEqual(await leftovers(), [])
  })

  test('outside the 24-hour window a file is refused before anything is read, stored or called', async ({
    client,
    assert,
  }) => {
    const holder = await agent()
    const stale = await heldContact(member(), holder, {
      last_inbound_at: new Date(Date.now() - 25 * HOUR),
    })
    const never = await heldContact(member(), holder, { last_inbound_at: null })
    for (const contactId of [stale, never]) {
      const response = await sendFile(client, holder, contactId, {
        bytes: jpeg(),
        filename: 'photo.jpg',
      })
      response.assertStatus(409)
      assert.equal(response.body().message, statusErrorWords(131047))
      assert.lengthOf(await messagesOf(contactId), 0)
      assert.deepEqual(await storedFor(contactId), [])
    }
    assert.lengthOf(fake.requests, 0, 'the API was never called')
    assert.deepEqual(await leftovers(), [])
  })

  test('only the holder sends a file; another center is 404; no permission is 403', async ({
    client,
    assert,
  }) => {
    const holder = await agent()
    const other = await agent()
    const held = await heldContact(member(), holder)
    const queued = await heldContact(member(), null)
    const photo = { bytes: jpeg(), filename: 'photo.jpg' }

    const notMine = await sendFile(client, other, held, photo)
    notMine.assertStatus(409)
    assert.equal(notMine.body().message, QUEUE_REFUSALS.heldByOther)
    const notTaken = await sendFile(client, holder, queued, photo)
    notTaken.assertStatus(409)
    assert.match(notTaken.body().message, /Take this conversation/)

    const elsewhere = await agent(['BKK'])
    const fromElsewhere = await sendFile(client, elsewhere, held, photo)
    fromElsewhere.assertStatus(404)
    const noPermission = await makeUser({ centers: ['KUL'] })
    const withoutPermission = await sendFile(client, noPermission, held, photo)
    withoutPermission.assertStatus(403)

    for (const contactId of [held, queued]) {
      assert.lengthOf(await messagesOf(contactId), 0)
      assert.deepEqual(await storedFor(contactId), [])
    }
    assert.lengthOf(fake.requests, 0)
  })

  test('a file over its limit, a program named .jpg, an empty file, no file: field errors, nothing written', async ({
    client,
    assert,
  }) => {
    const holder = await agent()
    const { contactId } = await conversation(holder)
    const cases: {
      file: { bytes: Buffer; filename: string } | null
      words: RegExp
      fields?: Record<string, string>
    }[] = [
      { file: { bytes: jpeg(5 * MB + 10), filename: 'big.jpg' }, words: /photo is at most 5 MB/ },
      {
        file: { bytes: Buffer.concat([PDF, Buffer.alloc(17 * MB)]), filename: 'huge.pdf' },
        words: /at most 16 MB/,
      },
      { file: { bytes: EXE, filename: 'holiday.jpg' }, words: /is a program/ },
      { file: { bytes: Buffer.alloc(0), filename: 'nothing.jpg' }, words: /is empty/ },
      {
        // A GIF: a picture WhatsApp does not carry.
        file: {
          bytes: Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(64, 0)]),
          filename: 'smile.gif',
        },
        words: /cannot be sent on WhatsApp/,
      },
      { file: null, words: /Choose a file/, fields: { caption: 'No file here' } },
    ]
    for (const { file, words, fields } of cases) {
      const response = await sendFile(client, holder, contactId, file, fields)
      assert.equal(response.status(), 422, file?.filename ?? 'no file')
      const [error] = response.body().errors
      assert.equal(error.field, 'file', file?.filename ?? 'no file')
      assert.match(error.message, words)
    }
    assert.lengthOf(await messagesOf(contactId), 0)
    assert.deepEqual(await storedFor(contactId), [])
    assert.lengthOf(fake.requests, 0)
    assert.deepEqual(await leftovers(), [])
  })

  test('a refused upload ends the message failed in plain words', async ({ client, assert }) => {
    const holder = await agent()
    const { contactId } = await conversation(holder)
    fake.setOptions({
      failNextUploads: [{ status: 400, code: 131053, message: '(#131053) Media upload error' }],
    })

    const response = await sendFile(client, holder, contactId, { bytes: PDF, filename: 'a.pdf' })
    response.assertStatus(200)

    const [message] = await messagesOf(contactId)
    assert.equal(message.status, 'failed')
    assert.equal(message.error_code, 131053)
    assert.equal(message.error_text, statusErrorWords(131053))
    assert.isNull(message.media_id)
    assert.isNull(message.wamid)
    assert.lengthOf(fake.sent, 0)
    assert.lengthOf(uploadCalls(), 1)
  })

  test('a send that fails after the upload is tried again without uploading twice', async ({
    client,
    assert,
  }) => {
    const holder = await agent()
    const { contactId } = await conversation(holder)
    fake.setOptions({
      failNext: [{ status: 503, code: 2, message: 'Service temporarily unavailable' }],
    })

    const response = await sendFile(client, holder, contactId, {
      bytes: jpeg(),
      filename: 'photo.jpg',
    })
    response.assertStatus(200)

    assert.lengthOf(uploadCalls(), 1, 'uploaded once')
    const sends = fake.requests.filter((call) => call.path.endsWith('/messages'))
    assert.lengthOf(sends, 2, 'the refused send, then the send')
    assert.lengthOf(fake.sent, 1)
    const [message] = await messagesOf(contactId)
    assert.equal(message.status, 'sent')
    assert.equal(message.media_id, fake.uploads[0].id)
    assert.deepEqual(fake.sent[0].body.image, { id: fake.uploads[0].id })
  })
})
