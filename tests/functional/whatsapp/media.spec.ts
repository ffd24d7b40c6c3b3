import { createHash } from 'node:crypto'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { MEDIA_LIMITS } from '#contracts/whatsapp'
import { caseFileDisk } from '#services/case_file_uploads'
import { useFakeGraph } from '#tests/helpers/fake_graph'
import type { FakeGraph } from '#services/whatsapp/fake_graph'
import { storeInboundMedia } from '#services/whatsapp/inbound_media'
import { markCommittedRows } from '#tests/helpers/races'

/**
 * An inbound message's media kept (issue 31) from the fake Cloud API: stored under whatsapp/
 * when its sha256 matches, failed in words when it does not or the file is over its limit.
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
