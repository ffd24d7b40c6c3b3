import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { markCommittedRows } from '#tests/helpers/races'
import {
  APP_SECRET,
  BASE,
  NUMBER_ID,
  OTHER_NUMBER_ID,
  VERIFY_TOKEN,
  forgetWhatsapp,
  messagesEvent,
  postWebhook,
  setUpWhatsapp,
  signature,
} from '#tests/helpers/whatsapp_webhooks'
import { writeWhatsappSettings } from '#services/whatsapp/credentials'
import { REFUSALS_PER_MINUTE, forgetRefusals } from '#services/whatsapp/webhook_intake'

/**
 * The webhook's door (issue 31): Meta's verify handshake, and a POST that is refused (and keeps
 * nothing) unless it is signed over its exact bytes with the saved app secret and is a WhatsApp
 * Business Account event. Against the real database with no test-wide transaction: the event
 * and its outbox row must commit for the job to run; each test removes what it committed.
 */

const eventRows = () => db.from('whatsapp_webhook_events').select('id', 'status', 'body')
/** The highest ids before each test: the seeded demo conversations are not the test's rows. */
const before = new Map<string, number>()
const markBefore = async () => {
  for (const table of ['whatsapp_contacts', 'whatsapp_messages']) {
    const [row] = await db.from(table).max('id as top')
    before.set(table, Number(row.top ?? 0))
  }
}
/** Rows the test's own requests made (after `markBefore`). */
const count = async (table: string) => {
  const [row] = await db
    .from(table)
    .where('id', '>', before.get(table) ?? 0)
    .count('* as total')
  return Number(row.total)
}

function verifyUrl(query: Record<string, string>) {
  return `${BASE}/webhooks/whatsapp?${new URLSearchParams(query).toString()}`
}

