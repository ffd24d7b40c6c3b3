import { createHash } from 'node:crypto'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { MEDIA_LIMITS } from '#contracts/whatsapp'
import { caseFileDisk } from '#services/case_file_uploads'
import { useFakeGraph } from '#tests/helpers/fake_graph'
import type { FakeGraph } from '#services/whatsapp/fake_graph'
import { storeInboundMedia } from '#services/whatsapp/inbound_media'
import { markCommittedRows } from '#tests/helpers/races'
import { APP_SECRET, BASE, NUMBER_ID, setUpWhatsapp } from '#tests/helpers/whatsapp_webhooks'
import { forgetRefusals } from '#services/whatsapp/webhook_intake'

/**
 * An inbound message's media kept (issue 31) from the fake Cloud API: stored under whatsapp/
 * when its sha256 matches, failed in words when it does not or the file is over its limit. The
 * second group goes the whole way: the fake posts a member's photo to the webhook, the event's
 * processing queues the download in its transaction, and the file ends on the disk.
 */

let fake: FakeGraph
let sequence = 0

const sha = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex')

/** A media message as the inbound processing leaves it: media `pending`. */
async function pendingMedia(type: string, mediaId: string, sha256: string): Promise<number> {
  sequence += 1
  const [center] = await db.from('centers').where('code', 'KUL').select('id')
  const [contact] = await db
    .table('whatsapp_contacts')
    .insert({
      center_id: center.id,
      phone_number_id: fake.numbers[0].phoneNumberId,
      wa_id: `6018${Date.now() % 1e6}${sequence}`,
      status: 'queued',
      queued_at: new Date(),
    })
    .returning('id')
  const [message] = await db
    .table('whatsapp_messages')
    .insert({
      contact_id: contact.id,
      center_id: center.id,
      wamid: `wamid.media.${Date.now()}.${sequence}`,
      direction: 'inbound',
      type,
      status: 'received',
      media_id: mediaId,
      media_sha256: sha256,
      media_status: 'pending',
      sent_at: new Date(),
    })
    .returning('id')
  return Number(message.id)
}

