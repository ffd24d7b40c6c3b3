import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The checks of Meta's webhook calls (shared/design/MESSAGING.md "Signature"): both compare in
 * constant time, so how long a refusal takes says nothing about how much of a guess was right.
 */

/** `sha256=` and the 64 hex digits of an HMAC-SHA256, nothing else. */
const SIGNATURE_HEADER = /^sha256=([0-9a-f]{64})$/i

/**
 * True when `header` (X-Hub-Signature-256) is the HMAC-SHA256 of exactly these bytes with the
 * app secret. The bytes are the body as it came off the socket: JSON parsed and written again
 * would differ in spacing, escapes or key order, and never match.
 */
export function validSignature(body: Buffer, header: string | undefined, appSecret: string) {
  const sent = header === undefined ? null : SIGNATURE_HEADER.exec(header.trim())
  if (!sent || appSecret === '') return false
  const expected = createHmac('sha256', appSecret).update(body).digest()
  return timingSafeEqual(expected, Buffer.from(sent[1], 'hex'))
}

/**
 * Whether two texts are equal (the verify token), in a time that depends on neither: each is
 * hashed first, so the comparison always runs over 32 bytes, whatever their lengths.
 */
export function sameText(given: string, saved: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest()
  return timingSafeEqual(digest(given), digest(saved))
}