test.group('WhatsApp webhook: verify and receive', (group) => {
  group.each.setup(async () => {
    const cleanup = await markCommittedRows()
    await setUpWhatsapp()
    await markBefore()
    return async () => {
      await cleanup()
      await forgetWhatsapp()
      await forgetRefusals('127.0.0.1')
    }
  })

  test('verify answers the challenge as text for the saved token, 403 otherwise', async ({
    assert,
  }) => {
    const right = await fetch(
      verifyUrl({
        'hub.mode': 'subscribe',
        'hub.verify_token': VERIFY_TOKEN,
        'hub.challenge': '1158201444',
      })
    )
    assert.equal(right.status, 200)
    assert.equal(await right.text(), '1158201444')
    assert.match(right.headers.get('content-type') ?? '', /^text\/plain/)

    const refused: Record<string, string>[] = [
      { 'hub.mode': 'subscribe', 'hub.verify_token': 'wrong', 'hub.challenge': '1' },
      { 'hub.mode': 'subscribe', 'hub.verify_token': `${VERIFY_TOKEN}x`, 'hub.challenge': '1' },
      { 'hub.mode': 'unsubscribe', 'hub.verify_token': VERIFY_TOKEN, 'hub.challenge': '1' },
      { 'hub.mode': 'subscribe', 'hub.challenge': '1' },
      { 'hub.mode': 'subscribe', 'hub.verify_token': VERIFY_TOKEN },
    ]
    for (const query of refused) {
      const response = await fetch(verifyUrl(query))
      assert.equal(response.status, 403, JSON.stringify(query))
      assert.equal(await response.text(), '')
    }
    // A token sent as a list (`hub.verify_token[]=`) is not the token.
    const nested = await fetch(
      `${BASE}/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token[]=${VERIFY_TOKEN}&hub.challenge=1`
    )
    assert.equal(nested.status, 403)
  })

  test('verify refuses everyone while no verify token is saved', async ({ assert }) => {
    await writeWhatsappSettings({ whatsapp_verify_token: '' })
    const response = await fetch(
      verifyUrl({ 'hub.mode': 'subscribe', 'hub.verify_token': '', 'hub.challenge': '1' })
    )
    assert.equal(response.status, 403)
  })

  test('a signed event is kept and processed, without a CSRF token', async ({ assert }) => {
    const body = JSON.stringify(
      messagesEvent('60123456789', 'Aisha', [{ type: 'text', text: { body: 'Hi' } }])
    )
    const response = await postWebhook(body)
    assert.equal(response.status, 200)
    assert.equal(await response.text(), 'OK')
    const [stored] = await eventRows()
    assert.equal(stored.body, body, 'the body is kept as it came')
    assert.equal(stored.status, 'processed')
    assert.equal(await count('whatsapp_messages'), 1)
  })

  test('the signature covers the bytes as sent, not the JSON they parse to', async ({ assert }) => {
    // Spacing, key order and escapes a parser would not write back the same way.
    const event = messagesEvent('60123456780', 'Zo\u00eb', [
      { type: 'text', text: { body: 'caf\u00e9 \u2615' } },
    ])
    const body = JSON.stringify(event, null, 3).replace('caf\u00e9', 'caf\\u00e9')
    assert.notEqual(body, JSON.stringify(JSON.parse(body)))
    const response = await postWebhook(body)
    assert.equal(response.status, 200)
    const [message] = await db
      .from('whatsapp_messages')
      .where('id', '>', before.get('whatsapp_messages') ?? 0)
      .select('body')
    assert.equal(message.body, 'caf\u00e9 \u2615')
    // The same event signed over its re-serialised form is refused.
    const resigned = await postWebhook(body, {
      signatureHeader: signature(JSON.stringify(JSON.parse(body))),
    })
    assert.equal(resigned.status, 401)
  })

  test('a missing, malformed, wrong or stale signature is 401 and keeps nothing', async ({
    assert,
  }) => {
    const body = JSON.stringify(
      messagesEvent('60123456781', 'Ben', [{ type: 'text', text: { body: 'x' } }])
    )
    const cases: { name: string; header: string | null }[] = [
      { name: 'missing', header: null },
      { name: 'empty', header: '' },
      { name: 'not sha256', header: signature(body).replace('sha256=', 'sha1=') },
      { name: 'short', header: signature(body).slice(0, 40) },
      { name: 'not hex', header: `sha256=${'z'.repeat(64)}` },
      { name: 'another body', header: signature(`${body} `) },
      { name: 'stale secret', header: signature(body, `${APP_SECRET}-old`) },
    ]
    for (const { name, header } of cases) {
      const response = await postWebhook(body, { signatureHeader: header })
      assert.equal(response.status, 401, name)
    }
    assert.lengthOf(await eventRows(), 0)
    assert.equal(await count('whatsapp_contacts'), 0)
    assert.equal(await count('whatsapp_messages'), 0)
  })

  test('no app secret saved: every POST is 401, even one signed with an empty key', async ({
    assert,
  }) => {
    await db.from('settings').where('key', 'whatsapp_app_secret').delete()
    const body = JSON.stringify(
      messagesEvent('60123456782', 'Cy', [{ type: 'text', text: { body: 'x' } }])
    )
    for (const secret of ['', APP_SECRET]) {
      const response = await postWebhook(body, { secret })
      assert.equal(response.status, 401)
    }
    assert.lengthOf(await eventRows(), 0)
  })

  test('signed bodies that are no event are 400 and keep nothing; never a 5xx', async ({
    assert,
  }) => {
    const bodies: { name: string; body: string | Buffer }[] = [
      { name: 'malformed JSON', body: '{"object":"whatsapp_business_account","entry":[' },
      { name: 'empty', body: '' },
      { name: 'a list', body: '[]' },
      { name: 'a string', body: '"whatsapp_business_account"' },
      { name: 'another object', body: JSON.stringify({ object: 'page', entry: [] }) },
      { name: 'no entries', body: JSON.stringify({ object: 'whatsapp_business_account' }) },
      {
        name: 'entries not a list',
        body: JSON.stringify({ object: 'whatsapp_business_account', entry: {} }),
      },
      { name: 'not UTF-8', body: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]) },
      {
        name: 'a BOM first',
        body: `\ufeff${JSON.stringify({ object: 'whatsapp_business_account', entry: [] })}`,
      },
    ]
    for (const { name, body } of bodies) {
      const response = await postWebhook(body)
      assert.equal(response.status, 400, name)
    }
    assert.lengthOf(await eventRows(), 0)
  })

  test('a body over 3 MB is 413 before it is read; one just under is taken', async ({ assert }) => {
    const filler = 'x'.repeat(3 * 1024 * 1024)
    const over = JSON.stringify({ object: 'whatsapp_business_account', entry: [], filler })
    const response = await postWebhook(over)
    assert.equal(response.status, 413)
    assert.lengthOf(await eventRows(), 0)

    // Sent in chunks with no length declared: stopped once past the limit.
    const chunked = await fetch(`${BASE}/webhooks/whatsapp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature(over) },
      body: new ReadableStream({
        start(controller) {
          const bytes = Buffer.from(over)
          for (let at = 0; at < bytes.length; at += 256 * 1024) {
            controller.enqueue(new Uint8Array(bytes.subarray(at, at + 256 * 1024)))
          }
          controller.close()
        },
      }),
      duplex: 'half',
    } as RequestInit)
    assert.equal(chunked.status, 413)

    const under = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [],
      filler: filler.slice(0, 3 * 1024 * 1024 - 200),
    })
    const taken = await postWebhook(under)
    assert.equal(taken.status, 200)
    assert.lengthOf(await eventRows(), 1)
  })

  test('an event for a number not in Settings is answered 200 and stores no contact or message', async ({
    assert,
  }) => {
    const body = JSON.stringify(
      messagesEvent('60123456783', 'Dee', [{ type: 'text', text: { body: 'x' } }], OTHER_NUMBER_ID)
    )
    const response = await postWebhook(body)
    assert.equal(response.status, 200)
    const [stored] = await eventRows()
    assert.equal(stored.status, 'processed', 'kept as it came, with nothing in it for us')
    assert.equal(await count('whatsapp_contacts'), 0)
    assert.equal(await count('whatsapp_messages'), 0)
    assert.notEqual(NUMBER_ID, OTHER_NUMBER_ID)
  })

  test('an address that keeps being refused is turned away with 429 before its body is read', async ({
    assert,
  }) => {
    const body = '{}'
    for (let index = 0; index < REFUSALS_PER_MINUTE; index++) {
      const response = await postWebhook(body, { signatureHeader: null })
      assert.equal(response.status, 401)
    }
    const blocked = await postWebhook(
      JSON.stringify(messagesEvent('60123456784', 'Eve', [{ type: 'text', text: { body: 'x' } }]))
    )
    assert.equal(blocked.status, 429)
    assert.lengthOf(await eventRows(), 0)
  })
})
