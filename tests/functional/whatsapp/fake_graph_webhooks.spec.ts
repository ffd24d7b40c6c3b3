import { createHmac } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { test } from '@japa/runner'
import { GraphClient } from '#services/whatsapp/graph_client'
import { startFakeGraph, type FakeGraph } from '#services/whatsapp/fake_graph'

/**
 * What the fake Cloud API posts to the app: signed over the exact bytes with the app secret,
 * and duplicated, reordered, left without `read`, delayed or delivered again as its options say.
 * A tiny HTTP server stands in for the app's webhook and keeps every post as received.
 */

const APP_SECRET = 'the-app-secret-of-the-test'

interface Captured {
  raw: Buffer
  signature: string | undefined
  receivedAt: number
}

let fake: FakeGraph
let app: Server
let captured: Captured[] = []
/** The status the stand-in answers with, per post (index in arrival order); 200 otherwise. */
let answers: number[] = []

function statusesOf(posts: Captured[]): string[] {
  return posts.map((post) => {
    const body = JSON.parse(post.raw.toString('utf8'))
    return body.entry[0].changes[0].value.statuses[0].status as string
  })
}

test.group('The fake Cloud API: webhooks to the app', (group) => {
  group.setup(async () => {
    app = createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        captured.push({
          raw: Buffer.concat(chunks),
          signature: request.headers['x-hub-signature-256'] as string | undefined,
          receivedAt: Date.now(),
        })
        response.writeHead(answers[captured.length - 1] ?? 200).end()
      })
    })
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve))
    return () => new Promise<void>((resolve) => app.close(() => resolve()))
  })
  // One hook per server: when the fake fails to start, the app's stand-in still closes.
  group.setup(async () => {
    const port = (app.address() as AddressInfo).port
    fake = await startFakeGraph({
      appSecret: APP_SECRET,
      appWebhookUrl: `http://127.0.0.1:${port}/webhooks/whatsapp`,
    })
    return () => fake.close()
  })
  group.each.setup(() => {
    captured = []
    answers = []
    fake.deliveries.length = 0
    fake.setOptions({
      duplicate: 1,
      reorder: false,
      omitRead: false,
      delayMs: 0,
      failFirst: 0,
      retryBaseMs: 20,
    })
  })

  test('an inbound message is signed with the app secret over the exact bytes', async ({
    assert,
  }) => {
    const sent = await fake.emitInbound({ from: '60123456789', name: 'Aisha Rahman', text: 'Hi' })
    await fake.settled()
    assert.lengthOf(captured, 1)
    const [post] = captured
    // Computed here, independently of the fake, over the bytes as they arrived.
    const expected = `sha256=${createHmac('sha256', APP_SECRET).update(post.raw).digest('hex')}`
    assert.equal(post.signature, expected)
    const wrongSecret = createHmac('sha256', 'another-secret').update(post.raw).digest('hex')
    assert.notEqual(post.signature, `sha256=${wrongSecret}`)

    const body = JSON.parse(post.raw.toString('utf8'))
    assert.equal(body.object, 'whatsapp_business_account')
    assert.equal(body.entry[0].id, fake.wabaId)
    const value = body.entry[0].changes[0].value
    assert.equal(body.entry[0].changes[0].field, 'messages')
    assert.equal(value.metadata.phone_number_id, fake.numbers[0].phoneNumberId)
    assert.deepEqual(value.contacts, [{ profile: { name: 'Aisha Rahman' }, wa_id: '60123456789' }])
    assert.lengthOf(value.messages, 1)
    assert.deepInclude(value.messages[0], {
      from: '60123456789',
      id: sent.wamid,
      type: 'text',
      text: { body: 'Hi' },
    })
    assert.match(value.messages[0].timestamp, /^\d+$/)
    assert.notProperty(value, 'statuses')
  })

  test('media, location and unsupported messages carry their own objects', async ({ assert }) => {
    const photo = await fake.emitInbound({
      from: '60123456789',
      type: 'image',
      media: { bytes: 'jpeg bytes', mimeType: 'image/jpeg', caption: 'My passport' },
    })
    await fake.emitInbound({
      from: '60123456789',
      type: 'location',
      content: { latitude: 3.139, longitude: 101.6869, name: 'KL Sentral' },
    })
    await fake.emitInbound({
      from: '60123456789',
      type: 'unsupported',
      extra: { errors: [{ code: 131051, title: 'Message type unknown' }] },
    })
    await fake.settled()
    const messages = captured.map(
      (post) => JSON.parse(post.raw.toString('utf8')).entry[0].changes[0].value.messages[0]
    )
    assert.deepInclude(messages[0].image, {
      id: photo.mediaId,
      mime_type: 'image/jpeg',
      caption: 'My passport',
    })
    assert.match(messages[0].image.sha256, /^[0-9a-f]{64}$/)
    assert.deepEqual(messages[1].location, {
      latitude: 3.139,
      longitude: 101.6869,
      name: 'KL Sentral',
    })
    assert.equal(messages[2].errors[0].code, 131051)
  })

  test('after a send: sent, delivered, read; reorder and omit-read do what they say', async ({
    assert,
  }) => {
    const member = '60111111111'
    await fake.emitInbound({ from: member, text: 'Hello' })
    await fake.settled()
    const client = new GraphClient({
      apiRoot: fake.apiRoot,
      accessToken: fake.accessToken,
      phoneNumberId: fake.numbers[0].phoneNumberId,
    })

    captured = []
    const inOrder = await client.sendText(member, 'one')
    await fake.settled()
    assert.deepEqual(statusesOf(captured), ['sent', 'delivered', 'read'])
    for (const post of captured) {
      const status = JSON.parse(post.raw.toString('utf8')).entry[0].changes[0].value.statuses[0]
      assert.equal(status.id, inOrder.wamid)
      assert.equal(status.recipient_id, member)
    }

    captured = []
    fake.setOptions({ reorder: true })
    await client.sendText(member, 'two')
    await fake.settled()
    assert.deepEqual(statusesOf(captured), ['read', 'delivered', 'sent'])

    captured = []
    fake.setOptions({ reorder: false, omitRead: true })
    await client.sendText(member, 'three')
    await fake.settled()
    assert.deepEqual(statusesOf(captured), ['sent', 'delivered'])
  })

  test('duplicate posts the same signed bytes several times', async ({ assert }) => {
    fake.setOptions({ duplicate: 3 })
    await fake.emitInbound({ from: '60122222222', text: 'Once, thrice' })
    await fake.settled()
    assert.lengthOf(captured, 3)
    for (const post of captured) {
      assert.isTrue(post.raw.equals(captured[0].raw))
      assert.equal(post.signature, captured[0].signature)
    }
  })

  test('failed deliveries are posted again with a growing wait, like Meta', async ({ assert }) => {
    // The app answers 500 to the first post; the fake also "loses" the second one's answer.
    answers = [500]
    fake.setOptions({ failFirst: 2, retryBaseMs: 40 })
    await fake.emitInbound({ from: '60133333333', text: 'Are you there?' })
    await fake.settled()
    assert.lengthOf(captured, 3)
    assert.isTrue(captured[2].raw.equals(captured[0].raw))
    assert.deepEqual(
      fake.deliveries.map((delivery) => [delivery.attempt, delivery.status, delivery.lost]),
      [
        [1, 500, true],
        [2, 200, true],
        [3, 200, false],
      ]
    )
    // 40 ms, then 80 ms.
    assert.isAtLeast(captured[1].receivedAt - captured[0].receivedAt, 35)
    assert.isAtLeast(captured[2].receivedAt - captured[1].receivedAt, 75)
  })

  test('delay holds each post back', async ({ assert }) => {
    fake.setOptions({ delayMs: 150 })
    const started = Date.now()
    await fake.emitInbound({ from: '60144444444', text: 'Slowly' })
    await fake.settled()
    assert.lengthOf(captured, 1)
    assert.isAtLeast(captured[0].receivedAt - started, 140)
  })

  test('the control API: inbound by curl, and what was sent', async ({ assert }) => {
    const response = await fetch(`${fake.url}/_fake/inbound`, {
      method: 'POST',
      body: JSON.stringify({ from: '60155555555', name: 'Ben', text: 'From curl' }),
    })
    assert.equal(response.status, 200)
    const { wamid } = (await response.json()) as { wamid: string }
    await fake.settled()
    const message = JSON.parse(captured[0].raw.toString('utf8')).entry[0].changes[0].value
      .messages[0]
    assert.equal(message.id, wamid)

    const bad = await fetch(`${fake.url}/_fake/inbound`, { method: 'POST', body: '{"from":"x"}' })
    assert.equal(bad.status, 400)
    assert.match(((await bad.json()) as { error: string }).error, /phone number/)
    const notJson = await fetch(`${fake.url}/_fake/inbound`, { method: 'POST', body: 'nope' })
    assert.equal(notJson.status, 400)
    await notJson.arrayBuffer()

    const sent = await fetch(`${fake.url}/_fake/sent`)
    const listed = (await sent.json()) as { sent: unknown[]; read: unknown[] }
    assert.isArray(listed.sent)
    assert.isArray(listed.read)
  })
})
