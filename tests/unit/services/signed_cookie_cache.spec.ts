import { test } from '@japa/runner'
import { CookieClient } from '@adonisjs/core/http'
import encryption from '@adonisjs/core/services/encryption'
import { clearSignedCookieCache, installSignedCookieCache } from '#services/signed_cookie_cache'

/** What AdonisJS itself would send and accept, computed without the memo. */
const verifier = () => encryption.getMessageVerifier()
const signedByAdonis = (key: string, value: string) => `s:${verifier().sign(value, undefined, key)}`

test.group('Signed cookies, remembered', (group) => {
  group.setup(() => installSignedCookieCache())
  group.each.setup(() => clearSignedCookieCache())

  test('signing gives the cookie AdonisJS would send, the first time and after', ({ assert }) => {
    const client = new CookieClient(encryption.use())
    const expected = signedByAdonis('adonis-session', 'session-id-1')
    assert.equal(client.sign('adonis-session', 'session-id-1'), expected)
    assert.equal(client.sign('adonis-session', 'session-id-1'), expected)
    // Another value or another cookie name is another signature.
    assert.notEqual(client.sign('adonis-session', 'session-id-2'), expected)
    assert.notEqual(client.sign('other', 'session-id-1'), expected)
  })

  test('a valid cookie reads back; a tampered one never does, even after the valid one', ({
    assert,
  }) => {
    const client = new CookieClient(encryption.use())
    const cookie = client.sign('adonis-session', 'session-id-1')!
    assert.equal(client.unsign('adonis-session', cookie), 'session-id-1')
    assert.equal(client.unsign('adonis-session', cookie), 'session-id-1')
    const [payload, hmac] = cookie.slice(2).split('.')
    const forged = `s:${payload}.${hmac.slice(0, -1)}${hmac.endsWith('A') ? 'B' : 'A'}`
    assert.isNull(client.unsign('adonis-session', forged))
    assert.isNull(client.unsign('adonis-session', forged))
    // Signed for one cookie, it is not valid as another.
    assert.isNull(client.unsign('remember-me', cookie))
    const otherPayload = Buffer.from('{"message":"session-id-2"}').toString('base64url')
    assert.isNull(client.unsign('adonis-session', `s:${otherPayload}.${hmac}`))
  })

  test('values that are not strings are signed and read in full each time', ({ assert }) => {
    const client = new CookieClient(encryption.use())
    const cookie = client.sign('prefs', { theme: 'dark' })!
    const first = client.unsign('prefs', cookie) as { theme: string }
    const second = client.unsign('prefs', cookie) as { theme: string }
    assert.deepEqual(first, { theme: 'dark' })
    // Never one object shared by two requests.
    assert.notStrictEqual(first, second)
  })
})
