import { createHash } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { test } from '@japa/runner'
import { makeAdministrator, makeUser } from '#tests/helpers/users'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { fixedClock } from '#services/actor'
import { GraphClient, GraphError } from '#services/whatsapp/graph_client'
import { startFakeGraph, type FakeGraph, type FakeTemplate } from '#services/whatsapp/fake_graph'
import { syncTemplates } from '#services/whatsapp/template_sync'
import { writeWhatsappSettings } from '#services/whatsapp/credentials'
import { queueTemplateSyncWhenDue, TEMPLATE_SYNC_EVERY_MS } from '#jobs/sync_whatsapp_templates'
import { resetFakeGraph } from '#tests/helpers/fake_graph'

/**
 * The Graph client against the project's fake Cloud API on a free loopback port: what the fake
 * records is what the client sent, and every refusal comes back as one GraphError with the
 * words staff read and whether to try again.
 */

const MEMBER = '60123456789'
const HOUR = 60 * 60 * 1000

let fake: FakeGraph
let client: GraphClient
/** The fake's clock, moved by the tests (window, pair rate, URL expiry). */
let nowMs = Date.now()

function clientWith(overrides: { accessToken?: string; timeoutMs?: number; apiRoot?: string }) {
  return new GraphClient({
    apiRoot: fake.apiRoot,
    accessToken: fake.accessToken,
    wabaId: fake.wabaId,
    phoneNumberId: fake.numbers[0].phoneNumberId,
    timeoutMs: 5000,
    ...overrides,
  })
}

/** The GraphError a call fails with (and a failed assertion if it does not fail). */
async function refusal(call: Promise<unknown>): Promise<GraphError> {
  try {
    await call
  } catch (error) {
    if (error instanceof GraphError) return error
    throw error
  }
  throw new Error('The call succeeded; a GraphError was expected')
}

function resetFake() {
  nowMs = Date.now()
  resetFakeGraph(fake)
}

