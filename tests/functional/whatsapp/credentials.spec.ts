import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { whatsappConfig, writeWhatsappSettings } from '#services/whatsapp/credentials'

test.group('WhatsApp settings as the server reads them', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the token and the app secret are stored encrypted and read back decrypted', async ({
    assert,
  }) => {
    await writeWhatsappSettings({
      whatsapp_api_base_url: 'http://127.0.0.1:9/',
      whatsapp_api_version: 'v21.0',
      whatsapp_numbers: [{ phone_number_id: '10001', center_id: 7 }],
      whatsapp_verify_token: 'verify-me',
      accessToken: 'EAAG-token',
      appSecret: 'app-secret-1',
    })
    const stored = await db
      .from('settings')
      .whereIn('key', ['whatsapp_access_token', 'whatsapp_app_secret'])
      .select('value')
    assert.lengthOf(stored, 2)
    for (const row of stored) {
      const text = JSON.stringify(row.value)
      assert.notInclude(text, 'EAAG-token')
      assert.notInclude(text, 'app-secret-1')
    }
    const config = await whatsappConfig()
    assert.equal(config.apiRoot, 'http://127.0.0.1:9/v21.0')
    assert.equal(config.accessToken, 'EAAG-token')
    assert.equal(config.appSecret, 'app-secret-1')
    assert.equal(config.verifyToken, 'verify-me')
    assert.equal(config.numbers.get('10001'), 7)
    assert.equal(config.returnMinutes, 5)
  })

  test('nothing saved: no token, no secret, no number', async ({ assert }) => {
    const config = await whatsappConfig()
    assert.isNull(config.accessToken)
    assert.isNull(config.appSecret)
    assert.equal(config.numbers.size, 0)
  })
})
