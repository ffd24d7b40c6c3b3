import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { BrowserLikeClient } from '#tests/helpers/browser_like_client'
import { DEMO_PASSWORD, makeUser } from '#tests/helpers/users'
import { connectedLive, type LiveTestSocket } from '#tests/helpers/live_client'

/**
 * A WhatsApp conversation's live room (issue 30's watchable, registered by start/watchables.ts
 * on the real contacts table): joined only by someone of the contact's center.
 */

async function centerId(code: string): Promise<number> {
  const row: { id: number } = await db.from('centers').where('code', code).firstOrFail()
  return Number(row.id)
}

async function contactIn(centerCode: string, waId: string): Promise<number> {
  const [row] = await db
    .table('whatsapp_contacts')
    .insert({
      center_id: await centerId(centerCode),
      phone_number_id: `pn-${centerCode}`,
      wa_id: waId,
      full_name: 'A member',
      queued_at: db.raw('now()'),
    })
    .returning('id')
  return Number(row.id)
}

const opened: LiveTestSocket[] = []

test.group('WhatsApp: a conversation’s live room', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => {
    for (const live of opened.splice(0)) live.close()
  })

  test('a contact of my center can be watched; another center’s, or none, cannot', async ({
    assert,
  }) => {
    const own = await contactIn('KUL', '60111111111')
    const foreign = await contactIn('BKK', '66222222222')
    const user = await makeUser({ centers: ['KUL'] })
    const browser = new BrowserLikeClient()
    await browser.signIn(user.email, DEMO_PASSWORD)
    const live = await connectedLive({ browser })
    opened.push(live)
    assert.deepEqual(await live.watch({ kind: 'contact', id: own }), { ok: true })
    assert.deepEqual(await live.watch({ kind: 'contact', id: foreign }), { ok: false })
    assert.deepEqual(await live.watch({ kind: 'contact', id: foreign + 1000 }), { ok: false })
  })
})