test.group('WhatsApp Graph client against the fake Cloud API', (group) => {
  group.setup(async () => {
    fake = await startFakeGraph({
      appSecret: 'app-secret',
      options: { now: () => new Date(nowMs) },
    })
    client = clientWith({})
    return () => fake.close()
  })
  group.each.setup(() => resetFake())

  test('each send is answered with a wamid and recorded by the fake', async ({ assert }) => {
    const inbound = await fake.emitInbound({ from: MEMBER, name: 'Aisha', text: 'My bag is lost' })

    const text = await client.sendText(MEMBER, 'We are on it.', { replyTo: inbound.wamid })
    const template = await client.sendTemplate(`+${MEMBER}`, 'case_opened', 'en', [
      {
        type: 'body',
        parameters: [
          { type: 'text', text: 'Aisha' },
          { type: 'text', text: 'C-1001' },
        ],
      },
    ])
    const mediaId = fake.addMedia('%PDF-1.4 policy', 'application/pdf')
    const document = await client.sendMedia(MEMBER, 'document', {
      id: mediaId,
      filename: 'policy.pdf',
      caption: 'Your policy',
    })
    const image = await client.sendMedia(MEMBER, 'image', { link: 'https://example.test/x.jpg' })
    await client.markRead(inbound.wamid)

    const wamids = [text, template, document, image].map((sent) => sent.wamid)
    assert.deepEqual(
      fake.sent.map((sent) => sent.wamid),
      wamids
    )
    assert.equal(new Set(wamids).size, 4)
    for (const sent of [text, template, document, image]) {
      assert.match(sent.wamid, /^wamid\./)
      assert.equal(sent.waId, MEMBER)
    }
    assert.equal(template.messageStatus, 'accepted')
    const [sentText, sentTemplate, sentDocument, sentImage] = fake.sent.map((sent) => sent.body)
    assert.deepEqual(sentText.text, { body: 'We are on it.', preview_url: false })
    assert.deepEqual(sentText.context, { message_id: inbound.wamid })
    assert.equal(sentText.to, MEMBER)
    assert.equal(sentTemplate.to, MEMBER, 'the "+" is not sent')
    assert.deepInclude(sentTemplate.template as object, {
      name: 'case_opened',
      language: { code: 'en' },
    })
    assert.deepEqual(sentDocument.document, {
      id: mediaId,
      caption: 'Your policy',
      filename: 'policy.pdf',
    })
    assert.deepEqual(sentImage.image, { link: 'https://example.test/x.jpg' })
    assert.deepEqual(fake.readMarks.slice(-1), [inbound.wamid])
    for (const request of fake.requests) {
      assert.equal(request.path, `/${fake.version}/${fake.numbers[0].phoneNumberId}/messages`)
    }
  })

  test('a value the API cannot take is refused before any call', async ({ assert }) => {
    for (const call of [
      client.sendText('not-a-number', 'Hi'),
      client.sendText(MEMBER, '   '),
      client.sendText(MEMBER, 'x'.repeat(4097)),
      client.sendMedia(MEMBER, 'audio', { id: '1', caption: 'no' }),
      client.sendMedia(MEMBER, 'image', { id: '1', filename: 'x.jpg' }),
      client.mediaInfo('../../etc/passwd'),
    ]) {
      const error = await refusal(call)
      assert.equal(error.kind, 'invalid')
      assert.isFalse(error.retryable)
    }
    assert.lengthOf(fake.requests, 0)
  })

  test('outside the 24-hour window free text is 131047; a template still goes', async ({
    assert,
  }) => {
    // The fake keeps each number's last inbound across tests: a number no test wrote from.
    const STRANGER = '60120000047'
    const never = await refusal(client.sendText(STRANGER, 'Hello?'))
    assert.equal(never.code, 131047)
    assert.equal(
      never.words,
      'More than 24 hours have passed since the member last wrote: send a template instead.'
    )
    assert.isFalse(never.retryable)
    assert.include(never.details ?? '', '24 hours')

    await fake.emitInbound({ from: STRANGER, text: 'Hi', at: new Date(nowMs - 25 * HOUR) })
    const stale = await refusal(client.sendText(STRANGER, 'Hello?'))
    assert.equal(stale.code, 131047)
    await fake.emitInbound({ from: STRANGER, text: 'Hi again', at: new Date(nowMs - 23 * HOUR) })
    const within = await client.sendText(STRANGER, 'Hello!')
    assert.match(within.wamid, /^wamid\./)
    nowMs += 2 * HOUR
    const closed = await refusal(client.sendText(STRANGER, 'Still there?'))
    assert.equal(closed.code, 131047)
    const template = await client.sendTemplate(STRANGER, 'documents_needed', 'en', [
      {
        type: 'body',
        parameters: [
          { type: 'text', text: 'Aisha' },
          { type: 'text', text: 'C-1' },
        ],
      },
    ])
    assert.match(template.wamid, /^wamid\./)
    assert.lengthOf(fake.sent, 2)
  })

  test('a template with the wrong number of parameters is 132000; an unknown one 132001', async ({
    assert,
  }) => {
    const mismatch = await refusal(
      client.sendTemplate(MEMBER, 'case_opened', 'en', [
        { type: 'body', parameters: [{ type: 'text', text: 'Aisha' }] },
      ])
    )
    assert.equal(mismatch.code, 132000)
    assert.equal(
      mismatch.words,
      "The template's parameters do not match it: fill in exactly the parameters the template has."
    )
    assert.isFalse(mismatch.retryable)
    const unknown = await refusal(client.sendTemplate(MEMBER, 'case_opened', 'fr', []))
    assert.equal(unknown.code, 132001)
    assert.include(unknown.words, 'does not know this template')
    assert.lengthOf(fake.sent, 0)
  })

  test('an undeliverable number is 131026', async ({ assert }) => {
    await fake.emitInbound({ from: MEMBER, text: 'Hi' })
    fake.setOptions({ undeliverable: [MEMBER] })
    const error = await refusal(client.sendText(MEMBER, 'Hello'))
    assert.equal(error.code, 131026)
    assert.equal(error.status, 400)
    assert.match(error.words, /could not deliver this message/)
    assert.isFalse(error.retryable)
  })

  test('a wrong token is 190, for every call', async ({ assert }) => {
    const wrong = clientWith({ accessToken: 'stolen-or-expired' })
    for (const call of [
      wrong.sendText(MEMBER, 'Hi'),
      wrong.listTemplates(),
      wrong.mediaInfo(fake.addMedia('x', 'text/plain')),
    ]) {
      const error = await refusal(call)
      assert.equal(error.code, 190)
      assert.equal(error.status, 401)
      assert.match(error.words, /access token is invalid or has expired/)
      assert.isFalse(error.retryable)
    }
    const none = await refusal(clientWith({ accessToken: '' }).sendText(MEMBER, 'Hi'))
    assert.equal(none.kind, 'invalid')
    assert.match(none.words, /No WhatsApp access token/)
  })

  test('rate limits, outages and no answer are retryable with a backoff', async ({ assert }) => {
    await fake.emitInbound({ from: MEMBER, text: 'Hi' })
    fake.setOptions({
      failNext: [
        { status: 400, code: 130429, message: '(#130429) Rate limit hit' },
        { status: 503, code: 2, message: 'Service temporarily unavailable' },
        { status: 400, code: 368, message: 'Temporarily blocked for policies violations' },
      ],
    })
    const rate = await refusal(client.sendText(MEMBER, 'one'))
    assert.equal(rate.code, 130429)
    assert.isTrue(rate.retryable)
    assert.isAbove(rate.backoffMs ?? 0, 0)
    const outage = await refusal(client.sendText(MEMBER, 'two'))
    assert.equal(outage.status, 503)
    assert.isTrue(outage.retryable)
    assert.include(outage.words, 'Service temporarily unavailable')
    const policy = await refusal(client.sendText(MEMBER, 'three'))
    assert.equal(policy.code, 368)
    assert.isFalse(policy.retryable)
    assert.match(policy.words, /policy violation/)

    const PAIR = '60120131056'
    await fake.emitInbound({ from: PAIR, text: 'Hi' })
    fake.setOptions({ enforcePairRate: true })
    await client.sendText(PAIR, 'first')
    const pair = await refusal(client.sendText(PAIR, 'second'))
    assert.equal(pair.code, 131056)
    assert.isTrue(pair.retryable)
    assert.isAtLeast(pair.backoffMs ?? 0, 6000)
    nowMs += 7000
    await client.sendText(PAIR, 'third, later')

    // Nothing listening: a network error.
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const network = await refusal(
      clientWith({ apiRoot: `http://127.0.0.1:${port}/v21.0` }).sendText(MEMBER, 'Hi')
    )
    assert.equal(network.kind, 'network')
    assert.isTrue(network.retryable)

    // A server that never answers: the timeout.
    const silent: Server = createServer(() => {})
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    try {
      const silentPort = (silent.address() as AddressInfo).port
      const started = Date.now()
      const timeout = await refusal(
        clientWith({ apiRoot: `http://127.0.0.1:${silentPort}/v21.0`, timeoutMs: 200 }).sendText(
          MEMBER,
          'Hi'
        )
      )
      assert.equal(timeout.kind, 'timeout')
      assert.isTrue(timeout.retryable)
      assert.isBelow(Date.now() - started, 3000)
    } finally {
      silent.closeAllConnections()
      await new Promise<void>((resolve) => silent.close(() => resolve()))
    }
  })

  test('media: info, a download with the Bearer, and a URL refused after 5 minutes', async ({
    assert,
  }) => {
    const bytes = Buffer.from('a passport photo, as bytes')
    const id = fake.addMedia(bytes, 'image/jpeg')
    const info = await client.mediaInfo(id)
    assert.equal(info.mime_type, 'image/jpeg')
    assert.equal(info.file_size, bytes.byteLength)
    assert.equal(info.sha256, createHash('sha256').update(bytes).digest('hex'))

    const downloaded = await client.downloadMedia(info.url, { maxBytes: 1024 })
    assert.isTrue(downloaded.bytes.equals(bytes))
    assert.equal(downloaded.mimeType, 'image/jpeg')

    // The URL needs the Bearer.
    const anonymous = await fetch(info.url)
    assert.equal(anonymous.status, 401)
    await anonymous.arrayBuffer()

    nowMs += 4 * 60 * 1000
    const stillValid = await client.downloadMedia(info.url, { maxBytes: 1024 })
    assert.isTrue(stillValid.bytes.equals(bytes))
    nowMs += 60 * 1000 + 1
    const expired = await refusal(client.downloadMedia(info.url, { maxBytes: 1024 }))
    assert.equal(expired.status, 404)
    assert.include(expired.words, 'expired')

    // A fresh URL works again; a tampered one does not.
    const fresh = await client.mediaInfo(id)
    const again = await client.downloadMedia(fresh.url, { maxBytes: 1024 })
    assert.isTrue(again.bytes.equals(bytes))
    const forged = fresh.url.replace(/expires=(\d+)/, (_, ms) => `expires=${Number(ms) + HOUR}`)
    const tampered = await refusal(client.downloadMedia(forged, { maxBytes: 1024 }))
    assert.equal(tampered.status, 404)
    const unknown = await refusal(client.mediaInfo('424242'))
    assert.equal(unknown.code, 100)
  })

  test('downloadMedia refuses a body over maxBytes, announced or streamed', async ({ assert }) => {
    const big = Buffer.alloc(300 * 1024, 7)
    const info = await client.mediaInfo(fake.addMedia(big, 'video/mp4'))
    const announced = await refusal(client.downloadMedia(info.url, { maxBytes: 100 * 1024 }))
    assert.equal(announced.kind, 'too_large')
    assert.equal(announced.words, 'The file is larger than the 100 KB allowed.')
    assert.isFalse(announced.retryable)

    // No Content-Length: refused while reading, once past the limit.
    fake.setOptions({ chunkedDownloads: true })
    const streamed = await refusal(client.downloadMedia(info.url, { maxBytes: 100 * 1024 }))
    assert.equal(streamed.kind, 'too_large')
    const whole = await client.downloadMedia(info.url, { maxBytes: big.byteLength })
    assert.isTrue(whole.bytes.equals(big))
  })

  test('uploadMedia sends the file as multipart and answers an id a send can name', async ({
    assert,
  }) => {
    const bytes = Buffer.from('%PDF-1.4\nclaim\n%%EOF\n')
    const id = await client.uploadMedia(bytes, 'application/pdf', 'claim.pdf')
    assert.lengthOf(fake.uploads, 1)
    assert.deepInclude(fake.uploads[0], {
      id,
      type: 'application/pdf',
      mimeType: 'application/pdf',
      filename: 'claim.pdf',
      phoneNumberId: fake.numbers[0].phoneNumberId,
    })
    assert.isTrue(fake.uploads[0].bytes.equals(bytes))
    await fake.emitInbound({ from: MEMBER, text: 'hi' })
    const sent = await client.sendMedia(MEMBER, 'document', { id, filename: 'claim.pdf' })
    assert.equal(sent.wamid, fake.sent.at(-1)?.wamid)

    // A type WhatsApp does not carry is its 131053, not retried; a wrong token 190; an empty
    // file never leaves.
    const gif = await refusal(client.uploadMedia(Buffer.from('GIF89a'), 'image/gif', 'a.gif'))
    assert.equal(gif.code, 131053)
    assert.isFalse(gif.retryable)
    const wrong = await refusal(
      clientWith({ accessToken: 'stolen' }).uploadMedia(bytes, 'application/pdf', 'a.pdf')
    )
    assert.equal(wrong.code, 190)
    const calls = fake.requests.length
    const empty = await refusal(client.uploadMedia(Buffer.alloc(0), 'application/pdf', 'a.pdf'))
    assert.equal(empty.kind, 'invalid')
    assert.equal(fake.requests.length, calls)
    const unknown = await refusal(client.sendMedia(MEMBER, 'image', { id: '424242' }))
    assert.equal(unknown.code, 100)
    assert.lengthOf(fake.uploads, 1)
  })

  test('listTemplates follows paging.next across 3 pages', async ({ assert }) => {
    const catalogue: FakeTemplate[] = Array.from({ length: 250 }, (_, index) => ({
      name: `notice_${String(index).padStart(3, '0')}`,
      language: 'en',
      status: 'APPROVED',
      category: 'UTILITY',
      components: [{ type: 'BODY', text: `Notice ${index} for {{1}}` }],
    }))
    fake.setOptions({ templates: catalogue })
    const listed = await client.listTemplates()
    assert.deepEqual(
      listed.map((template) => template.name),
      catalogue.map((template) => template.name)
    )
    assert.deepEqual(listed[7].components, [{ type: 'BODY', text: 'Notice 7 for {{1}}' }])
    const pages = fake.requests.filter((request) => request.path.includes('/message_templates'))
    assert.lengthOf(pages, 3)
    assert.notInclude(pages[0].path, 'after=')
    assert.include(pages[2].path, 'after=')
  })
})

