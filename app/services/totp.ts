import { createHmac, randomBytes } from 'node:crypto'

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226): HMAC-SHA1, 6 digits, 30-second
 * steps, the parameters every authenticator app defaults to. Written here rather than pulled
 * in as a dependency because it is a few lines of standard crypto and the replay rule (a step
 * is used once) needs the matched step, which libraries rarely return.
 */
export const TOTP_PERIOD_SECONDS = 30
const DIGITS = 6
/** One step either side absorbs clock drift between the server and the phone. */
const DRIFT_STEPS = 1
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

export function base32Encode(bytes: Buffer): string {
  let bits = 0
  let value = 0
  let output = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      output += BASE32[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) output += BASE32[(value << (5 - bits)) & 31]
  return output
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase()
  let bits = 0
  let value = 0
  const bytes: number[] = []
  for (const char of clean) {
    const index = BASE32.indexOf(char)
    if (index === -1) throw new Error('Invalid base32 character')
    value = (value << 5) | index
    bits += 5
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255)
      bits -= 8
    }
  }
  return Buffer.from(bytes)
}

/** A new 160-bit secret (the RFC's recommended length for SHA-1), base32 for the apps. */
export function generateTotpSecret(): string {
  return base32Encode(randomBytes(20))
}

export function currentStep(now = Date.now()): number {
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS)
}

/** The code of one step (HOTP with the step as the counter). */
export function totpCode(secret: string, step: number): string {
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(step))
  const digest = createHmac('sha1', base32Decode(secret)).update(counter).digest()
  const offset = digest[digest.length - 1] & 0x0f
  const binary = digest.readUInt32BE(offset) & 0x7fffffff
  return String(binary % 10 ** DIGITS).padStart(DIGITS, '0')
}

/**
 * The step whose code `code` is, within the drift window around now, or null. The caller
 * refuses a step at or before the last one it accepted, so each code works once.
 */
export function matchTotpStep(secret: string, code: string, now = Date.now()): number | null {
  const digits = code.replace(/\s/g, '')
  if (!/^\d{6}$/.test(digits)) return null
  const step = currentStep(now)
  for (let offset = -DRIFT_STEPS; offset <= DRIFT_STEPS; offset++) {
    if (totpCode(secret, step + offset) === digits) return step + offset
  }
  return null
}

/** The otpauth:// URI an authenticator app reads from the QR code (Key URI Format). */
export function otpauthUri(secret: string, issuer: string, account: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`)
  const params = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  })
  return `otpauth://totp/${label}?${params.toString()}`
}
