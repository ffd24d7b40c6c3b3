import { CookieClient } from '@adonisjs/core/http'

/**
 * Signed cookies (the session id) are signed on every response and checked on every request,
 * each an HMAC over the same few strings: three HMACs a request, 5% of a list reload's CPU
 * (issue 12). Signing is deterministic (the same key and value give the same cookie) and
 * checking a cookie already found valid gives the same value, so both are remembered here for
 * string values, in a bounded map of the most recently used.
 *
 * Only a valid cookie is remembered: anything else (tampered, another key's, expired by a
 * rotated APP_KEY after a restart) is checked in full every time, and a hit needs the exact
 * string of a cookie this process signed or verified. Values that are not strings (objects a
 * request might change) are never shared between requests.
 */
const MAX_ENTRIES = 5000

class RecentlyUsed<V> {
  #entries = new Map<string, V>()

  get(key: string): V | undefined {
    const value = this.#entries.get(key)
    if (value === undefined) return undefined
    // Most recently used last: the oldest is evicted first.
    this.#entries.delete(key)
    this.#entries.set(key, value)
    return value
  }

  set(key: string, value: V) {
    this.#entries.set(key, value)
    if (this.#entries.size > MAX_ENTRIES) {
      this.#entries.delete(this.#entries.keys().next().value!)
    }
  }

  clear() {
    this.#entries.clear()
  }
}

const signed = new RecentlyUsed<string>()
const verified = new RecentlyUsed<string>()
let installed = false

/** Puts the memo in front of CookieClient's signing, once per process (start/kernel.ts). */
export function installSignedCookieCache() {
  if (installed) return
  installed = true
  const sign = CookieClient.prototype.sign
  const unsign = CookieClient.prototype.unsign
  CookieClient.prototype.sign = function (this: CookieClient, key: string, value: unknown) {
    if (typeof value !== 'string') return sign.call(this, key, value)
    const entry = `${key}\u0000${value}`
    const known = signed.get(entry)
    if (known !== undefined) return known
    const result = sign.call(this, key, value)
    if (typeof result === 'string') signed.set(entry, result)
    return result
  }
  CookieClient.prototype.unsign = function (this: CookieClient, key: string, value: string) {
    if (typeof value !== 'string') return unsign.call(this, key, value)
    const entry = `${key}\u0000${value}`
    const known = verified.get(entry)
    if (known !== undefined) return known
    const result: unknown = unsign.call(this, key, value)
    if (typeof result === 'string') verified.set(entry, result)
    return result
  }
}

/** Forgets every remembered cookie (tests). */
export function clearSignedCookieCache() {
  signed.clear()
  verified.clear()
}
