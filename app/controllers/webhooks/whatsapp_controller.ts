import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import { whatsappConfig } from '#services/whatsapp/credentials'
import { sameText, validSignature } from '#services/whatsapp/signature'
import {
  countRefusal,
  parseEvent,
  readRawBody,
  refusedTooOften,
  storeEvent,
} from '#services/whatsapp/webhook_intake'

/** Meta's challenge is a number; anything much longer is not one of its calls. */
const CHALLENGE_MAX = 256

/**
 * Meta's calls (issue 31, shared/design/MESSAGING.md): no session, no CSRF token (config/
 * shield.ts exempts the path), no parsed body (the body parser leaves it to `receive`, which
 * must see the bytes as they came). Answers are short plain text: Meta reads only the status.
 */
export default class WhatsappController {
  /**
   * webhooks.whatsapp.verify: the subscription's handshake. The query is read as it came
   * (`hub.mode` is a dotted name, which the app's query parser would nest).
   */
  async verify({ request, response }: HttpContext) {
    const query = new URLSearchParams(request.parsedUrl.query ?? '')
    const mode = query.get('hub.mode')
    const token = query.get('hub.verify_token')
    const challenge = query.get('hub.challenge')
    const { verifyToken } = await whatsappConfig()
    // No token saved refuses everyone: an empty token would match an empty guess.
    const matches = verifyToken !== '' && token !== null && sameText(token, verifyToken)
    if (mode !== 'subscribe' || !matches || !challenge || challenge.length > CHALLENGE_MAX) {
      return response.status(403).header('content-type', 'text/plain; charset=utf-8').send('')
    }
    return response.status(200).header('content-type', 'text/plain; charset=utf-8').send(challenge)
  }

  /**
   * webhooks.whatsapp.receive: an event. In this order, so nothing unsigned is ever parsed or
   * kept: an address that was refused too often (429), the size (413), the signature over the
   * raw bytes with the saved app secret (401, also when none is saved), then the body's shape
   * (400). A good event is kept with its processing's outbox row and answered 200 at once.
   */
  async receive({ request, response }: HttpContext) {
    const ip = request.ip()
    const answer = (status: number, text: string) =>
      response.status(status).header('content-type', 'text/plain; charset=utf-8').send(text)
    const refuse = async (status: number, text: string) => {
      await countRefusal(ip)
      return answer(status, text)
    }

    if (await refusedTooOften(ip)) return answer(429, 'Too many refused calls.')
    const encoding = request.header('content-encoding')
    if (encoding && encoding.toLowerCase() !== 'identity') {
      return refuse(415, 'Compressed bodies are not accepted.')
    }
    let bytes: Buffer | null
    try {
      bytes = await readRawBody(request.request)
    } catch {
      return answer(400, 'The body could not be read.')
    }
    if (bytes === null) return refuse(413, 'The body is larger than 3 MB.')

    const { appSecret } = await whatsappConfig()
    if (!appSecret || !validSignature(bytes, request.header('x-hub-signature-256'), appSecret)) {
      return refuse(401, 'Invalid signature.')
    }
    const event = parseEvent(bytes)
    if (!event.ok) return refuse(400, event.reason)

    const eventId = await storeEvent(event.text)
    logger.debug({ eventId }, 'whatsapp webhook event stored')
    return answer(200, 'OK')
  }
}