test.group('WhatsApp template sync', (group) => {
  group.setup(async () => {
    fake = await startFakeGraph({
      appSecret: 'app-secret',
      options: { now: () => new Date(nowMs) },
    })
    client = clientWith({})
    return () => fake.close()
  })
  group.each.setup(() => {
    resetFake()
    return testUtils.db().withGlobalTransaction()
  })

  async function rows(names: string[]) {
    return db
      .from('whats_app_templates')
      .whereIn('name', names)
      .whereNull('deleted_at')
      .orderBy(['name', 'language'])
      .select('id', 'name', 'language', 'status', 'category', 'body', 'components')
  }

  test('upserts by (name, language); a second run changes nothing; a status change is written', async ({
    assert,
  }) => {
    const catalogue: FakeTemplate[] = [
      {
        name: 'sync_claim_received',
        language: 'en',
        status: 'APPROVED',
        category: 'UTILITY',
        components: [
          { type: 'HEADER', format: 'TEXT', text: 'Claim {{1}}' },
          { type: 'BODY', text: 'Dear {{1}}, we received your claim {{2}}.' },
          { type: 'BUTTONS', buttons: [{ type: 'QUICK_REPLY', text: 'Thanks' }] },
        ],
      },
      {
        name: 'sync_claim_received',
        language: 'ms',
        status: 'PENDING',
        category: 'UTILITY',
        components: [{ type: 'BODY', text: 'Tuan/Puan {{1}}, tuntutan {{2}} diterima.' }],
      },
      {
        name: 'Not A Template Name!',
        language: 'en',
        status: 'APPROVED',
        category: 'UTILITY',
        components: [],
      },
    ]
    fake.setOptions({ templates: catalogue })
    // A hand-written draft Meta does not know, and a template Meta deleted since.
    await db.table('whats_app_templates').multiInsert([
      {
        name: 'sync_draft',
        language: 'en',
        category: 'UTILITY',
        body: 'Draft {{1}}',
        status: 'draft',
        created_at: new Date(),
      },
      {
        name: 'sync_retired',
        language: 'en',
        category: 'MARKETING',
        body: 'Old',
        status: 'approved',
        created_at: new Date(),
      },
    ])

    const first = await syncTemplates({ client, clock: fixedClock(new Date()) })
    assert.equal(first.listed, 3)
    assert.equal(first.created, 2)
    assert.deepEqual(first.skipped, [
      {
        name: 'Not A Template Name!',
        language: 'en',
        reason: 'the name is not a WhatsApp template name',
      },
    ])
    assert.isAtLeast(first.gone, 1)
    const names = ['sync_claim_received', 'sync_draft', 'sync_retired']
    const afterFirst = await rows(names)
    assert.deepEqual(
      afterFirst.map((row) => [row.name, row.language, row.status]),
      [
        ['sync_claim_received', 'en', 'approved'],
        ['sync_claim_received', 'ms', 'pending'],
        ['sync_draft', 'en', 'draft'],
        ['sync_retired', 'en', 'deleted'],
      ]
    )
    assert.equal(afterFirst[0].category, 'UTILITY')
    assert.equal(afterFirst[0].body, 'Dear {{1}}, we received your claim {{2}}.')
    assert.deepEqual(afterFirst[0].components, catalogue[0].components)

    const second = await syncTemplates({ client })
    assert.deepInclude(second, { created: 0, updated: 0, gone: 0 })
    assert.equal(second.unchanged, 2)
    assert.deepEqual(await rows(names), afterFirst)

    catalogue[1] = { ...catalogue[1], status: 'APPROVED' }
    catalogue[0] = { ...catalogue[0], status: 'PAUSED' }
    fake.setOptions({ templates: catalogue })
    const third = await syncTemplates({ client })
    assert.deepInclude(third, { created: 0, updated: 2, unchanged: 0, gone: 0 })
    const afterThird = await rows(names)
    assert.deepEqual(
      afterThird.map((row) => [row.id, row.status]),
      [
        [afterFirst[0].id, 'paused'],
        [afterFirst[1].id, 'approved'],
        [afterFirst[2].id, 'draft'],
        [afterFirst[3].id, 'deleted'],
      ]
    )
  })

  test('a failed listing changes nothing and says why', async ({ assert }) => {
    fake.setOptions({ templates: [] })
    await db.table('whats_app_templates').insert({
      name: 'sync_kept',
      language: 'en',
      category: 'UTILITY',
      body: 'Kept',
      status: 'approved',
      created_at: new Date(),
    })
    const error = await refusal(syncTemplates({ client: clientWith({ accessToken: 'wrong' }) }))
    assert.equal(error.code, 190)
    const kept = await rows(['sync_kept'])
    assert.deepEqual(
      kept.map((row) => row.status),
      ['approved']
    )
  })

  test('Sync now on Manage › WhatsApp templates: said in words, logged once, refused without both permissions', async ({
    client: http,
    assert,
  }) => {
    await writeWhatsappSettings({
      whatsapp_api_base_url: fake.url,
      whatsapp_api_version: fake.version,
      whatsapp_waba_id: fake.wabaId,
      accessToken: fake.accessToken,
    })
    fake.setOptions({
      templates: [
        {
          name: 'sync_on_demand',
          language: 'en',
          status: 'APPROVED',
          category: 'UTILITY',
          components: [{ type: 'BODY', text: 'Hello {{1}}' }],
        },
      ],
    })
    const admin = await makeAdministrator()
    const synced = await http
      .post('/manage/whats-app-templates/sync')
      .loginAs(admin)
      .withCsrfToken()
      .header('referer', '/manage/whats-app-templates')
      .redirects(0)
    synced.assertStatus(302)
    assert.match(String(synced.flashMessages().success), /^WhatsApp templates synced: 1 added/)
    const brought = await rows(['sync_on_demand'])
    assert.deepEqual(
      brought.map((row) => row.status),
      ['approved']
    )
    const logged = await db
      .from('activity_logs')
      .where({ subject_type: 'whats_app_templates', user_id: admin.id })
      .select('description', 'properties')
    assert.lengthOf(logged, 1)
    assert.include(logged[0].description, '1 added')

    // Nothing changed: said so, and nothing more logged.
    const again = await http
      .post('/manage/whats-app-templates/sync')
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
    assert.match(String(again.flashMessages().success), /already up to date/)
    const after = await db.from('activity_logs').where({ subject_type: 'whats_app_templates' })
    assert.lengthOf(after, 1)

    // A refused listing is said in words, nothing changed.
    await writeWhatsappSettings({ accessToken: 'not-the-token' })
    const refused = await http
      .post('/manage/whats-app-templates/sync')
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
    assert.match(String(refused.flashMessages().error), /^The templates could not be synced: /)

    const editor = await makeUser({
      permissions: ['access-whats-app-templates', 'update-whats-app-template'],
    })
    const forbidden = await http
      .post('/manage/whats-app-templates/sync')
      .loginAs(editor)
      .withCsrfToken()
      .redirects(0)
    forbidden.assertStatus(403)
  })

  test('the worker queues the job every 15 minutes once WhatsApp is set up', async ({ assert }) => {
    // Far from any other test's clock: the 15-minute wait is the process's own.
    const start = Date.now() + 1000 * 24 * 60 * 60 * 1000
    assert.isFalse(await queueTemplateSyncWhenDue(start), 'nothing saved: nothing queued')
    await writeWhatsappSettings({
      whatsapp_api_base_url: fake.url,
      whatsapp_api_version: fake.version,
      whatsapp_waba_id: fake.wabaId,
      accessToken: fake.accessToken,
    })
    fake.setOptions({
      templates: [
        {
          name: 'sync_by_job',
          language: 'en',
          status: 'APPROVED',
          category: 'UTILITY',
          components: [{ type: 'BODY', text: 'Hello {{1}}' }],
        },
      ],
    })
    // The tests' queue runs a job as it is dispatched: the sync has run when this returns.
    assert.isTrue(await queueTemplateSyncWhenDue(start))
    const synced = await rows(['sync_by_job'])
    assert.deepEqual(
      synced.map((row) => [row.status, row.body]),
      [['approved', 'Hello {{1}}']]
    )
    assert.isFalse(await queueTemplateSyncWhenDue(start + TEMPLATE_SYNC_EVERY_MS - 1))
    assert.isTrue(await queueTemplateSyncWhenDue(start + TEMPLATE_SYNC_EVERY_MS))
  })
})