test.group('WhatsApp inbound media', (group) => {
  group.setup(async () => {
    const removeCommitted = await markCommittedRows()
    const graph = await useFakeGraph()
    fake = graph.fake
    return async () => {
      await graph.stop()
      await removeCommitted()
    }
  })

  test('a file whose sha256 matches is stored under whatsapp/', async ({ assert }) => {
    const bytes = Buffer.from('%PDF-1.4 the policy card')
    const id = await pendingMedia('document', fake.addMedia(bytes, 'application/pdf'), sha(bytes))
    await storeInboundMedia(id)
    const row = await db.from('whatsapp_messages').where('id', id).firstOrFail()
    assert.equal(row.media_status, 'stored')
    assert.equal(row.media_size, bytes.length)
    assert.match(row.media_path, /^whatsapp\//)
    const kept = Buffer.from(await caseFileDisk().getBytes(row.media_path))
    assert.equal(sha(kept), sha(bytes))
    await caseFileDisk().delete(row.media_path)
  })

  test('a wrong sha256 or an oversized file ends failed in words', async ({ assert }) => {
    const bytes = Buffer.from('a photo')
    const wrong = await pendingMedia('image', fake.addMedia(bytes, 'image/jpeg'), sha('another'))
    const huge = Buffer.alloc(MEDIA_LIMITS.image + 1, 1)
    const oversized = await pendingMedia('image', fake.addMedia(huge, 'image/jpeg'), sha(huge))
    await storeInboundMedia(wrong)
    await storeInboundMedia(oversized)
    for (const id of [wrong, oversized]) {
      const row = await db.from('whatsapp_messages').where('id', id).firstOrFail()
      assert.equal(row.media_status, 'failed')
      assert.isNull(row.media_path)
      assert.isString(row.error_text)
    }
  })
})

type StoredMedia = {
  id: number
  center_id: number
  contact_id: number
  media_status: string | null
  media_path: string | null
  media_size: number | null
  media_mime: string | null
  error_text: string | null
}

test.group('WhatsApp inbound media, from the webhook to the disk', (group) => {
  let graph: FakeGraph
  let removeCommitted: () => Promise<void>
  let sender = 0

  group.setup(async () => {
    const started = await useFakeGraph({
      appSecret: APP_SECRET,
      appWebhookUrl: `${BASE}/webhooks/whatsapp`,
      numbers: [{ phoneNumberId: NUMBER_ID, displayPhoneNumber: '15550001111' }],
    })
    graph = started.fake
    // The number → a center and the app secret the fake signs with.
    await setUpWhatsapp()
    return () => started.stop()
  })
  group.each.setup(async () => {
    removeCommitted = await markCommittedRows()
    graph.setOptions({ duplicate: 1 })
    return async () => {
      await removeCommitted()
      await forgetRefusals('127.0.0.1')
    }
  })

  /** A member's message through the fake's webhook; answers the stored row once all settled. */
  async function arrive(
    media: { bytes: Buffer; mimeType: string; caption?: string },
    content: Record<string, unknown> = {}
  ): Promise<StoredMedia> {
    sender += 1
    const sent = await graph.emitInbound({
      from: `6012${String(Date.now()).slice(-6)}${sender}`,
      name: 'Aisha Rahman',
      type: 'image',
      media,
      content,
    })
    await graph.settled()
    return db.from('whatsapp_messages').where('wamid', sent.wamid).firstOrFail()
  }

  test('a photo sent through the fake ends stored, the same bytes on the disk', async ({
    assert,
  }) => {
    const bytes = Buffer.from('\xff\xd8\xff\xe0 a photo of the insurance card', 'latin1')
    const row = await arrive({ bytes, mimeType: 'image/jpeg', caption: 'My card' })
    assert.equal(row.media_status, 'stored', row.error_text ?? undefined)
    assert.equal(row.media_size, bytes.length)
    assert.equal(row.media_mime, 'image/jpeg')
    assert.match(row.media_path!, new RegExp(`^whatsapp/\\d+/\\d+/${row.id}$`))
    const kept = Buffer.from(await caseFileDisk().getBytes(row.media_path!))
    assert.equal(sha(kept), sha(bytes))
    // Queued through the outbox, in the message's own transaction, and delivered.
    const jobs = await db
      .from('outbox_messages')
      .where({ kind: 'job', name: 'StoreWhatsappMedia', subject: `whatsapp_message:${row.id}` })
      .select('delivered_at')
    assert.lengthOf(jobs, 1)
    assert.isNotNull(jobs[0].delivered_at)
    await caseFileDisk().delete(row.media_path!)
  })

  test('a photo whose sha256 does not match ends failed in plain words, nothing kept', async ({
    assert,
  }) => {
    const bytes = Buffer.from('the bytes WhatsApp serves')
    const row = await arrive({ bytes, mimeType: 'image/jpeg' }, { sha256: sha('something else') })
    assert.equal(row.media_status, 'failed')
    assert.equal(row.error_text, 'The file WhatsApp gave does not match the one the member sent.')
    assert.isNull(row.media_path)
    const key = `whatsapp/${row.center_id}/${row.contact_id}/${row.id}`
    assert.isFalse(await caseFileDisk().exists(key))
  })

  test('one photo delivered three times at once is one message, one job and one download', async ({
    assert,
  }) => {
    graph.setOptions({ duplicate: 3 })
    const before = graph.requests.length
    const bytes = Buffer.from('a photo delivered three times')
    const row = await arrive({ bytes, mimeType: 'image/png' })
    assert.equal(row.media_status, 'stored', row.error_text ?? undefined)
    const deliveries = await db.from('whatsapp_webhook_events').select('status')
    assert.deepEqual(
      deliveries.map((event) => event.status),
      ['processed', 'processed', 'processed']
    )
    const jobs = await db
      .from('outbox_messages')
      .where({ kind: 'job', name: 'StoreWhatsappMedia' })
      .select('subject')
    assert.deepEqual(
      jobs.map((job) => job.subject),
      [`whatsapp_message:${row.id}`]
    )
    // One media lookup and one download at the API: the duplicates queued nothing.
    assert.deepEqual(
      graph.requests.slice(before).map((call) => call.method),
      ['GET', 'GET']
    )
    await caseFileDisk().delete(row.media_path!)
  })
})
