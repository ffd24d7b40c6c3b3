/**
 * The floor bench/whatsapp_webhook.ts measures the webhook against: a bare Node HTTP handler with
 * a `pg` pool (the app's pool size) doing what the webhook must do before its 200 and nothing
 * else: read the raw body, check its signature over those bytes with the app secret
 * (app/services/whatsapp/signature.ts, the app's own check), check it is UTF-8 JSON of a
 * WhatsApp Business Account event, and keep it with the outbox row that has it processed, in
 * one transaction (the two rows app/services/whatsapp/webhook_intake.ts `storeEvent` writes).
 * No framework, no session, no settings read per request, no delivery of the outbox row after
 * the commit (the queue worker's poll picks the floor's rows up). What the app spends beyond
 * this on the same request is its own cost.
 *
 *   DATABASE_URL=… PORT=… WEBHOOK_APP_SECRET=… [DB_POOL_MAX=10] \
 *     node --import @poppinss/ts-exec bench/bare_webhook_server.ts
 *
 *   POST /webhooks/whatsapp   an event: 200, or 401 / 400 / 413 as the app refuses it
 *   GET  /health              200, to wait for
 */
import { createServer, type IncomingMessage } from 'node:http'
import pg from 'pg'
import { validSignature } from '../app/services/whatsapp/signature.js'

const LIMIT = 3 * 1024 * 1024
/** The queue job's name the outbox row carries (app/jobs/process_whatsapp_webhook.ts). */
const JOB = 'ProcessWhatsappWebhook'

const secret = process.env.WEBHOOK_APP_SECRET ?? ''
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DB_POOL_MAX ?? 10),
})

function readBody(request: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= LIMIT) chunks.push(chunk)
    })
    request.on('end', () => resolve(size > LIMIT ? null : Buffer.concat(chunks, size)))
    request.on('error', reject)
  })
}

function isEvent(bytes: Buffer): string | null {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes)
    const parsed: unknown = JSON.parse(text)
    const event = parsed as { object?: unknown; entry?: unknown } | null
    const ok =
      typeof event === 'object' &&
      event !== null &&
      event.object === 'whatsapp_business_account' &&
      Array.isArray(event.entry)
    return ok ? text : null
  } catch {
    return null
  }
}

async function store(text: string) {
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    const { rows } = await client.query<{ id: string }>(
      'INSERT INTO whatsapp_webhook_events (body) VALUES ($1) RETURNING id',
      [text]
    )
    const eventId = Number(rows[0].id)
    await client.query(
      `INSERT INTO outbox_messages (kind, name, payload, subject) VALUES ('job', $1, $2, $3)`,
      [JOB, JSON.stringify({ eventId }), `whatsapp_event:${eventId}`]
    )
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    client.release()
  }
}

const server = createServer((request, response) => {
  const answer = (status: number, text: string) => {
    response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(text)
  }
  if (request.method === 'GET' && request.url === '/health') return answer(200, 'OK')
  if (request.method !== 'POST' || request.url !== '/webhooks/whatsapp') {
    return answer(404, 'Not found')
  }
  void (async () => {
    const bytes = await readBody(request)
    if (bytes === null) return answer(413, 'The body is larger than 3 MB.')
    const header = request.headers['x-hub-signature-256']
    if (!validSignature(bytes, typeof header === 'string' ? header : undefined, secret)) {
      return answer(401, 'Invalid signature.')
    }
    const text = isEvent(bytes)
    if (text === null) return answer(400, 'Not an event.')
    await store(text)
    answer(200, 'OK')
  })().catch(() => answer(500, 'Failed.'))
})

server.listen(Number(process.env.PORT), '127.0.0.1')
