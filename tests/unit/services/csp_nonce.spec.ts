import { test } from '@japa/runner'
import { nextNonce } from '#middleware/security_headers_middleware'

test.group('CSP nonces drawn from a random block', () => {
  test('every nonce is 16 fresh bytes, across refills of the block', ({ assert }) => {
    // 1,000 draws span four refills of the 256-nonce block.
    const nonces = Array.from({ length: 1000 }, () => nextNonce())
    assert.lengthOf(new Set(nonces), nonces.length)
    for (const nonce of nonces) {
      assert.match(nonce, /^[\w-]{22}$/)
      assert.lengthOf(Buffer.from(nonce, 'base64url'), 16)
    }
  })
})
