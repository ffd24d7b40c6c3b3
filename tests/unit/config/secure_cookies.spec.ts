import { test } from '@japa/runner'
import { cookiesAreSecure } from '#config/app'

test.group('Cookies › Secure flag', () => {
  test('follows the scheme of APP_URL, not NODE_ENV', ({ assert }) => {
    assert.isTrue(cookiesAreSecure('https://assist.example.com'))
    // `npm start` runs the production build on plain http: Secure cookies would never come back.
    assert.isFalse(cookiesAreSecure('http://localhost:3333'))
    assert.isFalse(cookiesAreSecure('http://192.168.1.20:3333'))
  })
})
