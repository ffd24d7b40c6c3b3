import { test } from '@japa/runner'
import {
  base32Decode,
  base32Encode,
  generateTotpSecret,
  matchTotpStep,
  otpauthUri,
  totpCode,
} from '#services/totp'

/** RFC 6238 appendix B's SHA-1 secret, "12345678901234567890", in base32. */
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'))

test.group('TOTP', () => {
  test('base32 round-trips bytes and matches the RFC 4648 alphabet', ({ assert }) => {
    assert.equal(RFC_SECRET, 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ')
    for (let length = 0; length < 40; length++) {
      const bytes = Buffer.from(Array.from({ length }, (_, index) => (index * 37 + 11) % 256))
      assert.deepEqual(base32Decode(base32Encode(bytes)), bytes)
    }
    assert.deepEqual(base32Decode('gezd gnbv-gy3t'), base32Decode('GEZDGNBVGY3T'))
    assert.throws(() => base32Decode('not base32!'))
  })

  test('codes match RFC 6238 test vectors (last 6 digits)', ({ assert }) => {
    // Times 59, 1111111109, 1234567890, 2000000000 s; the RFC prints 8 digits.
    const vectors: [number, string][] = [
      [59, '287082'],
      [1111111109, '081804'],
      [1234567890, '005924'],
      [2000000000, '279037'],
    ]
    for (const [seconds, code] of vectors) {
      assert.equal(totpCode(RFC_SECRET, Math.floor(seconds / 30)), code)
    }
  })

  test('a code matches its own step and one either side, nothing further', ({ assert }) => {
    const secret = generateTotpSecret()
    const now = 1_800_000_000_000
    const step = Math.floor(now / 30_000)
    assert.equal(matchTotpStep(secret, totpCode(secret, step), now), step)
    assert.equal(matchTotpStep(secret, totpCode(secret, step - 1), now), step - 1)
    assert.equal(matchTotpStep(secret, totpCode(secret, step + 1), now), step + 1)
    assert.isNull(matchTotpStep(secret, totpCode(secret, step - 3), now))
    assert.isNull(matchTotpStep(secret, 'abcdef', now))
    const spaced = totpCode(secret, step).replace(/^(\d{3})/, '$1 ')
    assert.equal(matchTotpStep(secret, spaced, now), step)
  })

  test('secrets are 160 random bits and the URI names issuer and account', ({ assert }) => {
    const secret = generateTotpSecret()
    assert.lengthOf(base32Decode(secret), 20)
    assert.notEqual(secret, generateTotpSecret())
    const uri = otpauthUri(secret, 'Assist Back-office', 'ana@test.local')
    assert.match(uri, /^otpauth:\/\/totp\/Assist%20Back-office%3Aana%40test\.local\?/)
    assert.include(uri, `secret=${secret}`)
    assert.include(uri, 'issuer=Assist+Back-office')
    assert.include(uri, 'period=30')
  })
})
